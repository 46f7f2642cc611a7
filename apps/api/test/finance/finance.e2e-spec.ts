import { Harness, bearer, newClient as newClientOf, signedInUser, signedInWith, startApi } from '../harness';
import { CHANGE_TYPE, DEDUCTION_TYPE, parseUnits } from '@console/ledger';
import { JobEntity } from '../../src/engine/jobs/job.entity';
import { openAccount, postInTransaction } from '../../src/modules/finance/ledger-writes';
import { LEDGER_VERIFY_JOB, LedgerVerifier } from '../../src/modules/finance/ledger-verifier';

/**
 * 02 §3 Funding and balance, the ledger through its API on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): postings and the account's figures, worked by hand; the refusals with nothing
 * written; idempotency; 200 concurrent postings to one account with repeated keys; fundings
 * approved exactly once; verification and a drift it finds; the sales scope.
 */
describe('finance ledger', () => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const newClient = (salesId = 1) => newClientOf(api, admin, salesId);
  const postTo = (clientId: number, body: object, token = admin) => api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(token)).send(body);
  const accountOf = async (clientId: number, token = admin) => (await api.http().get(`/api/finance/accounts/${clientId}`).set(bearer(token)).expect(200)).body.data;
  const entriesOf = async (clientId: number) => (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=recordTime&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data;

  it('posts funds, a label, a hold and its settlement: figures worked by hand, each entry with before and after', async () => {
    const c = await newClient();
    expect(await accountOf(c)).toEqual({ clientId: c, totalFunded: '0.0000', totalBilled: '0.0000', balance: '0.0000', unBilled: '0.0000', available: '0.0000', creditLimit: '0.0000' });
    const funded = (await postTo(c, { changeType: 6, amount: '500', note: 'Wire 1123', idempotencyKey: 'k1' }).expect(201)).body.data;
    expect(funded).toMatchObject({ seq: 1, recordType: 6, flowType: 1, deductionType: 1, amount: '500.0000', availableBalanceBefore: '0.0000', availableBalanceAfter: '500.0000', recordOperator: 'admin', sourceType: 'manual', repeated: false });
    await postTo(c, { changeType: 1, amount: '-12.35', note: 'Label 1Z1', idempotencyKey: 'k2' }).expect(201);
    const held = (await postTo(c, { changeType: 3, amount: '0', pendingDelta: '30', note: 'Hold for 1Z2', idempotencyKey: 'k3' }).expect(201)).body.data;
    expect(held).toMatchObject({ deductionType: 2, pendingAmount: '30.0000', availableBalanceBefore: '487.6500', availableBalanceAfter: '457.6500', balanceAfter: '487.6500', pendingAfter: '30.0000' });
    // the carrier bill: release the 30 hold, debit 27.5 — one entry
    const settled = (await postTo(c, { changeType: 2, amount: '-27.5', pendingDelta: '-30', deductionType: 2, note: 'Bill 1Z2', idempotencyKey: 'k4' }).expect(201)).body.data;
    expect(settled).toMatchObject({ seq: 4, flowType: 2, balanceBefore: '487.6500', balanceAfter: '460.1500', pendingBefore: '30.0000', pendingAfter: '0.0000', availableBalanceAfter: '460.1500' });
    // 500 - 12.35 - 27.5 = 460.15; billed 39.85
    expect(await accountOf(c)).toMatchObject({ totalFunded: '500.0000', totalBilled: '39.8500', balance: '460.1500', unBilled: '0.0000', available: '460.1500' });
    // the client's balance columns read the same
    const shown = (await api.http().get(`/api/resources/client/${c}`).set(bearer(admin)).expect(200)).body.data;
    expect(shown).toMatchObject({ totalFunded: '500.0000', totalBilled: '39.8500', balance: '460.1500', unBilled: '0.0000', available: '460.1500' });
    const list = await entriesOf(c);
    expect(list.records.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4]);
    expect((await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ chainOk: true, drift: false, entries: 4, recomputed: { balance: '460.1500' } });
  });

  it('refuses an overdraft, a bad release and bad input in both languages, writing nothing', async () => {
    const c = await newClient();
    await postTo(c, { changeType: 6, amount: '10', note: 'Funds', idempotencyKey: 'a' }).expect(201);
    const over = await postTo(c, { changeType: 1, amount: '-10.0001', note: 'Label', idempotencyKey: 'b' }).expect(400);
    expect(over.body).toMatchObject({ message: 'Insufficient available balance', zhMessage: '可用余额不足' });
    const hold = await postTo(c, { changeType: 3, amount: '0', pendingDelta: '10.5', note: 'Hold', idempotencyKey: 'c' }).expect(400);
    expect(hold.body.message).toBe('Insufficient available balance');
    const release = await postTo(c, { changeType: 3, amount: '0', pendingDelta: '-1', note: 'Release', idempotencyKey: 'd' }).expect(400);
    expect(release.body).toMatchObject({ message: 'The release is more than the amount on hold', zhMessage: '释放金额超过冻结金额' });
    const bad = await postTo(c, { changeType: 9, amount: '1.23456', idempotencyKey: 'with space' }).expect(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'changeType', 'idempotencyKey', 'note']);
    // the refused key is free: nothing was written under it
    expect((await entriesOf(c)).total).toBe(1);
    await postTo(c, { changeType: 1, amount: '-10', note: 'Label', idempotencyKey: 'b' }).expect(201);
    expect(await accountOf(c)).toMatchObject({ balance: '0.0000', available: '0.0000' });
  });

  it('Set Credit Limit lets postings go below zero down to minus the limit, and changes no figure', async () => {
    const c = await newClient();
    await postTo(c, { changeType: 6, amount: '20', note: 'Funds', idempotencyKey: 'cl1' }).expect(201);
    const account = (await api.http().get(`/api/resources/finance-account?clientId=${c}`).set(bearer(admin)).expect(200)).body.data.records[0];
    const setLimit = (body: object) => api.http().post(`/api/resources/finance-account/${account.id}/actions/setCreditLimit`).set(bearer(admin)).send(body);
    expect((await setLimit({ version: account.version, creditLimit: '-1' }).expect(400)).body.data.errors[0].field).toBe('creditLimit');
    const changed = (await setLimit({ version: account.version, creditLimit: '50' }).expect(200)).body.data;
    expect(changed).toMatchObject({ creditLimit: '50.0000', balance: '20.0000', available: '20.0000' });
    // a second person holding the old version is told the page is stale
    const stale = await setLimit({ version: account.version, creditLimit: '80' }).expect(409);
    expect(stale.body.message).toBe('The page information has expired, please refresh and try again');
    // 20 - 70 = -50: exactly the limit
    await postTo(c, { changeType: 1, amount: '-70', note: 'Label', idempotencyKey: 'cl2' }).expect(201);
    expect((await postTo(c, { changeType: 1, amount: '-0.0001', note: 'Label', idempotencyKey: 'cl3' }).expect(400)).body.message).toBe('Insufficient available balance');
    expect(await accountOf(c)).toMatchObject({ balance: '-50.0000', available: '-50.0000', creditLimit: '50.0000' });
    expect((await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ chainOk: true, drift: false });
  });

  it('answers a repeated key with the first entry and writes nothing', async () => {
    const c = await newClient();
    const first = (await postTo(c, { changeType: 6, amount: '25', note: 'Funds', idempotencyKey: 'once' }).expect(201)).body.data;
    const again = (await postTo(c, { changeType: 6, amount: '25', note: 'Funds', idempotencyKey: 'once' }).expect(201)).body.data;
    expect(again).toMatchObject({ id: first.id, repeated: true });
    // the same key with another body is refused, never answered with the first entry
    for (const other of [{ amount: '26' }, { note: 'Other funds' }, { changeType: 8 }]) {
      const reused = await postTo(c, { changeType: 6, amount: '25', note: 'Funds', idempotencyKey: 'once', ...other }).expect(422);
      expect(reused.body).toMatchObject({
        message: 'This idempotency key was already used for a different request: send the same request to repeat it, or use a new key',
        zhMessage: '该幂等键已用于内容不同的请求：重复提交请发送相同内容，否则请使用新的键',
      });
    }
    expect(await accountOf(c)).toMatchObject({ totalFunded: '25.0000' });
    // a retry answers its first entry even when the same posting would be refused now
    const debit = (await postTo(c, { changeType: 1, amount: '-25', note: 'Label', idempotencyKey: 'debit-1' }).expect(201)).body.data;
    const retried = (await postTo(c, { changeType: 1, amount: '-25', note: 'Label', idempotencyKey: 'debit-1' }).expect(201)).body.data;
    expect(retried).toMatchObject({ id: debit.id, repeated: true });
    expect(await accountOf(c)).toMatchObject({ balance: '0.0000' });
    // another client's same key is its own
    const other = await newClient();
    await postTo(other, { changeType: 6, amount: '5', note: 'Funds', idempotencyKey: 'once' }).expect(201);
    expect(await accountOf(other)).toMatchObject({ totalFunded: '5.0000' });
  });

  it('200 concurrent postings to one account, 30 of them repeated keys: entries = distinct keys, no drift, the chain intact', async () => {
    const c = await newClient();
    await postTo(c, { changeType: 6, amount: '1000', note: 'Funds', idempotencyKey: 'seed' }).expect(201);
    // 170 distinct keys, 30 repeats of some of them; each a debit of 1.0001 or a credit of 0.5
    const bodies = Array.from({ length: 200 }, (_, i) => {
      const k = i < 170 ? i : i - 170; // keys 0..29 sent twice
      return { changeType: k % 5 === 0 ? 8 : 1, amount: k % 5 === 0 ? '0.5' : '-1.0001', note: `Concurrent ${k}`, idempotencyKey: `conc-${k}` };
    });
    const answers = await Promise.all(bodies.map((b) => postTo(c, b)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const list = await entriesOf(c);
    expect(list.total).toBe(171);
    // 34 credits of 0.5 and 136 debits of 1.0001: 1000 + 17 - 136.0136 = 880.9864
    expect(await accountOf(c)).toMatchObject({ balance: '880.9864', available: '880.9864', totalBilled: '119.0136' });
    const verdict = (await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(admin)).expect(200)).body.data;
    expect(verdict).toMatchObject({ chainOk: true, drift: false, entries: 171 });
    const seqs = list.records.map((e: { seq: number }) => e.seq).sort((a: number, b: number) => a - b);
    expect(seqs).toEqual(Array.from({ length: 171 }, (_, i) => i + 1));
  });

  it('approves a funding exactly once, even when two approve at the same moment; denies with a reason', async () => {
    const c = await newClient();
    const created = (await api.http().post('/api/finance/fundings').set(bearer(admin)).send({ clientId: c, amount: '300', fundingType: 3, reference: 'WIRE-1' }).expect(201)).body.data;
    expect(created).toMatchObject({ status: 2, amount: '300.0000', fundingType: 3 });
    const both = await Promise.all([1, 2].map(() => api.http().post(`/api/finance/fundings/${created.id}/approve`).set(bearer(admin)).send({ version: created.version })));
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409, 400]).toContain(statuses[1]);
    const approved = (await api.http().get(`/api/resources/funding/${created.id}`).set(bearer(admin)).expect(200)).body.data;
    expect(approved).toMatchObject({ status: 1, decidedBy: 'admin' });
    expect((await entriesOf(c)).records).toEqual([expect.objectContaining({ id: approved.entryId, recordType: 6, amount: '300.0000', sourceType: 'funding', sourceId: String(created.id), idempotencyKey: `funding:${created.id}` })]);
    expect(await accountOf(c)).toMatchObject({ totalFunded: '300.0000', available: '300.0000' });
    // approved is final: neither approve nor deny again
    const again = await api.http().post(`/api/finance/fundings/${created.id}/approve`).set(bearer(admin)).send({});
    expect(again.status).toBe(409);
    expect((await entriesOf(c)).total).toBe(1);

    const second = (await api.http().post('/api/finance/fundings').set(bearer(admin)).send({ clientId: c, amount: '50', fundingType: 1, reference: 'PP-2' }).expect(201)).body.data;
    const noReason = await api.http().post(`/api/finance/fundings/${second.id}/deny`).set(bearer(admin)).send({}).expect(400);
    expect(noReason.body.data.errors[0].field).toBe('reason');
    const denied = (await api.http().post(`/api/finance/fundings/${second.id}/deny`).set(bearer(admin)).send({ reason: 'No money arrived' }).expect(200)).body.data;
    expect(denied).toMatchObject({ status: 3, denyReason: 'No money arrived' });
    expect(await accountOf(c)).toMatchObject({ totalFunded: '300.0000' });
  });

  // on MariaDB 7 of 10 once answered 500 (a deadlock opening the account in lockAccount)
  it('approves 10 fundings of a client without an account at once: every one 200, the account opened once', async () => {
    const c = await newClient();
    const fundings = await Promise.all(Array.from({ length: 10 }, (_, i) => api.http().post('/api/finance/fundings').set(bearer(admin)).send({ clientId: c, amount: `${i + 1}`, fundingType: 3, reference: `PAR-${i}` }).expect(201)));
    const answers = await Promise.all(fundings.map((f) => api.http().post(`/api/finance/fundings/${f.body.data.id}/approve`).set(bearer(admin)).send({ version: f.body.data.version })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await accountOf(c)).toMatchObject({ totalFunded: '55.0000', available: '55.0000' });
    expect((await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ chainOk: true, drift: false, entries: 10 });
  });

  it('verifies every account and finds a drift in a cache changed behind its back', async () => {
    const c = await newClient();
    await postTo(c, { changeType: 6, amount: '40', note: 'Funds', idempotencyKey: 'v1' }).expect(201);
    const clean = (await api.http().get('/api/finance/verify').set(bearer(admin)).expect(200)).body.data;
    expect(clean).toMatchObject({ drifted: 0 });
    expect(clean.accounts).toBeGreaterThan(0);
    await api.ds.query('UPDATE finance_account SET balance = balance + 1 WHERE client_id = ?', [c]);
    const drifted = (await api.http().get('/api/finance/verify').set(bearer(admin)).expect(200)).body.data;
    expect(drifted).toMatchObject({ drifted: 1, firstDrifted: { clientId: c, drift: true, chainOk: true, stored: { balance: '40.0001' }, recomputed: { balance: '40.0000' } } });
    // the banner reads the last full check until the next one
    const last = (await api.http().get('/api/finance/verify/last').set(bearer(admin)).expect(200)).body.data;
    expect(last).toMatchObject({ drifted: 1, firstDrifted: { clientId: c, clientName: expect.stringMatching(/^Test Shipper /) } });

    // the nightly check: one job a day however often asked; its verdict is what every instance shows
    await api.ds.query('UPDATE finance_account SET balance = balance - 1 WHERE client_id = ?', [c]);
    const verifier = api.app.get(LedgerVerifier);
    await Promise.all([verifier.queueNightly('2031-06-06'), verifier.queueNightly('2031-06-06')]);
    expect(await api.ds.getRepository(JobEntity).countBy({ key: `${LEDGER_VERIFY_JOB}:2031-06-06` })).toBe(1);
    let nightly = last;
    for (let i = 0; i < 100 && nightly.drifted !== 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      nightly = (await api.http().get('/api/finance/verify/last').set(bearer(admin)).expect(200)).body.data;
    }
    expect(nightly).toMatchObject({ drifted: 0 });
    expect(nightly.checkedAt > last.checkedAt).toBe(true);
    expect(await api.ds.getRepository(JobEntity).findOneBy({ key: `${LEDGER_VERIFY_JOB}:2031-06-06` })).toMatchObject({ status: 'done', result: expect.objectContaining({ drifted: 0 }) });
  });

  it('Create Transaction from the list: one entry per dialog key, a person\'s key never standing for a funding\'s', async () => {
    const c = await newClient();
    const create = (body: object, key?: string, token = admin) => {
      const call = api.http().post('/api/resources/balance-entry/actions/createTransaction').set(bearer(token));
      return (key ? call.set('Idempotency-Key', key) : call).send(body);
    };
    const first = (await create({ clientId: c, changeType: 6, amount: '80', note: 'Cheque 118' }, 'dlg-1').expect(200)).body.data;
    expect(first).toMatchObject({ clientId: c, recordType: 6, amount: '80.0000', availableBalanceAfter: '80.0000', sourceType: 'manual', note: 'Cheque 118', recordOperator: 'admin', idempotencyKey: 'manual:dlg-1', repeated: false });
    const retried = (await create({ clientId: c, changeType: 6, amount: '80', note: 'Cheque 118' }, 'dlg-1').expect(200)).body.data;
    expect(retried).toMatchObject({ id: first.id, repeated: true });
    // no header: a key of its own, so two submits are two entries
    await create({ clientId: c, changeType: 8, amount: '-5', note: 'Fee' }).expect(200);
    await create({ clientId: c, changeType: 8, amount: '-5', note: 'Fee' }).expect(200);
    expect(await accountOf(c)).toMatchObject({ balance: '70.0000', available: '70.0000' });

    // a person's key that reads like the platform's does not swallow the funding's approval
    const funding = (await api.http().post('/api/finance/fundings').set(bearer(admin)).send({ clientId: c, amount: '20', fundingType: 0, reference: 'F-1' }).expect(201)).body.data;
    await postTo(c, { changeType: 8, amount: '1', note: 'Odd key', idempotencyKey: `funding:${funding.id}` }).expect(201);
    await api.http().post(`/api/finance/fundings/${funding.id}/approve`).set(bearer(admin)).send({}).expect(200);
    expect(await accountOf(c)).toMatchObject({ totalFunded: '100.0000', balance: '91.0000' });

    const bad = await create({ changeType: 6, amount: '1.00001' }, 'dlg-2').expect(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'clientId', 'note']);
    const badKey = await create({ clientId: c, changeType: 6, amount: '1', note: 'x' }, 'has space').expect(400);
    expect(badKey.body.message).toBe('Invalid Data');
    await create({ clientId: 999999, changeType: 6, amount: '1', note: 'x' }, 'dlg-3').expect(404);
    const short = await create({ clientId: c, changeType: 1, amount: '-1000', note: 'Label' }, 'dlg-4').expect(400);
    expect(short.body).toMatchObject({ message: 'Insufficient available balance', zhMessage: '可用余额不足' });
    const viewer = await signedInWith(api, admin, 'fin.viewer2', { fulfillment: { 'balance-history': 1 } });
    await create({ clientId: c, changeType: 6, amount: '1', note: 'x' }, 'dlg-5', viewer).expect(403);
    expect((await entriesOf(c)).total).toBe(5);
  });

  it('keeps sales to their own clients, and Create Transaction to the all level of balance history', async () => {
    const { id: salesId, token: sales } = await signedInUser(api, admin, 'fin.sales', { fulfillment: { 'balance-history': 4, 'client-funding': 2, client: 1 } }, 'ASSIGNED');
    const mine = await newClient(salesId);
    const theirs = await newClient(1);
    await postTo(mine, { changeType: 6, amount: '10', note: 'Funds', idempotencyKey: 's1' }, sales).expect(201);
    await postTo(theirs, { changeType: 6, amount: '10', note: 'Funds', idempotencyKey: 's1' }, sales).expect(404);
    await api.http().get(`/api/finance/accounts/${theirs}`).set(bearer(sales)).expect(404);
    // another's client is not one the sales user can pick: refused on the field
    const foreign = await api.http().post('/api/finance/fundings').set(bearer(sales)).send({ clientId: theirs, amount: '5', fundingType: 0, reference: 'X' }).expect(400);
    expect(foreign.body.data.errors[0].field).toBe('clientId');
    const seen = (await api.http().get('/api/resources/balance-entry?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e: { clientId: number }) => e.clientId === mine)).toBe(true);
    // view only: no Create Transaction
    const viewer = await signedInWith(api, admin, 'fin.viewer', { fulfillment: { 'balance-history': 1 } });
    await accountOf(mine, viewer);
    await postTo(mine, { changeType: 6, amount: '10', note: 'Funds', idempotencyKey: 'v' }, viewer).expect(403);
    // the full check on demand is the finance controllers'; the banner's verdict is for any finance viewer
    await api.http().get('/api/finance/verify').set(bearer(viewer)).expect(403);
    await api.http().get('/api/finance/verify/last').set(bearer(viewer)).expect(200);
    // 02 §6: a sales user's check walks its own clients' accounts, never the ledger's counts
    const own = (await api.http().get('/api/finance/verify').set(bearer(sales)).expect(200)).body.data;
    expect(own).toMatchObject({ accounts: 1, entries: 1, drifted: 0 });
    const all = (await api.http().get('/api/finance/verify').set(bearer(admin)).expect(200)).body.data;
    expect(all.accounts).toBeGreaterThan(1);
    // the banner's verdict likewise: a sales user is told of its own clients' accounts, checked as asked
    expect((await api.http().get('/api/finance/verify/last').set(bearer(sales)).expect(200)).body.data).toMatchObject({ accounts: 1, entries: 1, drifted: 0 });
  });

  it('charts the last 30 UTC days for the dashboard: funds, billed and available per day, worked by hand, over the user\'s own clients', async () => {
    const { id: salesId, token: sales } = await signedInUser(api, admin, 'dash.sales', { fulfillment: { 'balance-history': 1 } }, 'ASSIGNED');
    const c = await newClient(salesId);
    const midnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const day = (back: number, hour: number) => new Date(midnight - back * 86_400_000 + hour * 3_600_000);
    let n = 0;
    const postAt = (at: Date, changeType: 1 | 2 | 3 | 5 | 6, amount: string, pendingDelta = '0') => api.ds.transaction(async (em) => {
      await openAccount(em, c, at);
      await postInTransaction(em, c, {
        changeType, amount: parseUnits(amount)!, pendingDelta: parseUnits(pendingDelta)!, note: 'Dash', idempotencyKey: `dash:${++n}`,
        ...(pendingDelta !== '0' ? { deductionType: DEDUCTION_TYPE.HOLDING } : {}),
      }, 'admin', at);
    });
    await postAt(day(40, 9), CHANGE_TYPE.ADD_FUNDS, '100'); // before the window: only in available
    await postAt(day(3, 9), CHANGE_TYPE.ADD_FUNDS, '500');
    await postAt(day(2, 10), CHANGE_TYPE.CREATING_LABELS, '-12.35');
    await postAt(day(2, 11), CHANGE_TYPE.TRACKING_HOLD, '0', '30');
    await postAt(day(1, 23), CHANGE_TYPE.BILLS_DEDUCTION, '-27.5', '-30');
    await postAt(day(0, 0), CHANGE_TYPE.VOIDING_LABELS, '12.35');
    const chart = (await api.http().get('/api/finance/dashboard').set(bearer(sales)).expect(200)).body.data;
    expect(chart.days).toHaveLength(30);
    const at = (back: number) => chart.days[29 - back];
    expect(at(0).day).toBe(new Date(midnight).toISOString().slice(0, 10));
    expect(at(4)).toMatchObject({ fundsReceived: '0.0000', billed: '0.0000', available: '100.0000' });
    expect(at(3)).toMatchObject({ fundsReceived: '500.0000', billed: '0.0000', available: '600.0000' });
    // a label 12.35 and a hold of 30: available 557.65
    expect(at(2)).toMatchObject({ fundsReceived: '0.0000', billed: '12.3500', available: '557.6500' });
    // the hold settled at 27.50: available +2.50
    expect(at(1)).toMatchObject({ billed: '27.5000', available: '560.1500' });
    // a void refunds 12.35: billed -12.35 that day
    expect(at(0)).toMatchObject({ billed: '-12.3500', available: '572.5000' });
    expect(chart.totals).toEqual({ fundsReceived: '500.0000', billed: '27.5000', available: '572.5000' });
    expect((await accountOf(c)).available).toBe('572.5000');
    // the admin's chart counts every account: its available today is the sum of them all
    const all = (await api.http().get('/api/finance/dashboard').set(bearer(admin)).expect(200)).body.data;
    expect(parseUnits(all.totals.available)! >= parseUnits('572.5')!).toBe(true);
    const nobody = await signedInWith(api, admin, 'dash.nobody', { fulfillment: { client: 1 } });
    await api.http().get('/api/finance/dashboard').set(bearer(nobody)).expect(403);
  });
});
