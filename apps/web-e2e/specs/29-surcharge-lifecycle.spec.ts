import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { chooseOption, screenshot, signedInBrowser, tableRows, typeDate, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * A surcharge's lifecycle (02 §4) as a pricing analyst lives it: a new surcharge is New and may be
 * deleted; a client's deal on it (Client Surcharge) puts it in use, so a delete from a list read
 * before that is refused with the spec's message; a change while in use makes it Modified, and
 * Restore brings back the version in use; Deactivate stops it for good (no way back, and it still
 * cannot be deleted). Its level rule and limit (02 §3) are set on the form; the client's deal in
 * force cannot be removed, in 02 §8's other wording. In English (ONE_LANGUAGE; both with
 * E2E_LANGUAGES=all).
 */
const TEXT = {
  en: {
    new: 'New', using: 'Using', modified: 'Modified', active: 'Active', inactive: 'Inactive',
    restore: 'Restore', deactivate: 'Deactivate', delete: 'Delete',
    inUse: 'It could not be deleted for that it has been used.',
    dealInUse: 'Deleted surcharges cannot be removed if they are in use', inFull: 'In full on every level',
  },
  zh: {
    new: '新建', using: '使用中', modified: '已修改', active: '启用', inactive: '停用',
    restore: '恢复', deactivate: '停用', delete: '删除',
    inUse: '该附加费已被使用，无法删除。',
    dealInUse: '使用中的附加费不能删除', inFull: '所有等级均全额收取',
  },
} as const;

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];
  const name = unique(`Flow surcharge ${lang} `);
  const billCode = unique('FLOW_').toUpperCase();
  const listUrl = `/platform-setting/surcharge-setting?filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(name)}`;

  describe(`a surcharge's lifecycle (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
    });
    after(() => browser.close());

    const row = (): Locator => tableRows(page).filter({ hasText: name }).first();
    /** The row's cell text of a column, by its header. */
    const statusCells = async (): Promise<string> => (await row().innerText()).replace(/\s+/g, ' ');
    /** The actions the row offers: inline buttons and those under More (antd spaces two-character Chinese labels: spaces dropped). */
    async function offeredNow(): Promise<string[]> {
      const strip = (texts: string[]) => texts.map((s) => s.replace(/\s+/g, ''));
      const inline = strip(await row().locator('td:last-child button').allInnerTexts());
      if (!(await row().getByTestId('row-more').count())) return inline;
      await row().getByTestId('row-more').click();
      const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
      await menu.first().waitFor();
      const more = strip(await menu.allInnerTexts());
      await page.keyboard.press('Escape');
      await page.locator('.ant-dropdown:visible').waitFor({ state: 'hidden' });
      return [...inline, ...more];
    }
    /** Waits (up to 5 s: the list refetches after an action) until the row offers, or no longer offers, this action. */
    async function expectOffered(label: string, wanted: boolean): Promise<void> {
      let actions: string[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        actions = await offeredNow();
        if (actions.includes(label) === wanted) return;
        await page.waitForTimeout(500);
      }
      assert.fail(`${label} ${wanted ? 'not offered' : 'still offered'}; offered: ${actions.join(', ')}`);
    }
    /** Runs a row action, inline or from More, and confirms it. */
    async function runAction(label: string, confirmTestId: string): Promise<void> {
      const button = row().locator('td:last-child button').filter({ hasText: new RegExp(label.split('').join('\\s*')) });
      if (await button.count()) await button.first().click();
      else {
        await row().getByTestId('row-more').click();
        await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).first().click();
      }
      await page.getByTestId(confirmTestId).click();
    }

    it('creates a surcharge: New, and deletable', async () => {
      await page.goto('/platform-setting/surcharge-setting/create');
      await page.getByTestId('surcharge-create').waitFor();
      await page.locator('#name').fill(name);
      await chooseOption(page, 'carrier', 'FedEx');
      await page.locator('#billCode').fill(billCode);
      await page.locator('#value').fill('3.25');
      // 02 §3's level rule and limit: in full on every level, at most $10 a shipment
      await page.locator('#limitAmount').fill('10');
      await chooseOption(page, 'levelRule', T.inFull);
      await screenshot(page, `29-surcharge-form-${lang}`);
      await page.getByTestId('save-button').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/create'));
      await page.goto(listUrl);
      await row().waitFor();
      assert.match(await statusCells(), new RegExp(`${T.active}.*${T.new}`));
      await expectOffered(T.delete, true);
      await screenshot(page, `29-surcharge-new-${lang}`);
    });

    it("puts it in use with a client's deal; the stale list's delete is refused", async () => {
      // The deal is made in a second tab; the first still shows the surcharge as New.
      const deal = await page.context().newPage();
      await deal.goto('/set-client-surcharge/create');
      await deal.getByTestId('client-surcharge-create').waitFor();
      await deal.locator('#clientId').click({ force: true });
      await deal.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await deal.locator('#surchargeId').click({ force: true });
      await deal.locator('#surchargeId').fill(name.slice(0, 30));
      const option = deal.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name });
      await option.waitFor();
      await option.click();
      await deal.locator('#offRatePercent').fill('50');
      await typeDate(deal, '#effectiveFrom', '11/02/2026');
      await deal.getByTestId('save-button').click();
      await deal.waitForURL((url) => !url.pathname.endsWith('/create'));
      // The deal is in force (dated before today): removing it is refused in 02 §8's words for this screen.
      await deal.goto('/set-client-surcharge');
      const dealRow = tableRows(deal).filter({ hasText: name }).first();
      await dealRow.waitFor();
      const inlineDelete = dealRow.locator('td:last-child button').filter({ hasText: new RegExp(T.delete.split('').join('\\s*')) });
      if (await inlineDelete.count()) await inlineDelete.first().click();
      else {
        await dealRow.getByTestId('row-more').click();
        await deal.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: T.delete }).first().click();
      }
      await deal.getByTestId('confirm-delete').click();
      await deal.locator('.ant-message-notice, .ant-notification-notice', { hasText: T.dealInUse }).first().waitFor();
      await screenshot(deal, `29-client-surcharge-delete-refused-${lang}`);
      await deal.close();

      await runAction(T.delete, 'confirm-delete');
      await page.locator('.ant-message-notice, .ant-notification-notice', { hasText: T.inUse }).first().waitFor();
      await screenshot(page, `29-surcharge-delete-refused-${lang}`);
      await page.goto(listUrl);
      await row().getByText(T.using, { exact: true }).waitFor();
      await expectOffered(T.delete, false);
    });

    it('is Modified when changed in use, and Restore brings the version in use back', async () => {
      await row().getByTestId('row-edit').click();
      await page.getByTestId('surcharge-edit').waitFor();
      await page.waitForFunction(() => (document.querySelector('#value') as HTMLInputElement | null)?.value === '3.2500');
      assert.equal(await page.locator('#limitAmount').inputValue(), '10.0000');
      await page.locator('.ant-select-selection-item', { hasText: T.inFull }).first().waitFor();
      await page.locator('#value').fill('4.1');
      await page.getByTestId('save-button').click();
      await page.waitForURL((url) => !url.pathname.includes('/edit/'));
      await page.goto(listUrl);
      await row().getByText(T.modified, { exact: true }).waitFor();
      assert.match(await statusCells(), /4\.1/);
      await expectOffered(T.restore, true);
      await screenshot(page, `29-surcharge-modified-${lang}`);

      await runAction(T.restore, 'confirm-restore');
      await row().getByText(T.using, { exact: true }).waitFor();
      assert.match(await statusCells(), /3\.25/);
      await expectOffered(T.restore, false);
    });

    it('deactivates for good: no way back, still not deletable', async () => {
      await runAction(T.deactivate, 'confirm-deactivate');
      await row().getByText(T.inactive, { exact: true }).waitFor();
      await expectOffered(T.deactivate, false);
      await expectOffered(T.delete, false);
      await screenshot(page, `29-surcharge-inactive-${lang}`);
    });
  });
}
