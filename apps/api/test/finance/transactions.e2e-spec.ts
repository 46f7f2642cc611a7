import { Harness, bearer, newClient as newClientOf, signedInUser, startApi } from '../harness';

/**
 * 02 §2 `transactions`, client charges as documents on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): a transaction's items priced by hand, its one ledger entry, a retry that writes
 * nothing, corrections that post the difference down a chain, an overdraft refused with nothing
 * written, the OMS list apart from the shipping one, and the sales scope.
 */
describe('client transactions', () => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const newClient = (salesId = 1) => newClientOf(api, admin, salesId);
  let n = 0;
  const record = (body: object, token = admin) => api.http().post('/api/finance/transactions').set(bearer(token)).send({ idempotencyKey: `tx-${++n}`, ...body });
  const fund = (clientId: number, amount: string) =>
    api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(admin)).send({ changeType: 6, amount, note: 'Funds', idempotencyKey: `fund-${++n}` }).expect(201);
  const accountOf = async (clientId: number) => (await api.http().get(`/api/finance/accounts/${clientId}`).set(bearer(admin)).expect(200)).body.data;
  const entriesOf = async (clientId: number) => (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=recordTime&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data.records;
  const label = [{ code: 'POSTAGE', description: 'UPS Ground 1Z100', quantity: 1, unitPrice: '12.35' }, { code: 'FUEL', quantity: 1, unitPrice: '1.2345' }, { code: 'RESI', quantity: '2', unitPrice: '0.5' }];

  it('records a label\'s charge item by item, posts one entry with its item count, and answers a retry with the first', async () => {
    const c = await newClient();
    await fund(c, '100');
    const body = { kind: 'shipping', clientId: c, sourceType: 'label', sourceId: '1Z100', items: label, idempotencyKey: `label-${c}` };
    const tx = (await record(body).expect(201)).body.data;
    // 12.35 + 1.2345 + 2 x 0.50 = 14.5845
    expect(tx).toMatchObject({
      transactionNo: `TR-${String(c).padStart(6, '0')}-00001`, clientId: c, sourceType: 'label', sourceId: '1Z100', itemCount: 3, chargeTotal: '14.5845', amount: '-14.5845',
      correctsId: null, recordOperator: 'admin',
    });
    expect(tx.items.map((i: { code: string; amount: string; quantity: string }) => [i.code, i.quantity, i.amount])).toEqual([['POSTAGE', '1.0000', '12.3500'], ['FUEL', '1.0000', '1.2345'], ['RESI', '2.0000', '1.0000']]);
    const entries = await entriesOf(c);
    expect(entries.at(-1)).toMatchObject({ id: tx.entryId, recordType: 1, flowType: 2, amount: '-14.5845', chargeItemCount: 3, sourceType: 'label', sourceId: '1Z100' });
    expect((await accountOf(c)).available).toBe('85.4155');
    const again = (await record(body).expect(201)).body.data;
    expect(again.id).toBe(tx.id);
    // the same key with another charge is refused, never answered with the first
    for (const other of [{ items: label.slice(1) }, { sourceId: '1Z101' }, { items: [{ ...label[0], unitPrice: '12.36' }, ...label.slice(1)] }]) {
      expect((await record({ ...body, ...other }).expect(422)).body).toMatchObject({ message: 'This idempotency key was already used for a different request: send the same request to repeat it, or use a new key' });
    }
    expect(await entriesOf(c)).toHaveLength(entries.length);
    const details = (await api.http().get(`/api/resources/client-transaction-item?transactionId=${tx.id}`).set(bearer(admin)).expect(200)).body.data.records;
    expect(details).toHaveLength(3);
  });

  it('corrects a charge by a new transaction posting the difference as an adjustment, down a chain', async () => {
    const c = await newClient();
    await fund(c, '50');
    const first = (await record({ kind: 'oms', clientId: c, sourceType: 'order', sourceId: 'SO-1', items: [{ code: 'PICK', quantity: 12, unitPrice: '0.35' }, { code: 'PACK', quantity: 3, unitPrice: '1.25' }] }).expect(201)).body.data;
    expect(first).toMatchObject({ transactionNo: `OT-${String(c).padStart(6, '0')}-00001`, chargeTotal: '7.9500', amount: '-7.9500' });
    // the order gained a carton: 7.95 + 1.80 = 9.75, so 1.80 more
    const second = (await record({ kind: 'oms', clientId: c, sourceType: 'order', sourceId: 'SO-1', correctsId: first.id, items: [{ code: 'PICK', quantity: 12, unitPrice: '0.35' }, { code: 'PACK', quantity: 3, unitPrice: '1.25' }, { code: 'CARTON', quantity: 1, unitPrice: '1.8' }] }).expect(201)).body.data;
    expect(second).toMatchObject({ chargeTotal: '9.7500', amount: '-1.8000', correctsId: first.id, itemCount: 3 });
    // the first is corrected already: the next correction is of the second
    const stale = await record({ kind: 'oms', clientId: c, sourceType: 'order', correctsId: first.id, items: [{ code: 'PICK', quantity: 1, unitPrice: '1' }] }).expect(409);
    expect(stale.body).toMatchObject({ message: 'This transaction was corrected already: correct its latest correction', zhMessage: '该交易已被更正，请更正其最新的更正记录' });
    // picking waived: 3.75 + 1.80 = 5.55, so 4.20 back
    const third = (await record({ kind: 'oms', clientId: c, sourceType: 'order', sourceId: 'SO-1', correctsId: second.id, items: [{ code: 'PACK', quantity: 3, unitPrice: '1.25' }, { code: 'CARTON', quantity: 1, unitPrice: '1.8' }] }).expect(201)).body.data;
    expect(third).toMatchObject({ chargeTotal: '5.5500', amount: '4.2000' });
    const entries = await entriesOf(c);
    expect(entries.slice(1).map((e: { recordType: number; amount: string }) => [e.recordType, e.amount])).toEqual([[2, '-7.9500'], [8, '-1.8000'], [8, '4.2000']]);
    expect((await accountOf(c)).available).toBe('44.4500');
    // the same charges again: nothing to post, the document still kept
    const same = (await record({ kind: 'oms', clientId: c, sourceType: 'order', sourceId: 'SO-1', correctsId: third.id, items: [{ code: 'PACK', quantity: 3, unitPrice: '1.25' }, { code: 'CARTON', quantity: 1, unitPrice: '1.8' }] }).expect(201)).body.data;
    expect(same).toMatchObject({ amount: '0.0000', entryId: null });
    expect(await entriesOf(c)).toHaveLength(entries.length);
    // the OMS list holds them; the shipping list does not
    expect((await api.http().get(`/api/resources/oms-transaction?clientId=${c}`).set(bearer(admin)).expect(200)).body.data.total).toBe(4);
    expect((await api.http().get(`/api/resources/client-transaction?clientId=${c}`).set(bearer(admin)).expect(200)).body.data.total).toBe(0);
  });

  it('refuses an overdraft and bad input in both languages, writing nothing', async () => {
    const c = await newClient();
    await fund(c, '5');
    const over = await record({ kind: 'shipping', clientId: c, sourceType: 'label', items: label }).expect(400);
    expect(over.body).toMatchObject({ message: 'Insufficient available balance' });
    expect((await api.http().get(`/api/resources/client-transaction?clientId=${c}`).set(bearer(admin)).expect(200)).body.data.total).toBe(0);
    expect(await entriesOf(c)).toHaveLength(1);
    const none = await record({ kind: 'shipping', clientId: c, sourceType: 'label', items: [] }).expect(400);
    expect(none.body.data.errors[0]).toMatchObject({ field: 'items', message: 'Charge Items is required', zhMessage: '收费项不能为空' });
    const badSource = await record({ kind: 'oms', clientId: c, sourceType: 'label', items: label }).expect(400);
    expect(badSource.body.data.errors[0]).toMatchObject({ field: 'sourceType', message: 'Source format is invalid', zhMessage: '来源格式不正确' });
    const badQuantity = await record({ kind: 'shipping', clientId: c, sourceType: 'label', items: [{ code: 'X', quantity: 0, unitPrice: '1' }] }).expect(400);
    expect(badQuantity.body.data.errors[0].field).toBe('items');
    await record({ kind: 'freight', clientId: c, sourceType: 'label', items: label }).expect(400);
    await record({ kind: 'shipping', clientId: c, sourceType: 'label', items: 'POSTAGE' }).expect(400);
    const otherClient = await newClient();
    const first = (await record({ kind: 'shipping', clientId: c, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '1' }] }).expect(201)).body.data;
    expect((await record({ kind: 'shipping', clientId: otherClient, sourceType: 'manual', correctsId: first.id, items: [{ code: 'FEE', quantity: 1, unitPrice: '0' }] }).expect(400)).body.data.errors[0].field).toBe('correctsId');
  });

  // on MariaDB 18 of 20 parallel charges were once refused 409 (a number taken as count + 1)
  it('100 parallel charges for one client, then parallel corrections: every one accepted, numbered 1..n without a gap; one correction of one charge', async () => {
    const c = await newClient();
    await fund(c, '1000');
    const fee = (unitPrice: string) => [{ code: 'FEE', quantity: 1, unitPrice }];
    const charges = await Promise.all(Array.from({ length: 100 }, (_, i) => record({ kind: 'shipping', clientId: c, sourceType: 'manual', items: fee('1'), idempotencyKey: `par-${c}-${i}` })));
    expect(charges.map((r) => r.status)).toEqual(Array(100).fill(201));
    const numbers = (docs: Array<{ body: { data: { transactionNo: string } } }>) => docs.map((r) => Number(r.body.data.transactionNo.split('-')[2])).sort((a, b) => a - b);
    expect(numbers(charges)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // 20 charges corrected at once (each by its own correction), and one charge corrected by 5 at once
    const corrections = await Promise.all(charges.slice(0, 20).map((r, i) => record({ kind: 'shipping', clientId: c, sourceType: 'manual', correctsId: r.body.data.id, items: fee('0.5'), idempotencyKey: `cor-${c}-${i}` })));
    expect(corrections.map((r) => r.status)).toEqual(Array(20).fill(201));
    const same = await Promise.all(Array.from({ length: 5 }, (_, i) => record({ kind: 'shipping', clientId: c, sourceType: 'manual', correctsId: charges[50].body.data.id, items: fee('2'), idempotencyKey: `one-${c}-${i}` })));
    expect(same.map((r) => r.status).sort()).toEqual([201, ...Array(4).fill(409)]);
    expect(same.filter((r) => r.status === 409).every((r) => r.body.message === 'This transaction was corrected already: correct its latest correction')).toBe(true);
    expect(numbers([...charges, ...corrections, ...same.filter((r) => r.status === 201)])).toEqual(Array.from({ length: 121 }, (_, i) => i + 1));
    // 100 x 1 - 20 x 0.5 + 1 more: 1000 - 100 + 10 - 1 = 909
    expect((await accountOf(c)).available).toBe('909.0000');
    expect((await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ chainOk: true, drift: false, entries: 122 });
  }, 120_000); // 125 writes, one account: on a busy 2-core runner's MariaDB, a minute was seen

  it('keeps sales to their own clients\' transactions', async () => {
    const { id: salesId, token: sales } = await signedInUser(api, admin, 'tx.sales', { fulfillment: { 'client-transactions': 2, client: 1 } }, 'ASSIGNED');
    const mine = await newClient(salesId);
    const theirs = await newClient(1);
    await fund(mine, '10');
    await fund(theirs, '10');
    const own = (await record({ kind: 'shipping', clientId: mine, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '2' }] }, sales).expect(201)).body.data;
    await record({ kind: 'shipping', clientId: theirs, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '2' }] }, sales).expect(404);
    const theirTx = (await record({ kind: 'shipping', clientId: theirs, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '2' }] }).expect(201)).body.data;
    const seen = (await api.http().get('/api/resources/client-transaction?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records.map((r: { id: number }) => r.id);
    expect(seen).toEqual([own.id]);
    await api.http().get(`/api/resources/client-transaction/${theirTx.id}`).set(bearer(sales)).expect(404);
    const items = (await api.http().get('/api/resources/client-transaction-item?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records;
    expect(items.every((i: { clientId: number }) => i.clientId === mine)).toBe(true);
    const viewer = (await signedInUser(api, admin, 'tx.viewer', { fulfillment: { 'client-transactions': 1 } })).token;
    await record({ kind: 'shipping', clientId: mine, sourceType: 'manual', items: [{ code: 'FEE', quantity: 1, unitPrice: '2' }] }, viewer).expect(403);
  });
});
