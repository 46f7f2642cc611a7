import ExcelJS from 'exceljs';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { Harness, bearer, binary, startApi } from '../harness';
import { everyKind } from '../fixtures/every-kind';
import { PDF } from '../fixtures/files';

/**
 * Every field kind through the generic API on the test database (SQLite, or MariaDB in CI):
 * written, read back exactly, filtered with every operator, sorted and exported. The expected
 * records of each filter are worked out by hand from the three records below.
 */
const base = '/api/resources/every-kind';

describe('a resource with every kind and every operator', () => {
  let api: Harness;
  let token: string;
  let warehouses: number[];
  const ids: Record<string, number> = {};
  let attachment: Array<{ id: number; name: string }>;

  beforeAll(async () => {
    api = await startApi({}, { extraResources: [everyKind] });
    token = await api.login();
    const list = await api.http().get('/api/resources/co-warehouse').query({ sortField: 'id', sortOrder: 'asc' }).set(bearer(token)).expect(200);
    warehouses = list.body.data.records.map((r: { id: number }) => r.id);
    const uploaded = await api.http().post(`${base}/files/attachment`).set(bearer(token)).attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' }).expect(201);
    attachment = uploaded.body.data;
    const records = {
      A: {
        code: 'K-001', category: 'alpha', contactEmail: 'a@example.com', phone: '+1 775 555 0101', quantity: 5, minQty: 10, maxQty: 100,
        weight: '1.25', amount: '99.99', fee: '99.99', credit: '1000', status: 1, level: 'GOLD', active: true,
        shipDate: '2026-11-01', dueDate: '2026-11-30', shippedAt: '2026-11-01 23:30:00', checkedAt: '2026-11-02 00:00:00',
        warehouseId: warehouses[0], ownerId: 1, tags: { fragile: true }, roleIds: [1], attachment: attachment.map((f) => f.id),
      },
      B: {
        code: 'K-002', category: 'beta', contactEmail: 'b@example.com', phone: '+1 775 555 0102', quantity: 50, minQty: 5, maxQty: 200,
        weight: '20.5', amount: '2000.0001', fee: '5', credit: '-5', status: 2, level: 'SILVER', active: false,
        shipDate: '2026-11-15', dueDate: '2026-12-31', shippedAt: '2026-11-15 08:00:00', checkedAt: '2026-10-01 00:00:00',
        warehouseId: warehouses[1], ownerId: 1,
      },
      C: {
        code: 'K-003', category: 'gamma', quantity: -3, minQty: 20, maxQty: 50, weight: '0.01', amount: '-12.5', fee: '0',
        credit: '0.0001', status: 3, level: 'GOLD', active: true, shipDate: '2026-12-01', shippedAt: '2026-12-01 00:00:00',
        checkedAt: '2026-11-20 10:00:00', ownerId: 2,
      },
    };
    for (const [name, body] of Object.entries(records)) {
      ids[name] = (await api.http().post(base).set(bearer(token)).send(body).expect(201)).body.data.id;
    }
  });
  afterAll(() => api.close());

  const codesOf = async (query: Record<string, string>) => {
    const res = await api.http().get(base).query(query).set(bearer(token));
    expect(res.status).toBe(200);
    return res.body.data.records.map((r: { code: string }) => r.code.slice(-1)).join('');
  };

  it('reads back what was written, exactly, by kind', async () => {
    const a = (await api.http().get(`${base}/${ids.A}`).set(bearer(token)).expect(200)).body.data;
    expect(a).toMatchObject({
      quantity: 5, weight: '1.25', amount: '99.9900', fee: '99.9900', credit: '1000.0000', status: 1, level: 'GOLD', active: true,
      shipDate: '2026-11-01', shippedAt: '2026-11-01T23:30:00.000Z', warehouseId: warehouses[0], tags: { fragile: true }, roleIds: [1],
      attachment: [{ id: attachment[0].id, name: 'a.pdf', size: PDF.length, mime: 'application/pdf' }],
    });
    const c = (await api.http().get(`${base}/${ids.C}`).set(bearer(token)).expect(200)).body.data;
    expect(c).toMatchObject({ amount: '-12.5000', credit: '0.0001', active: true, dueDate: null, warehouseId: null, tags: null });
  });

  it.each([
    ['text contains', { code: 'K-00' }, '123'],
    ['text contains (one)', { code: '002' }, '2'],
    ['text in', { category: 'alpha,gamma' }, '13'],
    ['email eq', { contactEmail: 'b@example.com' }, '2'],
    ['phone contains', { phone: '0102' }, '2'],
    ['integer between', { quantity: '0,50' }, '12'],
    ['integer between, open start', { quantity: ',4' }, '3'],
    ['integer gte', { minQty: '10' }, '13'],
    ['integer lte', { maxQty: '100' }, '13'],
    ['decimal between', { weight: '1,20.5' }, '12'],
    // Money is stored in ten-thousandths (02 §9: save 4 digits); $99.99 is within 0..2000.
    ['money between', { amount: '0,2000' }, '1'],
    ['money between, 4 decimals', { amount: '0,2000.0001' }, '12'],
    ['money between, negative', { amount: '-20,0' }, '3'],
    ['money eq', { fee: '99.99' }, '1'],
    ['money gte', { credit: '0.0001' }, '13'],
    ['number enum in', { status: '1,3' }, '13'],
    ['text enum eq', { level: 'GOLD' }, '13'],
    ['boolean eq', { active: 'false' }, '2'],
    ['date between', { shipDate: '2026-11-01,2026-11-15' }, '12'],
    ['date lte', { dueDate: '2026-11-30' }, '1'],
    ['datetime between whole days', { shippedAt: '2026-11-01,2026-11-01' }, '1'],
    ['datetime between times', { shippedAt: '2026-11-15 08:00:00,2026-12-01 00:00:00' }, '23'],
    ['datetime gte', { checkedAt: '2026-11-02' }, '13'],
    ['relation in', { warehouseId: 'WAREHOUSES' }, '12'],
    ['relation eq', { ownerId: '2' }, '3'],
  ])('filters: %s', async (_name, query, expected) => {
    const q = { ...query } as Record<string, string>;
    if (q.warehouseId === 'WAREHOUSES') q.warehouseId = warehouses.slice(0, 2).join(',');
    expect(await codesOf(q)).toBe(expected);
  });

  it.each([
    ['amount', 'asc', '312'], ['amount', 'desc', '213'], ['weight', 'desc', '213'],
    ['quantity', 'asc', '312'], ['shipDate', 'desc', '321'], ['shippedAt', 'asc', '123'],
  ])('sorts by %s %s', async (sortField, sortOrder, expected) => {
    expect(await codesOf({ sortField, sortOrder })).toBe(expected);
  });

  it.each([
    ['amount', 'abc', 'Amount'], ['quantity', '1.5', 'Quantity'], ['status', '9', 'Status'], ['active', 'yes', 'Active'],
    ['shipDate', '2026/11/01', 'Ship Date'], ['warehouseId', '0', 'Warehouse'],
  ])('refuses %s=%s with a message naming the field', async (field, value, label) => {
    const res = await api.http().get(base).query({ [field]: value }).set(bearer(token)).expect(400);
    expect(res.body.message).toContain(label);
    expect(res.body.data.errors[0].field).toBe(field);
  });

  it('exports every kind as the list shows it, money as numbers in dollars', async () => {
    const started = await api.http().post(`${base}/export`).query({ sortField: 'amount', sortOrder: 'asc' }).set(bearer(token))
      .send({ lang: 'zh', columns: ['code', 'amount', 'weight', 'status', 'level', 'active', 'shipDate', 'shippedAt', 'tags'] }).expect(202);
    await api.app.get(ExportJobs).idle();
    const file = await api.http().get(started.body.data.url).set(bearer(token)).buffer(true)
      .parse((res, cb) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => cb(null, Buffer.concat(chunks))); })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as never);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['编码', '金额', '重量', '状态', '级别', '启用', '发货日期', '发货时间', '标签']);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['K-003', -12.5, 0.01, '作废', '金', '是', '12/01/2026'],
      ['K-001', 99.99, 1.25, '打开', '金', '是', '11/01/2026'],
      ['K-002', 2000.0001, 20.5, '关闭', '银', '否', '11/15/2026'],
    ]);
    expect(rows[2][8]).toBe('{"fragile":true}');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('"$"#,##0.00');
  });

  it('imports what it exported: every importable kind reads back as written (zh headers and labels)', async () => {
    const importable = Object.keys(everyKind.fields).filter((k) => k !== 'attachment'); // files are uploaded, not imported
    const started = await api.http().post(`${base}/export`).query({ sortField: 'code', sortOrder: 'asc' }).set(bearer(token))
      .send({ lang: 'zh', columns: ['id', ...importable, 'createTime'] }).expect(202);
    await api.app.get(ExportJobs).idle();
    const exported = await binary(api.http().get(started.body.data.url).set(bearer(token))).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.body as never);
    const sheet = workbook.worksheets[0];
    // The same records under new codes (the code is unique).
    for (let r = 2; r <= sheet.rowCount; r++) {
      const cell = sheet.getRow(r).getCell(2);
      cell.value = String(cell.value).replace('K-', 'R-');
    }
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await api.http().post(`${base}/import/preview`).set(bearer(token)).attach('file', file, 'every-kind.xlsx').expect(200);
    expect(preview.body.data).toMatchObject({ total: 3, errorRows: 0 });
    expect(preview.body.data.columns).toEqual(importable);
    const done = await api.http().post(`${base}/import`).set(bearer(token)).attach('file', file, 'every-kind.xlsx').expect(200);
    expect(done.body.data).toEqual({ imported: 3 });
    for (const name of ['A', 'B', 'C']) {
      const original = (await api.http().get(`${base}/${ids[name]}`).set(bearer(token)).expect(200)).body.data;
      const found = await api.http().get(base).query({ code: original.code.replace('K-', 'R-') }).set(bearer(token)).expect(200);
      const copy = found.body.data.records[0];
      for (const key of importable.filter((k) => k !== 'code')) expect([name, key, copy[key]]).toEqual([name, key, original[key]]);
    }
  });

  it('names an unknown related label in the preview, per cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Code', 'Warehouse', 'Roles']);
    sheet.addRow(['L-001', 'No Such Warehouse', '1, Nobody Role']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await api.http().post(`${base}/import/preview`).set(bearer(token)).attach('file', file, 'labels.xlsx').expect(200);
    expect(res.body.data.rows[0].errors.map((e: { message: string }) => e.message)).toEqual([
      'Warehouse: no record is called "No Such Warehouse"', 'Roles: no record is called "Nobody Role"',
    ]);
  });
});
