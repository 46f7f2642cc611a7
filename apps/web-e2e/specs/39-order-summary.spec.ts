import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { apiCall, screenshot, signedInBrowser, unique } from '../lib/browser.ts';

/**
 * The order summary (02 §2 `order-summary`) as a manager reads it: last month's parcel orders as a
 * chart of orders per day stacked by status, the table of counts and label totals per client,
 * warehouse and status beside it with the totals, a shortcut of 02 §9 (last week) chosen, and the
 * table exported as XLSX in the page's language. In English and Chinese.
 */
const TEXT = {
  en: { lastWeek: 'Last week', drafts: 'Drafts', total: 'Total', headings: ['Client', 'Warehouse', 'Status', 'Orders', 'Amount'] },
  zh: { lastWeek: '最近一周', drafts: '草稿', total: '合计', headings: ['客户', '仓库', '状态', '订单数', '金额'] },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`order summary in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    // first in the table (sorted by client, 20 rows a page): the demo and the other flows add clients and statuses
    const company = unique(`AAA Summary Flow ${lang} `);
    const downloads = mkdtempSync(join(tmpdir(), 'order-summary-'));

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      const clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Sue', lastName: 'Summary', contactEmail: `${unique('sf').toLowerCase()}@example.com`, phone: '+1 626 555 0105', salesId: 1,
      })).id;
      // two draft orders made today: a bar and a row of their own
      for (let i = 0; i < 2; i++) {
        await apiCall(page, 'POST', '/resources/client-order', {
          clientId, warehouseId: 1, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', lithium: 1,
          recipient: { name: `Summary ${i}`, addressLine1: '1 Market St', city: 'San Francisco', stateCode: 'CA', zipCode: '94105', countryCode: 'US', phone: '4155550100', isResidential: false },
          sender: { name: 'Ship Desk', addressLine1: '1200 Distribution Way', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095553100', isResidential: false },
        });
      }
    });
    after(async () => {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    });

    it("shows last month's orders as a chart by status and a table with the client's row and the totals", async () => {
      await page.goto('/order-summary');
      await page.locator('[data-testid=order-summary-chart] .recharts-bar-rectangle').first().waitFor();
      const row = page.locator('[data-testid=order-summary-table] .ant-table-row', { hasText: company });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`${T.drafts}\\s+2\\s+\\$0\\.00`));
      await page.locator('[data-testid=order-summary-table] .ant-table-summary', { hasText: T.total }).waitFor();
      await screenshot(page, `39-order-summary-${lang}`);
    });

    it('takes the last week shortcut, then exports the table as XLSX', async () => {
      await page.getByTestId('order-summary-range').first().click();
      await page.locator('.ant-picker-presets li', { hasText: T.lastWeek }).click();
      await page.locator('[data-testid=order-summary-table] .ant-table-row', { hasText: company }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-summary-export').click()]);
      assert.match(download.suggestedFilename(), /^order-summary-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const rows: string[][] = [];
      book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      assert.deepEqual(rows[1], [...T.headings]);
      assert.ok(rows.some((r) => r[0] === company && r[3] === '2'), `the client's row: ${JSON.stringify(rows.slice(0, 6))}`);
      assert.equal(rows.at(-1)?.[0], T.total);
    });
  });
}
