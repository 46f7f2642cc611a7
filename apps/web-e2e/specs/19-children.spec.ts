import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, unique, ONE_LANGUAGE } from '../lib/browser.ts';
import { startFixtureServer, type FixtureServer } from '../lib/fixture-server.ts';

/**
 * Child collections, record rules and status transitions (in English; both languages with E2E_LANGUAGES=all), over the API's
 * charge-plan fixture (test-only resources, loaded as the API harness loads them): record rules
 * under the fields they name, inline tier rows edited in the plan's form with a row's own rule
 * under its cell, the show page's child tables (tiers inline, notes listed with Add preset with
 * the plan), and a status select that offers only the allowed next states.
 */
const RESOURCES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'children');

const TEXT = {
  en: {
    perPackage: 'Per Package', xor: 'Fill exactly one of Threshold, Interval (days)',
    timing: 'Receive Timing is required when Charge By is Per Package', tierOrder: 'From Qty must not be greater than To Qty',
    tiers: 'Tiers', notes: 'Notes', draft: 'Draft', active: 'Active', retired: 'Retired',
  },
  zh: {
    perPackage: '按包裹', xor: '阈值、间隔（天）须且只能填写一项',
    timing: '计费方式为按包裹时，接收时机不能为空', tierOrder: '起始数量不能大于截止数量',
    tiers: '阶梯', notes: '备注', draft: '草稿', active: '生效', retired: '停用',
  },
} as const;

const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).first();
const selectOptions = async (page: Page, id: string) => {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The form may re-render as it settles (the record, its work lock) and close a dropdown just
  // opened: open it again until its options can be read.
  for (let attempt = 1; ; attempt++) {
    await page.locator(`#${id}`).click({ force: true });
    await options.first().waitFor();
    const texts = await options.allInnerTexts();
    await page.keyboard.press('Escape');
    if (texts.length || attempt === 3) return texts;
    await page.waitForTimeout(300);
  }
};

let server: FixtureServer;
before(async () => {
  server = await startFixtureServer('children', RESOURCES_DIR);
});
after(async () => server?.stop());

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`child collections, record rules, transitions (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const name = unique(`Plan ${lang}`);

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang, server.url));
      page.on('dialog', (d) => void d.accept());
      await signIn(page, 'admin');
    });
    after(async () => browser?.close());

    it('shows record rules under the fields they name, and a row rule under its cell', async () => {
      await page.goto('/test-charge-plan/create');
      await page.getByTestId('test-charge-plan-create').waitFor();
      await page.locator('#name').fill(name);
      await chooseOption(page, 'chargeBy', T.perPackage);
      await page.getByTestId('inline-tiers-add').click();
      await page.getByTestId('inline-tiers-add').click();
      await page.locator('#tiers_0_code').fill(`${lang}-T1`);
      await page.locator('#tiers_0_fromQty').fill('0');
      await page.locator('#tiers_0_toQty').fill('9');
      await page.locator('#tiers_0_price').fill('1.5');
      await page.locator('#tiers_1_code').fill(`${lang}-T2`);
      await page.locator('#tiers_1_fromQty').fill('20');
      await page.locator('#tiers_1_toQty').fill('10');
      await page.locator('#tiers_1_price').fill('1.25');
      await page.getByTestId('save-button').click();
      // threshold xor interval: the message under both; receive timing required for Per Package
      await fieldError(page, T.xor).waitFor();
      assert.equal(await page.locator('.ant-form-item-explain-error', { hasText: T.xor }).count(), 2);
      await fieldError(page, T.timing).waitFor();
      // the tier rule under both cells of row 2, not row 1
      const row2 = page.locator('[data-testid=inline-tiers] .ant-table-row').nth(1);
      await row2.locator('.ant-form-item-explain-error', { hasText: T.tierOrder }).first().waitFor();
      assert.equal(await row2.locator('.ant-form-item-explain-error', { hasText: T.tierOrder }).count(), 2);
      assert.equal(await page.locator('[data-testid=inline-tiers] .ant-table-row').first().locator('.ant-form-item-explain-error').count(), 0);
      assert.match(page.url(), /\/test-charge-plan\/create$/);
      await screenshot(page, `19-${lang}-rules`);
    });

    it('saves the plan with its rows in one write once the rules hold', async () => {
      await page.locator('#threshold').fill('100');
      await page.locator('#receiveTiming').fill('On arrival');
      await page.locator('#tiers_1_toQty').fill('');
      await page.locator('#tiers_1_toQty').fill('99');
      await page.getByTestId('inline-tiers-add').click();
      await page.getByTestId('inline-tiers-remove-2').click();
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/test-charge-plan$/);
      await tableRows(page).filter({ hasText: name }).first().getByTestId('row-show').click();
      await page.getByTestId('children-tiers').waitFor();
      const tiers = page.locator('[data-testid=children-tiers] .ant-table-row');
      assert.equal(await tiers.count(), 2);
      assert.match(await tiers.nth(1).innerText(), new RegExp(`${lang}-T2[\\s\\S]*20[\\s\\S]*99`));
      assert.equal(await page.locator('[data-testid=children-tiers] .ant-typography', { hasText: T.tiers }).count(), 1);
    });

    it('lists notes on the plan and adds one preset with the plan', async () => {
      const showUrl = page.url();
      await page.getByTestId('children-notes-add').click();
      await page.waitForURL(/\/test-plan-note\/create\?planId=\d+$/);
      await page.getByTestId('test-plan-note-create').waitFor();
      await page.locator('.ant-select-selection-item', { hasText: name }).waitFor();
      await page.locator('#body').fill(`Note of ${name}`);
      await page.getByTestId('save-button').click();
      // saved, the form goes back to the plan's page
      await page.waitForURL(showUrl);
      const notes = page.locator('[data-testid=children-notes] .ant-table-row');
      await notes.first().waitFor();
      assert.equal(await notes.count(), 1);
      assert.match(await notes.first().innerText(), new RegExp(`Note of ${name}`));
      await screenshot(page, `19-${lang}-show`);
    });

    it('offers only the allowed next states of the status', async () => {
      const id = /\/show\/(\d+)$/.exec(page.url())![1];
      await page.goto(`/test-charge-plan/edit/${id}`);
      await page.getByTestId('test-charge-plan-edit').waitFor();
      // The record loaded (its rows are in the form): the status offers its next states only then.
      await page.locator('#tiers_0_code').waitFor();
      assert.deepEqual(await selectOptions(page, 'status'), [T.draft, T.active, T.retired]);
      await chooseOption(page, 'status', T.active);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/test-charge-plan$/);
      await page.goto(`/test-charge-plan/edit/${id}`);
      await page.getByTestId('test-charge-plan-edit').waitFor();
      await page.locator('#tiers_0_code').waitFor();
      assert.deepEqual(await selectOptions(page, 'status'), [T.active, T.retired]);
      await screenshot(page, `19-${lang}-edit`);
    });
  });
}
