import { shipOrder, stockPlace, submittedOrder } from '../billing/billing-fixtures';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';

/**
 * Return orders (01 §2; 02 §2 `return-order`) on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): from a shipped parcel order (only what it shipped, less what other returns took
 * back) or standalone (the client's products); inspected line by line — restocked as standard or
 * damage (return movements into a location, lots dated the day inspected) or disposed of (no
 * stock) — never beyond a line; Received once every line is inspected, an inspection reversed,
 * completed, cancelled with a reason; the stock's verification at zero drift.
 */
describe('return-order', () => {
  const api = useApi();
  let clientId: number;
  let warehouseId: number;
  let locationId: number;
  let sku: string;
  let shipped: { id: number; orderNo: string };
  let unshipped: { id: number; orderNo: string };

  const create = (values: object) => api.http().post('/api/resources/return-order').set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/return-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/return-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const inspect = (values: object) => api.http().post('/api/resources/return-inspection').set(bearer(api.admin)).send(values);
  const standardOf = async () => ((await api.http().get(`/api/resources/inventory?clientId=${clientId}&sku=${sku}&pageSize=100`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ standard: number; damage: number }>)
    .reduce((sum, r) => ({ standard: sum.standard + r.standard, damage: sum.damage + r.damage }), { standard: 0, damage: 0 });
  const verify = async () => (await api.http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;
  const errorOf = (res: { body: { data?: { errors?: Array<{ field: string; message: string; zhMessage: string }> } } }) => res.body.data?.errors?.[0];

  beforeAll(async () => {
    clientId = await newClient(api, api.admin);
    await api.http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(api.admin)).send({ changeType: 6, amount: '500', note: 'Funds', idempotencyKey: `returns-fund-${clientId}` }).expect(201);
    sku = `RT-${Date.now().toString(36).toUpperCase()}`;
    await api.http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku, name: 'Return Widget' }).expect(201);
    ({ warehouseId, locationId } = await stockPlace(api, api.admin));
    await api.http().post('/api/inventory/receive').set(bearer(api.admin)).send({ warehouseId, locationId, clientId, sku, standard: 20 }).expect(201);
    shipped = await submittedOrder(api, api.admin, { clientId, warehouseId, sku, qty: 5 });
    await shipOrder(api, api.admin, shipped.id);
    unshipped = await submittedOrder(api, api.admin, { clientId, warehouseId, sku, qty: 1 });
  });

  it('returns from a shipped order only what it shipped, less what other returns took back', async () => {
    const notShipped = await create({ clientId, warehouseId, clientOrderId: unshipped.id, lines: [{ sku, qty: 1 }] }).expect(400);
    expect(errorOf(notShipped)).toMatchObject({ field: 'clientOrderId', message: `Order ${unshipped.orderNo} has not shipped: only a shipped or completed order can be returned` });
    const first = (await create({ clientId, warehouseId, clientOrderId: shipped.id, rmaNo: 'RMA-1', lines: [{ sku, qty: 3 }] }).expect(201)).body.data;
    expect(first.orderNo).toMatch(/^RT[0-9]{10}$/);
    expect(await show(first.id)).toMatchObject({ status: 1, expectedQty: 3, inspectedQty: 0 });
    const over = await create({ clientId, warehouseId, clientOrderId: shipped.id, lines: [{ sku, qty: 3 }] }).expect(400);
    expect(errorOf(over)).toMatchObject({
      field: 'lines.0.qty', message: `Returning 3 of ${sku} would exceed what order ${shipped.orderNo} shipped: 5 shipped, 3 already returned`,
      zhMessage: `退回 3 件 ${sku} 将超过订单 ${shipped.orderNo} 的发货数量：已发 5，已退 3`,
    });
    const other = await create({ clientId, warehouseId, clientOrderId: shipped.id, lines: [{ sku: 'COTTONTS-S-001', qty: 1 }] }).expect(400);
    expect(errorOf(other)).toMatchObject({ field: 'lines.0.sku', message: `SKU COTTONTS-S-001 was not shipped on order ${shipped.orderNo}` });
    // a cancelled return gives its units back to the order's allowance
    await act(first.id, 'cancel', { reason: 'Customer kept it' }).expect(200);
    await create({ clientId, warehouseId, clientOrderId: shipped.id, lines: [{ sku, qty: 5 }] }).expect(201);
  });

  it('inspects: restock as standard and as damage (return movements), dispose (no stock), Received when in full', async () => {
    const ret = (await create({ clientId, warehouseId, reason: 'Wrong size', lines: [{ sku, qty: 4 }] }).expect(201)).body.data;
    await inspect({ returnOrderId: ret.id, sku, qty: 1, result: 1, locationId }).expect(409);
    await act(ret.id, 'submit').expect(200);
    const before = await standardOf();
    const restock = (await inspect({ returnOrderId: ret.id, sku, qty: 2, result: 1, locationId }).expect(201)).body.data;
    expect(restock).toMatchObject({ lotDate: new Date().toISOString().slice(0, 10), operator: 'admin', reversed: false });
    await inspect({ returnOrderId: ret.id, sku, qty: 1, result: 2, locationId }).expect(201);
    const noPlace = await inspect({ returnOrderId: ret.id, sku, qty: 1, result: 1 }).expect(400);
    expect(noPlace.body.message).toBe('Choose the location the units are restocked into');
    const over = await inspect({ returnOrderId: ret.id, sku, qty: 2, result: 3 }).expect(400);
    expect(errorOf(over)).toMatchObject({ field: 'qty', message: `Inspecting 2 of ${sku} would exceed its returned quantity: 4 expected, 3 inspected` });
    const disposed = (await inspect({ returnOrderId: ret.id, sku, qty: 1, result: 3, locationId }).expect(201)).body.data;
    expect(disposed).toMatchObject({ result: 3, locationId: null, movementId: null });
    expect(await standardOf()).toEqual({ standard: before.standard + 2, damage: before.damage + 1 });
    const shown = await show(ret.id);
    expect(shown).toMatchObject({ status: 3, expectedQty: 4, inspectedQty: 4 });
    expect(shown.lines[0]).toMatchObject({ restocked: 2, damaged: 1, disposed: 1 });
    const moves = (await api.http().get(`/api/resources/inventory-movement?orderNo=${ret.orderNo}&pageSize=10&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(moves.map((m: { movementType: number; standardDelta: number; damageDelta: number }) => [m.movementType, m.standardDelta, m.damageDelta])).toEqual([[6, 2, 0], [6, 0, 1]]);

    // reversing the restock takes its units back out and leaves the return short
    await api.http().post(`/api/resources/return-inspection/${restock.id}/actions/reverse`).set(bearer(api.admin)).send({ note: 'Wrong bin' }).expect(200);
    expect(await show(ret.id)).toMatchObject({ status: 2, inspectedQty: 2 });
    expect(await standardOf()).toEqual({ standard: before.standard, damage: before.damage + 1 });
    const cancel = await act(ret.id, 'cancel', { reason: 'x' }).expect(409);
    expect(cancel.body.message).toBe('Units of this return were inspected: reverse the inspections before cancelling it');
    await act(ret.id, 'complete').expect(200);
    expect((await show(ret.id)).status).toBe(6);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('refuses a standalone line that is not the client\'s product, and a return with no line', async () => {
    const foreign = await create({ clientId, warehouseId, lines: [{ sku: 'COTTONTS-S-001', qty: 1 }] }).expect(400);
    expect(errorOf(foreign)).toMatchObject({ field: 'lines.0.sku', message: 'SKU COTTONTS-S-001 is not a product of this client' });
    const empty = (await create({ clientId, warehouseId }).expect(201)).body.data;
    const refused = await act(empty.id, 'submit').expect(400);
    expect(refused.body).toMatchObject({ message: 'Add at least one line before submitting the return order', zhMessage: '提交退货单前请至少添加一行明细' });
    const nothing = await act(empty.id, 'complete').expect(409);
    expect(nothing.body.message).toBe('This action is not available for this record');
  });
});
