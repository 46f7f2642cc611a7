import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { CHANGE_TYPE, DEDUCTION_TYPE, parseUnits, periodAt } from '@console/ledger';
import { InvoiceIssueJob } from '../../src/modules/finance/invoices/invoice-issue-job';
import { Harness, bearer, newClient as newClientOf, signedInUser, signedInWith, startApi } from '../harness';
import { openAccount, postInTransaction } from '../../src/modules/finance/ledger-writes';
import type { PostingRequest } from '../../src/modules/finance/posting-request';

/**
 * 02 §2 `invoices-client/client`, client invoices on a real database (SQLite; MariaDB with
 * TEST_MYSQL_URL): a month's entries, posted at their own times through the ledger's writes, make a
 * draft whose lines and totals are worked by hand; Issue freezes it; a later correction goes to the
 * next invoice; the PDF and XLSX carry the same totals; sales see their own clients' invoices.
 */
describe('client invoices', () => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const newClient = (salesId = 1) => newClientOf(api, admin, salesId);
  let key = 0;
  /** A posting at its own time, through the ledger's writes (what the API's postings run). */
  async function postAt(clientId: number, at: string, changeType: PostingRequest['changeType'], amount: string, pendingDelta = '0', note = 'Entry') {
    await api.ds.transaction(async (em) => {
      await openAccount(em, clientId);
      await postInTransaction(em, clientId, {
        changeType, amount: parseUnits(amount)!, pendingDelta: parseUnits(pendingDelta)!, note, idempotencyKey: `test:${++key}`,
        ...(changeType === CHANGE_TYPE.BILLS_DEDUCTION && pendingDelta !== '0' ? { deductionType: DEDUCTION_TYPE.HOLDING } : {}),
        source: { type: 'label', id: `1Z${key}` },
      }, 'admin', new Date(at));
    });
  }
  const generate = (period: string, token = admin) => api.http().post('/api/resources/invoice/actions/generate').set(bearer(token)).send({ period });
  const invoiceOf = async (clientId: number, period: string, token = admin) =>
    (await api.http().get(`/api/resources/invoice?clientId=${clientId}&period=${period}`).set(bearer(token)).expect(200)).body.data.records[0];
  const linesOf = async (invoiceId: number) =>
    (await api.http().get(`/api/resources/invoice-line?invoiceId=${invoiceId}&sortField=recordTime&sortOrder=asc&pageSize=1000`).set(bearer(admin)).expect(200)).body.data.records;
  const issue = (inv: { id: number; version: number }) => api.http().post(`/api/resources/invoice/${inv.id}/actions/issue`).set(bearer(admin)).send({ version: inv.version });

  /** October: funds, a label, a hold and its settlement, a void, an adjustment and a refund. */
  async function october(c: number) {
    await postAt(c, '2026-10-02T09:00:00Z', CHANGE_TYPE.ADD_FUNDS, '500');
    await postAt(c, '2026-10-05T09:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-12.35', '0', 'Label 1Z1');
    await postAt(c, '2026-10-06T09:00:00Z', CHANGE_TYPE.TRACKING_HOLD, '0', '30');
    await postAt(c, '2026-10-20T09:00:00Z', CHANGE_TYPE.BILLS_DEDUCTION, '-27.5', '-30');
    await postAt(c, '2026-10-21T09:00:00Z', CHANGE_TYPE.VOIDING_LABELS, '12.35');
    await postAt(c, '2026-10-22T09:00:00Z', CHANGE_TYPE.OTHER, '-3.0001', '0', 'Handling fee');
    await postAt(c, '2026-10-25T09:00:00Z', CHANGE_TYPE.BILLS_DEDUCTION, '2');
    // November's own
    await postAt(c, '2026-11-03T09:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-5');
  }

  it('generates a month\'s draft from its billed entries: lines and totals worked by hand, rebuilt alike', async () => {
    const c = await newClient();
    await october(c);
    const answer = (await generate('2026-10').expect(200)).body.data;
    expect(answer.period).toBe('2026-10');
    expect(answer.drafts).toBeGreaterThanOrEqual(1);
    const draft = await invoiceOf(c, '2026-10');
    // bills 12.35 + 27.5; adjust 3.0001; void -12.35; refund -2: total 28.5001; the 500 is funds, the hold alone no line
    expect(draft).toMatchObject({
      invoiceNo: `INV-202610-${String(c).padStart(6, '0')}`, status: 1, lineCount: 5, periodStart: '2026-10-01', periodEnd: '2026-10-31',
      billTotal: '39.8500', adjustTotal: '3.0001', voidTotal: '-12.3500', refundTotal: '-2.0000', totalAmount: '28.5001', fundsReceived: '500.0000',
    });
    const lines = await linesOf(draft.id);
    expect(lines.map((l: { billType: number; charge: string }) => [l.billType, l.charge])).toEqual([[3, '12.3500'], [3, '27.5000'], [2, '-12.3500'], [1, '3.0001'], [4, '-2.0000']]);
    expect(lines[0]).toMatchObject({ clientId: c, recordType: 1, description: 'Label 1Z1', sourceType: 'label', claimedEntryId: null });
    // again: the same draft, the same lines
    await generate('2026-10').expect(200);
    const again = await invoiceOf(c, '2026-10');
    expect(again).toMatchObject({ id: draft.id, lineCount: 5, totalAmount: '28.5001' });
    expect((await linesOf(draft.id)).map((l: { entryId: number }) => l.entryId)).toEqual(lines.map((l: { entryId: number }) => l.entryId));
  });

  it('the demo seed issues its ledgers\' past months through the same code: each total is its lines\'', async () => {
    const issued = (await api.http().get('/api/resources/invoice?status=2&pageSize=5').set(bearer(admin)).expect(200)).body.data;
    expect(issued.total).toBeGreaterThan(0);
    for (const inv of issued.records) {
      const lines = await linesOf(inv.id);
      const sum = lines.reduce((s: bigint, l: { charge: string }) => s + parseUnits(l.charge)!, 0n);
      expect({ lines: lines.length, sum }).toEqual({ lines: inv.lineCount, sum: parseUnits(inv.totalAmount) });
      expect(inv.issuedBy).toBe('finance');
    }
  });

  it('refuses a month that is not one or has not begun, in both languages', async () => {
    const bad = await generate('2026-13').expect(400);
    expect(bad.body.data.errors[0].field).toBe('period');
    const future = await generate('2099-01').expect(400);
    expect(future.body).toMatchObject({ message: 'That month has not begun yet', zhMessage: '该月份尚未开始' });
  });

  it('issues once the month is over and never changes it: a later correction goes to the next invoice', async () => {
    const c = await newClient();
    await october(c);
    await generate('2026-10').expect(200);
    const draft = await invoiceOf(c, '2026-10');
    const issued = (await issue(draft).expect(200)).body.data;
    expect(issued).toMatchObject({ status: 2, issuedBy: 'admin', totalAmount: '28.5001', lineCount: 5 });
    expect((await linesOf(draft.id)).every((l: { entryId: number; claimedEntryId: number }) => l.claimedEntryId === l.entryId)).toBe(true);
    // issued is final
    expect((await issue(issued).expect(409)).status).toBe(409);
    // a correction of an October charge posted late, and dated in October
    await postAt(c, '2026-10-31T23:00:00Z', CHANGE_TYPE.OTHER, '1.5', '0', 'Correction of 1Z1');
    await generate('2026-10').expect(200);
    const unchanged = await invoiceOf(c, '2026-10');
    expect(unchanged).toMatchObject({ version: issued.version, totalAmount: '28.5001', lineCount: 5 });
    // November's draft lists it with November's label: 5 - 1.5 = 3.5
    await generate('2026-11').expect(200);
    const november = await invoiceOf(c, '2026-11');
    expect(november).toMatchObject({ status: 1, lineCount: 2, billTotal: '5.0000', adjustTotal: '-1.5000', totalAmount: '3.5000', fundsReceived: '0.0000' });
    // the running month is not over (a posting now, so its draft exists whatever today is)
    const running = periodAt(new Date());
    await postAt(c, new Date().toISOString(), CHANGE_TYPE.CREATING_LABELS, '-1');
    await generate(running).expect(200);
    const early = await issue(await invoiceOf(c, running)).expect(409);
    expect(early.body).toMatchObject({ message: 'An invoice is issued once its month is over', zhMessage: '账单须在当月结束后开具' });
  });

  it('issues last month by itself on the 1st, a draft or not, once: a day later it finds nothing to do', async () => {
    // March 2025: no other test's entries are that old, so the run touches only this client
    const c = await newClient();
    await postAt(c, '2025-03-01T10:00:00Z', CHANGE_TYPE.ADD_FUNDS, '50');
    await postAt(c, '2025-03-03T10:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-7.25', '0', 'Label 1ZMAR');
    await postAt(c, '2025-03-30T10:00:00Z', CHANGE_TYPE.OTHER, '-0.75', '0', 'Handling');
    await postAt(c, '2025-04-01T08:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-3', '0', 'April label');
    const job = api.app.get(InvoiceIssueJob);
    expect(await job.run('2025-04-01')).toEqual({ period: '2025-03', issued: 1 });
    const march = await invoiceOf(c, '2025-03');
    expect(march).toMatchObject({ status: 2, issuedBy: 'system', lineCount: 2, billTotal: '7.2500', adjustTotal: '0.7500', totalAmount: '8.0000', fundsReceived: '50.0000' });
    expect(await job.run('2025-04-02')).toEqual({ period: '2025-03', issued: 0 });
    expect(await invoiceOf(c, '2025-03')).toMatchObject({ version: march.version });
    // April's label waits for April's invoice
    expect((await linesOf(march.id)).map((l: { description: string }) => l.description)).toEqual(['Label 1ZMAR', 'Handling']);
  });

  it('prints the PDF and XLSX with the invoice\'s totals, in English and Chinese', async () => {
    const c = await newClient();
    await october(c);
    await generate('2026-10').expect(200);
    const inv = await invoiceOf(c, '2026-10');
    for (const lang of ['en', 'zh']) {
      const pdf = await api.http().get(`/api/resources/invoice/${inv.id}/documents/pdf?lang=${lang}`).set(bearer(admin)).buffer(true)
        .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (d: Buffer) => chunks.push(d)); res.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`${inv.invoiceNo}.pdf`);
      const doc = await PDFDocument.load(pdf.body as Buffer);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toBe(`EZEESHIP ${lang === 'zh' ? '账单' : 'Invoice'} ${inv.invoiceNo}`);
    }
    const xlsx = await api.http().get(`/api/resources/invoice/${inv.id}/documents/xlsx?lang=zh`).set(bearer(admin)).buffer(true)
      .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (d: Buffer) => chunks.push(d)); res.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['合计', 28.5001]);
    // who it is from, whom it bills, when it falls due and on what terms (a draft: 30 days from the 1st)
    const client = (await api.http().get(`/api/resources/client/${c}`).set(bearer(admin)).expect(200)).body.data;
    expect(rows).toContainEqual(['开票方', 'EzeeShip LLC', '17800 Castleton St, Suite 500', 'City of Industry, CA 91748', 'United States', 'billing@ezeeship.example · +1 626 555 0199']);
    expect(rows.find((r) => r[0] === '付款方')).toEqual(['付款方', client.companyName, client.clientId, 'T S', 'US', client.contactEmail, '+1 626 555 0100'].filter(Boolean));
    expect(rows).toContainEqual(['到期日', '12/01/2026']);
    expect(rows).toContainEqual(['付款条件', '开票后 30 天内付款']);
    // with a street address, the bill-to block prints it as a US invoice addresses its payer; a zip of another country's form is refused
    await api.http().put(`/api/resources/client/${c}`).set(bearer(admin)).send({ zipCode: 'M5V 2T6', version: client.version }).expect(400);
    await api.http().put(`/api/resources/client/${c}`).set(bearer(admin))
      .send({ countryCode: 'US', stateCode: 'CA', city: 'Ontario', address1: '120 Commerce Dr', address2: 'Unit 7', zipCode: '91761', version: client.version }).expect(200);
    const addressed = await api.http().get(`/api/resources/invoice/${inv.id}/documents/xlsx?lang=en`).set(bearer(admin)).buffer(true)
      .parse((res, done) => { const chunks: Buffer[] = []; res.on('data', (d: Buffer) => chunks.push(d)); res.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(addressed.body as ArrayBuffer);
    const rows2: unknown[][] = [];
    book2.worksheets[0].eachRow((row) => rows2.push((row.values as unknown[]).slice(1)));
    expect(rows2.find((r) => r[0] === 'Bill To')).toEqual(['Bill To', client.companyName, client.clientId, 'T S', '120 Commerce Dr', 'Unit 7', 'Ontario, CA 91761', 'United States', client.contactEmail, '+1 626 555 0100']);
    const header = rows.findIndex((r) => r[0] === '记录时间');
    const charges = rows.slice(header + 1).map((r) => r[5] as number);
    expect(charges).toEqual([12.35, 27.5, -12.35, 3.0001, -2]);
    expect(rows.slice(header + 1).map((r) => r[1])).toEqual(['账单', '账单', '作废', '调整', '退款']);
    await api.http().get(`/api/resources/invoice/${inv.id}/documents/word`).set(bearer(admin)).expect(404);
  });

  it('keeps sales to their own clients\' invoices: lists, documents and Generate', async () => {
    const { id: salesId, token: sales } = await signedInUser(api, admin, 'inv.sales', { fulfillment: { invoices: 4, client: 1 } }, 'ASSIGNED');
    const mine = await newClient(salesId);
    const theirs = await newClient(1);
    await postAt(mine, '2026-09-10T00:00:00Z', CHANGE_TYPE.ADD_FUNDS, '10');
    await postAt(mine, '2026-09-11T00:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-4');
    await postAt(theirs, '2026-09-10T00:00:00Z', CHANGE_TYPE.ADD_FUNDS, '10');
    await postAt(theirs, '2026-09-11T00:00:00Z', CHANGE_TYPE.CREATING_LABELS, '-4');
    expect((await generate('2026-09', sales).expect(200)).body.data).toEqual({ period: '2026-09', drafts: 1 });
    expect(await invoiceOf(theirs, '2026-09')).toBeUndefined();
    const own = await invoiceOf(mine, '2026-09', sales);
    expect(own).toMatchObject({ totalAmount: '4.0000' });
    await generate('2026-09').expect(200);
    const other = await invoiceOf(theirs, '2026-09');
    const seen = (await api.http().get('/api/resources/invoice?pageSize=1000').set(bearer(sales)).expect(200)).body.data.records;
    expect(seen.every((i: { clientId: number }) => i.clientId === mine)).toBe(true);
    await api.http().get(`/api/resources/invoice/${other.id}/documents/pdf`).set(bearer(sales)).expect(404);
    await api.http().get(`/api/resources/invoice/${own.id}/documents/xlsx`).set(bearer(sales)).expect(200);
    // the view level reads and prints, but neither generates nor issues
    const viewer = await signedInWith(api, admin, 'inv.viewer', { fulfillment: { invoices: 1 } });
    await api.http().get(`/api/resources/invoice/${other.id}/documents/pdf`).set(bearer(viewer)).expect(200);
    await generate('2026-09', viewer).expect(403);
    await api.http().post(`/api/resources/invoice/${other.id}/actions/issue`).set(bearer(viewer)).send({ version: other.version }).expect(403);
  });
});
