import { JobEntity } from '../../src/engine/jobs/job.entity';
import { InventorySnapshotJob, SNAPSHOT_JOB } from '../../src/modules/inventory/snapshot-job';
import { STORAGE_JOB, StorageCharges } from '../../src/modules/billing/storage-charges';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { stockPlace } from './billing-fixtures';

/**
 * Billing automation's daily and monthly charges, on SQLite (MariaDB with TEST_MYSQL_URL): a
 * client's storage rules priced from the 00:00 stock snapshot per warehouse (pieces, cubic feet
 * of the products with sides, free days by inventory age, a Monthly rule's days summed at the month's end)
 * and its fees by the day and the month, each posted once however often the day is run; a client
 * beyond its credit limit is refused and charged when the day runs again; the day's job follows
 * the stock snapshot's.
 */
describe('billing: storage and periodic charges', () => {
  const api = useApi();
  const as = () => bearer(api.admin);
  const stamp = Date.now().toString(36).toUpperCase();
  let warehouseId = 0;
  let locationId = 0;
  let clientId = 0;
  let seq = 0;
  const ids: Record<string, number> = {};
  // a month's last day, and the next: far ahead, so that every stock received now is on hand
  const MONTH_END = '2031-03-31';
  const NEXT_DAY = '2031-04-01';

  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const rule = (over: Record<string, unknown>) => made('storage-rule', {
    party: 'client', name: `Storage ${stamp} ${++seq}`, calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', unit: 'PIECE_DAY', ...over,
  });
  const fee = (over: Record<string, unknown>) => made('charge-item', {
    party: 'client', name: `Periodic Fee ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    freightType: 'BOTH', fba: false, ...over,
  });
  const receive = (body: Record<string, unknown>) => api.http().post('/api/inventory/receive').set(as()).send({ warehouseId, locationId, ...body }).expect(201);
  const accountOf = async (id = clientId) => (await api.http().get(`/api/finance/accounts/${id}`).set(as()).expect(200)).body.data;
  const chargesOf = async (day: string, id = clientId) =>
    (await api.http().get(`/api/resources/billing-charge?party=client&clientId=${id}&eventDate=${day},${day}&sortField=id&sortOrder=asc&pageSize=100`).set(as()).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const groupFor = async (member: number, chargeItemIds: number[], storageRuleIds: number[]) => {
    const planId = (await made('billing-plan', { party: 'client', name: `Storage Plan ${stamp} ${++seq}`, chargeItemIds, storageRuleIds })).id;
    await made('billing-group', { party: 'client', name: `Storage Group ${stamp} ${++seq}`, planId, clientIds: [member] });
    return planId;
  };

  beforeAll(async () => {
    ({ warehouseId, locationId } = await stockPlace(api, api.admin));
    clientId = await newClient(api, api.admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(as()).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `storage-fund-${clientId}` }).expect(201);
    // a carton of 12 x 10 x 6 in (720 cubic inches), and a product nobody measured
    await made('product', { clientId, sku: `BOX-${stamp}`, name: 'Measured Box', length: '12', width: '10', height: '6', dimensionUnit: 'IN' });
    await made('product', { clientId, sku: `BAG-${stamp}`, name: 'Unmeasured Bag' });
    await receive({ clientId, sku: `BOX-${stamp}`, lotDate: '2026-10-01', standard: 10, damage: 2 });
    // received eleven days before the month's end: young stock
    await receive({ clientId, sku: `BAG-${stamp}`, lotDate: '2031-03-20', standard: 5 });
    ids.pieces = (await rule({ price: '0.05' })).id;
    ids.cubicFeet = (await rule({ unit: 'CBF_DAY', price: '0.10' })).id;
    ids.aged = (await rule({ price: '1', byInventoryAge: true, freeDays: 30 })).id;
    ids.monthly = (await rule({ calculation: 'MONTH', quantityType: 'AVERAGE', price: '1' })).id;
    ids.daily = (await fee({ calculation: 'DAY', price: '1.25' })).id;
    ids.monthFee = (await fee({ calculation: 'MONTH', price: '30', hiddenToClient: true })).id;
    ids.plan = await groupFor(clientId, [ids.daily, ids.monthFee], [ids.pieces, ids.cubicFeet, ids.aged, ids.monthly]);
    const snapshots = api.app.get(InventorySnapshotJob);
    await snapshots.run('2031-03-30');
    await snapshots.run(MONTH_END);
    await snapshots.run(NEXT_DAY);
  });

  it("charges a month's last day every storage rule and fee of the plan, each line explained, once", async () => {
    const before = await accountOf();
    const result = await api.app.get(StorageCharges).chargeDay(MONTH_END);
    expect(result).toMatchObject({ day: MONTH_END, monthEnd: true });
    expect(result.refused.filter((r) => r.clientId === clientId)).toEqual([]);
    const lines = await chargesOf(MONTH_END);
    const code = (await api.http().get(`/api/resources/warehouse/${warehouseId}`).set(as()).expect(200)).body.data.code;
    expect(lines.map((l) => [l.event, l.storageRuleId ?? l.chargeItemId, l.unit, l.element, l.quantity, l.amount])).toEqual([
      // 12 + 5 pieces x 0.05
      ['STORAGE', ids.pieces, `warehouse:${code}`, 'PIECE_DAY', '17.0000', '0.8500'],
      // the box only (the bag has no sides): 12 x 720 / 1728 = 5 cubic feet x 0.10
      ['STORAGE', ids.cubicFeet, `warehouse:${code}`, 'CBF_DAY', '5.0000', '0.5000'],
      // the bag is 11 days old, under the 30 free days: the box's 12 pieces x 1
      ['STORAGE', ids.aged, `warehouse:${code}`, 'PIECE_DAY', '12.0000', '12.0000'],
      // each day of the month priced by its 30-day average, summed: only the 30th and 31st had
      // snapshots, so the 30th's average is 17 / 30 = 0.5667 and the 31st's 34 / 30 = 1.1333
      ['STORAGE', ids.monthly, `warehouse:${code}`, 'PIECE_DAY', '1.7000', '1.7000'],
      ['PERIODIC', ids.daily, `day:${MONTH_END}`, 'DAY', '1.0000', '1.2500'],
      ['PERIODIC', ids.monthFee, 'month:2031-03', 'MONTH', '1.0000', '30.0000'],
    ]);
    expect(lines[0]).toMatchObject({ planId: ids.plan, planVersion: 1, warehouseId, chargeMode: 'INSTANT', chargeKey: `storage:${clientId}:${ids.pieces}:${MONTH_END}` });
    expect(lines[3]).toMatchObject({ chargeKey: `storage:${clientId}:${ids.monthly}:2031-03` });
    expect(lines[5]).toMatchObject({ hiddenToClient: true, chargeKey: `periodic:${clientId}:${ids.monthFee}:2031-03` });
    // 0.85 + 0.50 + 12 + 1.70 + 1.25 + 30 = 46.30, one debit per key
    const after = await accountOf();
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(46.3, 4);
    const entries = (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sourceType=billing&pageSize=50`).set(as()).expect(200)).body.data;
    expect(entries.total).toBe(6);
    expect(entries.records.map((e: { sourceId: string }) => e.sourceId).sort()).toEqual(['2031-03', '2031-03', MONTH_END, MONTH_END, MONTH_END, MONTH_END]);

    // the day run again (a retried job): nothing more
    await api.app.get(StorageCharges).chargeDay(MONTH_END);
    expect(await chargesOf(MONTH_END)).toHaveLength(6);
    expect((await accountOf()).balance).toBe(after.balance);
    expect((await api.http().get('/api/finance/verify').set(as()).expect(200)).body.data.drifted).toBe(0);
  });

  it('charges a day inside a month only what is billed by the day', async () => {
    const result = await api.app.get(StorageCharges).chargeDay(NEXT_DAY);
    expect(result.monthEnd).toBe(false);
    expect((await chargesOf(NEXT_DAY)).map((l) => [l.storageRuleId ?? l.chargeItemId, l.amount])).toEqual([
      [ids.pieces, '0.8500'], [ids.cubicFeet, '0.5000'], [ids.aged, '12.0000'], [ids.daily, '1.2500'],
    ]);
  });

  it('refuses a client beyond its credit limit, and charges it when the day runs again', async () => {
    const poor = await newClient(api, api.admin);
    await made('product', { clientId: poor, sku: `POOR-${stamp}`, name: 'Poor Box' });
    await receive({ clientId: poor, sku: `POOR-${stamp}`, lotDate: '2026-10-01', standard: 40 });
    await groupFor(poor, [], [(await rule({ price: '0.50' })).id]);
    const day = '2031-05-10';
    await api.app.get(InventorySnapshotJob).run(day);
    const refused = await api.app.get(StorageCharges).chargeDay(day);
    expect(refused.refused).toEqual([{ clientId: poor, message: expect.stringMatching(/insufficient/i) }]);
    expect(await chargesOf(day, poor)).toEqual([]);
    await api.http().post(`/api/finance/accounts/${poor}/entries`).set(as()).send({ changeType: 6, amount: '50', note: 'Funds', idempotencyKey: `storage-fund-${poor}` }).expect(201);
    const again = await api.app.get(StorageCharges).chargeDay(day);
    expect(again.refused.filter((r) => r.clientId === poor)).toEqual([]);
    expect((await chargesOf(day, poor)).map((l) => [l.quantity, l.amount])).toEqual([['40.0000', '20.0000']]);
    expect((await accountOf(poor)).balance).toBe('30.0000');
  });

  it("follows the day's stock snapshot: the run of a UTC day snapshots and charges the day before", async () => {
    await api.app.get(InventorySnapshotJob).queueToday('2031-06-02');
    const jobs = api.ds.getRepository(JobEntity);
    const key = `${STORAGE_JOB}:${SNAPSHOT_JOB}:2031-06-02`;
    let job = await jobs.findOneBy({ key });
    for (let i = 0; i < 200 && job?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await jobs.findOneBy({ key });
    }
    expect(job).toMatchObject({ status: 'done', result: expect.objectContaining({ day: '2031-06-01', monthEnd: false }) });
    // by then the bag is 73 days old: past its free days
    expect((await chargesOf('2031-06-01')).map((l) => [l.storageRuleId ?? l.chargeItemId, l.amount])).toEqual([
      [ids.pieces, '0.8500'], [ids.cubicFeet, '0.5000'], [ids.aged, '17.0000'], [ids.daily, '1.2500'],
    ]);
  });
});
