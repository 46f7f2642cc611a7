import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiCall, dialogSettled, screenshot, signedInBrowser, tableRows, toast, unique } from '../lib/browser.ts';

/**
 * A month's invoice as finance uses it (02 §2 `invoices`): Generate Invoices for this month from
 * the Account & Invoices list (`/invoices` opens it), open the client's draft, download its PDF and
 * read its text — the product's name, the invoice number, the client, the labels in the interface's
 * language and the totals of the entries — and Issue refused while the month runs. Then a supplier
 * warehouse's issued invoice (seeded) and its PDF. In English and Chinese.
 */
const TEXT = {
  en: { generate: 'Generate Invoices', draft: 'Draft', invoice: 'Invoice', total: 'Total', bills: 'Bills', adjust: 'Adjustments', notOver: 'An invoice is issued once its month is over', warehouseInvoice: 'Warehouse Invoice', paid: 'Paid in Month', issued: 'Issued', amount: 'Amount', billing: ['From', 'Bill To', 'Due Date', 'Payment Terms', 'Net 30 days'] },
  zh: { generate: '生成账单', draft: '草稿', invoice: '账单', total: '合计', bills: '账单', adjust: '调整', notOver: '账单须在当月结束后开具', warehouseInvoice: '仓库账单', paid: '当月已付', issued: '已开具', amount: '金额', billing: ['开票方', '付款方', '到期日', '付款条件', '开票后 30 天内付款'] },
} as const;

/** The text of every page of a PDF, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`client invoices in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    let clientId = 0;
    const company = unique(`Invoice Flow ${lang} `);
    const month = new Date().toISOString().slice(0, 7);

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Ivy', lastName: 'Invoice', contactEmail: `${unique('inv').toLowerCase()}@example.com`, phone: '+1 626 555 0102', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      // this month's movements: funds, a label (a bill) and a fee by hand (an adjustment): 12.50 + 2.25 = 14.75
      for (const [changeType, amount, note] of [[6, '100', 'Funds'], [1, '-12.5', 'Label 1Z-FLOW'], [8, '-2.25', 'Handling fee']] as const) {
        await apiCall(page, 'POST', `/finance/accounts/${clientId}/entries`, { changeType, amount, note, idempotencyKey: unique('flow-') });
      }
    });
    after(() => browser.close());

    it('generates this month\'s drafts from /invoices and finds the client\'s', async () => {
      await page.goto('/invoices');
      await page.waitForURL(/\/invoices-client\/client/);
      await page.getByTestId('list-action-generate').click();
      await page.getByTestId('action-input-generate').waitFor();
      await dialogSettled(page.locator('#action-generate_period'));
      await page.locator('#action-generate_period').fill(month);
      // A month's generation is a batch over every client with movements: after the other flows
      // it once took over 15 s here, so its answer is awaited up to 60 s.
      const answered = page.waitForResponse((r) => r.url().includes('/actions/generate') && r.request().method() === 'POST', { timeout: 60_000 });
      await page.getByTestId('confirm-generate').click();
      const response = await answered;
      assert.ok(response.ok(), `generate answered ${response.status()}: ${await response.text()}`);
      await toast(page, T.generate);
      await page.goto(`/invoices-client/client?filters[0][field]=clientId&filters[0][operator]=eq&filters[0][value]=${clientId}`);
      const row = tableRows(page).filter({ hasText: month }).first();
      await row.waitFor();
      const text = await row.innerText();
      assert.match(text, new RegExp(T.draft));
      assert.match(text, /\$14\.75/);
    });

    it('downloads the PDF: the product, the number, the client, its labels and totals', async () => {
      const invoice = (await apiCall<{ records: Array<{ id: number; invoiceNo: string }> }>(page, 'GET', `/resources/invoice?clientId=${clientId}&period=${month}`)).records[0];
      // at laptop width the lines' amounts are on screen: pinned beside Actions, not scrolled off
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/invoices-client/client/show/${invoice.id}`);
      await page.getByTestId('document-pdf').waitFor();
      const lines = page.getByTestId('children-invoiceLine');
      for (const shown of [lines.getByRole('columnheader', { name: T.amount, exact: true }), lines.getByRole('cell', { name: '$12.50', exact: true })]) {
        await shown.scrollIntoViewIfNeeded();
        const box = await shown.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 1280, `the lines' ${T.amount} is on screen at 1280 px: ${JSON.stringify(box)}`);
      }
      await screenshot(page, `invoice-show-${lang}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/api/resources/invoice/${invoice.id}/documents/pdf`)),
        page.getByTestId('document-pdf').click(),
      ]);
      assert.equal(response.status(), 200);
      assert.equal(response.headers()['content-type'], 'application/pdf');
      const text = await pdfText(await response.body());
      // with the company's details, the client's bill-to block, the due date and the terms
      for (const expected of ['EZEESHIP', T.invoice, invoice.invoiceNo, company, T.total, T.bills, T.adjust, '$14.75', '$12.50', '$2.25', '$100.00', 'Label 1Z-FLOW', 'EzeeShip LLC', 'City of Industry, CA 91748', ...T.billing]) {
        assert.ok(text.includes(expected), `the PDF says ${expected}: ${text.slice(0, 400)}`);
      }
      // the PDF opened in a window of its own: back to the console
      for (const other of page.context().pages()) if (other !== page) await other.close();
    });

    it('refuses to issue while the month runs, with the reason', async () => {
      await page.getByTestId('row-issue').first().click();
      await page.getByTestId('confirm-issue').click();
      await toast(page, T.notOver);
      const invoice = (await apiCall<{ records: Array<{ status: number }> }>(page, 'GET', `/resources/invoice?clientId=${clientId}&period=${month}`)).records[0];
      assert.equal(invoice.status, 1);
    });

    it('opens a warehouse\'s issued invoice from Warehouse Invoices and reads its PDF', async () => {
      type SupplierInvoice = { id: number; invoiceNo: string; supplierId: number; totalAmount: string };
      const invoice = (await apiCall<{ records: SupplierInvoice[] }>(page, 'GET', '/resources/supplier-invoice?status=2&sortField=period&sortOrder=desc')).records[0];
      const warehouse = await apiCall<{ name: string }>(page, 'GET', `/resources/supplier/${invoice.supplierId}`);
      await page.goto(`/invoices-supplier/warehouse?filters[0][field]=invoiceNo&filters[0][operator]=eq&filters[0][value]=${invoice.invoiceNo}`);
      // the supplier's name comes with the list's relation labels, a moment after the row (its id until then)
      const row = tableRows(page).filter({ hasText: invoice.invoiceNo }).filter({ hasText: warehouse.name }).first();
      await row.waitFor();
      const listed = await row.innerText();
      assert.ok(listed.includes(T.issued) && listed.includes(warehouse.name), listed);
      await page.goto(`/invoices-supplier/warehouse/show/${invoice.id}`);
      await page.getByTestId('document-pdf').waitFor();
      await screenshot(page, `supplier-invoice-show-${lang}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/api/resources/supplier-invoice/${invoice.id}/documents/pdf`)),
        page.getByTestId('document-pdf').click(),
      ]);
      assert.equal(response.status(), 200);
      const text = await pdfText(await response.body());
      const total = `$${Number(invoice.totalAmount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      for (const expected of ['EZEESHIP', T.warehouseInvoice, invoice.invoiceNo, warehouse.name, T.total, T.paid, total]) {
        assert.ok(text.includes(expected), `the PDF says ${expected}: ${text.slice(0, 400)}`);
      }
      for (const other of page.context().pages()) if (other !== page) await other.close();
    });
  });
}
