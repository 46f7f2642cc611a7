import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { stockPlace } from './billing-fixtures';

/**
 * Billing automation charging freight outbound orders (02 §2 Charge & Fees; 02 §3 charge items'
 * freight type and order types), on SQLite (MariaDB with TEST_MYSQL_URL): Process charges the
 * Pick event, Ready to Ship the Pack event, Ship and Complete their own, each by the client's plan
 * in force, the engine reading the order as FREIGHT, FBA, its pallets and each package row as many
 * packages as its qty; the lines are the order's (freightOrderId), keyed apart from a parcel
 * order of the same id; Complete settles what was held; a cancelled order is charged only the
 * items that charge on cancel, for the events it had not reached.
 */
describe('billing: charging freight orders', () => {
  const api = useApi();
  const as = () => bearer(api.admin);
  let warehouseId = 0;
  let clientId = 0;
  let planId = 0;
  const sku = `FBL-${Date.now().toString(36).toUpperCase()}`;
  const names: Record<string, number> = {};
  let seq = 0;

  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const item = async (key: string, over: Record<string, unknown>) => {
    names[key] = (await made('charge-item', {
      party: 'client', name: `Freight Fee ${++seq} ${Date.now()}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
      calculation: 'FIXED', freightType: 'BOTH', fba: false, ...over,
    })).id;
  };
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/freight-order/${id}/actions/${action}`).set(as()).send(values);
  const accountOf = async () => (await api.http().get(`/api/finance/accounts/${clientId}`).set(as()).expect(200)).body.data;
  const chargesOf = async (orderId: number) =>
    (await api.http().get(`/api/resources/billing-charge?party=client&freightOrderId=${orderId}&sortField=id&sortOrder=asc`).set(as()).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const RECIPIENT = { name: 'Amazon ONT8', company: 'Amazon.com Services', addressLine1: '24300 Nandina Ave', addressLine2: '', city: 'Moreno Valley', stateCode: 'CA', zipCode: '92551', countryCode: 'US', phone: '9515550100', email: '', isResidential: false };
  const order = async (over: Record<string, unknown> = {}) => (await made('freight-order', {
    clientId, warehouseId, destinationType: 1, deliveryType: 1, deliveryMethod: 1, requestShipDate: '2026-12-10', amazonShipmentId: 'FBA15D6Z8Q2K', palletCount: 3, recipient: RECIPIENT,
    packages: [{ packageTypeNo: 'PLT-48x40', qty: 3, length: '48', width: '40', height: '50', dimUnit: 'in', weight: '550', weightUnit: 'lb' }], items: [{ sku, qty: 4 }], ...over,
  })) as { id: number; orderNo: string };
  const verified = async () => {
    expect((await api.http().get('/api/finance/verify').set(as()).expect(200)).body.data.drifted).toBe(0);
    expect((await api.http().get('/api/inventory/verify').set(as()).expect(200)).body.data.drifted).toBe(0);
  };

  beforeAll(async () => {
    const place = await stockPlace(api, api.admin);
    warehouseId = place.warehouseId;
    clientId = await newClient(api, api.admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(as()).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `freight-billing-fund-${clientId}` }).expect(201);
    await made('product', { clientId, sku, name: 'Freight Billing Widget' });
    await api.http().post('/api/inventory/receive').set(as()).send({ ...place, clientId, sku, lotDate: '2026-01-01', standard: 40 }).expect(201);
    // FREIGHT and FBA only: a parcel order's event would not match
    await item('pick', { chargeTrigger: 'PICK', price: '12.00', appliedOrderTypes: ['FREIGHT'], freightType: 'FBA' });
    await item('pack', { chargeTrigger: 'PACK', chargeMethod: 'PER_PACKAGE', price: '3.00', chargeMode: 'HOLDING' });
    await item('ship', { price: '25.00' });
    await item('nonFba', { price: '99.00', freightType: 'NON_FBA' });
    await item('complete', { chargeTrigger: 'COMPLETE', price: '1.50' });
    await item('cancel', { chargeTrigger: 'PACK', price: '8.00', chargeIfCancelled: true, freightType: 'NON_FBA' });
    planId = (await made('billing-plan', { party: 'client', name: `Freight Plan ${Date.now()}`, chargeItemIds: Object.values(names) })).id;
    await made('billing-group', { party: 'client', name: `Freight Group ${Date.now()}`, planId, clientIds: [clientId] });
  });

  it('charges each move of an FBA freight order by its plan, lists the lines under the order, and settles the held ones on Complete', async () => {
    const o = await order();
    const start = await accountOf();
    await act(o.id, 'submit').expect(200);
    expect(await chargesOf(o.id)).toEqual([]);
    await act(o.id, 'process').expect(200);
    await act(o.id, 'readyToShip').expect(200);
    await act(o.id, 'ship').expect(200);
    const lines = await chargesOf(o.id);
    // 12.00 pick (FREIGHT, FBA); 3 pallets of the row, 3.00 each, held; 25.00 ship; the NON_FBA item skipped
    expect(lines.map((l) => [l.chargeItemId, l.event, l.unit, l.amount, l.chargeMode])).toEqual([
      [names.pick, 'PICK', 'order', '12.0000', 'INSTANT'],
      [names.pack, 'PACK', 'package:1', '3.0000', 'HOLDING'],
      [names.pack, 'PACK', 'package:2', '3.0000', 'HOLDING'],
      [names.pack, 'PACK', 'package:3', '3.0000', 'HOLDING'],
      [names.ship, 'SHIP', 'order', '25.0000', 'INSTANT'],
    ]);
    expect(lines[0]).toMatchObject({ freightOrderId: o.id, clientOrderId: null, planId, chargeKey: `freight:${o.id}:PICK:${planId}:1` });
    const shipped = await accountOf();
    expect(Number(start.balance) - Number(shipped.balance)).toBeCloseTo(37, 4);
    expect(Number(shipped.unBilled) - Number(start.unBilled)).toBeCloseTo(9, 4);
    // the ledger's entries name the order
    const entries = (await api.http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=id&sortOrder=desc&pageSize=3`).set(as()).expect(200)).body.data.records;
    expect(entries[0]).toMatchObject({ sourceType: 'order', sourceId: o.orderNo });

    const done = (await act(o.id, 'complete').expect(200)).body.data;
    expect(done).toMatchObject({ status: 6, settled: '9.0000' });
    expect((await chargesOf(o.id)).slice(5).map((l) => [l.chargeItemId, l.event, l.amount])).toEqual([[names.complete, 'COMPLETE', '1.5000']]);
    const after = await accountOf();
    expect(Number(shipped.balance) - Number(after.balance)).toBeCloseTo(10.5, 4);
    expect(Number(after.unBilled)).toBeCloseTo(Number(start.unBilled), 4);
    await verified();
  });

  it('charges a cancelled freight order only the items that charge on cancel, for the events it had not reached', async () => {
    const o = await order({ destinationType: 2, amazonShipmentId: null });
    await act(o.id, 'submit').expect(200);
    await act(o.id, 'process').expect(200);
    const before = await accountOf();
    await act(o.id, 'cancel', { reason: 'Appointment missed' }).expect(200);
    const lines = await chargesOf(o.id);
    // Pick was reached (and charged nothing: the pick item is FBA only); Pack was not: its item that charges on cancel applies
    expect(lines.map((l) => [l.chargeItemId, l.event, l.amount, l.cancelled])).toEqual([[names.cancel, 'PACK', '8.0000', true]]);
    expect(Number(before.balance) - Number((await accountOf()).balance)).toBeCloseTo(8, 4);
    await verified();
  });
});
