import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, typeDate, unique, ONE_LANGUAGE } from '../lib/browser.ts';
import { EXTRA_RESOURCES } from '../lib/resources.ts';

/**
 * Child collections, record rules and status transitions (in English; both languages with E2E_LANGUAGES=all), over the API's
 * charge-plan fixture (apps/api/test/fixtures/charge-plans, a folder with its hooks and migration,
 * loaded by the runner's E2E_EXTRA_RESOURCES; skipped without it): record rules
 * under the fields they name, inline tier rows edited in the plan's form with a row's own rule
 * under its cell, the show page's child tables (tiers inline, notes listed with Add preset with
 * the plan), and a status select that offers only the allowed next states. Then the charge-item
 * fixture (a record and its inline rules): a rule's weights offered and required only on rules
 * charged By Weight, strict comparisons, a definition's own messages, a long text, a duplicate
 * told under its field, and the code shown read-only on the edit form.
 */
const present = ['test-charge-plan', 'test-charge-item'].every((name) => EXTRA_RESOURCES.some((r) => r.name === name));
const needs = !present && 'needs E2E_EXTRA_RESOURCES with apps/api/test/fixtures/charge-plans and charge-items';

const TEXT = {
  en: {
    perPackage: 'Per Package', xor: 'Fill exactly one of Threshold, Interval (days)',
    timing: 'Receive Timing is required when Charge By is Per Package', tierOrder: 'From Qty must not be greater than To Qty',
    tiers: 'Tiers', notes: 'Notes', draft: 'Draft', active: 'Active', retired: 'Retired',
    perOrder: 'Per Order', byWeight: 'By Weight', pattern: 'Start with a capital letter; then capitals, digits and _',
    validTo: 'Valid To must be greater than Valid From', band: 'From Weight must be less than To Weight',
    fromRequired: 'From Weight is required', taken: 'This charge code is already in use', setOnce: 'Set when created; it cannot be changed',
  },
  zh: {
    perPackage: '按包裹', xor: '阈值、间隔（天）须且只能填写一项',
    timing: '计费方式为按包裹时，接收时机不能为空', tierOrder: '起始数量不能大于截止数量',
    tiers: '阶梯', notes: '备注', draft: '草稿', active: '生效', retired: '停用',
    perOrder: '按订单', byWeight: '按重量', pattern: '须以大写字母开头，其后只能是大写字母、数字和 _',
    validTo: '失效日期必须大于生效日期', band: '起始重量必须小于截止重量',
    fromRequired: '起始重量不能为空', taken: '该费用代码已被使用', setOnce: '创建时填写，之后不能修改',
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


for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`child collections, record rules, transitions (${lang})`, { skip: needs }, () => {
    let browser: Browser;
    let page: Page;
    const name = unique(`Plan ${lang}`);

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
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

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`a charge item and its inline rules (${lang})`, { skip: needs }, () => {
    let browser: Browser;
    let page: Page;
    const code = unique(`CI_${lang.toUpperCase()}_`).toUpperCase().replace(/[^A-Z0-9_]/g, '_').slice(0, 16);
    const name = unique(`Item ${lang}`);
    const itemError = (id: string, text: string) => page.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error', { hasText: text });
    const rule = (n: number) => page.locator('[data-testid=inline-rules] .ant-table-row').nth(n);

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      page.on('dialog', (d) => void d.accept());
      await signIn(page, 'admin');
    });
    after(async () => browser?.close());

    it('offers a rule\'s weights only on rules charged By Weight, and tells each broken rule under its field', async () => {
      await page.goto('/test-charge-item/create');
      await page.getByTestId('test-charge-item-create').waitFor();
      await page.locator('#code').fill('lower');
      await page.locator('#name').fill(name);
      await typeDate(page, '#validFrom', '01/05/2026');
      await typeDate(page, '#validTo', '01/05/2026');
      // a long text: a text area that keeps its lines
      await page.locator('textarea#description').fill('Charged per parcel.\nSee the rate card.');
      await page.getByTestId('inline-rules-add').click();
      await page.getByTestId('inline-rules-add').click();
      await chooseOption(page, 'rules_0_basis', T.perOrder);
      await page.locator('#rules_0_rate').fill('2');
      await chooseOption(page, 'rules_1_basis', T.byWeight);
      await page.locator('#rules_1_rate').fill('1.5');
      // Per Order: its weight cells are empty and disabled; By Weight: inputs
      await page.getByTestId('rules-0-fromWeight-off').waitFor();
      assert.equal(await page.getByTestId('rules-0-toWeight-off').isDisabled(), true);
      assert.equal(await page.locator('#rules_0_fromWeight').count(), 0);
      await page.locator('#rules_1_fromWeight').waitFor();
      await page.getByTestId('save-button').click();
      // the definition's own pattern message, Valid To strictly after Valid From, row 2's weights required (row 1 has none to give)
      await itemError('code', T.pattern).waitFor();
      await itemError('validTo', T.validTo).waitFor();
      await rule(1).locator('.ant-form-item-explain-error', { hasText: T.fromRequired }).waitFor();
      assert.equal(await rule(0).locator('.ant-form-item-explain-error').count(), 0);
      await page.locator('#rules_1_fromWeight').fill('5');
      await page.locator('#rules_1_toWeight').fill('5');
      await page.getByTestId('save-button').click();
      // From Weight strictly below To Weight: equal is refused, on both cells of row 2
      await rule(1).locator('.ant-form-item-explain-error', { hasText: T.band }).first().waitFor();
      assert.equal(await rule(1).locator('.ant-form-item-explain-error', { hasText: T.band }).count(), 2);
      assert.match(page.url(), /\/test-charge-item\/create$/);
      await screenshot(page, `19-${lang}-charge-rules`);
    });

    it('saves once the rules hold: the Per Order rule without weights', async () => {
      await page.locator('#code').fill(code);
      await typeDate(page, '#validTo', '02/05/2026');
      await page.locator('#rules_1_toWeight').fill('10');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/test-charge-item$/);
      const row = tableRows(page).filter({ hasText: name }).first();
      // the long text on one line of the list, cut with '…'
      const cell = row.locator('td', { hasText: 'Charged per parcel.' });
      await cell.waitFor();
      assert.deepEqual(await cell.evaluate((td) => [getComputedStyle(td).whiteSpace, getComputedStyle(td).textOverflow]), ['nowrap', 'ellipsis']);
      await row.getByTestId('row-show').click();
      // on the record's page with its line break
      const lines = page.getByTestId('lines-description').filter({ hasText: 'See the rate card.' });
      await lines.waitFor();
      assert.equal(await lines.innerText(), 'Charged per parcel.\nSee the rate card.');
      const rules = page.locator('[data-testid=children-rules] .ant-table-row');
      assert.equal(await rules.count(), 2);
    });

    it('tells a duplicate code under the Code input, in the definition\'s words, with no toast', async () => {
      await page.goto('/test-charge-item/create');
      await page.getByTestId('test-charge-item-create').waitFor();
      await page.locator('#code').fill(code);
      await page.locator('#name').fill(`${name} again`);
      await typeDate(page, '#validFrom', '01/05/2026');
      await page.getByTestId('save-button').click();
      await itemError('code', T.taken).waitFor();
      assert.equal(await page.locator('.ant-message-notice', { hasText: T.taken }).count(), 0);
    });

    it('shows the code read-only on the edit form, and keeps the rules\' cells per row', async () => {
      await page.goto('/test-charge-item');
      await tableRows(page).filter({ hasText: name }).first().getByTestId('row-edit').click();
      await page.getByTestId('test-charge-item-edit').waitFor();
      await page.locator('#rules_1_fromWeight').waitFor();
      const shown = page.getByTestId('readonly-code');
      assert.equal(await shown.locator('input').inputValue(), code);
      assert.equal(await shown.locator('input').isDisabled(), true);
      await shown.getByText(T.setOnce).waitFor();
      assert.equal(await page.locator('#code').count(), 0);
      await page.getByTestId('rules-0-fromWeight-off').waitFor();
      await screenshot(page, `19-${lang}-charge-edit`);
      // the Per Order rule turns By Weight: its weights are asked for, and required
      await chooseOption(page, 'rules_0_basis', T.byWeight);
      await page.locator('#rules_0_fromWeight').waitFor();
      await page.getByTestId('save-button').click();
      await rule(0).locator('.ant-form-item-explain-error', { hasText: T.fromRequired }).waitFor();
      await page.locator('#rules_0_fromWeight').fill('0');
      await page.locator('#rules_0_toWeight').fill('5');
      await page.locator('#name').fill(`${name} edited`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/test-charge-item$/);
      await tableRows(page).filter({ hasText: `${name} edited` }).first().waitFor();
    });
  });
}
