import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { SUPPLIER_ENTRY_TYPE as T, parseUnits, type SupplierEntryType } from '@console/ledger';
import { supplier } from '@console/resources';
import { InvoiceIssueJob } from '../../src/modules/finance/invoices/invoice-issue-job';
import { postPayableIn } from '../../src/modules/finance/suppliers/payables.service';
import { Harness, bearer, binary, signedInWith, startApi } from '../harness';
import { uniqueSample } from '../samples';

/**
 * 02 §2, supplier warehouse invoices (`invoices-supplier/warehouse`, `/detail`) on a real database
 * (SQLite; MariaDB with TEST_MYSQL_URL): a warehouse's payable entries, posted at their own times
 * through the payables' writes, make a draft whose lines and totals are worked by hand; payments
 * stand beside the total, not in it; shipping suppliers get none; Issue freezes it and a late
 * correction goes to the next one; the daily issue, the printed forms and who may see them.
 */
describe('supplier warehouse invoices', () => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const newSupplier = async (supplierType: 'warehouse' | 'shipping' = 'warehouse') =>
    (await api.http().post('/api/resources/supplier').set(bearer(admin)).send({ ...uniqueSample(supplier), supplierType, ...(supplierType === 'shipping' ? { carrier: 2 } : {}) }).expect(201)).body.data.id as number;
  let key = 0;
  /** A payable posting at its own time, through the payables' writes (what Record Supplier Transaction runs). */
  const postAt = (supplierId: number, at: string, entryType: SupplierEntryType, amount: string, note = 'Entry') =>
    api.ds.transaction((em) => postPayableIn(em, supplierId, {
      entryType, amount: parseUnits(amount)!, sourceType: entryType === T.PAYMENT ? 'payout' : 'bill', sourceId: `SB-${++key}`, note, idempotencyKey: `sinv:${key}`,
    }, 'finance', new Date(at)));
  const generate = (period: string, token = admin) => api.http().post('/api/resources/supplier-invoice/actions/generate').set(bearer(token)).send({ period });
  const invoiceOf = async (supplierId: number, period: string, token = admin) =>
    (await api.http().get(`/api/resources/supplier-invoice?supplierId=${supplierId}&period=${period}`).set(bearer(token)).expect(200)).body.data.records[0];
  const linesOf = async (invoiceId: number) =>
    (await api.http().get(`/api/resources/supplier-invoice-line?supplierInvoiceId=${invoiceId}&sortField=recordTime&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data.records;
  const issue = (inv: { id: number; version: number }) => api.http().post(`/api/resources/supplier-invoice/${inv.id}/actions/issue`).set(bearer(admin)).send({ version: inv.version });

  /** October: storage and handling billed, a payment, a credit note, a rounding correction; then November's bill. */
  async function october(s: number) {
    await postAt(s, '2026-10-03T09:00:00Z', T.CHARGE, '1250.40', 'Storage, September');
    await postAt(s, '2026-10-08T09:00:00Z', T.PAYMENT, '1000', 'Part payment');
    await postAt(s, '2026-10-12T09:00:00Z', T.CHARGE, '310.05', 'Handling, September');
    await postAt(s, '2026-10-20T09:00:00Z', T.ADJUSTMENT, '-25', 'Credit note: damaged carton');
    await postAt(s, '2026-10-31T23:59:00Z', T.ADJUSTMENT, '0.0125', 'Rounding');
    await postAt(s, '2026-11-04T09:00:00Z', T.CHARGE, '99', 'Storage, October');
  }

  it('generates a warehouse\'s draft from its charges and adjustments, worked by hand; payments beside it; no shipping supplier\'s', async () => {
    const s = await newSupplier();
    const carrier = await newSupplier('shipping');
    await october(s);
    await postAt(carrier, '2026-10-05T09:00:00Z', T.CHARGE, '80');
    const answer = (await generate('2026-10').expect(200)).body.data;
    expect(answer).toMatchObject({ period: '2026-10' });
    expect(answer.drafts).toBeGreaterThanOrEqual(1);
    const draft = await invoiceOf(s, '2026-10');
    // bills 1,250.40 + 310.05 = 1,560.45; adjustments -25 + 0.0125 = -24.9875; total 1,535.4625; paid 1,000 beside it
    expect(draft).toMatchObject({
      invoiceNo: `SINV-202610-${String(s).padStart(6, '0')}`, status: 1, lineCount: 4, periodStart: '2026-10-01', periodEnd: '2026-10-31',
      billTotal: '1560.4500', adjustTotal: '-24.9875', totalAmount: '1535.4625', paymentsMade: '1000.0000',
    });
    const lines = await linesOf(draft.id);
    expect(lines.map((l: { billType: number; entryType: number; charge: string }) => [l.billType, l.entryType, l.charge]))
      .toEqual([[3, 1, '1250.4000'], [3, 1, '310.0500'], [1, 3, '-25.0000'], [1, 3, '0.0125']]);
    expect(lines[0]).toMatchObject({ supplierId: s, sourceType: 'bill', description: 'Storage, September', claimedEntryId: null });
    expect(await invoiceOf(carrier, '2026-10')).toBeUndefined();
    // again: the same draft, the same lines
    await generate('2026-10').expect(200);
    expect(await invoiceOf(s, '2026-10')).toMatchObject({ id: draft.id, lineCount: 4, totalAmount: '1535.4625' });
  });

  it('issues once and never changes it: a correction posted later goes to the next invoice', async () => {
    const s = await newSupplier();
    await october(s);
    await generate('2026-10').expect(200);
    const draft = await invoiceOf(s, '2026-10');
    const issued = (await issue(draft).expect(200)).body.data;
    expect(issued).toMatchObject({ status: 2, issuedBy: 'admin', totalAmount: '1535.4625', lineCount: 4 });
    expect((await linesOf(draft.id)).every((l: { entryId: number; claimedEntryId: number }) => l.claimedEntryId === l.entryId)).toBe(true);
    await issue(issued).expect(409);
    // a late correction dated in October
    await postAt(s, '2026-10-30T12:00:00Z', T.ADJUSTMENT, '12.5', 'Missed pallet');
    await generate('2026-10').expect(200);
    expect(await invoiceOf(s, '2026-10')).toMatchObject({ version: issued.version, totalAmount: '1535.4625' });
    // November: its bill 99 and the late 12.50
    await generate('2026-11').expect(200);
    expect(await invoiceOf(s, '2026-11')).toMatchObject({ status: 1, lineCount: 2, billTotal: '99.0000', adjustTotal: '12.5000', totalAmount: '111.5000', paymentsMade: '0.0000' });
  });

  it('is issued by the daily run with the clients\' invoices, once', async () => {
    // March 2025: no other test's or the seed's entries are that old
    const s = await newSupplier();
    await postAt(s, '2025-03-02T10:00:00Z', T.CHARGE, '640.10', 'Storage, February');
    await postAt(s, '2025-03-20T10:00:00Z', T.PAYMENT, '640.10', 'Paid');
    await postAt(s, '2025-04-01T08:00:00Z', T.CHARGE, '700', 'Storage, March');
    const job = api.app.get(InvoiceIssueJob);
    expect(await job.run('2025-04-01')).toEqual({ period: '2025-03', issued: 1 });
    expect(await invoiceOf(s, '2025-03')).toMatchObject({ status: 2, issuedBy: 'system', lineCount: 1, totalAmount: '640.1000', paymentsMade: '640.1000' });
    expect(await job.run('2025-04-02')).toEqual({ period: '2025-03', issued: 0 });
  });

  it('prints the PDF and XLSX with the invoice\'s totals, in English and Chinese', async () => {
    const s = await newSupplier();
    await october(s);
    await generate('2026-10').expect(200);
    const inv = await invoiceOf(s, '2026-10');
    for (const [lang, title] of [['en', 'Warehouse Invoice'], ['zh', '仓库账单']]) {
      const pdf = await binary(api.http().get(`/api/resources/supplier-invoice/${inv.id}/documents/pdf?lang=${lang}`).set(bearer(admin))).expect(200);
      expect(pdf.headers['content-disposition']).toContain(`${inv.invoiceNo}.pdf`);
      expect((await PDFDocument.load(pdf.body as Buffer)).getTitle()).toBe(`EZEESHIP ${title} ${inv.invoiceNo}`);
    }
    const xlsx = await binary(api.http().get(`/api/resources/supplier-invoice/${inv.id}/documents/xlsx?lang=zh`).set(bearer(admin))).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['合计', 1535.4625]);
    expect(rows).toContainEqual(['当月已付', 1000]);
    const header = rows.findIndex((r) => r[0] === '记录时间');
    expect(rows.slice(header + 1).map((r) => [r[1], r[2], r[5]])).toEqual([['账单', '应付费用', 1250.4], ['账单', '应付费用', 310.05], ['调整', '调整', -25], ['调整', '调整', 0.0125]]);
  });

  it('the demo seed issues its warehouses\' past months through the same code: each total is its lines\'', async () => {
    const issued = (await api.http().get('/api/resources/supplier-invoice?status=2&pageSize=100').set(bearer(admin)).expect(200)).body.data.records
      .filter((i: { issuedBy: string }) => i.issuedBy === 'finance');
    expect(issued.length).toBeGreaterThan(0);
    for (const inv of issued) {
      const lines = await linesOf(inv.id);
      const sum = lines.reduce((sum: bigint, l: { charge: string }) => sum + parseUnits(l.charge)!, 0n);
      expect({ lines: lines.length, sum }).toEqual({ lines: inv.lineCount, sum: parseUnits(inv.totalAmount) });
      const owner = (await api.http().get(`/api/resources/supplier/${inv.supplierId}`).set(bearer(admin)).expect(200)).body.data;
      expect(owner.supplierType).toBe('warehouse');
    }
  });

  it('is the supplier side\'s: client invoices\' permission does not reach it; its view level reads and prints only', async () => {
    const s = await newSupplier();
    await october(s);
    await generate('2026-10').expect(200);
    const inv = await invoiceOf(s, '2026-10');
    const clientsOnly = await signedInWith(api, admin, 'sinv.clients', { fulfillment: { invoices: 4 } });
    await api.http().get('/api/resources/supplier-invoice').set(bearer(clientsOnly)).expect(403);
    await api.http().get(`/api/resources/supplier-invoice/${inv.id}/documents/pdf`).set(bearer(clientsOnly)).expect(403);
    await generate('2026-10', clientsOnly).expect(403);
    const viewer = await signedInWith(api, admin, 'sinv.viewer', { fulfillment: { 'supplier-transactions': 1 } });
    expect((await invoiceOf(s, '2026-10', viewer)).id).toBe(inv.id);
    await binary(api.http().get(`/api/resources/supplier-invoice/${inv.id}/documents/xlsx`).set(bearer(viewer))).expect(200);
    await generate('2026-10', viewer).expect(403);
    await api.http().post(`/api/resources/supplier-invoice/${inv.id}/actions/issue`).set(bearer(viewer)).send({ version: inv.version }).expect(403);
  });
});
