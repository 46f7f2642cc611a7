import { stockPlace } from '../billing/billing-fixtures';
import { PDF } from '../fixtures/files';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { pdfText } from './pdf-text';

/**
 * Freight outbound orders (02 §3, §4, §5) on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): created with packages and items, numbered FO and 10 digits; each rule of 02 §5
 * with its message under its field; each status move allowed and refused; the items' stock
 * allocated on Submit, shipped on Ship and returned on Cancel (verify at zero drift); the bill of
 * lading PDF read back with its pallets, packages and addresses.
 */
describe('freight-order', () => {
  const api = useApi();
  let clientId: number;
  let warehouseId: number;
  let sku: string;

  const RECIPIENT = { name: 'Amazon ONT8', company: 'Amazon.com Services', addressLine1: '24300 Nandina Ave', addressLine2: '', city: 'Moreno Valley', stateCode: 'CA', zipCode: '92551', countryCode: 'US', phone: '9515550100', email: '', isResidential: false };
  const PALLET = { packageTypeNo: 'PLT-48x40', qty: 3, length: '48', width: '40', height: '50', dimUnit: 'in', weight: '550', weightUnit: 'lb' };
  const body = (over: Record<string, unknown> = {}) => ({
    clientId, warehouseId, destinationType: 1, deliveryType: 1, deliveryMethod: 1, containerType: '53 FT', requestShipDate: '2026-12-10',
    amazonShipmentId: 'FBA15D6Z8Q2K', amazonReferenceId: '2K8Q1Z7M', proNumber: 'PRO-778812', palletCount: 3, recipient: RECIPIENT,
    packages: [PALLET], items: [{ sku, fnsku: 'X001ABCD23', qty: 4 }], ...over,
  });
  const create = (values: object) => api.http().post('/api/resources/freight-order').set(bearer(api.admin)).send(values);
  const show = async (id: number) => (await api.http().get(`/api/resources/freight-order/${id}`).set(bearer(api.admin)).expect(200)).body.data;
  const act = (id: number, action: string, values: object = {}) => api.http().post(`/api/resources/freight-order/${id}/actions/${action}`).set(bearer(api.admin)).send(values);
  const errorsOf = (res: { body: { data?: { errors?: Array<{ field: string; message: string; zhMessage: string }> } } }) => res.body.data?.errors ?? [];
  const stockOf = async () => ((await api.http().get(`/api/resources/inventory?clientId=${clientId}&sku=${sku}&pageSize=50`).set(bearer(api.admin)).expect(200)).body.data.records as Array<{ standard: number; allocated: number }>)
    .reduce((sum, r) => ({ standard: sum.standard + r.standard, allocated: sum.allocated + r.allocated }), { standard: 0, allocated: 0 });
  const verify = async () => (await api.http().get('/api/inventory/verify').set(bearer(api.admin)).expect(200)).body.data;

  beforeAll(async () => {
    clientId = await newClient(api, api.admin);
    sku = `FO-${Date.now().toString(36).toUpperCase()}`;
    await api.http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku, name: 'Pallet Widget' }).expect(201);
    const place = await stockPlace(api, api.admin);
    warehouseId = place.warehouseId;
    await api.http().post('/api/inventory/receive').set(bearer(api.admin)).send({ ...place, clientId, sku, standard: 10 }).expect(201);
  });

  it('creates a numbered draft with its packages and items; the list shows the packages\' total', async () => {
    const order = (await create(body()).expect(201)).body.data;
    expect(order.orderNo).toMatch(/^FO[0-9]{10}$/);
    expect(order).toMatchObject({ status: 1, cancelStatus: 4, packages: [expect.objectContaining({ packageTypeNo: 'PLT-48x40', qty: 3 })], items: [expect.objectContaining({ sku, qty: 4 })] });
    expect((await show(order.id)).totalPackageQty).toBe(3);
  });

  it('refuses 02 §5\'s rules under their fields, in both languages', async () => {
    const sin = await create(body({ taxId: '12345678' })).expect(400);
    expect(errorsOf(sin)[0]).toMatchObject({ field: 'taxId', message: 'Tax ID (SIN): 9 to 12 characters', zhMessage: '税号（SIN）：9 到 12 个字符' });
    await create(body({ taxId: '123456789012' })).expect(201);
    const related = `PO-${Date.now()}`;
    const first = (await create(body({ relatedOrderNo: related })).expect(201)).body.data;
    const again = await create(body({ relatedOrderNo: related })).expect(400);
    expect(errorsOf(again)[0]).toMatchObject({ field: 'relatedOrderNo', message: `The related order ${related} is already used by freight order ${first.orderNo}`, zhMessage: `关联订单 ${related} 已被大货出库单 ${first.orderNo} 使用` });
    // a cancelled order gives its related order back
    await act(first.id, 'cancel', { reason: 'Wrong pallets' }).expect(200);
    await create(body({ relatedOrderNo: related })).expect(201);
    const poBox = await create(body({ poBox: true, recipient: { ...RECIPIENT, addressLine1: 'PO Box 1200' } })).expect(400);
    expect(errorsOf(poBox).map((e) => e.field)).toEqual(expect.arrayContaining(['recipient.addressLine1', 'poBox']));
    expect(errorsOf(poBox).find((e) => e.field === 'poBox')?.message).toBe('Freight cannot be delivered to a PO box; choose Carrier Delivery');
    // carrier delivery takes a PO box
    await create(body({ deliveryType: 2, deliveryMethod: 2, poBox: true, recipient: { ...RECIPIENT, addressLine1: 'PO Box 1200' } })).expect(201);
    const fba = await create(body({ amazonShipmentId: 'AMZ123', palletCount: 0 })).expect(400);
    expect(errorsOf(fba).map((e) => e.field).sort()).toEqual(['amazonShipmentId', 'palletCount']);
    // documents: a shipping label is a PDF only; the other type takes images and spreadsheets too
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await api.http().post('/api/resources/freight-order/files/shippingLabels').set(bearer(api.admin)).attach('file', png, { filename: 'label.png', contentType: 'image/png' }).expect(400);
    await api.http().post('/api/resources/freight-order/files/otherDocuments').set(bearer(api.admin)).attach('file', png, { filename: 'photo.png', contentType: 'image/png' }).expect(201);
  });

  it('moves drafts -> submitted -> processing -> to ship -> shipped -> completed, with the stock; refuses moves out of order', async () => {
    const before = await stockOf();
    const order = (await create(body()).expect(201)).body.data;
    const outOfOrder = await act(order.id, 'ship').expect(409);
    expect(outOfOrder.body.message).toBeTruthy();
    await act(order.id, 'submit').expect(200);
    expect(await stockOf()).toEqual({ standard: before.standard, allocated: before.allocated + 4 });
    await act(order.id, 'complete').expect(409);
    const edit = await api.http().put(`/api/resources/freight-order/${order.id}`).set(bearer(api.admin)).send({ ...body(), version: (await show(order.id)).version }).expect(409);
    expect(edit.body.message).toBe('Only a draft order can be edited');
    await act(order.id, 'process').expect(200);
    await act(order.id, 'readyToShip').expect(200);
    await act(order.id, 'ship').expect(200);
    expect(await stockOf()).toEqual({ standard: before.standard - 4, allocated: before.allocated });
    const shipped = await show(order.id);
    expect(shipped.status).toBe(5);
    expect(shipped.shippedAt).toBeTruthy();
    await act(order.id, 'complete').expect(200);
    expect((await show(order.id)).status).toBe(6);
    await act(order.id, 'cancel', { reason: 'Too late' }).expect(409);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('cancels only with a reason; a shipped order\'s stock comes back', async () => {
    const before = await stockOf();
    const order = (await create(body()).expect(201)).body.data;
    await act(order.id, 'submit').expect(200);
    for (const action of ['process', 'readyToShip', 'ship']) await act(order.id, action).expect(200);
    const noReason = await act(order.id, 'cancel', {}).expect(400);
    expect(errorsOf(noReason)[0]).toMatchObject({ field: 'reason', message: 'Cancel Reason is required' });
    await act(order.id, 'cancel', { reason: 'Consignee refused' }).expect(200);
    expect(await show(order.id)).toMatchObject({ status: 7, cancelStatus: 2, cancelReason: 'Consignee refused' });
    expect(await stockOf()).toEqual(before);
    expect(await verify()).toMatchObject({ drifted: 0 });
  });

  it('submits only with cargo, and an international order only with its ITN and a shipping label', async () => {
    const empty = (await create(body({ packages: [], items: [] })).expect(201)).body.data;
    const nothing = await act(empty.id, 'submit').expect(400);
    expect(nothing.body).toMatchObject({ message: 'Package information or an item list is needed', zhMessage: '需要填写包裹信息或商品清单' });
    const toronto = { ...RECIPIENT, city: 'Toronto', stateCode: 'ON', zipCode: 'M5V 2T6', countryCode: 'CA' };
    const intl = (await create(body({ recipient: toronto, items: [] })).expect(201)).body.data;
    const noItn = await act(intl.id, 'submit').expect(400);
    expect(noItn.body.message).toBe('The ITN must be obtained first');
    let current = await show(intl.id);
    await api.http().put(`/api/resources/freight-order/${intl.id}`).set(bearer(api.admin)).send({ itn: 'X20261123456789', version: current.version }).expect(200);
    const noLabel = await act(intl.id, 'submit').expect(400);
    expect(errorsOf(noLabel)[0]).toMatchObject({ field: 'shippingLabels', message: 'International orders need a shipping label', zhMessage: '国际订单需要上传面单' });
    const label = (await api.http().post('/api/resources/freight-order/files/shippingLabels').set(bearer(api.admin)).attach('file', PDF, { filename: 'label.pdf', contentType: 'application/pdf' }).expect(201)).body.data[0];
    current = await show(intl.id);
    await api.http().put(`/api/resources/freight-order/${intl.id}`).set(bearer(api.admin)).send({ shippingLabels: [{ id: label.id }], version: current.version }).expect(200);
    await act(intl.id, 'submit').expect(200);
  });

  it('prints the bill of lading: its number, addresses, pallets, packages and items read back from the PDF', async () => {
    const order = (await create(body()).expect(201)).body.data;
    const res = await api.http().get(`/api/resources/freight-order/${order.id}/documents/bol`).set(bearer(api.admin)).buffer(true)
      .parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`BOL-${order.orderNo}.pdf`);
    const [page] = await pdfText(res.body as Buffer);
    for (const text of [`BOL No. ${order.orderNo}`, 'Ship date: 2026-12-10', 'Amazon ONT8', '24300 Nandina Ave', 'Moreno Valley, CA 92551 US', 'Pallets: 3', 'PLT-48x40', '48 x 40 x 50 in',
      'Total packages: 3    Total weight: 1650.0 lb', sku, 'X001ABCD23', 'PRO: PRO-778812', 'Amazon shipment ID: FBA15D6Z8Q2K', 'Delivery: Freight, Platform Freight']) {
      expect(page).toContain(text);
    }
  });

  it('merges the bills of lading of two orders or more into one PDF, in the order given; one alone is refused', async () => {
    const a = (await create(body()).expect(201)).body.data;
    const b = (await create(body({ palletCount: 5 })).expect(201)).body.data;
    const res = await api.http().get(`/api/resources/freight-order/bol?ids=${b.id},${a.id}`).set(bearer(api.admin)).buffer(true)
      .parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(res.body as Buffer);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`BOL No. ${b.orderNo}`);
    expect(pages[0]).toContain('Pallets: 5');
    expect(pages[1]).toContain(`BOL No. ${a.orderNo}`);
    const one = await api.http().get(`/api/resources/freight-order/bol?ids=${a.id}`).set(bearer(api.admin)).expect(400);
    expect(one.body).toMatchObject({ message: 'Select at least two orders for a merged BOL', zhMessage: '合并提单请至少选择两个订单' });
    await api.http().get(`/api/resources/freight-order/bol?ids=${a.id},2000000000`).set(bearer(api.admin)).expect(404);
  });
});
