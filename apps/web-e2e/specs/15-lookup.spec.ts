import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPage, screenshot, signIn, tableRows, unique } from '../lib/browser.ts';

/** One API call as the given user (set-up only); answers the envelope's data. */
async function api<T = unknown>(path: string, token: string | null, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
  return envelope.data;
}

const token = async (username: string, password: string) =>
  (await api<{ token: string }>('/wms-user/admin/login', null, 'POST', { username, password })).token;

/** The text of the list cell under a column title, in the only row. */
async function cellUnder(page: Page, title: string): Promise<string> {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  assert.ok(index >= 0, `column ${title} in ${headers.join(' | ')}`);
  const cell = tableRows(page).first().locator('td').nth(index);
  // the table scrolls sideways: bring the column into the screenshot
  await cell.scrollIntoViewIfNeeded();
  return (await cell.innerText()).trim();
}

/**
 * A user who may edit leads but may not view admin users picks a lead's Sales user by name (the
 * lookup right) and sees that name, not an id, in the list, in English and in Chinese.
 */
describe('lookup right: a lead editor without view on admin users picks the sales user by name', () => {
  let browser: Browser;
  let page: Page;
  const userName = unique('lead.desk.');
  const password = 'LeadDesk123';
  const company = unique('Lookup Co ');

  before(async () => {
    const admin = await token('admin', 'Admin12345');
    const role = await api<{ id: number }>('/resources/permission-roles', admin, 'POST', {
      roleName: unique('Lead Desk '), description: 'Edits leads; no view of admin users', grants: { wms: { 'landing-page': 2 } }, dataScope: 'ALL',
    });
    const user = await api<{ id: number; version: number }>('/resources/admin-user', admin, 'POST', {
      userName, firstName: 'Lee', lastName: 'Desk', email: `${userName}@example.com`, password, timeZone: 'America/Los_Angeles',
    });
    await api(`/wms-user/admin/user-roles/${user.id}`, admin, 'PUT', { roleIds: [role.id], version: user.version });
    // The premise: this user may not view the target of the relation.
    const res = await fetch(`${BASE_URL}/api/resources/admin-user`, { headers: { authorization: `Bearer ${await token(userName, password)}` } });
    assert.equal(res.status, 403);
    browser = await launch();
    ({ page } = await newPage(browser));
    await signIn(page, { username: userName, password });
  });
  after(async () => browser?.close());

  it('picks the sales user by name in the form', async () => {
    await page.goto('/landing-page/create');
    await page.getByTestId('landing-page-create').waitFor();
    await page.locator('#fullName').fill('Lena Lookup');
    await page.locator('#companyName').fill(company);
    await page.locator('#email').fill('lena.lookup@example.com');
    await page.locator('#warehouseBusinessType').click({ force: true });
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '3PL' }).click();
    await page.locator('#salesId').click({ force: true });
    await page.locator('#salesId').fill('sal');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^sales$/ });
    await option.waitFor();
    await screenshot(page, 'lookup-picker-en');
    await option.click();
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/landing-page(\?|$)/);
  });

  it('sees the name in the list, not the id', async () => {
    await page.locator('[data-testid=filter-bar] #companyName').fill(company);
    await page.getByTestId('filter-search').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-tbody td')].some((td) => td.textContent?.trim() === 'sales'));
    assert.equal(await cellUnder(page, 'Sales'), 'sales');
    await screenshot(page, 'lookup-list-en');
  });

  it('and in Chinese', async () => {
    const { page: zh } = await newPage(browser, 'zh');
    await signIn(zh, { username: userName, password });
    await zh.goto(`/landing-page?companyName=${encodeURIComponent(company)}`);
    await zh.locator('[data-testid=filter-bar] #companyName').fill(company);
    await zh.getByTestId('filter-search').click();
    await zh.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await zh.waitForFunction(() => [...document.querySelectorAll('.ant-table-tbody td')].some((td) => td.textContent?.trim() === 'sales'));
    assert.equal(await cellUnder(zh, '销售'), 'sales');
    await screenshot(zh, 'lookup-list-zh');
    await zh.locator('[data-testid=filter-bar] #salesId').click({ force: true });
    // Typed, as a user looking for one name among many would: the flows before this one have
    // added enough users that 'sales' need not be on the picker's first page.
    await zh.locator('[data-testid=filter-bar] #salesId').fill('sal');
    await zh.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^sales$/ }).waitFor();
    await screenshot(zh, 'lookup-filter-zh');
  });
});
