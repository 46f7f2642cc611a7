import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, chooseOption, pickLookup, screenshot, signedInBrowser, tableRows, typeDate, unique } from '../lib/browser.ts';

/**
 * The money's way in as finance records it (02 §2 `payment/setting`, `payment/record`): a receiving
 * bank account added under WMS > Payment (its number shown only as its last four digits), a payment
 * received into it that matches the client's funding by itself (same amount and reference), and the
 * dashboard's 30-day chart of funds, billing and available. In English and Chinese.
 */
const TEXT = {
  en: { bank: 'Bank transfer', matched: 'Matched', chart: 'Funds and billing, last 30 days', funds: 'Funds Received', billed: 'Billed', available: 'Available Now' },
  zh: { bank: '银行转账', matched: '已匹配', chart: '近 30 天充值与扣费', funds: '充值到账', billed: '扣费', available: '当前可用余额' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`payments in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const accountName = unique(`Flow Bank ${lang} `);
    const company = unique(`Payer Flow ${lang} `);
    const reference = unique(`WIRE-FLOW-${lang}-`);
    let clientId = 0;

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Pat', lastName: 'Payer', contactEmail: `${unique('pay').toLowerCase()}@example.com`, phone: '+1 626 555 0103', salesId: 1,
      })).id;
      // the client's funding request, waiting for its money
      await apiCall(page, 'POST', '/finance/fundings', { clientId, amount: '321.09', fundingType: 3, reference });
    });
    after(() => browser.close());

    it('adds a receiving bank account whose number shows only as its last four digits', async () => {
      await page.goto('/payment/setting/create');
      await page.locator('#accountName').fill(accountName);
      await chooseOption(page, 'method', T.bank);
      await page.locator('#bankName').fill('First Flow Bank');
      await page.locator('#accountHolder').fill('EzeeShip Logistics LLC');
      await page.locator('#accountNumber').fill('4400 1234 4321');
      await page.locator('#routingNumber').fill('021000021');
      await screenshot(page, `payment-setting-create-${lang}`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/payment\/setting$/);
      const row = tableRows(page).filter({ hasText: accountName });
      await row.waitFor();
      const text = await row.innerText();
      assert.match(text, /•••• 4321/);
      assert.doesNotMatch(text, /1234/);
    });

    it('records a payment that matches the client\'s funding by itself', async () => {
      await page.goto('/payment/record/create');
      await typeDate(page, '#receivedAt', '11/20/2026 09:30:00');
      await pickLookup(page, 'accountId', accountName);
      await pickLookup(page, 'clientId', company);
      await page.locator('#amount').fill('321.09');
      await page.locator('#reference').fill(reference);
      await page.locator('#payerName').fill('Pat Payer');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/payment\/record$/);
      const row = tableRows(page).filter({ hasText: reference });
      await row.waitFor();
      await screenshot(page, `payment-record-list-${lang}`);
      const text = await row.innerText();
      assert.match(text, new RegExp(T.matched));
      assert.match(text, /\$321\.09/);
    });

    it('charts funds, billing and available on the dashboard', async () => {
      await page.goto('/dashboard');
      const chart = page.getByTestId('finance-chart');
      await chart.locator('.recharts-surface').first().waitFor();
      await screenshot(page, `dashboard-finance-${lang}`);
      const text = await chart.innerText();
      for (const label of [T.chart, T.funds, T.billed, T.available]) assert.ok(text.includes(label), `${label} in ${text}`);
      const totals = await apiCall<{ totals: { available: string } }>(page, 'GET', '/finance/dashboard');
      const shown = await page.getByTestId('finance-total-available').innerText();
      assert.equal(shown.replace(/[^0-9.-]/g, ''), Number(totals.totals.available).toFixed(2));
    });
  });
}
