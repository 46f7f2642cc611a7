import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';

/**
 * Inbound orders (01 §2, §4; 02 §2 `inbound-order`) through the engine's routes on a real
 * database (SQLite; MariaDB with TEST_MYSQL_URL): created with lines of the client's products,
 * submitted, received line by line into put-away locations (receive movements, lots dated the day
 * received), never beyond a line's expected quantity, Received when every line is in full, a
 * receipt reversed, completed short, cancelled with a reason; the stock's verification at zero
 * drift after each step that moves stock.
 */
describe('inbound-order', () => {
  const api = useApi();
  let clientId: number;
  let warehouseId: number;
  let sku: string;
  let otherSku: string;
  let pick: number;
  let damageBay: number;
  let elsewhere: number;

  const create = (values: object) => api.http().post('/api/resources/inbound-order').set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/inbound-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/inbound-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const receive = (values: object) => api.http().post('/api/resources/inbound-receipt').set(bearer(api.admin)).send(values);
  const reverse = (id: number, note = 'Counted twice') => api.http().post(`/api/resources/inbound-receipt/${id}/actions/reverse`).set(bearer(api.admin)).send({ note });
  const stockOf = async (s: string) =>
    (await api.http().get(`/api/resources/inventory?clientId=${clientId}&sku=${encodeURIComponent(s)}&pageSize=100&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
  const movementsOf = async (orderNo: string) =>
    (await api.http().get(`/api/resources/inventory-movement?orderNo=${orderNo}&pageSize=100&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
  const verify = async () => (await api.http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;
  const today = () => new Date().toISOString().slice(0, 10);
  const body = (over: Record<string, unknown> = {}) => ({
    clientId, warehouseId, referenceNo: 'PO-7781', expectedArrival: '2026-12-03', containerType: '40 FT HC', containerNo: 'MSCU1234565',
    lines: [{ sku, expectedQty: 10 }, { sku: otherSku, expectedQty: 4 }], ...over,
  });
  /** A submitted order of the usual two lines. */
  const awaiting = async () => {
    const order = (await create(body()).expect(201)).body.data;
    await act(order.id, 'submit').expect(200);
    return order as { id: number; orderNo: string };
  };

  beforeAll(async () => {
    clientId = await newClient(api, api.admin);
    sku = `IB-${Date.now().toString(36).toUpperCase()}`;
    otherSku = `${sku}-B`;
    for (const s of [sku, otherSku]) await api.http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku: s, name: 'Inbound Widget' }).expect(201);
    const locs = (await api.http().get('/api/resources/location?pageSize=200&sortField=id&sortOrder=asc').set(bearer(api.admin)).expect(200)).body.data.records as Array<{ id: number; warehouseId: number; kind: number }>;
    warehouseId = locs[0].warehouseId;
    pick = locs.find((l) => l.warehouseId === warehouseId && l.kind === 1)!.id;
    damageBay = locs.find((l) => l.warehouseId === warehouseId && l.id !== pick)!.id;
    elsewhere = locs.find((l) => l.warehouseId !== warehouseId)!.id;
  });

  it('creates a numbered draft with its lines and their expected total', async () => {
    const order = (await create(body()).expect(201)).body.data;
    expect(order.orderNo).toMatch(/^IB[0-9]{10}$/);
    expect(order).toMatchObject({ status: 1, containerType: '40 FT HC', lines: [expect.objectContaining({ sku, expectedQty: 10, receivedStandard: 0 }), expect.objectContaining({ sku: otherSku })] });
    expect(await show(order.id)).toMatchObject({ expectedQty: 14, receivedStandard: 0, receivedDamage: 0 });
    const listed = (await api.http().get(`/api/resources/inbound-order?clientId=${clientId}&pageSize=50`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(listed.find((r: { id: number }) => r.id === order.id)).toMatchObject({ expectedQty: 14 });
  });

  it('refuses a sku of another client, a sku twice and a malformed container number, in both languages', async () => {
    const foreign = await create(body({ lines: [{ sku: 'COTTONTS-S-001', expectedQty: 1 }] })).expect(400);
    expect(foreign.body.data.errors[0]).toMatchObject({ field: 'lines.0.sku', message: 'SKU COTTONTS-S-001 is not a product of this client', zhMessage: 'SKU COTTONTS-S-001 不是该客户的产品' });
    const twice = await create(body({ lines: [{ sku, expectedQty: 1 }, { sku, expectedQty: 2 }] })).expect(400);
    expect(twice.body.data.errors[0]).toMatchObject({ field: 'lines.1.sku', message: `SKU ${sku} is listed twice; put its whole quantity on one line` });
    const container = await create(body({ containerNo: 'MSCU12345' })).expect(400);
    expect(container.body.zhMessage).toContain('柜号');
    const noLines = (await create(body({ lines: [] })).expect(201)).body.data;
    const refused = await act(noLines.id, 'submit').expect(400);
    expect(refused.body).toMatchObject({ message: 'Add at least one line before submitting the inbound order', zhMessage: '提交入库单前请至少添加一行明细' });
  });

  it('receives into put-away locations as receive movements, lots dated today, Received once every line is in full', async () => {
    const order = await awaiting();
    expect(await show(order.id)).toMatchObject({ status: 2 });
    // a draft cannot be edited once submitted, and a submitted one is not received twice over
    const first = (await receive({ inboundOrderId: order.id, sku, standard: 6, damage: 0, locationId: pick }).expect(201)).body.data;
    expect(first).toMatchObject({ lotDate: today(), operator: 'admin', reversed: false });
    await receive({ inboundOrderId: order.id, sku, standard: 0, damage: 1, locationId: damageBay }).expect(201);
    let shown = await show(order.id);
    expect(shown).toMatchObject({ status: 2, receivedStandard: 6, receivedDamage: 1 });
    expect(shown.arrivedAt).toBeTruthy();
    expect(shown.lines[0]).toMatchObject({ sku, receivedStandard: 6, receivedDamage: 1 });

    const over = await receive({ inboundOrderId: order.id, sku, standard: 4, damage: 0, locationId: pick }).expect(400);
    expect(over.body.data.errors[0]).toMatchObject({
      field: 'standard', message: `Receiving 4 of ${sku} would exceed its expected quantity: 10 expected, 7 received`, zhMessage: `收货 4 件 ${sku} 将超过预计数量：预计 10，已收 7`,
    });
    const notOnOrder = await receive({ inboundOrderId: order.id, sku: 'COTTONTS-S-001', standard: 1, locationId: pick }).expect(400);
    expect(notOnOrder.body.data.errors[0]).toMatchObject({ field: 'sku', message: 'SKU COTTONTS-S-001 is not on this inbound order' });
    const outside = await receive({ inboundOrderId: order.id, sku, standard: 1, locationId: elsewhere }).expect(400);
    expect(outside.body.message).toMatch(/location/i);
    const nothing = await receive({ inboundOrderId: order.id, sku, standard: 0, damage: 0, locationId: pick }).expect(400);
    expect(nothing.body.message).toBe('Enter a standard or a damage quantity');

    await receive({ inboundOrderId: order.id, sku, standard: 3, locationId: pick }).expect(201);
    await receive({ inboundOrderId: order.id, sku: otherSku, standard: 4, locationId: pick }).expect(201);
    shown = await show(order.id);
    expect(shown).toMatchObject({ status: 3, receivedStandard: 13, receivedDamage: 1 });
    const late = await receive({ inboundOrderId: order.id, sku, standard: 1, locationId: pick }).expect(409);
    expect(late.body).toMatchObject({ message: 'Only an awaiting inbound order can be received', zhMessage: '只有待收货的入库单可以收货' });

    const moves = await movementsOf(order.orderNo);
    expect(moves.map((m: { movementType: number; standardDelta: number; damageDelta: number }) => [m.movementType, m.standardDelta, m.damageDelta])).toEqual([[1, 6, 0], [1, 0, 1], [1, 3, 0], [1, 4, 0]]);
    const rows = await stockOf(sku);
    expect(rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ locationId: pick, lotDate: today(), standard: 9, damage: 0 }),
      expect.objectContaining({ locationId: damageBay, lotDate: today(), standard: 0, damage: 1 }),
    ]));
    expect(await verify()).toMatchObject({ drifted: 0 });
    const edit = await api.http().put(`/api/resources/inbound-order/${order.id}`).set(bearer(api.admin)).send({ ...body(), version: shown.version }).expect(409);
    expect(edit.body.message).toBe('Only a draft order can be edited');
  });

  it('reverses a receipt (back to Awaiting, stock out), refuses a second reversal, and completes short', async () => {
    const order = await awaiting();
    const standardOf = async (s: string) => (await stockOf(s)).reduce((sum: number, r: { standard: number }) => sum + r.standard, 0);
    const before = await standardOf(otherSku);
    await receive({ inboundOrderId: order.id, sku, standard: 10, locationId: pick }).expect(201);
    const wrong = (await receive({ inboundOrderId: order.id, sku: otherSku, standard: 4, locationId: pick }).expect(201)).body.data;
    expect((await show(order.id)).status).toBe(3);
    const reversed = (await reverse(wrong.id).expect(200)).body.data;
    expect(reversed).toMatchObject({ reversed: true, reverseNote: 'Counted twice' });
    expect(await show(order.id)).toMatchObject({ status: 2, receivedStandard: 10 });
    expect(await standardOf(otherSku)).toBe(before);
    await reverse(wrong.id).expect(409);
    const cancel = await act(order.id, 'cancel', { reason: 'Wrong client' }).expect(409);
    expect(cancel.body.message).toBe('Stock was received on this inbound order: reverse its receipts before cancelling it');
    await act(order.id, 'complete').expect(200);
    const done = await show(order.id);
    expect(done).toMatchObject({ status: 6, receivedStandard: 10 });
    expect(done.completedAt).toBeTruthy();
    // a completed order is history: no receipt, no reversal
    await receive({ inboundOrderId: order.id, sku: otherSku, standard: 1, locationId: pick }).expect(409);
    const kept = (await api.http().get(`/api/resources/inbound-receipt?inboundOrderId=${order.id}&reversed=false`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(kept).toHaveLength(1);
    const closed = await reverse(kept[0].id).expect(409);
    expect(closed.body).toMatchObject({ message: 'The inbound order is completed: its receipts can no longer be reversed', zhMessage: '入库单已完成，不能再冲销收货记录' });
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('never receives beyond a line when two receivers race on its last units (the order row locked)', async () => {
    const order = await awaiting();
    const answers = await Promise.all([6, 6].map((standard) => receive({ inboundOrderId: order.id, sku, standard, locationId: pick })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await show(order.id)).toMatchObject({ receivedStandard: 6 });
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('cancels with a reason only; an order with nothing received cannot be completed', async () => {
    const order = await awaiting();
    const short = await act(order.id, 'complete').expect(409);
    expect(short.body.message).toBe('Nothing was received on this inbound order: cancel it instead');
    const noReason = await act(order.id, 'cancel', {}).expect(400);
    expect(noReason.body.data.errors[0]).toMatchObject({ field: 'reason' });
    await act(order.id, 'cancel', { reason: 'Shipment lost at sea' }).expect(200);
    expect(await show(order.id)).toMatchObject({ status: 7, cancelReason: 'Shipment lost at sea' });
    // cancelled -> anything is not a move the transitions allow
    await act(order.id, 'submit').expect(409);
    const draft = (await create(body()).expect(201)).body.data;
    await api.http().delete(`/api/resources/inbound-order/${draft.id}?version=${draft.version}`).set(bearer(api.admin)).expect(200);
    const kept = await api.http().delete(`/api/resources/inbound-order/${order.id}?version=${(await show(order.id)).version}`).set(bearer(api.admin)).expect(409);
    expect(kept.body).toMatchObject({ message: 'Only a draft inbound order can be deleted; cancel it instead', zhMessage: '只能删除草稿入库单，请改为取消' });
  });
});
