import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiCall, chooseOption, pickLookup, screenshot, signedInBrowser, tableRows, toast, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * The ledger as a finance clerk uses it (02 §2 Finance): a funding recorded for a new client is
 * approved from Funding History and its amount appears in Available Balance History; Create
 * Transaction (a list action) posts a manual debit with its reason, and an overdraft is refused
 * with the spec's message, nothing written. In English (ONE_LANGUAGE; both with E2E_LANGUAGES=all).
 */
const TEXT = {
  en: {
    approved: 'Approved', other: 'Other', createTransaction: 'Create Transaction', insufficient: 'Insufficient available balance',
    added: (c: string) => `$250.00 added to ${c}`, posted: (c: string) => `-$12.50 posted to ${c}: available balance $237.50`,
    nothing: 'A transaction must change the balance or the amount on hold', huge: 'Amount is too large: an amount must be under $100,000,000,000 either way',
  },
  zh: {
    approved: '已通过', other: '其他', createTransaction: '创建交易', insufficient: '可用余额不足',
    added: (c: string) => `已为${c}入账 $250.00`, posted: (c: string) => `已为${c}记入 -$12.50，可用余额 $237.50`,
    nothing: '交易须改变余额或冻结金额', huge: '金额过大：金额的绝对值须小于 $100,000,000,000',
  },
} as const;

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`the ledger in the browser (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    let clientId = 0;
    const company = unique(`Ledger Flow ${lang} `);
    const reference = unique('WIRE-').toUpperCase();

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      clientId = (await apiCall<{ id: number }>(page, 'POST', '/resources/client', {
        clientKind: 'oms', companyName: company, firstName: 'Lia', lastName: 'Ledger', contactEmail: `${reference.toLowerCase()}@example.com`, phone: '+1 626 555 0101', salesId: 1,
      })).id;
      assert.ok(clientId > 0);
      await apiCall(page, 'POST', '/finance/fundings', { clientId, amount: '250', fundingType: 3, reference });
    });
    after(() => browser.close());

    const entriesUrl = () => `/available-balance-history?filters[0][field]=clientId&filters[0][operator]=eq&filters[0][value]=${clientId}`;

    it('approves the funding and finds its amount in the balance history', async () => {
      await page.goto(`/client-funding/funding-history?filters[0][field]=reference&filters[0][operator]=contains&filters[0][value]=${reference}`);
      const row = tableRows(page).filter({ hasText: reference }).first();
      await row.getByTestId('row-approve').click();
      await page.getByTestId('confirm-approve').click();
      // the toast says what happened, not 'Approve — Balance Record: 673 — OK'
      await toast(page, T.added(company));
      await row.filter({ hasText: T.approved }).waitFor();

      await page.goto(entriesUrl());
      const entry = tableRows(page).filter({ hasText: '250.00' }).first();
      await entry.waitFor();
      assert.equal(await tableRows(page).count(), 1);
      const account = await apiCall<{ available: string; totalFunded: string }>(page, 'GET', `/finance/accounts/${clientId}`);
      assert.deepEqual({ available: account.available, totalFunded: account.totalFunded }, { available: '250.0000', totalFunded: '250.0000' });
    });

    /** Opens Create Transaction and fills it for this flow's client: an "Other" movement with its reason. */
    async function fillTransaction(amount: string, reason: string): Promise<void> {
      await page.getByTestId('list-action-createTransaction').click();
      await page.getByTestId('action-input-createTransaction').waitFor();
      await pickLookup(page, 'action-createTransaction_clientId', company);
      await chooseOption(page, 'action-createTransaction_changeType', T.other);
      await page.locator('#action-createTransaction_amount').fill(amount);
      await page.locator('#action-createTransaction_note').fill(reason);
    }

    it('creates a transaction with its reason, and refuses an overdraft writing nothing', async () => {
      await page.goto(entriesUrl());
      await tableRows(page).first().waitFor();
      const dialog = page.getByTestId('action-input-createTransaction');
      // moving nothing, and an amount too large to hold, are told under the amount before anything is sent
      await fillTransaction('0', 'Courier claim 4411');
      await page.getByTestId('confirm-createTransaction').click();
      await dialog.locator('.ant-form-item-explain-error', { hasText: T.nothing }).first().waitFor();
      await page.locator('#action-createTransaction_amount').fill('123456789012345');
      await dialog.locator('.ant-form-item-explain-error', { hasText: T.huge }).first().waitFor();
      await page.locator('#action-createTransaction_amount').fill('-12.5');
      await dialog.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
      await screenshot(page, `finance-create-transaction-${lang}`);
      await page.getByTestId('confirm-createTransaction').click();
      await toast(page, T.posted(company));
      await dialog.waitFor({ state: 'detached' });
      // the note is past the first screen at 1280 px (listHidden): the entry is found by its amount
      await tableRows(page).filter({ hasText: '-$12.50' }).first().waitFor();
      const row = await tableRows(page).filter({ hasText: '-$12.50' }).first().innerText();
      assert.match(row, /\$237\.50/, 'available after the entry');

      // more than is available: the spec's message, the dialog stays open, nothing written
      await fillTransaction('-1000', 'Too much');
      await page.getByTestId('confirm-createTransaction').click();
      await page.locator('.ant-message-notice', { hasText: T.insufficient }).first().waitFor();
      assert.equal(await dialog.isVisible(), true);
      await screenshot(page, `finance-overdraft-${lang}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const account = await apiCall<{ available: string }>(page, 'GET', `/finance/accounts/${clientId}`);
      assert.equal(account.available, '237.5000');
      assert.equal(await tableRows(page).count(), 2);
    });
  });
}
