import { dayPlus, todayIn } from '@console/contracts';
import { DEMO_TIME_ZONE } from '../../src/seed/seed-day';
import { InventorySnapshotJob } from '../../src/modules/inventory/snapshot-job';
import { StorageCharges } from '../../src/modules/billing/storage-charges';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { shipOrder, stockPlace, submittedOrder } from './billing-fixtures';

/**
 * The re-bill preview, on SQLite (MariaDB with TEST_MYSQL_URL): a client shipped an order and kept
 * stock a day under its plan; a draft of other items and rules, priced over that range as a job,
 * answers per client and item what was charged, what the draft would charge and the delta,
 * writing nothing; the request's refusals in both languages.
 */
describe('billing: re-bill preview', () => {
  const api = useApi();
  const as = () => bearer(api.admin);
  const path = '/api/billing/client-billing-automation/rebill-preview';
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = `RB-${stamp}`;
  // An order's events are dated in its user's time zone (the demo admin's is Los Angeles, as is
  // the first demo warehouse's, whose midnight ends tomorrow's snapshot): between 00:00 and 08:00
  // UTC, UTC's day is already the next one.
  const today = todayIn(DEMO_TIME_ZONE);
  const tomorrow = dayPlus(today, 1);
  let clientId = 0;
  let seq = 0;
  const ids: Record<string, number> = {};

  const made = async (p: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${p}`).set(as()).send(body).expect(201)).body.data;
  const fee = (over: Record<string, unknown>) => made('charge-item', {
    party: 'client', name: `Rebill Fee ${stamp} ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    calculation: 'FIXED', freightType: 'BOTH', fba: false, ...over,
  });
  const rule = (price: string) => made('storage-rule', { party: 'client', name: `Rebill Storage ${stamp} ${++seq}`, calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', unit: 'PIECE_DAY', price });

  /** Starts a preview and waits for its job's result. */
  async function preview(body: Record<string, unknown>) {
    const job = (await api.http().post(path).set(as()).send(body).expect(202)).body.data;
    for (let i = 0; i < 300; i++) {
      const now = (await api.http().get(`/api/jobs/${job.id}`).set(as()).expect(200)).body.data;
      if (now.status === 'done') return now.result;
      if (now.status === 'dead') throw new Error(`re-bill preview died: ${now.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('re-bill preview did not end');
  }

  beforeAll(async () => {
    const { warehouseId, locationId } = await stockPlace(api, api.admin);
    clientId = await newClient(api, api.admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(as()).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `rebill-fund-${clientId}` }).expect(201);
    await made('product', { clientId, sku, name: 'Rebill Widget' });
    await api.http().post('/api/inventory/receive').set(as()).send({ warehouseId, locationId, clientId, sku, lotDate: '2026-01-01', standard: 20 }).expect(201);
    ids.shipFee = (await fee({ price: '2.50' })).id;
    ids.shelf = (await rule('0.05')).id;
    ids.plan = (await made('billing-plan', { party: 'client', name: `Rebill Plan ${stamp}`, chargeItemIds: [ids.shipFee], storageRuleIds: [ids.shelf] })).id;
    await made('billing-group', { party: 'client', name: `Rebill Group ${stamp}`, planId: ids.plan, clientIds: [clientId] });
    // the draft's: a dearer ship fee per package and a dearer shelf
    ids.perPackage = (await fee({ chargeMethod: 'PER_PACKAGE', price: '1.75' })).id;
    ids.dearShelf = (await rule('0.12')).id;

    // today an order ships (2 packages, 3 pieces leave: 17 stay); tomorrow's snapshot is charged by the daily job
    const o = await submittedOrder(api, api.admin, { clientId, warehouseId, sku, qty: 3 });
    await shipOrder(api, api.admin, o.id);
    await api.app.get(InventorySnapshotJob).run(tomorrow);
    await api.app.get(StorageCharges).chargeDay(tomorrow);
  });

  it("prices a draft over the plan's clients' events and stock, beside what they were charged, writing nothing", async () => {
    const charges = async () => (await api.http().get(`/api/resources/billing-charge?party=client&clientId=${clientId}`).set(as()).expect(200)).body.data.total;
    const before = await charges();
    const result = await preview({ from: today, to: tomorrow, planId: ids.plan, chargeItemIds: [ids.perPackage], storageRuleIds: [ids.dearShelf] });
    expect(result).toMatchObject({ from: today, to: tomorrow, clients: 1, events: 1, unpriced: 0 });
    expect(result.rows).toEqual([
      // charged 2.50 at Ship; the draft's per-package fee would be 2 x 1.75
      { clientId, kind: 'charge', itemId: ids.shipFee, current: '2.5000', draft: '0.0000', delta: '-2.5000' },
      { clientId, kind: 'charge', itemId: ids.perPackage, current: '0.0000', draft: '3.5000', delta: '3.5000' },
      // tomorrow's 17 pieces: 0.85 charged; 17 x 0.12 = 2.04 drafted (today's snapshot was not taken: nothing)
      { clientId, kind: 'storage', itemId: ids.shelf, current: '0.8500', draft: '0.0000', delta: '-0.8500' },
      { clientId, kind: 'storage', itemId: ids.dearShelf, current: '0.0000', draft: '2.0400', delta: '2.0400' },
    ]);
    expect(result.totals).toEqual({ current: '3.3500', draft: '5.5400', delta: '2.1900' });
    expect(result.names.storage[String(ids.dearShelf)]).toMatch(/^Rebill Storage/);
    expect(Object.values(result.names.clients)).toHaveLength(1);
    expect(await charges()).toBe(before);
  });

  it('refuses a reversed or too long range, a draft of another party, and a plan that bills nobody, in both languages', async () => {
    const refused = async (body: Record<string, unknown>) => (await api.http().post(path).set(as()).send(body).expect(400)).body;
    expect(await refused({ from: tomorrow, to: today, planId: ids.plan, chargeItemIds: [], storageRuleIds: [] })).toMatchObject({
      message: 'Choose a date range of at most 366 days (from on or before to)', zhMessage: '请选择不超过 366 天的日期范围（开始不晚于结束）',
    });
    const supplierFee = (await made('charge-item', {
      party: 'supplier', name: `Rebill Supplier ${stamp}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP', calculation: 'FIXED', price: '1', freightType: 'BOTH', fba: false,
    })).id;
    expect(await refused({ from: today, to: tomorrow, planId: ids.plan, chargeItemIds: [supplierFee], storageRuleIds: [] })).toMatchObject({
      message: "The draft must list this party's charge items and storage rules by their ids", zhMessage: '草稿须以 id 列出本计费对象的收费项和仓储计费规则',
    });
    expect(await refused({ from: today, to: tomorrow, chargeItemIds: [ids.perPackage], storageRuleIds: [] })).toMatchObject({
      message: 'No client is billed by this plan yet: choose the clients to preview', zhMessage: '尚无客户使用此计费方案：请选择要预览的客户',
    });
    // the clients chosen instead
    expect(await preview({ from: today, to: tomorrow, chargeItemIds: [ids.perPackage], storageRuleIds: [], clientIds: [clientId] })).toMatchObject({ clients: 1, events: 1 });
  });
});
