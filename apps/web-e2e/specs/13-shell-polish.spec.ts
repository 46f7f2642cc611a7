import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, USERS, launch, newPage, screenshot, signIn, tableRows, toast, unique, visit } from '../lib/browser.ts';
import { longRecords } from '../lib/list-layout.ts';
import { FIXTURE_RUN } from '../lib/resources.ts';

/**
 * The shell's polish as a new user meets it, in English and in Chinese: confirmations say what they
 * do, one message per fault, lists readable at 1280 and 1440 px with long values, and a header that
 * offers only what works.
 */
const T = {
  en: {
    deactivate: 'Deactivate', reset: 'Reset Password', del: 'Delete', cancel: 'Cancel', leave: 'Leave', leaveTitle: 'Leave this page?',
    sep: ': ', roleCreated: 'Successfully created Role', superAdmin: 'Super administrator', settings: 'Settings', exports: 'Exports',
    myExports: 'My Exports', edit: 'Edit', compact: 'Compact', normal: 'Default', wrongCurrent: 'The current password is not correct', shortPassword: 'Password must be at least 8 characters with a letter and a number', deleted: 'Deleted successfully',
    platformSetting: 'Platform Setting', surchargeSetting: 'Surcharge Setting', fundingBalance: 'Funding & Balance History', accountInvoices: 'Account & Invoices',
    fundingHistory: 'Funding History', clientInvoices: 'Client Invoices', address: 'Address',
  },
  zh: {
    deactivate: '停用', reset: '重置密码', del: '删除', cancel: '取消', leave: '离开', leaveTitle: '离开此页面？',
    sep: '：', roleCreated: '角色创建成功', superAdmin: '超级管理员', settings: '设置', exports: '导出',
    myExports: '我的导出', edit: '编辑', compact: '紧凑', normal: '默认', wrongCurrent: '当前密码不正确', shortPassword: '密码至少 8 位，且须包含字母和数字', deleted: '删除成功',
    platformSetting: '平台设置', surchargeSetting: '附加费设置', fundingBalance: '充值与余额记录', accountInvoices: '账户与账单',
    fundingHistory: '充值记录', clientInvoices: '客户账单', address: '地址',
  },
} as const;
type Lang = keyof typeof T;

/** antd spaces out two-character Chinese button labels ('删 除'): compare without spaces. */
const squash = (s: string) => s.replace(/\s+/g, '');

async function apiToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USERS.admin),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Picks an item of the first row's More menu (one that asks for a confirmation). */
async function rowAction(page: Page, label: string): Promise<void> {
  await tableRows(page).first().getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).click();
}

/** The modal confirmation on screen: its title, question and buttons. */
async function confirmation(page: Page) {
  const modal = page.locator('.ant-modal-confirm:visible').last();
  await modal.waitFor();
  return {
    modal,
    title: squash(await modal.locator('.ant-modal-confirm-title').innerText()),
    ok: squash(await modal.locator('.ant-modal-confirm-btns .ant-btn').last().innerText()),
    cancel: squash(await modal.locator('.ant-modal-confirm-btns .ant-btn').first().innerText()),
  };
}

async function cancelConfirmation(page: Page) {
  const modal = page.locator('.ant-modal-confirm:visible').last();
  await modal.locator('.ant-modal-confirm-btns .ant-btn').first().click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * The shell's own checks, in the main run only: a fixture run (E2E_EXTRA_RESOURCES) walks the
 * folder's lists in flow 02, which measures every list's layout.
 */
const shellIt = FIXTURE_RUN ? it.skip : it;

describe('confirmations, messages, list layout and header, in English and Chinese', () => {
  let browser: Browser;
  const stamp = unique('');
  let longUser = '';
  let longCompany = '';

  before(async () => {
    browser = await launch();
    // Records with the longest values their fields take: a confirmation names one, a tooltip shows one whole.
    ({ longUser, longCompany } = await longRecords(await apiToken(), stamp));
  });
  after(async () => browser?.close());

  for (const lang of ['en', 'zh'] as const) {
    const text = T[lang];

    describe(`in ${lang === 'en' ? 'English' : 'Chinese'}`, () => {
      let page: Page;
      before(async () => {
        ({ page } = await newPage(browser, lang));
        await signIn(page, 'admin');
      });

      shellIt('21: every confirmation names its action and record; the OK button says what it does', async () => {
        await page.goto(`/admin-user?userName=${encodeURIComponent(longUser.slice(0, 20))}`);
        await page.locator('[data-testid=filter-bar] #userName').fill(longUser.slice(0, 20));
        await page.getByTestId('filter-search').click();
        await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);

        for (const [action, label] of [['deactivate', text.deactivate], ['reset-password', text.reset]] as const) {
          await rowAction(page, label);
          const c = await confirmation(page);
          assert.equal(c.ok, squash(label), `${action}: OK button`);
          assert.equal(c.cancel, squash(text.cancel));
          assert.equal(c.title, squash(`${label}${text.sep}${longUser}`));
          await screenshot(page, `13-confirm-${action}-${lang}`);
          await cancelConfirmation(page);
        }

        // Its own flag: the list's first row may be another flow's, locked or refusing deletion.
        await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=e2e.long.${stamp}`);
        await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
        await rowAction(page, text.del);
        const del = await confirmation(page);
        assert.equal(del.ok, squash(text.del));
        assert.match(del.title, new RegExp(`^${squash(text.del)}${squash(text.sep)}`));
        await screenshot(page, `13-confirm-delete-${lang}`);
        await cancelConfirmation(page);

        // Leaving a changed form: an in-app confirmation with 'Leave', not the browser's OK.
        await page.goto('/org-group/create');
        await page.locator('#groupName').fill('half-typed');
        await page.getByTestId('side-org-group').click();
        const leave = await confirmation(page);
        assert.equal(leave.title, squash(text.leaveTitle));
        assert.equal(leave.ok, squash(text.leave));
        await screenshot(page, `13-confirm-leave-${lang}`);
        await page.getByTestId('confirm-stay').click();
        assert.match(page.url(), /\/org-group\/create$/);
        await page.getByTestId('side-org-group').click();
        await page.getByTestId('confirm-leave').click();
        await page.waitForURL(/\/org-group(\?|$)/);
      });

      shellIt('21: deleting an export asks with the file name and a Delete button', async () => {
        await page.goto('/feature-flag');
        await tableRows(page).first().waitFor();
        await page.getByTestId('export-button').click();
        await page.getByTestId('export-popup').waitFor();
        await page.goto('/export-list');
        await page.getByTestId('export-list').locator('tr.ant-table-row').first().waitFor();
        const row = page.getByTestId('export-list').locator('tr.ant-table-row').first();
        const fileName = await row.locator('td').first().innerText();
        await row.getByTestId('export-delete').click();
        const pop = page.locator('.ant-popconfirm:visible');
        await pop.waitFor();
        assert.equal(squash(await pop.locator('.ant-popconfirm-title').innerText()), squash(`${text.del}${text.sep}${fileName}`));
        assert.equal(squash(await pop.getByTestId('export-delete-ok').innerText()), squash(text.del));
        await screenshot(page, `13-confirm-export-delete-${lang}`);
        await pop.getByTestId('export-delete-ok').click();
        await toast(page, text.deleted);
      });

      shellIt('22: a create toasts the singular label; a short password shows one message', async () => {
        await page.goto('/permission-roles/create');
        await page.locator('#roleName').fill(`Toast ${lang} ${stamp}`);
        await page.getByTestId('save-button').click();
        await toast(page, text.roleCreated);
        await screenshot(page, `13-toast-role-created-${lang}`);

        await page.goto('/admin-user/create');
        await page.locator('#password').fill('abc1');
        await page.getByTestId('save-button').click();
        const passwordItem = page.locator('.ant-form-item', { has: page.locator('#password') });
        await passwordItem.locator('.ant-form-item-explain-error').first().waitFor();
        assert.deepEqual(await passwordItem.locator('.ant-form-item-explain-error').allInnerTexts(), [text.shortPassword]);
        await screenshot(page, `13-short-password-${lang}`);
      });

      shellIt('22: a wrong current password shows on its field only, not also as a toast', async () => {
        await page.goto('/dashboard'); // leave the half-filled form (accept the question if asked)
        if (await page.getByTestId('confirm-leave').count()) await page.getByTestId('confirm-leave').click();
        await page.getByTestId('avatar-menu').click();
        await page.getByTestId('menu-profile').click();
        await page.getByTestId('change-password-form').waitFor();
        await page.locator('#currentPassword').fill('NotMyPassword1');
        await page.locator('#newPassword').fill('Another12345');
        await page.locator('#confirmPassword').fill('Another12345');
        await page.getByTestId('change-password-submit').click();
        const item = page.locator('.ant-form-item', { has: page.locator('#currentPassword') });
        await item.getByText(text.wrongCurrent).waitFor();
        await page.waitForTimeout(500); // a toast would have appeared with the answer
        assert.equal(await page.locator('.ant-message-notice', { hasText: text.wrongCurrent }).count(), 0);
        await screenshot(page, `13-wrong-current-password-${lang}`);
      });

      // Every list's layout at 1280 and 1440 px is measured by flow 02, which opens each list anyway.
      shellIt('23: a cut value shows whole on hover; at 1280 px row actions are named icons; a compact height is kept', async () => {
        // The full text of a cut value is on hover.
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto('/co-warehouse');
        // (the address is past the first screen at 1280 px: the company, 128 characters, is cut)
        const cell = tableRows(page).first().locator('td', { hasText: longCompany.slice(0, 20) });
        await cell.locator('span').first().hover();
        const tip = page.locator('.ant-tooltip:visible');
        await tip.waitFor();
        assert.equal((await tip.innerText()).trim(), longCompany.trim());
        await screenshot(page, `13-list-tooltip-${lang}`);

        // at 1280 x 800: past the first, a row's actions are icons named on hover; a compact height is kept
        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, '/ezeeship-client');
        // the client list's own first row, not the last list's still on screen
        const first = page.getByTestId('client-list').locator('.ant-table-tbody tr.ant-table-row').first();
        await first.waitFor();
        await first.getByTestId('row-edit').hover();
        await page.locator('.ant-tooltip:visible', { hasText: text.edit }).waitFor();
        const before = (await first.boundingBox())!.height;
        const stored = () => page.waitForResponse((r) => r.url().includes('/me/list-preferences/client') && r.request().method() === 'PUT');
        await Promise.all([stored(), page.getByTestId('list-density').getByText(text.compact).click()]);
        await page.waitForFunction((h) => (document.querySelector('.ant-table-tbody tr.ant-table-row')?.getBoundingClientRect().height ?? h) < h, before);
        await screenshot(page, `13-list-compact-1280-${lang}`);
        await page.reload();
        await tableRows(page).first().waitFor();
        await page.waitForFunction((h) => (document.querySelector('.ant-table-tbody tr.ant-table-row')?.getBoundingClientRect().height ?? h) < h, before);
        await Promise.all([stored(), page.getByTestId('list-density').getByText(text.normal).click()]);
        await page.waitForFunction((h) => (document.querySelector('.ant-table-tbody tr.ant-table-row')?.getBoundingClientRect().height ?? 0) >= h - 1, before);
        await page.setViewportSize({ width: 1440, height: 900 });
      });

      shellIt("24: gear and export icons are named on hover; /export-list's crumb exists; the super-administrator's roles", async () => {
        await page.goto('/dashboard');
        assert.equal(await page.getByTestId('gear-menu').getAttribute('aria-label'), text.settings);
        assert.equal(await page.getByTestId('export-popup-button').getAttribute('aria-label'), text.exports);
        await page.getByTestId('gear-menu').hover();
        await page.locator('.ant-tooltip:visible', { hasText: text.settings }).waitFor();
        await screenshot(page, `13-header-gear-tooltip-${lang}`);
        await page.getByTestId('export-popup-button').hover();
        await page.locator('.ant-tooltip:visible', { hasText: text.exports }).waitFor();
        await screenshot(page, `13-header-export-tooltip-${lang}`);

        await page.goto('/export-list');
        await page.getByTestId('export-list').waitFor();
        assert.equal(squash(await page.locator('.ant-breadcrumb').innerText()), squash(text.myExports));

        await page.goto('/admin-user');
        const adminRow = tableRows(page).filter({ has: page.locator('td', { hasText: /^admin$/ }) });
        await adminRow.first().waitFor();
        assert.match(await adminRow.first().innerText(), new RegExp(text.superAdmin));
        await screenshot(page, `13-super-admin-roles-${lang}`);
        await adminRow.first().getByTestId('row-show').click();
        await page.getByTestId('show-descriptions').getByText(text.superAdmin).waitFor();
        await page.goto('/user-management');
        const umRow = tableRows(page).filter({ has: page.locator('td', { hasText: /^admin$/ }) });
        await umRow.first().getByText(text.superAdmin).waitFor();
      });

      shellIt('a kept token without stored user info loads it once and renders /dashboard and /landing-page', async () => {
        const token = await page.evaluate(() => localStorage.getItem('console.token'));
        assert.ok(token);
        for (const [path, testId] of [['/dashboard', 'dashboard'], ['/landing-page', 'landing-page-list']] as const) {
          const { page: kept, context } = await newPage(browser, lang);
          await context.addInitScript((t) => {
            if (!sessionStorage.getItem('e2e.kept')) {
              localStorage.setItem('console.token', t);
              localStorage.removeItem('console.userInfo');
              sessionStorage.setItem('e2e.kept', '1');
            }
          }, token!);
          let afterLogin = 0;
          kept.on('request', (r) => {
            if (r.url().includes('/wms-user/admin/afterLogin')) afterLogin += 1;
          });
          await kept.goto(path);
          await kept.getByTestId(testId).waitFor();
          await kept.getByTestId('avatar-menu').waitFor();
          assert.ok((await kept.locator('#root > *').count()) > 0, `${path} renders`);
          assert.equal(afterLogin, 1, `${path}: afterLogin once`);
          assert.ok(await kept.evaluate(() => localStorage.getItem('console.userInfo')), 'the user info is stored');
          await screenshot(kept, `13-kept-token-${path.slice(1)}-${lang}`);
          await context.close();
        }
      });

      shellIt("01 §2's menu labels for the groups and entries that exist; ticket/create-template opens the form", async () => {
        await page.goto('/dashboard');
        await page.getByTestId('top-labelSaas').click();
        assert.equal(squash(await page.getByTestId('side-section-platformSetting').locator('.ant-menu-submenu-title').innerText()), squash(text.platformSetting));
        assert.equal(squash(await page.getByTestId('side-surcharge').innerText()), squash(text.surchargeSetting));
        await screenshot(page, `13-menu-platform-setting-${lang}`);
        await page.getByTestId('top-fulfillment').click();
        const funding = page.getByTestId('side-section-fundingBalance');
        assert.equal(squash(await funding.locator('.ant-menu-submenu-title').first().innerText()), squash(text.fundingBalance));
        await funding.getByTestId('side-funding').filter({ hasText: text.fundingHistory }).waitFor();
        const invoices = page.getByTestId('side-section-accountInvoices');
        assert.equal(squash(await invoices.locator('.ant-menu-submenu-title').first().innerText()), squash(text.accountInvoices));
        await invoices.getByTestId('side-invoice').filter({ hasText: text.clientInvoices }).waitFor();
        await screenshot(page, `13-menu-finance-sections-${lang}`);
        await page.getByTestId('gear-menu').click();
        assert.equal(squash(await page.getByTestId('gear-address-book').innerText()), squash(text.address));
        await page.keyboard.press('Escape');
        await page.goto('/ticket/create-template');
        await page.getByTestId('ticket-template-create').waitFor();
        assert.match(page.url(), /\/ticket\/ticket-template-list\/create$/);
      });

      shellIt('24: a user who may export nothing has no export icon', async () => {
        const { page: sales, context } = await newPage(browser, lang);
        await signIn(sales, { username: 'sales', password: 'Sales12345' });
        await sales.getByTestId('avatar-menu').waitFor();
        assert.equal(await sales.getByTestId('export-popup-button').count(), 0);
        await screenshot(sales, `13-header-no-export-${lang}`);
        await context.close();
      });
    });
  }
});
