import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * Form rules of 01 §5 and beyond (in English; both languages with E2E_LANGUAGES=all): text is never
 * cut, spaces are not a value, numbers are never changed, a missing record is a not-found state,
 * role permissions read as a table, and a feature flag's strategy brings its own fields.
 */
const TEXT = {
  en: {
    groupMax: 'Group Name: Max length 64',
    required: ['Warehouse is required', 'Company is required', 'Address is required', 'Contact Person is required'],
    freeSpaceMin: 'Free Space (sq ft) must be at least 0',
    integerOnly: 'integer or number only',
    notFound: 'Record not found',
    backToList: 'Back to list',
    byPercentage: 'By percentage', byGroup: 'By organisation group', onForAll: 'On for everyone',
    release: 'Release',
    percentageRequired: 'Percentage is required', percentageMax: 'Percentage must be at most 100',
    orgGroups: 'Org Groups', percentage: 'Percentage', updateTime: 'Update Time',
    levelAll: 'All',
  },
  zh: {
    groupMax: '分组名称：最大长度为 64',
    required: ['仓库不能为空', '公司不能为空', '地址不能为空', '联系人不能为空'],
    freeSpaceMin: '空余面积（平方英尺）不能小于 0',
    integerOnly: '只能输入整数或数字',
    notFound: '记录不存在',
    backToList: '返回列表',
    byPercentage: '按比例', byGroup: '按组织分组', onForAll: '全部开启',
    release: '发布',
    percentageRequired: '比例不能为空', percentageMax: '比例不能大于 100',
    orgGroups: '组织分组', percentage: '比例', updateTime: '更新时间',
    levelAll: '全部',
  },
} as const;

const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).first();

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`forms hardening (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      page.on('dialog', (d) => void d.accept());
      await signIn(page, 'admin');
    });
    after(async () => browser?.close());

    it('#16 a 310-character name is kept whole, counted in red and refused with the max-length message', async () => {
      await page.goto('/org-group/create');
      await page.getByTestId('org-group-create').waitFor();
      const name = 'g'.repeat(310);
      await page.locator('#groupName').fill(name);
      assert.equal(await page.locator('#groupName').inputValue(), name);
      const wrapper = page.locator('.ant-input-affix-wrapper', { has: page.locator('#groupName') });
      assert.equal((await wrapper.locator('.ant-input-show-count-suffix').innerText()).replace(/\s/g, ''), '310/64');
      assert.match((await wrapper.getAttribute('class')) ?? '', /ant-input-out-of-range/);
      await page.getByTestId('save-button').click();
      await fieldError(page, T.groupMax).waitFor();
      assert.match(page.url(), /\/org-group\/create$/);
      await screenshot(page, `14-${lang}-text-not-cut`);
    });

    it('#17 required fields of only spaces are required', async () => {
      await page.goto('/co-warehouse/create');
      await page.getByTestId('co-warehouse-create').waitFor();
      for (const id of ['warehouse', 'company', 'address', 'contactPerson']) await page.locator(`#${id}`).fill('   ');
      await page.getByTestId('save-button').click();
      for (const text of T.required) await fieldError(page, text).waitFor();
      assert.match(page.url(), /\/co-warehouse\/create$/);
      await screenshot(page, `14-${lang}-spaces-required`);
    });

    it('#18 numbers are kept as typed: below the minimum and exponents are refused, not changed', async () => {
      await page.goto('/landing-page/create');
      await page.getByTestId('landing-page-create').waitFor();
      await page.locator('#freeSpace').fill('-5');
      await fieldError(page, T.freeSpaceMin).waitFor();
      await page.locator('#numberOfWarehouses').fill('1e9999');
      await fieldError(page, T.integerOnly).waitFor();
      await page.locator('#fullName').click(); // blur: nothing reformats the typed text
      assert.equal(await page.locator('#numberOfWarehouses').inputValue(), '1e9999');
      assert.equal(await page.locator('#freeSpace').inputValue(), '-5');
      await page.locator('#freeSpace').fill('-100.5');
      await fieldError(page, T.integerOnly).waitFor();
      await screenshot(page, `14-${lang}-numbers-refused`);
    });

    it('#19 a missing record shows a not-found state without actions, on edit and show', async () => {
      for (const action of ['edit', 'show']) {
        await page.goto(`/co-warehouse/${action}/9999`);
        await page.getByTestId('record-not-found').waitFor();
        await page.getByText(T.notFound, { exact: true }).waitFor();
        assert.equal(await page.getByTestId('save-button').count(), 0, 'no Save');
        assert.equal(await page.getByTestId('edit-button').count(), 0, 'no Edit');
        assert.equal(await page.locator('.ant-form').count(), 0, 'no form');
        assert.equal(await page.locator('.ant-message-notice').count(), 0, 'no error toast on top of the state');
        await screenshot(page, `14-${lang}-not-found-${action}`);
      }
      await page.getByTestId('back-to-list').click();
      await page.waitForURL(/\/co-warehouse$/);
      await page.getByTestId('co-warehouse-list').waitFor();
    });

    it('#20 the role show page shows the permission table, never JSON', async () => {
      await page.goto('/permission-roles');
      const admin = tableRows(page).filter({ hasText: 'Administrator' }).first();
      await admin.getByTestId('row-show').click();
      await page.getByTestId('show-section-grants').waitFor();
      assert.equal(await page.getByTestId('grant-tech.feature-flag').innerText(), T.levelAll);
      assert.ok((await page.locator('[data-testid=show-section-grants] .ant-table-row').count()) > 10);
      const text = await page.getByTestId('permission-roles-show').innerText();
      assert.doesNotMatch(text, /[{}]|":/, 'no JSON text on the page');
      await screenshot(page, `14-${lang}-role-show`);
    });

    it('#25 a percentage strategy asks for a percentage 0..100; list shows Update Time', async () => {
      await page.goto('/feature-flag');
      await page.locator('.ant-table-thead th', { hasText: T.updateTime }).waitFor();
      await page.getByTestId('create-button').click();
      await page.getByTestId('feature-flag-create').waitFor();
      assert.equal(await page.locator('#percentage').count(), 0);
      assert.equal(await page.locator('#orgGroupIds').count(), 0);
      const key = unique(`e2e.${lang}.pct.`);
      await page.locator('#key').fill(key);
      await chooseOption(page, 'type', T.release);
      await chooseOption(page, 'systemType', 'WMS');
      await chooseOption(page, 'toggleStrategy', T.byPercentage);
      await page.locator('#percentage').waitFor();
      assert.equal(await page.locator('#orgGroupIds').count(), 0);
      await page.getByTestId('save-button').click();
      await fieldError(page, T.percentageRequired).waitFor();
      await page.locator('#percentage').fill('150');
      await fieldError(page, T.percentageMax).waitFor();
      await screenshot(page, `14-${lang}-flag-percentage`);
      await page.locator('#percentage').fill('40');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/feature-flag(\?|$)/);
      await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
      await tableRows(page).first().getByTestId('row-show').click();
      await page.getByTestId('show-descriptions').waitFor();
      const labels = await page.locator('.ant-descriptions-item-label').allInnerTexts();
      assert.ok(labels.includes(T.percentage) && !labels.includes(T.orgGroups), `labels: ${labels}`);
    });

    it('#25 an org-group strategy asks for org groups, shown by name; another strategy drops them', async () => {
      await page.goto('/org-group');
      await page.locator('.ant-table-thead th', { hasText: T.updateTime }).waitFor();
      await page.goto('/feature-flag/create');
      await page.getByTestId('feature-flag-create').waitFor();
      const key = unique(`e2e.${lang}.grp.`);
      await page.locator('#key').fill(key);
      await chooseOption(page, 'type', T.release);
      await chooseOption(page, 'systemType', 'WMS');
      await chooseOption(page, 'toggleStrategy', T.byGroup);
      await page.locator('#orgGroupIds').waitFor();
      assert.equal(await page.locator('#percentage').count(), 0);
      await page.getByTestId('save-button').click();
      await fieldError(page, `${T.orgGroups}${lang === 'en' ? ' is required' : '不能为空'}`).waitFor();
      await chooseOption(page, 'orgGroupIds', 'Beta testers');
      await chooseOption(page, 'orgGroupIds', 'West coast 3PLs');
      await page.keyboard.press('Escape');
      await screenshot(page, `14-${lang}-flag-org-groups`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/feature-flag(\?|$)/);
      await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
      await tableRows(page).first().getByTestId('row-show').click();
      // The groups by name (a bordered Descriptions row holds label and content cells).
      const groups = page.getByTestId('show-descriptions').getByText('Beta testers, West coast 3PLs', { exact: true });
      await groups.waitFor();
      assert.equal(await groups.locator('xpath=ancestor-or-self::td[1]/preceding-sibling::th[1]').innerText(), T.orgGroups);
      await screenshot(page, `14-${lang}-flag-show`);

      await page.getByTestId('edit-button').click();
      await page.getByTestId('feature-flag-edit').waitFor();
      await page.locator('.ant-select-selection-item', { hasText: 'Beta testers' }).waitFor();
      await chooseOption(page, 'toggleStrategy', T.onForAll);
      assert.equal(await page.locator('#orgGroupIds').count(), 0);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/feature-flag(\?|$)/);
      await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
      await tableRows(page).first().getByTestId('row-show').click();
      // The record shown is the saved one: its strategy reads 'On for everyone'.
      await page.getByTestId('show-descriptions').getByText(T.onForAll).waitFor();
      const labels = await page.locator('.ant-descriptions-item-label').allInnerTexts();
      assert.ok(!labels.includes(T.orgGroups) && !labels.includes(T.percentage), `labels: ${labels}`);
    });

    it('#19 a sales user opening another owner\'s lead sees the not-found state', async () => {
      const { page: sales } = await newPage(browser, lang);
      await signIn(sales, { username: 'sales', password: 'Sales12345' });
      // Every third demo lead is the sales user's (ids 1, 4, 7, ...); lead 2 is not.
      for (const action of ['show', 'edit']) {
        await sales.goto(`/landing-page/${action}/2`);
        await sales.getByTestId('record-not-found').waitFor();
        await sales.getByText(T.backToList).waitFor();
        assert.equal(await sales.getByTestId('save-button').count(), 0);
        assert.equal(await sales.getByTestId('edit-button').count(), 0);
      }
      await screenshot(sales, `14-${lang}-not-found-other-owner`);
    });
  });
}
