import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows, toast, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * Clients (01 §4 audit, 01 §6 proxy login and reset password): an OMS client created on its tabbed
 * form at `/ezeeship-client`, then audited from its row — Reject asks for a reason and refuses an
 * empty one, Approve, Suspend with a reason — and the power actions: Proxy Login shows its landing
 * link, Reset Password says where the password went, and Message Management lists that e-mail (in
 * the outbox: no SMTP here). In English (ONE_LANGUAGE; both with E2E_LANGUAGES=all).
 */
const TEXT = {
  en: {
    reject: 'Reject', approve: 'Approve', suspend: 'Suspend', deactivate: 'Deactivate', proxy: 'Proxy Login', reset: 'Reset Password',
    rejected: 'Rejected', approved: 'Approved', suspended: 'Suspended', reasonRequired: 'Reason is required',
    landing: 'Landing Link', sentTo: 'Password sent to', outbox: 'Outbox (no mail server)', service: 'Service', sales: 'Sales',
    oms: 'OMS Client', unsaved: 'Unsaved data will be lost, do you wish to continue?',
    phoneLetters: 'Phone Number has invalid characters: use digits, spaces and + - ( ) only',
    esLinkHttp: 'ES Link must be a link starting with http:// or https://',
  },
  zh: {
    reject: '驳回', approve: '审核通过', suspend: '暂停', deactivate: '停用', proxy: '代登录', reset: '重置密码',
    rejected: '已驳回', approved: '已通过', suspended: '已暂停', reasonRequired: '原因不能为空',
    landing: '登录链接', sentTo: '密码已发送至', outbox: '待发（未配置邮件服务器）', service: '服务', sales: '销售',
    oms: 'OMS 客户', unsaved: '未保存的数据将丢失，是否继续？',
    phoneLetters: '电话号码含有无效字符：只能使用数字、空格和 + - ( )',
    esLinkHttp: 'ES 链接必须是以 http:// 或 https:// 开头的链接',
  },
} as const;

async function showOnly(page: Page, companyName: string) {
  await page.goto('/ezeeship-client');
  await page.locator('[data-testid=filter-bar] #companyName').fill(companyName);
  await page.getByTestId('filter-search').click();
  await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
}

/** The first row's actions, inline then under More, in order (spaces antd puts in two-character Chinese labels dropped). */
async function rowActionLabels(page: Page): Promise<string[]> {
  const row = tableRows(page).first();
  const strip = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, '')).filter(Boolean);
  const inline = strip(await row.locator('td:last-child button').allInnerTexts());
  if (!(await row.getByTestId('row-more').count())) return inline;
  await row.getByTestId('row-more').click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item');
  await menu.first().waitFor();
  const more = strip(await menu.allInnerTexts());
  await page.keyboard.press('Escape');
  await page.locator('.ant-dropdown:visible').waitFor({ state: 'hidden' });
  return [...inline, ...more];
}

/** Runs a row action (inline or under More). */
async function rowAction(page: Page, label: string) {
  const row = tableRows(page).first();
  const inline = row.locator('button', { hasText: new RegExp(`^${label}$`) });
  if (await inline.count()) await inline.click();
  else {
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: new RegExp(`^${label}$`) }).click();
  }
}

for (const lang of ONE_LANGUAGE) {
  const T = TEXT[lang];

  describe(`clients: create, audit with reasons, proxy login and reset password (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const companyName = unique('E2E Client ');
    // uncaught errors of the page ('[pageerror] Object' after each refused form)
    const pageErrors: string[] = [];
    const pendingName = unique('E2E Pending ');

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      page.on('pageerror', (e) => pageErrors.push(String(e?.message ?? e)));
      await signIn(page, 'admin');
    });
    after(() => browser.close());

    it('creates an OMS client on its tabbed form', async () => {
      await page.goto('/ezeeship-client');
      await page.getByTestId('client-list').waitFor();
      assert.match(await page.locator('.ant-breadcrumb').innerText(), new RegExp(T.oms));
      await page.getByTestId('create-button').click();
      await page.waitForURL(/\/ezeeship-client\/create$/);
      await page.getByTestId('client-create').waitFor();
      await page.locator('#companyName').fill(companyName);
      await page.locator('#firstName').fill('Eve');
      await page.locator('#lastName').fill('Tester');
      await page.locator('#contactEmail').fill(`${companyName.replace(/\s/g, '').toLowerCase()}@example.com`);
      // a phone with letters is told so; ES Link takes http(s) links only; a refused save throws nothing
      await page.locator('#phone').fill('12ab');
      await page.locator('#esLink').fill('javascript:alert(document.cookie)');
      await page.getByTestId('save-button').click();
      await page.locator('.ant-form-item-explain-error', { hasText: T.phoneLetters }).waitFor();
      await page.locator('.ant-form-item-explain-error', { hasText: T.esLinkHttp }).waitFor();
      await screenshot(page, `23-clients-phone-eslink-${lang}`);
      await page.getByTestId('save-button').click();
      await page.locator('.ant-form-item-explain-error', { hasText: T.phoneLetters }).waitFor();
      assert.deepEqual(pageErrors, [], 'a refused form throws no uncaught error');
      await page.locator('#phone').fill('6265550123');
      await page.locator('#esLink').fill('https://shop.example.com/e2e');
      await page.getByTestId('form-tab-service').click();
      // Typed, then picked: earlier flows add admin users, so 'sales' need not be among the first options.
      await page.locator('#salesId').click({ force: true });
      await page.locator('#salesId').fill('sales');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^sales$/ }).first().click();
      await screenshot(page, `23-clients-form-${lang}`);
      // Leaving the half-filled form asks first, in the page's language; Stay keeps every value.
      await page.getByTestId('side-client-own-warehouse').click();
      await page.locator('.ant-modal-confirm', { hasText: T.unsaved }).waitFor();
      await screenshot(page, `23-clients-unsaved-${lang}`);
      await page.getByTestId('confirm-stay').click();
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
      assert.match(page.url(), /\/ezeeship-client\/create$/);
      await page.getByTestId('form-tab-account').click();
      assert.equal(await page.locator('#companyName').inputValue(), companyName);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/ezeeship-client(\?|$)/);
      await showOnly(page, companyName);
      // the seeded clients' format: C, the year, four digits
      assert.match(await tableRows(page).first().innerText(), new RegExp(`\\bC${new Date().getUTCFullYear()}\\d{4}\\b`));
      assert.deepEqual(pageErrors, []);
      await screenshot(page, `23-clients-list-${lang}`);
    });

    it('offers Suspend beside Deactivate on a pending client; Approve lifts the suspension', async () => {
      // 01 §4: a pending client may create labels; Suspend stops that, with a reason.
      const labels = await rowActionLabels(page);
      const at = labels.indexOf(T.suspend);
      assert.ok(at >= 0 && labels[at + 1] === T.deactivate, `Suspend then Deactivate expected; offered: ${labels.join(', ')}`);
      await rowAction(page, T.suspend);
      await page.getByTestId('confirm-suspend').click();
      await page.locator('.ant-modal-confirm').getByText(T.reasonRequired).waitFor();
      await page.locator('#action-suspend_reason').fill('Chargebacks under review');
      await page.getByTestId('confirm-suspend').click();
      await tableRows(page).first().getByText(T.suspended).waitFor();
      await screenshot(page, `23-clients-suspended-pending-${lang}`);
      await rowAction(page, T.approve);
      await page.getByTestId('confirm-approve').click();
      await tableRows(page).first().getByText(T.approved).waitFor();
      // back to a pending client for the audit below: a fresh one
      await page.goto('/ezeeship-client/create');
      await page.getByTestId('client-create').waitFor();
      await page.locator('#companyName').fill(pendingName);
      await page.locator('#firstName').fill('Pia');
      await page.locator('#lastName').fill('Tester');
      await page.locator('#contactEmail').fill(`${pendingName.replace(/\s/g, '').toLowerCase()}@example.com`);
      await page.locator('#phone').fill('6265550124');
      await page.getByTestId('form-tab-service').click();
      await page.locator('#salesId').click({ force: true });
      await page.locator('#salesId').fill('sales');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^sales$/ }).first().click();
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/ezeeship-client(\?|$)/);
      await showOnly(page, pendingName);
    });

    it('rejects only with a reason, then approves and suspends with one', async () => {
      await rowAction(page, T.reject);
      const dialog = page.locator('.ant-modal-confirm');
      await dialog.getByTestId('action-input-reject').waitFor();
      await page.getByTestId('confirm-reject').click();
      await dialog.getByText(T.reasonRequired).waitFor();
      // the refused dialog stays open and throws nothing into the page
      assert.deepEqual(pageErrors, [], 'a refused action dialog throws no uncaught error');
      await screenshot(page, `23-clients-reject-${lang}`);
      await dialog.locator('#action-reject_reason').fill('Licence could not be verified');
      await page.getByTestId('confirm-reject').click();
      await tableRows(page).first().getByText(T.rejected).waitFor();

      await rowAction(page, T.approve);
      await page.getByTestId('confirm-approve').click();
      await tableRows(page).first().getByText(T.approved).waitFor();

      await rowAction(page, T.suspend);
      await page.locator('#action-suspend_reason').fill('Unpaid invoices');
      await page.getByTestId('confirm-suspend').click();
      await tableRows(page).first().getByText(T.suspended).waitFor();
    });

    it('offers the record\'s actions on its page too, and its audit in the history', async () => {
      await tableRows(page).first().getByTestId('row-show').click();
      const actions = page.getByTestId('show-actions');
      await actions.waitFor();
      // Suspended: Approve is offered again, Suspend and Reject are not.
      const texts = await actions.innerText();
      assert.match(texts, new RegExp(T.approve));
      assert.doesNotMatch(texts, new RegExp(`${T.reject}|${T.suspend}`));
      await screenshot(page, `23-clients-show-${lang}`);
      await page.goBack();
      await tableRows(page).first().waitFor();
    });

    it('opens a proxy login and shows its landing link', async () => {
      await rowAction(page, T.proxy);
      await page.getByTestId('confirm-proxy-login').click();
      const info = page.locator('.ant-modal-confirm', { hasText: T.landing });
      await info.waitFor();
      const link = info.getByTestId('action-answer-proxyLink').locator('a');
      assert.match(await link.getAttribute('href') ?? '', /^https:\/\/portal\.ezeeship\.example\/proxy-login\?token=/);
      assert.equal(await link.getAttribute('target'), '_blank');
      await screenshot(page, `23-clients-proxy-${lang}`);
      await info.locator('.ant-btn-primary').click();
    });

    it('resets the password by e-mail, which Message Management lists', async () => {
      await rowAction(page, T.reset);
      await page.getByTestId('confirm-reset-password').click();
      const info = page.locator('.ant-modal-confirm', { hasText: T.sentTo });
      await info.waitFor();
      // no mail server here: the outbox keeps a redacted copy, so the password is shown once, to hand over
      await info.getByTestId('action-answer-outboxPassword').locator('code').waitFor();
      await screenshot(page, `23-clients-reset-${lang}`);
      await info.locator('.ant-btn-primary').click();
      await page.goto('/message-management');
      await page.getByTestId('message-management-list').waitFor();
      await tableRows(page).first().getByText(T.outbox).waitFor();
      await screenshot(page, `23-clients-messages-${lang}`);
    });
  });
}

describe('client routes', () => {
  it('serves warehouse clients at {product}-new-oms-client, a WMS client\'s variants, and answers an unknown top-level path with 404', async () => {
    const browser = await launch();
    try {
      const { page } = await newPage(browser);
      await signIn(page, 'admin');
      await page.goto('/ezeeship-new-oms-client');
      await page.getByTestId('client-list').waitFor();
      await tableRows(page).first().waitFor();
      await page.goto('/no-such-screen');
      await page.getByText('Sorry, this page does not exist').waitFor();
      await page.goto('/ezeeship-warehouse');
      await page.getByTestId('warehouse-list').waitFor();
      await screenshot(page, '23-warehouses-en');

      // The spec's variants of a WMS client's routes: update, view, wms, subscription, client.
      await page.goto('/wms-client');
      await tableRows(page).first().waitFor();
      const id = await tableRows(page).first().getAttribute('data-row-key');
      await page.goto(`/wms-client/subscription/${id}`);
      await page.waitForURL(new RegExp(`/wms-client/show/${id}\\?tab=subscription$`));
      await page.locator('[data-testid=show-tabs-wms-client] .ant-tabs-tab-active', { hasText: 'Subscription' }).waitFor();
      await page.getByTestId('show-group-subscription').waitFor();
      await screenshot(page, '23-wms-client-subscription-en');
      await page.goto(`/wms-client/wms/${id}`);
      await page.waitForURL(new RegExp(`/wms-client/edit/${id}\\?tab=wms$`));
      await page.locator('#emailHost').waitFor({ state: 'visible' });
      await page.goto(`/wms-client/update/${id}`);
      await page.waitForURL(new RegExp(`/wms-client/edit/${id}$`));
      await page.goto(`/admin-user/view/1`);
      await page.waitForURL(/\/admin-user\/show\/1$/);
    } finally {
      await browser.close();
    }
  });
});
