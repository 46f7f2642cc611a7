import ExcelJS from 'exceljs';
import { EXPORT_WORKBOOK_CREATOR } from '@console/contracts';
import { clientOrder } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { bearer, newClient } from '../harness';
import { useApi } from '../use-api';
import { PACKAGE, RECIPIENT, SENDER } from './order-fixtures';

/**
 * The order summary (02 §2 `order-summary`) on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): parcel orders made in a range of UTC days, counted and their label totals
 * summed per client, warehouse and status, and counted per day and status; a sales user's figures
 * are their own clients' only; the range's refusals under their parameters; the XLSX read back.
 * Orders are made through the API, then dated and priced in the table (a label's total comes from
 * a carrier; the dates must be fixed days for the sums to be exact).
 */
describe('order summary', () => {
  const api = useApi();
  let mine: number;
  let theirs: number;
  let salesId: number;
  let sales: string;

  const summary = (query: string, token = api.admin) => api.http().get(`/api/orders/summary?${query}`).set(bearer(token));
  /** An order of the client made on `at` (UTC) whose label cost `total` (null: no label). */
  const orderAt = async (clientId: number, at: string, total: string | null, status = 1) => {
    const made = (await api.http().post('/api/resources/client-order').set(bearer(api.admin)).send({
      clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', recipient: RECIPIENT, sender: SENDER, packages: [PACKAGE],
    }).expect(201)).body.data;
    await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id: made.id }, { createTime: new Date(`${at}Z`), labelTotal: total === null ? null : total, status });
  };

  beforeAll(async () => {
    sales = await api.login('sales');
    salesId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(sales)).expect(200)).body.data.user.userId;
    mine = await newClient(api, api.admin, salesId);
    theirs = await newClient(api, api.admin);
    // a day in 2031: no other test's orders are made then
    await orderAt(mine, '2031-03-01T08:00:00', '12.5000', 7);
    await orderAt(mine, '2031-03-01T23:59:59', '7.2500', 7);
    await orderAt(mine, '2031-03-03T00:00:00', null, 1);
    await orderAt(theirs, '2031-03-02T12:00:00', '100.0000', 6);
    // outside the range, a second before and after
    await orderAt(mine, '2031-02-28T23:59:59', '1.0000', 7);
    await orderAt(mine, '2031-03-04T00:00:00', '1.0000', 7);
  });

  it('counts and sums per client, warehouse and status, and per day and status, over the days asked (both ends in)', async () => {
    const data = (await summary('from=2031-03-01&to=2031-03-03').expect(200)).body.data;
    expect(data.rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ clientId: mine, warehouseId: 1, status: 7, orders: 2, amount: '19.7500' }),
      expect.objectContaining({ clientId: mine, warehouseId: 1, status: 1, orders: 1, amount: '0.0000' }),
      expect.objectContaining({ clientId: theirs, warehouseId: 1, status: 6, orders: 1, amount: '100.0000' }),
    ]));
    expect(data.rows).toHaveLength(3);
    expect(data.rows[0].clientName).toMatch(/^Test Shipper/);
    expect(data.days).toEqual([
      { day: '2031-03-01', status: 7, orders: 2 }, { day: '2031-03-02', status: 6, orders: 1 }, { day: '2031-03-03', status: 1, orders: 1 },
    ]);
    expect(data.totals).toEqual({ orders: 4, amount: '119.7500' });
    // one client, one warehouse
    const one = (await summary(`from=2031-03-01&to=2031-03-03&clientId=${theirs}&warehouseId=1`).expect(200)).body.data;
    expect(one.totals).toEqual({ orders: 1, amount: '100.0000' });
  });

  it("shows a sales user their own clients' orders only", async () => {
    const data = (await summary('from=2031-03-01&to=2031-03-03', sales).expect(200)).body.data;
    expect(data.rows.map((r: { clientId: number }) => r.clientId)).toEqual([mine, mine]);
    expect(data.totals).toEqual({ orders: 3, amount: '19.7500' });
    const asked = (await summary(`from=2031-03-01&to=2031-03-03&clientId=${theirs}`, sales).expect(200)).body.data;
    expect(asked.totals.orders).toBe(0);
  });

  it('refuses a range that is not one, under its parameter, in both languages', async () => {
    const bad = await summary('from=2031-3-1&to=2031-03-03').expect(400);
    expect(bad.body.data.errors).toEqual([{ field: 'from', message: 'From: a date as YYYY-MM-DD', zhMessage: '开始日期：格式为 YYYY-MM-DD' }]);
    const backwards = await summary('from=2031-03-03&to=2031-03-01').expect(400);
    expect(backwards.body.data.errors[0]).toMatchObject({ field: 'to', message: 'To must not be before From' });
    const long = await summary('from=2030-01-01&to=2031-01-02').expect(400);
    expect(long.body.data.errors[0]).toMatchObject({ field: 'to', message: 'The range may cover at most 366 days', zhMessage: '日期范围最多 366 天' });
    await summary('from=2030-01-01&to=2031-01-01').expect(200);
    const client = await summary('from=2031-03-01&to=2031-03-03&clientId=abc').expect(400);
    expect(client.body.data.errors[0]).toMatchObject({ field: 'clientId' });
  });

  it('exports the table as XLSX in the language asked, totals last', async () => {
    const res = await api.http().get('/api/orders/summary/export?from=2031-03-01&to=2031-03-03&lang=zh').set(bearer(api.admin)).buffer(true)
      .parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    expect(res.headers['content-disposition']).toContain('order-summary-2031-03-01-2031-03-03.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as never);
    expect(book.creator).toBe(EXPORT_WORKBOOK_CREATOR);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(2).values).toEqual([undefined, '客户', '仓库', '状态', '订单数', '金额']);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect([last[1], last[4], last[5]]).toEqual(['合计', 4, 119.75]);
    expect(sheet.rowCount).toBe(2 + 3 + 1);
  });
});
