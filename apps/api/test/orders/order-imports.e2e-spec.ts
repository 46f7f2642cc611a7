import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { trackingNumber } from '@console/carriers';
import { clientOrder } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { Harness, bearer, binary, newClient, startApi } from '../harness';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

/**
 * The three imports of parcel orders (02 §2, §4, §5, §8) on a real database (SQLite; MariaDB
 * with TEST_MYSQL_URL): orders from an XLSX grouped by Order Ref (drafts created as the form
 * creates them, all or none, 02 §8's message and the red cells of the bad order's rows); a
 * batch label PDF split one page per order (wrong page count and unknown order end failed);
 * tracking numbers from an XLSX checked against the order's carrier.
 */
describe('order imports', () => {
  let api: Harness;
  let admin: string;
  let clientId: number;
  let warehouseId: number;
  let sku: string;
  let otherSku: string;

  const recipient = { ...RECIPIENT, addressLine2: '' };
  const sender = SENDER;
  const pkg = PACKAGE;
  const order = async () => (await api.http().post('/api/resources/client-order').set(bearer(admin)).send({
    clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, recipient, sender, packages: [pkg],
  }).expect(201)).body.data as { id: number; orderNo: string };
  const ordersOfClient = () => api.ds.getRepository(entitySchemaOf(clientOrder)).countBy({ clientId });
  const xlsx = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (url: string, bytes: Buffer, name: string) => api.http().post(url).set(bearer(admin)).attach('file', bytes, name);

  // the order's columns repeated on each row, then one item and one package per row
  const HEAD = ['Order Ref', 'Client', 'Warehouse', 'Shipping Account', 'Service', 'Tag', 'Recipient', 'Sender',
    'Order Item SKU', 'Order Item Qty', 'Order Package Length', 'Order Package Width', 'Order Package Height', 'Order Package Weight'];
  const line = (ref: string, tag: string, item: [string, unknown] | [], box: number[] | []) =>
    [ref, clientId, warehouseId, 1, 1, tag, JSON.stringify(recipient), JSON.stringify(sender), ...(item.length ? item : [null, null]), ...(box.length ? box : [null, null, null, null])];

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    clientId = await newClient(api, admin);
    sku = `IMP-${Date.now().toString(36).toUpperCase()}`;
    otherSku = `${sku}-B`;
    for (const s of [sku, otherSku]) await api.http().post('/api/resources/product').set(bearer(admin)).send({ clientId, sku: s, name: 'Import Widget' }).expect(201);
    const locs = (await api.http().get('/api/resources/location?pageSize=1&sortField=id&sortOrder=asc').set(bearer(admin)).expect(200)).body.data.records;
    warehouseId = locs[0].warehouseId;
  });
  afterAll(() => api.close());

  it('imports two orders from three rows grouped by Order Ref: drafts with their items and packages', async () => {
    const file = await xlsx([
      HEAD,
      line('A-1', 'Batch A', [sku, 2], [12, 10, 6, 4]),
      line('A-1', 'Batch A', [otherSku, 1], []),
      line('B-7', 'Batch B', [sku, 5], [8, 8, 8, 1.5]),
    ]);
    const preview = (await upload('/api/resources/client-order/import/preview', file, 'orders.xlsx').expect(200)).body.data;
    expect(preview).toMatchObject({ total: 3, errorRows: 0 });
    expect(preview.headers['items.sku']).toEqual({ en: 'Order Item SKU', zh: '订单商品 SKU' });
    // the preview wrote nothing (its transaction rolled back, order numbers included)
    expect(await ordersOfClient()).toBe(0);

    expect((await upload('/api/resources/client-order/import', file, 'orders.xlsx').expect(200)).body.data).toEqual({ imported: 2 });
    const list = (await api.http().get(`/api/resources/client-order?clientId=${clientId}&sortField=id&sortOrder=asc`).set(bearer(admin)).expect(200)).body.data.records;
    expect(list).toHaveLength(2);
    const [a, b] = await Promise.all(list.map(async (o: { id: number }) => (await api.http().get(`/api/resources/client-order/${o.id}`).set(bearer(admin)).expect(200)).body.data));
    for (const o of [a, b]) expect(o).toMatchObject({ status: 1, orderNo: expect.stringMatching(/^SO[0-9]{10}$/), carrier: expect.any(Number), recipient: expect.objectContaining({ zipCode: '10001' }) });
    expect(a.tag).toBe('Batch A');
    expect(a.items).toEqual([expect.objectContaining({ sku, qty: 2 }), expect.objectContaining({ sku: otherSku, qty: 1 })]);
    expect(a.packages).toEqual([expect.objectContaining({ length: '12.00', weight: '4.000', dimUnit: 'in', weightUnit: 'lb' })]);
    expect(b.items).toEqual([expect.objectContaining({ sku, qty: 5 })]);
    expect(b.packages).toEqual([expect.objectContaining({ length: '8.00', weight: '1.500' })]);
  });

  it("refuses the whole file when one order has a bad cell: 02 §8's message and every row of that order in red", async () => {
    const before = await ordersOfClient();
    const file = await xlsx([
      HEAD,
      line('C-1', 'C', [sku, 1], [12, 10, 6, 4]),
      line('C-1', 'C', [otherSku, 'two'], []),
      line('D-1', 'D', [sku, 1], [12, 10, 6, 4]),
    ]);
    const preview = (await upload('/api/resources/client-order/import/preview', file, 'orders.xlsx').expect(200)).body.data;
    expect(preview).toMatchObject({ total: 3, errorRows: 2, message: 'Please correct the error(s) in red with relevant orders.', zhMessage: '请修正标红的错误及相关订单。' });
    const [c1, c2, d1] = preview.rows as Array<{ row: number; errors: Array<{ field: string; message: string }> }>;
    expect(c2).toMatchObject({ row: 3, errors: [{ field: 'items.qty', message: 'Order Item Qty: this value cannot be read' }] });
    expect(c1).toMatchObject({ row: 2, errors: [{ field: 'orderRef', message: 'Another row of Order Ref C-1 has an error' }] });
    expect(d1.errors).toEqual([]);
    const refused = await upload('/api/resources/client-order/import', file, 'orders.xlsx').expect(400);
    expect([refused.body.message, refused.body.zhMessage]).toEqual(['Please correct the error(s) in red with relevant orders.', '请修正标红的错误及相关订单。']);
    expect(refused.body.data.errorRows).toBe(2);
    expect(await ordersOfClient()).toBe(before);

    // what only the create's rules know (a sku of another client) is red too, on the row that gave it
    const foreign = await xlsx([HEAD, line('E-1', 'E', [sku, 1], [12, 10, 6, 4]), line('F-1', 'F', ['NOT-MINE', 1], [12, 10, 6, 4])]);
    const judged = (await upload('/api/resources/client-order/import/preview', foreign, 'orders.xlsx').expect(200)).body.data;
    expect(judged.errorRows).toBe(1);
    expect(judged.rows[1].errors).toEqual([expect.objectContaining({ field: 'items.sku', message: 'SKU NOT-MINE is not a product of this client' })]);
    await upload('/api/resources/client-order/import', foreign, 'orders.xlsx').expect(400);
    expect(await ordersOfClient()).toBe(before);
  });

  const pdfOf = async (sizes: Array<[number, number]>) => {
    const doc = await PDFDocument.create();
    for (const size of sizes) doc.addPage(size);
    return Buffer.from(await doc.save());
  };
  const importLabels = async (bytes: Buffer, name: string) => {
    const [file] = (await api.http().post('/api/resources/label-import/files/file').set(bearer(admin)).attach('file', bytes, { filename: name, contentType: 'application/pdf' }).expect(201)).body.data;
    return (await api.http().post('/api/resources/label-import').set(bearer(admin)).send({ clientId, warehouseId, tag: 'Batch', file: [file.id] }).expect(201)).body.data;
  };
  const labelOf = (id: number) => binary(api.http().get(`/api/resources/client-order/${id}/label`).set(bearer(admin)));

  it('splits a batch label PDF one page per order named in the file name; each order prints its own page', async () => {
    const [o1, o2] = [await order(), await order()];
    const done = await importLabels(await pdfOf([[288, 432], [612, 792]]), `${o1.orderNo}_${o2.orderNo}.pdf`);
    expect(done).toMatchObject({ status: 3, orderCount: 2, pageCount: 2, successCount: 2, orderNos: `${o1.orderNo}, ${o2.orderNo}`, resultMessage: '2 label(s) imported', zhResultMessage: '已导入 2 个面单' });
    for (const [o, size] of [[o1, { width: 288, height: 432 }], [o2, { width: 612, height: 792 }]] as const) {
      const pdf = await labelOf(o.id).expect(200);
      expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
      const doc = await PDFDocument.load(pdf.body as Buffer);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize()).toEqual(size);
      // imported labels are not priced: no money, no tracking number yet
      expect((await api.http().get(`/api/resources/client-order/${o.id}`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ trackingStatus: 1, trackingNo: null, labelTotal: null });
    }
    // a second import for an order with a live label fails
    const again = await importLabels(await pdfOf([[288, 432]]), `${o1.orderNo}.pdf`);
    expect(again).toMatchObject({ status: 4, successCount: 0, resultMessage: `${o1.orderNo}: the order already has a shipping label` });
  });

  it('fails a PDF whose pages are not one per order, and an order number that is not an order of the client and warehouse', async () => {
    const [o1, o2] = [await order(), await order()];
    const pages = await importLabels(await pdfOf([[288, 432], [288, 432], [288, 432]]), `${o1.orderNo}_${o2.orderNo}.pdf`);
    expect(pages).toMatchObject({ status: 4, pageCount: 3, successCount: 0, resultMessage: 'The PDF has 3 page(s) for 2 order(s); it needs one page per order', zhResultMessage: 'PDF 有 3 页，对应 2 个订单；每个订单需要一页' });
    const unknown = await importLabels(await pdfOf([[288, 432], [288, 432]]), `${o1.orderNo}_SO9999999999.pdf`);
    expect(unknown).toMatchObject({ status: 4, resultMessage: 'SO9999999999: not an order of this client and warehouse', zhResultMessage: 'SO9999999999：不是该客户和仓库的订单' });
    // nothing was written to the orders
    await labelOf(o1.id).expect(404);
  });

  it('imports tracking numbers from an XLSX: checked against the order and its carrier, all rows or none', async () => {
    const [o1, o2] = [await order(), await order()];
    const good1 = trackingNumber('UPS', { sequence: 9_100_001 });
    const good2 = trackingNumber('UPS', { sequence: 9_100_002 });
    const bad = `${good2.slice(0, -1)}${(Number(good2.slice(-1)) + 1) % 10}`; // the check digit off by one
    const file = await xlsx([['Order No.', 'Tracking No.', 'Carrier'], [o1.orderNo, good1, 'UPS'], [o2.orderNo, bad, null], ['SO9999999998', good2, null]]);
    const preview = (await upload('/api/resources/client-order/tracking-import/preview', file, 'tracking.xlsx').expect(200)).body.data;
    expect(preview).toMatchObject({ total: 3, errorRows: 2, columns: ['orderNo', 'trackingNo', 'carrier'] });
    expect(preview.rows[0].errors).toEqual([]);
    expect(preview.rows[1].errors).toEqual([{ field: 'trackingNo', message: `${bad} is not a UPS tracking number`, zhMessage: `${bad} 不是 UPS 的跟踪号` }]);
    expect(preview.rows[2].errors).toEqual([{ field: 'orderNo', message: 'Order SO9999999998 does not exist', zhMessage: '订单 SO9999999998 不存在' }]);
    const refused = await upload('/api/resources/client-order/tracking-import', file, 'tracking.xlsx').expect(400);
    expect(refused.body.message).toBe('2 row(s) have errors; fix them and import again, nothing was imported');
    expect((await api.http().get(`/api/resources/client-order/${o1.id}`).set(bearer(admin)).expect(200)).body.data.trackingNo).toBeNull();

    const fixed = await xlsx([['Order No.', 'Tracking No.'], [o1.orderNo, good1], [o2.orderNo, good2]]);
    expect((await upload('/api/resources/client-order/tracking-import', fixed, 'tracking.xlsx').expect(200)).body.data).toEqual({ imported: 2 });
    for (const [o, no] of [[o1, good1], [o2, good2]] as const) {
      expect((await api.http().get(`/api/resources/client-order/${o.id}`).set(bearer(admin)).expect(200)).body.data).toMatchObject({ trackingNo: no, trackingStatus: 1 });
    }
    // a second time: the orders have their numbers now
    const twice = (await upload('/api/resources/client-order/tracking-import/preview', fixed, 'tracking.xlsx').expect(200)).body.data;
    expect(twice.rows[0].errors).toEqual([expect.objectContaining({ field: 'orderNo', message: `Order ${o1.orderNo} already has a tracking number` })]);
  });
});
