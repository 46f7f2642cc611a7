import { isTrackingNumber } from '@console/carriers';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';
import { pdfText } from './pdf-text';

/**
 * Cross-dock orders (01 §2, §4; 02 §2 `crossdock-list`, `cross-dock-order-replace-label`) on a
 * real database (SQLite; MariaDB with TEST_MYSQL_URL): a numbered draft of the client's products
 * and cartons, checked as a parcel order; submitted; received at the warehouse's receiving
 * location in one move and held for the order (receive and allocate movements: no parcel order
 * can take it); shipped on only with a live label made through the carrier adapter (the money on
 * the ledger, the PDF); completed; cancelled with its stock released onto the dock; a failed
 * label replacement listed for a new label. The stock's verification at zero drift after each
 * step that moves stock.
 */
describe('cross-dock-order', () => {
  const api = useApi();
  let clientId: number;
  let warehouseId: number;
  let dockId: number;
  let sku: string;
  let otherSku: string;

  const http = () => api.http();
  const create = (values: object) => http().post('/api/resources/cross-dock-order').set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await http().get(`/api/resources/cross-dock-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const act = (id: number, action: string, values: object = {}) => http().post(`/api/resources/cross-dock-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const stockOf = async (s: string) =>
    (await http().get(`/api/resources/inventory?clientId=${clientId}&sku=${encodeURIComponent(s)}&pageSize=100&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records;
  const movementsOf = async (orderNo: string) =>
    (await http().get(`/api/resources/inventory-movement?orderNo=${orderNo}&pageSize=100&sortField=id&sortOrder=asc`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ movementType: number; sku: string; standardDelta: number; allocatedDelta: number }>;
  /** What the dock holds of a sku of the client: every order of this file receives onto the same row (same lot, the day). */
  const atDock = async (s: string) => (await stockOf(s)).filter((r: { locationId: number }) => r.locationId === dockId)
    .reduce((sum: { standard: number; allocated: number }, r: { standard: number; allocated: number }) => ({ standard: sum.standard + r.standard, allocated: sum.allocated + r.allocated }), { standard: 0, allocated: 0 });
  const verify = async () => (await http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;
  const fund = (amount: string) =>
    http().post(`/api/finance/accounts/${clientId}/entries`).set(bearer(api.admin)).send({ changeType: 6, amount, note: 'Funds', idempotencyKey: `xd-fund-${clientId}-${amount}` }).expect(201);
  const body = (over: Record<string, unknown> = {}) => ({
    clientId, warehouseId, referenceNo: 'XD-4410', expectedArrival: '2026-12-03', containerType: '40 FT HC', containerNo: 'MSCU1234565',
    shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', recipient: RECIPIENT, sender: SENDER,
    lines: [{ sku, qty: 10 }, { sku: otherSku, qty: 4 }], packages: [PACKAGE], ...over,
  });
  /** A submitted order of the usual two lines. */
  const awaiting = async (over: Record<string, unknown> = {}) => {
    const order = (await create(body(over)).expect(201)).body.data as { id: number; orderNo: string };
    await act(order.id, 'submit').expect(200);
    return order;
  };
  const received = async () => {
    const order = await awaiting();
    await act(order.id, 'receive').expect(200);
    return order;
  };

  beforeAll(async () => {
    clientId = await newClient(api, api.admin);
    sku = `XD-${Date.now().toString(36).toUpperCase()}`;
    otherSku = `${sku}-B`;
    for (const s of [sku, otherSku]) await http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku: s, name: 'Cross-Dock Carton' }).expect(201);
    const locs = (await http().get('/api/resources/location?kind=3&pageSize=50&sortField=id&sortOrder=asc').set(bearer(api.admin)).expect(200)).body.data.records as Array<{ id: number; warehouseId: number }>;
    warehouseId = locs[0].warehouseId;
    dockId = locs[0].id;
    await fund('500');
  });

  it('creates a numbered draft with its lines, cartons and the carrier of its service; lists it under crossdock-list', async () => {
    const order = (await create(body()).expect(201)).body.data;
    expect(order.orderNo).toMatch(/^CD[0-9]{10}$/);
    expect(order).toMatchObject({ status: 1, carrier: expect.any(Number), lines: [expect.objectContaining({ sku, qty: 10, receivedQty: 0 }), expect.objectContaining({ sku: otherSku })], packages: [expect.objectContaining({ weight: '4.000' })] });
    expect(await show(order.id)).toMatchObject({ qty: 14, receivedQty: 0 });
    const listed = (await http().get(`/api/resources/cross-dock-order?clientId=${clientId}&pageSize=50`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(listed.find((r: { id: number }) => r.id === order.id)).toMatchObject({ qty: 14 });
  });

  it("refuses another client's sku, a sku twice, a comma in a street line and a malformed container number, in both languages", async () => {
    const foreign = await create(body({ lines: [{ sku: 'COTTONTS-S-001', qty: 1 }] })).expect(400);
    expect(foreign.body.data.errors[0]).toMatchObject({ field: 'lines.0.sku', message: 'SKU COTTONTS-S-001 is not a product of this client', zhMessage: 'SKU COTTONTS-S-001 不是该客户的产品' });
    const twice = await create(body({ lines: [{ sku, qty: 1 }, { sku, qty: 2 }] })).expect(400);
    expect(twice.body.data.errors[0]).toMatchObject({ field: 'lines.1.sku' });
    const comma = await create(body({ recipient: { ...RECIPIENT, addressLine1: '350 5th Ave, Floor 2' } })).expect(400);
    expect(comma.body.data.errors[0].field).toMatch(/^recipient/);
    expect(comma.body.data.errors[0].zhMessage).toBeTruthy();
    expect((await create(body({ containerNo: 'MSCU12345' })).expect(400)).body.zhMessage).toContain('柜号');
    const noLines = (await create(body({ lines: [] })).expect(201)).body.data;
    expect((await act(noLines.id, 'submit').expect(400)).body).toMatchObject({ message: 'Add at least one line before submitting the cross-dock order', zhMessage: '提交越库单前请至少添加一行明细' });
  });

  it('receives every line onto the receiving location, held for the order: receive and allocate movements, nothing left for other orders', async () => {
    const order = await awaiting();
    const before = await atDock(sku);
    // a submitted order is no longer edited
    expect((await http().put(`/api/resources/cross-dock-order/${order.id}`).set(bearer(api.admin)).send({ version: (await show(order.id)).version, note: 'late' }).expect(409)).body.message).toBe('Only a draft order can be edited');
    const res = (await act(order.id, 'receive').expect(200)).body.data;
    expect(res).toMatchObject({ status: 3, lines: 2, location: expect.any(String) });
    expect(await show(order.id)).toMatchObject({ status: 3, qty: 14, receivedQty: 14, arrivedAt: expect.any(String) });
    expect(await atDock(sku)).toEqual({ standard: before.standard + 10, allocated: before.allocated + 10 });
    const [row] = (await stockOf(sku)).filter((r: { locationId: number }) => r.locationId === dockId);
    expect(row).toMatchObject({ available: 0, lotDate: new Date().toISOString().slice(0, 10) });
    const moves = await movementsOf(order.orderNo);
    expect(moves.map((m) => [m.movementType, m.sku, m.standardDelta, m.allocatedDelta])).toEqual([[1, sku, 10, 0], [2, sku, 0, 10], [1, otherSku, 4, 0], [2, otherSku, 0, 4]]);
    // received once: the action is not offered again, and the engine refuses it
    expect((await act(order.id, 'receive').expect(409)).body.zhMessage).toBeTruthy();
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('receives once when two receivers press Receive at the same moment: the second is told the page is stale', async () => {
    const order = await awaiting();
    const answers = await Promise.all([act(order.id, 'receive'), act(order.id, 'receive')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await movementsOf(order.orderNo)).filter((m) => m.movementType === 1)).toHaveLength(2);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it("prices its cartons with Get Rate, the order's service or another of its account's, as a parcel order's", async () => {
    const order = (await create(body()).expect(201)).body.data as { id: number };
    const rate = (await act(order.id, 'getRate').expect(200)).body.data;
    expect(rate).toMatchObject({ ok: true, carrierServiceId: 1, total: expect.stringMatching(/^\d+\.\d{4}$/) });
    const intl = (await create(body({ recipient: { ...RECIPIENT, countryCode: 'CA', stateCode: 'ON', zipCode: 'M5V 2T6', city: 'Toronto' } })).expect(201)).body.data;
    expect((await act(intl.id, 'getRate').expect(400)).body.message).toBe('Get Rate is not supported for non-US recipient countries');
  });

  it('ships on only with a live label (02 §8), made through the carrier adapter and paid from the balance; then completes', async () => {
    const order = await received();
    const refused = await act(order.id, 'ship').expect(409);
    expect([refused.body.message, refused.body.zhMessage]).toEqual(['Shipment Error, orders without a related shipping label must have the label replaced before they can be shipped', '发货错误：没有关联面单的订单必须先重新生成面单才能发货']);
    const made = (await act(order.id, 'createLabel').expect(200)).body.data;
    expect(isTrackingNumber('UPS', made.trackingNo) || /^[0-9A-Z]{10,34}$/.test(made.trackingNo)).toBe(true);
    expect(await show(order.id)).toMatchObject({ trackingNo: made.trackingNo, trackingStatus: 1, labelTotal: made.total });
    const entries = (await http().get(`/api/resources/balance-entry?clientId=${clientId}&sortField=id&sortOrder=desc&pageSize=1`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(entries[0]).toMatchObject({ sourceType: 'label', sourceId: made.trackingNo });
    const pdf = await http().get(`/api/resources/cross-dock-order/${order.id}/label`).set(bearer(api.admin)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.body as Buffer)).join(' ')).toContain(order.orderNo);

    const before = await atDock(sku);
    expect((await act(order.id, 'ship').expect(200)).body.data).toMatchObject({ status: 5 });
    expect(await atDock(sku)).toEqual({ standard: before.standard - 10, allocated: before.allocated - 10 });
    expect((await movementsOf(order.orderNo)).filter((m) => m.movementType === 5).map((m) => [m.sku, m.standardDelta])).toEqual([[sku, -10], [otherSku, -4]]);
    expect(await show(order.id)).toMatchObject({ status: 5, shippedAt: expect.any(String) });
    // shipped: no cancel, no second ship
    await act(order.id, 'cancel', { reason: 'Too late' }).expect(409);
    expect((await act(order.id, 'complete').expect(200)).body.data).toMatchObject({ status: 6 });
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('cancels a received order with a reason once its label is voided: the stock released onto the dock as the client\'s', async () => {
    const order = await received();
    const held = await atDock(otherSku);
    await act(order.id, 'createLabel').expect(200);
    expect((await act(order.id, 'cancel', { reason: 'Retailer refused' }).expect(409)).body.message).toBe('The order has a shipping label the carrier has not scanned; void it before cancelling the order');
    await act(order.id, 'voidLabel').expect(200);
    const reason = await act(order.id, 'cancel', {}).expect(400);
    expect(reason.body.zhMessage).toBeTruthy();
    expect((await act(order.id, 'cancel', { reason: 'Retailer refused' }).expect(200)).body.data).toMatchObject({ status: 7 });
    expect(await show(order.id)).toMatchObject({ status: 7, cancelReason: 'Retailer refused' });
    const released = (await movementsOf(order.orderNo)).filter((m) => m.movementType === 3);
    expect(released.map((m) => [m.sku, m.allocatedDelta])).toEqual([[sku, -10], [otherSku, -4]]);
    // released, not removed: the units stay on the dock, available to put away or to other orders
    expect(await atDock(otherSku)).toEqual({ standard: held.standard, allocated: held.allocated - 4 });
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it("a replacement the carrier refuses keeps the edit and the void; the order is listed on cross-dock-order-replace-label (02 §8)", async () => {
    const order = (await create(body()).expect(201)).body.data as { id: number; orderNo: string };
    const old = (await act(order.id, 'createLabel').expect(200)).body.data;
    const now = await show(order.id);
    const ask = await http().put(`/api/resources/cross-dock-order/${order.id}`).set(bearer(api.admin)).send({ version: now.version, packages: [{ ...PACKAGE, weight: 6 }] }).expect(409);
    expect(ask.body.data.choiceRequired).toBeTruthy();
    const saved = await http().put(`/api/resources/cross-dock-order/${order.id}`).set(bearer(api.admin))
      .send({ version: now.version, recipient: { ...RECIPIENT, addressLine2: 'FAIL LABEL' }, packages: [{ ...PACKAGE, weight: 6 }], saveChoice: 'replace' }).expect(200);
    expect(saved.body.data).toMatchObject({ trackingNo: old.trackingNo, trackingStatus: 6, labelReplaceNeeded: true });
    const listed = (await http().get(`/api/resources/cross-dock-order?labelReplaceNeeded=true&clientId=${clientId}`).set(bearer(api.admin)).expect(200)).body.data.records;
    expect(listed.map((r: { id: number }) => r.id)).toContain(order.id);
    // the next label takes it off the list
    await http().put(`/api/resources/cross-dock-order/${order.id}`).set(bearer(api.admin)).send({ version: (await show(order.id)).version, recipient: RECIPIENT }).expect(200);
    await act(order.id, 'createLabel').expect(200);
    expect(await show(order.id)).toMatchObject({ trackingStatus: 1, labelReplaceNeeded: false });
  });
});
