import { clientOrder, findResource } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { OrderEventCharges } from '../../src/modules/billing/order-events';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { stockPlace, submittedOrder } from './billing-fixtures';

/**
 * Billing automation charging parcel orders for real, on SQLite (MariaDB with TEST_MYSQL_URL): a
 * shipped order posts exactly the lines of its client's plan (INSTANT debited, HOLDING held,
 * hidden lines charged and marked), listed as the order's charges; the event charged again
 * (a retry) posts nothing more; completing it charges its Complete items and settles what it held;
 * a cancelled order charges only the items that charge on cancel.
 */
describe('billing: charging order events', () => {
  const api = useApi();
  const as = () => bearer(api.admin);
  let warehouseId = 0;
  let locationId = 0;
  let clientId = 0;
  let planId = 0;
  const sku = `BIL-${Date.now().toString(36).toUpperCase()}`;
  let seq = 0;
  /** The order the first test ships, completed by the second. */
  let shippedId = 0;

  const made = async (path: string, body: Record<string, unknown>) => (await api.http().post(`/api/resources/${path}`).set(as()).send(body).expect(201)).body.data;
  const item = (over: Record<string, unknown>) => made('charge-item', {
    party: 'client', name: `Billing Fee ${++seq}`, workOrderTypeId: 1, chargeMode: 'INSTANT', chargeMethod: 'PER_ORDER', chargeTrigger: 'SHIP',
    calculation: 'FIXED', freightType: 'BOTH', fba: false, ...over,
  });
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(as()).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/client-order/${id}`).set(as()).expect(200)).body.data;
  const accountOf = async () => (await api.http().get(`/api/finance/accounts/${clientId}`).set(as()).expect(200)).body.data;
  const chargesOf = async (orderId: number) =>
    (await api.http().get(`/api/resources/billing-charge?party=client&clientOrderId=${orderId}&sortField=id&sortOrder=asc`).set(as()).expect(200)).body.data.records as Array<Record<string, unknown>>;
  const order = () => submittedOrder(api, api.admin, { clientId, warehouseId, sku, qty: 3 });
  const names: Record<string, string> = {};

  beforeAll(async () => {
    ({ warehouseId, locationId } = await stockPlace(api, api.admin));
    clientId = await newClient(api, api.admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(as()).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `billing-fund-${clientId}` }).expect(201);
    await made('product', { clientId, sku, name: 'Billing Widget' });
    await api.http().post('/api/inventory/receive').set(as()).send({ warehouseId, locationId, clientId, sku, lotDate: '2026-01-01', standard: 20 }).expect(201);
    const shipFee = await item({ price: '2.50' });
    const deposit = await item({ chargeMethod: 'PER_PACKAGE', price: '1.00', chargeMode: 'HOLDING' });
    const audit = await item({ price: '0.75', hiddenToClient: true });
    const cancelFee = await item({ chargeTrigger: 'PICK', price: '5', chargeIfCancelled: true });
    const pickFee = await item({ chargeTrigger: 'PICK', calculation: 'PER_ITEM', price: '0.30' });
    const completeFee = await item({ chargeTrigger: 'COMPLETE', price: '0.40' });
    Object.assign(names, { shipFee: shipFee.id, deposit: deposit.id, audit: audit.id, cancelFee: cancelFee.id, pickFee: pickFee.id, completeFee: completeFee.id });
    planId = (await made('billing-plan', { party: 'client', name: `Charging Plan ${Date.now()}`, chargeItemIds: [shipFee.id, deposit.id, audit.id, cancelFee.id, pickFee.id, completeFee.id] })).id;
    await made('billing-group', { party: 'client', name: `Charging Group ${Date.now()}`, planId, clientIds: [clientId] });
  });

  it("charges a shipped order the lines of its client's plan: instant debited, holding held, hidden marked", async () => {
    const o = await order();
    await act(o.id, 'createLabel').expect(200);
    // picking and packing have no screens yet: the order is put at To Ship directly
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: o.id }, { status: 5 });
    // the label's postage is paid: what moves from here is billing automation's
    const before = await accountOf();
    await act(o.id, 'ship', { version: (await show(o.id)).version }).expect(200);
    shippedId = o.id;

    const lines = await chargesOf(o.id);
    expect(lines.map((l) => [l.chargeItemId, l.unit, l.amount, l.chargeMode, l.hiddenToClient, l.event])).toEqual([
      [names.shipFee, 'order', '2.5000', 'INSTANT', false, 'SHIP'],
      [names.deposit, 'package:1', '1.0000', 'HOLDING', false, 'SHIP'],
      [names.deposit, 'package:2', '1.0000', 'HOLDING', false, 'SHIP'],
      [names.audit, 'order', '0.7500', 'INSTANT', true, 'SHIP'],
    ]);
    expect(lines[0]).toMatchObject({ planId, planVersion: 1, chargeKey: `order:${o.id}:SHIP:${planId}:1`, element: 'FIXED', quantity: '1.0000', rule: null });
    // 2.50 + 0.75 debited; 2 x 1.00 held
    const after = await accountOf();
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(3.25, 4);
    expect(Number(after.unBilled) - Number(before.unBilled)).toBeCloseTo(2, 4);

    // the event again (a retry): the same key, nothing written
    const charges = api.app.get(OrderEventCharges);
    const admin = { id: 1, userName: 'admin', timeZone: 'America/Los_Angeles' } as never;
    const shipped = await show(o.id);
    const again = await api.ds.transaction((em) => charges.charge(em, admin, shipped, 'SHIP'));
    expect(again).toMatchObject({ repeated: true, lines: 0 });
    expect(await chargesOf(o.id)).toHaveLength(4);
    expect(await accountOf()).toMatchObject({ balance: after.balance, unBilled: after.unBilled });
    expect((await api.http().get('/api/finance/verify').set(as()).expect(200)).body.data.drifted).toBe(0);
  });

  it('completes a shipped order: its Complete items charged, what its lines held settled into a charge, once', async () => {
    const before = await accountOf();
    const done = await act(shippedId, 'complete', { version: (await show(shippedId)).version }).expect(200);
    expect(done.body.data).toMatchObject({ status: 7, settled: '2.0000' });
    const lines = await chargesOf(shippedId);
    expect(lines.slice(4).map((l) => [l.chargeItemId, l.event, l.amount, l.chargeMode])).toEqual([[names.completeFee, 'COMPLETE', '0.4000', 'INSTANT']]);
    // the 0.40 debited; the 2.00 held since Ship leaves the hold for the balance: available moves by the 0.40 only
    const after = await accountOf();
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(2.4, 4);
    expect(Number(before.unBilled) - Number(after.unBilled)).toBeCloseTo(2, 4);
    expect(Number(before.available) - Number(after.available)).toBeCloseTo(0.4, 4);
    // completed once: a second Complete is not offered (the order is no longer shipped)
    await act(shippedId, 'complete', { version: (await show(shippedId)).version }).expect(409);
    expect((await api.http().get('/api/finance/verify').set(as()).expect(200)).body.data.drifted).toBe(0);
  });

  it('charges a cancelled order only the items that charge on cancel, for the events it had not reached', async () => {
    const o = await order();
    const before = await accountOf();
    await act(o.id, 'cancel', { version: (await show(o.id)).version, reason: 'Customer changed mind' }).expect(200);
    const lines = await chargesOf(o.id);
    expect(lines.map((l) => [l.chargeItemId, l.amount, l.event, l.cancelled])).toEqual([[names.cancelFee, '5.0000', 'PICK', true]]);
    expect(Number(before.balance) - Number((await accountOf()).balance)).toBeCloseTo(5, 4);
  });

  it('charges nothing for a client in no group', async () => {
    const loner = await newClient(api, api.admin);
    expect(findResource('billing-charge')).toBeDefined();
    const charges = api.app.get(OrderEventCharges);
    const admin = { id: 1, userName: 'admin', timeZone: 'UTC' } as never;
    expect(await api.ds.transaction((em) => charges.charge(em, admin, { id: 999999, clientId: loner, orderNo: 'SO-NONE' }, 'SHIP'))).toBeNull();
  });
});
