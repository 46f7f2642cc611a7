import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot, signIn, signOut, toast } from '../lib/browser.ts';

describe('sign-in, route guard, dashboard, profile, sign-out', () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(async () => browser?.close());

  it('a signed-out visit of a screen goes to /login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/feature-flag');
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-submit').waitFor();
    await screenshot(page, 'login');
    await context.close();
  });

  it('the login form requires both fields', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await screenshot(page, 'login-required');
    await context.close();
  });

  it('a wrong password shows the server message and stays on /login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await toast(page, 'Log in error, invalid username or password!');
    assert.match(page.url(), /\/login$/);
    await context.close();
  });

  it('signs in to the dashboard with real figures, the name and time zone', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await page.getByTestId('dashboard-timezone').getByText('America/Los_Angeles').waitFor();
    const card = page.getByTestId('stat-feature-flag');
    await card.waitFor();
    const value = Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''));
    assert.ok(value > 0, `feature-flag count is ${value}`);
    await page.getByTestId('stat-co-warehouse').waitFor();
    await screenshot(page, 'dashboard');

    // A figure links to its list.
    await card.click();
    await page.waitForURL(/\/feature-flag(\?|$)/);
    await page.getByTestId('feature-flag-list').waitFor();

    // Signed in, /login and / lead to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('My Profile shows the own user; Logout returns to /login and the guard holds', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-profile').click();
    await page.waitForURL(/\/user-detail\?id=1&mine=1$/);
    await page.getByTestId('profile').getByText('Ada').first().waitFor();
    await screenshot(page, 'profile');

    await signOut(page);
    const token = await page.evaluate(() => localStorage.getItem('console.token'));
    assert.equal(token, null);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('an expired session (401) clears storage but the language and returns to /login', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin');
    await page.evaluate(() => {
      localStorage.setItem('console.lang', 'en');
      localStorage.setItem('console.token', 'not-a-valid-token');
    });
    await page.goto('/feature-flag');
    await page.waitForURL(/\/login/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    assert.deepEqual(keys, ['console.lang']);
    await context.close();
  });
});
