import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn } from '../lib/browser.ts';

describe('language switch', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  it('switches to Chinese: menus, titles, columns and enum labels change, and stay after reload', async () => {
    await page.goto('/feature-flag');
    await page.getByTestId('feature-flag-list').waitFor();
    await page.getByTestId('lang-zh').click();
    await page.getByTestId('top-menu').getByText('仪表盘').waitFor();
    await page.getByTestId('top-menu').getByText('技术').waitFor();
    await page.getByTestId('feature-flag-list').locator('h4', { hasText: '功能开关' }).waitFor();
    await page.locator('.ant-table-thead').getByText('键', { exact: true }).waitFor();
    await page.locator('.ant-table-thead').getByText('创建时间').waitFor();
    await page.getByTestId('filter-search').getByText('查询').waitFor();
    await page.locator('.ant-pagination').getByText('共', { exact: false }).waitFor();
    await screenshot(page, 'list-feature-flag-zh');

    await page.reload();
    await page.getByTestId('top-menu').getByText('技术').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('console.lang')), 'zh');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
  });

  it('the dashboard, forms and validation messages are in Chinese too', async () => {
    await page.goto('/dashboard');
    await page.getByText('欢迎').waitFor();
    await screenshot(page, 'dashboard-zh');
    await page.goto('/co-warehouse/create');
    await page.getByTestId('save-button').click();
    await page.getByText('仓库不能为空').waitFor();
    await screenshot(page, 'co-warehouse-create-zh');
  });

  it('the language survives sign-out, and the login screen follows it', async () => {
    page.on('dialog', (d) => void d.accept());
    await page.goto('/dashboard');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.waitForURL('**/login');
    // antd spaces out a two-character Chinese button label: 登 录.
    await page.getByTestId('login-submit').getByText(/登\s?录/).waitFor();
    await screenshot(page, 'login-zh');
    await page.getByTestId('lang-en').click();
    await page.getByTestId('login-submit').getByText('Log in').waitFor();
  });
});
