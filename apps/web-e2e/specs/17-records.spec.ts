import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, USERS, launch, newPage, screenshot, signIn, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/** One API call for set-up: the envelope's data and the HTTP status. */
async function api<T = unknown>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

async function login(username: string, password: string): Promise<string> {
  const { status, data } = await api<{ token: string }>('/wms-user/admin/login', { method: 'POST', body: { username, password } });
  assert.equal(status, 200, `sign-in of ${username}`);
  return data.token;
}

const TEXT = {
  en: { details: 'Details', history: 'History', edited: 'admin edited this record', created: 'admin created this record', company: 'Company Name', role: 'Sales' },
  zh: { details: '详情', history: '历史', edited: 'admin 编辑了此记录', created: 'admin 创建了此记录', company: '公司名称', role: 'Sales' },
} as const;

/**
 * What a power user expects of every record: edit a lead and read the change in its History tab,
 * follow the Sales link to the user and on to their role, copy the user's invitation code, and find
 * the lead again from the header search (Ctrl+K) — in English (ONE_LANGUAGE; both with
 * E2E_LANGUAGES=all).
 */
describe('records: history, relation links, copy buttons, global search', () => {
  let browser: Browser;
  const tag = unique('rec');
  const fullName = `Records Lead ${tag}`;
  let leadId: number;
  let salesId: number;

  before(async () => {
    browser = await launch();
    const admin = await login(USERS.admin.username, USERS.admin.password);
    const sales = await login('sales', 'Sales12345');
    salesId = (await api<{ user: { userId: number } }>('/wms-user/admin/afterLogin', { token: sales })).data.user.userId;
    const lead = await api<{ id: number }>('/resources/landing-page', {
      method: 'POST', token: admin,
      body: { fullName, companyName: 'Before Freight', email: `${tag}@example.com`, warehouseBusinessType: 1, salesId },
    });
    assert.equal(lead.status, 201, 'the lead is created');
    leadId = lead.data.id;
  });
  after(async () => {
    await browser?.close();
  });

  it('shows a relation the user may not view as plain text, not a link', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'operator');
    await page.goto(`/landing-page/show/${leadId}`);
    const details = page.getByTestId('show-descriptions');
    await details.getByText(fullName).waitFor();
    assert.equal(await page.getByTestId('related-salesId').count(), 0);
    assert.equal(await details.getByRole('link').count(), 0);
    await context.close();
  });

  for (const lang of ONE_LANGUAGE) {
    describe(lang, () => {
      let context: BrowserContext;
      let page: Page;
      const text = TEXT[lang];
      before(async () => {
        ({ context, page } = await newPage(browser, lang));
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
        await signIn(page);
      });
      after(async () => {
        await context?.close();
      });

      it('shows an edit in the History tab: who, which field, from what to what', async () => {
        const company = `${lang === 'en' ? 'After' : '之后'} Freight ${tag}`;
        await page.goto(`/landing-page/edit/${leadId}`);
        await page.getByTestId('landing-page-edit').waitFor();
        await page.waitForFunction(() => (document.querySelector('#companyName') as HTMLInputElement | null)?.value !== '');
        await page.locator('#companyName').fill(company);
        await page.getByTestId('save-button').click();
        await page.waitForURL(/\/landing-page(\?|$)/);

        await page.goto(`/landing-page/show/${leadId}`);
        await page.getByTestId('show-descriptions').getByText(company).waitFor();
        await page.getByRole('tab', { name: text.history }).click();
        const newest = page.getByTestId('history-entry').first();
        await newest.getByText(text.edited).waitFor();
        assert.equal(await newest.getAttribute('data-action'), 'update');
        const row = newest.locator('tr', { hasText: text.company });
        await row.waitFor();
        const cells = await row.locator('td').allInnerTexts();
        assert.deepEqual(cells.slice(1), [lang === 'en' ? 'Before Freight' : `After Freight ${tag}`, company]);
        // the creation is there too, with the Sales user named by a link
        const created = page.locator('[data-testid=history-entry][data-action=create]');
        await created.getByText(text.created).waitFor();
        await created.getByRole('link', { name: 'sales' }).waitFor();
        await screenshot(page, `17-records-history-${lang}`);
      });

      it('follows the Sales link to the user, whose roles are links too', async () => {
        await page.getByRole('tab', { name: text.details }).click();
        await page.getByTestId('related-salesId').getByRole('link', { name: 'sales' }).click();
        await page.waitForURL(new RegExp(`/admin-user/show/${salesId}$`));
        const roles = page.getByTestId('related-roleIds');
        await roles.getByRole('link', { name: text.role }).waitFor();
        await screenshot(page, `17-records-user-${lang}`);
        await roles.getByRole('link', { name: text.role }).click();
        await page.waitForURL(/\/permission-roles\/show\/\d+$/);
        await page.getByTestId('show-descriptions').getByText(text.role, { exact: true }).first().waitFor();
        await page.goBack();
        await page.waitForURL(new RegExp(`/admin-user/show/${salesId}$`));
      });

      it('lists related records as links too', async () => {
        await page.goto('/admin-user');
        const row = page.locator('.ant-table-tbody tr.ant-table-row', { has: page.locator('td', { hasText: /^sales$/ }) });
        await row.first().getByTestId('related-roleIds').getByRole('link', { name: text.role }).waitFor();
        await screenshot(page, `17-records-user-list-${lang}`);
        await page.goto(`/admin-user/show/${salesId}`);
      });

      it('copies the invitation code', async () => {
        const code = page.getByTestId('copy-agentInvitationCode');
        await code.waitFor();
        const shown = (await code.innerText()).trim();
        assert.match(shown, /^[A-Z0-9]{6,16}$/);
        await code.locator('.ant-typography-copy').click();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied, shown);
      });

      it('finds the lead from the header search with Ctrl+K and opens it', async () => {
        // The suggestions' code comes on first focus (HeaderSearch.tsx); held back a second here,
        // what is typed meanwhile carries over to them.
        let asked = 0;
        await page.route('**/assets/HeaderSearchBox-*.js', async (route) => {
          asked++;
          await new Promise((done) => setTimeout(done, 1000));
          await route.continue();
        });
        await page.goto('/dashboard');
        await page.getByTestId('dashboard').waitFor();
        assert.equal(asked, 0, 'the page loads without the search suggestions');
        await page.keyboard.press('Control+K');
        const box = page.getByTestId('header-search');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'header-search');
        await box.fill(tag);
        const hit = page.getByTestId(`search-hit-landing-page-${leadId}`);
        await hit.waitFor();
        assert.equal(await hit.innerText(), fullName);
        await screenshot(page, `17-records-search-${lang}`);
        await hit.click();
        await page.waitForURL(new RegExp(`/landing-page/show/${leadId}$`));
        await page.getByTestId('show-descriptions').getByText(fullName).waitFor();
        assert.equal(await box.inputValue(), '');
      });
    });
  }
});
