import { supplier } from '@console/resources';
import { Harness, bearer, signedInWith, startApi } from '../harness';
import { uniqueSample } from '../samples';

/**
 * 02 §2 `supplierOMSTRs`, what the platform owes its suppliers, on a real database (SQLite; MariaDB
 * with TEST_MYSQL_URL): postings worked by hand with their before and after, a repeated key
 * answered with the first entry, refusals in both languages, concurrent postings to one supplier
 * leaving an intact chain, and who may record.
 */
describe('supplier payables', () => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const newSupplier = async () => (await api.http().post('/api/resources/supplier').set(bearer(admin)).send(uniqueSample(supplier)).expect(201)).body.data.id as number;
  let n = 0;
  const recordFor = (supplierId: number, entryType: number, amount: string, key = `pay-${++n}`, token = admin) =>
    api.http().post('/api/resources/supplier-entry/actions/recordSupplierTransaction').set(bearer(token)).set('Idempotency-Key', key)
      .send({ supplierId, entryType, amount, note: `Posting ${n}`, sourceType: 'bill', sourceId: `SB-${n}` });
  const entriesOf = async (supplierId: number) =>
    (await api.http().get(`/api/resources/supplier-entry?supplierId=${supplierId}&sortField=recordTime&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data.records
      .sort((a: { seq: number }, b: { seq: number }) => a.seq - b.seq);
  const payableOf = async (supplierId: number) => (await api.http().get(`/api/finance/suppliers/${supplierId}/payable`).set(bearer(admin)).expect(200)).body.data;

  it('charges, pays and adjusts, each entry with the figures before and after, worked by hand', async () => {
    const s = await newSupplier();
    const charge = (await recordFor(s, 1, '1250.40').expect(200)).body.data;
    expect(charge).toMatchObject({ supplierId: s, seq: 1, entryType: 1, amount: '1250.4000', owedBefore: '0.0000', owedAfter: '1250.4000', chargedAfter: '1250.4000', paidAfter: '0.0000', recordOperator: 'admin' });
    await recordFor(s, 1, '310.05').expect(200);
    const paid = (await recordFor(s, 2, '1000').expect(200)).body.data;
    expect(paid).toMatchObject({ seq: 3, amount: '-1000.0000', owedBefore: '1560.4500', owedAfter: '560.4500', paidAfter: '1000.0000' });
    await recordFor(s, 3, '-10.05').expect(200);
    expect(await payableOf(s)).toEqual({ supplierId: s, totalCharged: '1560.4500', totalPaid: '1000.0000', owed: '550.4000', entries: 4 });
    // the same dialog submitted again: the first entry, nothing written
    const again = (await recordFor(s, 1, '999', 'same-key').expect(200)).body.data;
    expect((await recordFor(s, 1, '999', 'same-key').expect(200)).body.data.id).toBe(again.id);
    // the key with another posting is refused, never answered with the first
    expect((await recordFor(s, 1, '998', 'same-key').expect(422)).body).toMatchObject({ zhMessage: '该幂等键已用于内容不同的请求：重复提交请发送相同内容，否则请使用新的键' });
    expect(await entriesOf(s)).toHaveLength(5);
  });

  it('refuses a payment that is not positive, a zero adjustment and a missing supplier, in both languages, writing nothing', async () => {
    const s = await newSupplier();
    const negative = await recordFor(s, 2, '-5').expect(400);
    expect(negative.body).toMatchObject({ message: 'A charge or a payment is a positive amount', zhMessage: '费用或付款金额须为正数' });
    const zero = await recordFor(s, 3, '0').expect(400);
    expect(zero.body).toMatchObject({ message: 'An adjustment cannot be zero', zhMessage: '调整金额不能为零' });
    await recordFor(2_000_000_000, 1, '5').expect(404);
    expect(await entriesOf(s)).toHaveLength(0);
    await api.http().get('/api/finance/suppliers/2000000000/payable').set(bearer(admin)).expect(404);
  });

  it('keeps the chain intact under 40 concurrent postings to one supplier, 10 of them repeated keys', async () => {
    const s = await newSupplier();
    const keys = Array.from({ length: 40 }, (_, i) => `burst-${s}-${i < 30 ? i : i - 30}`);
    const answers = await Promise.all(keys.map((key) => recordFor(s, 1, '2.5', key)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const entries = await entriesOf(s);
    expect(entries).toHaveLength(30);
    entries.forEach((e: { seq: number; owedBefore: string; owedAfter: string }, i: number) => {
      expect(e.seq).toBe(i + 1);
      if (i) expect(e.owedBefore).toBe(entries[i - 1].owedAfter);
    });
    expect((await payableOf(s)).owed).toBe('75.0000');
  });

  it('lets a viewer read and only the all level record', async () => {
    const viewer = await signedInWith(api, admin, 'sup.viewer', { fulfillment: { 'supplier-transactions': 1 } });
    await api.http().get('/api/resources/supplier-entry').set(bearer(viewer)).expect(200);
    await api.http().get('/api/finance/suppliers/1/payable').set(bearer(viewer)).expect(200);
    await recordFor(1, 1, '1', 'viewer-key', viewer).expect(403);
    const clientSide = await signedInWith(api, admin, 'sup.client', { fulfillment: { 'client-transactions': 4 } });
    await api.http().get('/api/resources/supplier-entry').set(bearer(clientSide)).expect(403);
  });
});
