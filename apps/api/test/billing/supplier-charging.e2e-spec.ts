import { supplier as supplierDef } from '@console/resources';
import { InventorySnapshotJob } from '../../src/modules/inventory/snapshot-job';
import { OrderEventCharges } from '../../src/modules/billing/order-events';
import { StorageCharges } from '../../src/modules/billing/storage-charges';
import { bearer, newClient, signedInWith } from '../harness';
import { useApi } from '../use-api';
import { shipOrder, stockPlace, submittedOrder } from './billing-fixtures';

/**
 * Billing automation for suppliers (02 §2 billing-automation), on SQLite (MariaDB with
 * TEST_MYSQL_URL): a warehouse names the warehouse supplier that runs it; an order event there is
 * priced under that supplier's plan as well as the client's, its INSTANT lines owed to the
 * supplier at once (a payable charge) and its HOLDING lines when the order ends; the daily job
 * prices the supplier's storage rules over all the stock of its warehouses; each once, however
 * often retried; the suppliers' lines apart from the clients', each under its own sub-role.
 */
describe('billing: what the platform owes its warehouse suppliers', () => {
  const api = useApi();
  const as = () => bearer(api.admin);
  const stamp = Date.now().toString(36).toUpperCase();
  let warehouseId = 0;
  let locationId = 0;
  let clientId = 0;
  let otherClientId = 0;
  let supplierId = 0;
  let seq = 0;
  const ids: Record<string, number> = {};
  const sku = `SUP-${stamp}`;
  // far ahead, so that every stock received now is on hand
  const DAY = '2032-05-12';

  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const item = (over: Record<string, unknown>) => made('charge-item', {
    party: 'supplier', name: `Supplier Cost ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    calculation: 'FIXED', freightType: 'BOTH', fba: false, ...over,
  });
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(as()).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/client-order/${id}`).set(as()).expect(200)).body.data;
  const linesOf = async (query: string) =>
    (await api.http().get(`/api/resources/billing-charge?${query}&sortField=id&sortOrder=asc&pageSize=100`).set(as()).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const owed = async () => (await api.http().get(`/api/finance/suppliers/${supplierId}/payable`).set(as()).expect(200)).body.data;
  /** The supplier's payable entries in their order (seq). */
  const entriesOf = async () => ((await api.http().get(`/api/resources/supplier-entry?supplierId=${supplierId}&pageSize=100`).set(as()).expect(200)).body.data.records as Array<Record<string, unknown>>)
    .sort((a, b) => Number(a.seq) - Number(b.seq));
  const shipped = async () => {
    const o = await submittedOrder(api, api.admin, { clientId, warehouseId, sku, qty: 3 });
    await shipOrder(api, api.admin, o.id);
    return o;
  };

  beforeAll(async () => {
    ({ warehouseId, locationId } = await stockPlace(api, api.admin));
    supplierId = (await made('supplier', { ...supplierDef.sample, code: `S${stamp}`.slice(0, 16), name: `Supplier ${stamp}` })).id;
    const warehouse = (await api.http().get(`/api/resources/warehouse/${warehouseId}`).set(as()).expect(200)).body.data;
    await api.http().put(`/api/resources/warehouse/${warehouseId}`).set(as()).send({ supplierId, version: warehouse.version }).expect(200);

    clientId = await newClient(api, api.admin);
    otherClientId = await newClient(api, api.admin);
    for (const id of [clientId, otherClientId]) {
      await api.http().post(`/api/finance/accounts/${id}/entries`).set(as()).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `supplier-fund-${id}` }).expect(201);
    }
    // 12 x 10 x 6 in: 720 cubic inches a unit
    await made('product', { clientId, sku, name: 'Supplier Widget', length: '12', width: '10', height: '6', dimensionUnit: 'IN' });
    // the other client's product under the same sku: a product of its own in the warehouse's stock
    await made('product', { clientId: otherClientId, sku, name: 'Namesake Widget', length: '10', width: '10', height: '10', dimensionUnit: 'IN' });
    await api.http().post('/api/inventory/receive').set(as()).send({ warehouseId, locationId, clientId, sku, lotDate: '2026-01-01', standard: 20 }).expect(201);
    await api.http().post('/api/inventory/receive').set(as()).send({ warehouseId, locationId, clientId: otherClientId, sku, lotDate: '2026-01-01', standard: 4 }).expect(201);

    ids.ship = (await item({ price: '1.10' })).id;
    ids.perItem = (await item({ calculation: 'PER_ITEM', price: '0.25' })).id;
    ids.held = (await item({ chargeMethod: 'PER_PACKAGE', price: '0.40', chargeMode: 'HOLDING' })).id;
    ids.space = (await made('storage-rule', {
      party: 'supplier', name: `Supplier Space ${stamp}`, calculation: 'DAY', quantityType: 'ABSOLUTE', chargeMode: 'INSTANT', unit: 'CBF_DAY', price: '0.10',
    })).id;
    ids.plan = (await made('billing-plan', { party: 'supplier', name: `Supplier Plan ${stamp}`, chargeItemIds: [ids.ship, ids.perItem, ids.held], storageRuleIds: [ids.space] })).id;
    await made('billing-group', { party: 'supplier', name: `Supplier Group ${stamp}`, planId: ids.plan, supplierIds: [supplierId] });
  });

  it('a warehouse is run by a warehouse supplier only: a shipping one is neither offered nor accepted', async () => {
    const shipping = (await made('supplier', { ...supplierDef.sample, supplierType: 'shipping', carrier: 1, code: `H${stamp}`.slice(0, 16), name: `Carrier Partner ${stamp}` })).id;
    const offered = (await api.http().get(`/api/resources/warehouse/lookup/supplierId?q=${stamp}`).set(as()).expect(200)).body.data as Array<{ id: number }>;
    expect(offered.map((o) => o.id)).toEqual([supplierId]);
    const warehouse = (await api.http().get(`/api/resources/warehouse/${warehouseId}`).set(as()).expect(200)).body.data;
    const refused = await api.http().put(`/api/resources/warehouse/${warehouseId}`).set(as()).send({ supplierId: shipping, version: warehouse.version }).expect(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'supplierId' })]);
  });

  it("prices a shipped order under the supplier's plan too: its instant lines owed at once, apart from the client's lines", async () => {
    const before = await owed();
    const o = await shipped();
    const lines = await linesOf(`party=supplier&clientOrderId=${o.id}`);
    expect(lines.map((l) => [l.chargeItemId, l.unit, l.amount, l.chargeMode, l.supplierId, l.clientId, l.event])).toEqual([
      [ids.ship, 'order', '1.1000', 'INSTANT', supplierId, clientId, 'SHIP'],
      // 3 units x 0.25
      [ids.perItem, 'order', '0.7500', 'INSTANT', supplierId, clientId, 'SHIP'],
      [ids.held, 'package:1', '0.4000', 'HOLDING', supplierId, clientId, 'SHIP'],
      [ids.held, 'package:2', '0.4000', 'HOLDING', supplierId, clientId, 'SHIP'],
    ]);
    expect(lines[0]).toMatchObject({ party: 'supplier', planId: ids.plan, planVersion: 1, chargeKey: `supplier:${supplierId}:order:${o.id}:SHIP:${ids.plan}:1` });
    // 1.10 + 0.75 owed now; the 0.80 held until the order ends
    const after = await owed();
    expect(Number(after.owed) - Number(before.owed)).toBeCloseTo(1.85, 4);
    const entry = (await entriesOf()).at(-1)!;
    expect(entry).toMatchObject({ entryType: 1, amount: '1.8500', sourceType: 'order', sourceId: o.orderNo, idempotencyKey: `billing:${lines[0].chargeKey}` });
    expect(lines[0].entryId).toBe(entry.id);
    // the client's lines are its own: none of the supplier's items
    expect((await linesOf(`party=client&clientOrderId=${o.id}`)).every((l) => l.party === 'client' && l.supplierId === null)).toBe(true);

    // the event again (a retry): nothing more owed
    const admin = { id: 1, userName: 'admin', timeZone: 'America/Los_Angeles' } as never;
    const current = await show(o.id);
    await api.ds.transaction((em) => api.app.get(OrderEventCharges).charge(em, admin, current, 'SHIP'));
    expect(await linesOf(`party=supplier&clientOrderId=${o.id}`)).toHaveLength(4);
    expect((await owed()).owed).toBe(after.owed);

    // completing the order: what its supplier lines held is owed now, once
    await act(o.id, 'complete', { version: (await show(o.id)).version }).expect(200);
    const settled = await owed();
    expect(Number(settled.owed) - Number(after.owed)).toBeCloseTo(0.8, 4);
    expect((await entriesOf()).at(-1)).toMatchObject({ amount: '0.8000', sourceType: 'order', idempotencyKey: `billing:order:${o.id}:settle` });
  });

  it("charges the supplier's storage rules over all the stock of its warehouses, each client's sku a product of its own, once", async () => {
    await api.app.get(InventorySnapshotJob).run(DAY);
    const before = await owed();
    const first = await api.app.get(StorageCharges).chargeDay(DAY);
    expect(first.refused.filter((r) => r.supplierId === supplierId)).toEqual([]);
    const lines = await linesOf(`party=supplier&supplierId=${supplierId}&eventDate=${DAY},${DAY}`);
    const code = (await api.http().get(`/api/resources/warehouse/${warehouseId}`).set(as()).expect(200)).body.data.code;
    // the warehouse's stock of every client, whatever other tests shipped: this test's own part is
    // 14 widgets of 720 cubic inches left (20 received, 6 shipped) and 4 of 1,000
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: 'STORAGE', storageRuleId: ids.space, unit: `warehouse:${code}`, element: 'CBF_DAY', clientId: null, supplierId });
    expect(Number(lines[0].quantity)).toBeGreaterThanOrEqual(14 * 720 / 1728 + 4 * 1000 / 1728 - 0.001);
    expect(Number((await owed()).owed) - Number(before.owed)).toBeCloseTo(Number(lines[0].amount), 4);
    expect((await entriesOf()).at(-1)).toMatchObject({ sourceType: 'billing', sourceId: DAY, idempotencyKey: `billing:storage:supplier-${supplierId}:${ids.space}:${DAY}` });

    // the day again: nothing more
    const charged = await owed();
    await api.app.get(StorageCharges).chargeDay(DAY);
    expect(await linesOf(`party=supplier&supplierId=${supplierId}&eventDate=${DAY},${DAY}`)).toHaveLength(1);
    expect(await owed()).toEqual(charged);
  });

  it("lists each party's lines under its own sub-role: a client analyst sees no supplier's", async () => {
    // the admin sees the client's order lines of both parties (the supplier's name the client too)
    const all = await linesOf(`clientId=${clientId}`);
    expect(all.filter((l) => l.party === 'supplier').length).toBeGreaterThan(0);
    const analyst = await signedInWith(api, api.admin, `client.analyst.${stamp}`.toLowerCase(), { fulfillment: { 'client-billing-automation': 1 } });
    const seen = (await api.http().get(`/api/resources/billing-charge?pageSize=100&clientId=${clientId}`).set(bearer(analyst)).expect(200)).body.data.records as Array<Record<string, unknown>>;
    expect(seen.map((l) => l.id)).toEqual(all.filter((l) => l.party === 'client').map((l) => l.id).reverse());
    await api.http().get('/api/resources/billing-charge?party=supplier').set(bearer(analyst)).expect(403);
  });
});
