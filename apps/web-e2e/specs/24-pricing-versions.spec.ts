import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, toast, typeDate, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * Dated versions on a pricing input: a fuel rate created from a date and changed from a later one
 * keeps both versions (each shown with the day it is in force from, the later one still to come);
 * rolling back to the first makes it current again as a third version, in force from today, and the
 * record shows its values. In English (ONE_LANGUAGE; both with E2E_LANGUAGES=all).
 */
const TEXT = {
  en: { tab: 'Versions', inForce: 'In force', scheduled: 'Scheduled', rolledBack: 'Rolled back to v1', note: 'Rolled back to v1', carrier: 'FedEx' },
  zh: { tab: '版本', inForce: '生效中', scheduled: '待生效', rolledBack: '已回滚至 v1', note: '回滚至 v1', carrier: 'FedEx' },
} as const;
// Future weeks, apart per language, so the new rate tops the list (sorted by date, latest first).
const DATES = { en: ['12/14/2026', '12/21/2026'], zh: ['02/01/2027', '02/08/2027'] } as const;

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];
  const [first, second] = DATES[lang];

  describe(`fuel rate versions and rollback (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    let showUrl = '';

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      page.on('dialog', (d) => void d.accept());
      await signIn(page, 'admin');
    });
    after(() => browser.close());

    it('creates a rate and changes it from a later week', async () => {
      await page.goto('/fuel-rate');
      await page.getByTestId('create-button').click();
      await page.getByTestId('fuel-rate-create').waitFor();
      await chooseOption(page, 'carrier', T.carrier);
      await page.locator('#fuelPercent').fill('17.5');
      await typeDate(page, '#effectiveFrom', first);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/fuel-rate(\?|$)/);
      const row = tableRows(page).filter({ hasText: first }).first();
      await row.getByTestId('row-show').click();
      await page.waitForURL(/\/fuel-rate\/show\/\d+$/);
      showUrl = page.url();
      await page.goto(showUrl.replace('/show/', '/edit/'));
      await page.getByTestId('fuel-rate-edit').waitFor();
      await page.locator('#fuelPercent').fill('18.25');
      await typeDate(page, '#effectiveFrom', second);
      await page.getByTestId('save-button').click();
      await page.waitForURL((url) => !url.pathname.includes('/edit/'));
    });

    it('lists both versions with their dates; the later one is still to come', async () => {
      await page.goto(showUrl);
      await page.getByRole('tab', { name: T.tab }).click();
      await page.getByTestId('record-versions').waitFor();
      const v2 = page.getByTestId('version-2');
      const v1 = page.getByTestId('version-1');
      await v2.waitFor();
      assert.match(await v2.innerText(), new RegExp(second.replace(/\//g, '\\/')));
      assert.match(await v2.innerText(), new RegExp(T.scheduled));
      assert.match(await v1.innerText(), new RegExp(first.replace(/\//g, '\\/')));
      await screenshot(page, `24-versions-${lang}`);
    });

    it('rolls back to the first version, in force from today', async () => {
      await page.getByTestId('rollback-1').click();
      await page.getByTestId('confirm-rollback').click();
      await toast(page, T.rolledBack);
      const v3 = page.getByTestId('version-3');
      await v3.waitFor();
      assert.match(await v3.innerText(), new RegExp(T.inForce));
      assert.match(await v3.innerText(), new RegExp(T.note));
      await screenshot(page, `24-versions-rolled-back-${lang}`);
      // the record holds the first version's percent again
      await page.getByRole('tab', { name: lang === 'en' ? 'Details' : '详情' }).click();
      await page.getByText('17.5', { exact: false }).first().waitFor();
    });
  });
}
