import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, USERS, launch, newPage, screenshot, signIn, signOut, toast, unique } from '../lib/browser.ts';

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
}

/** One API call; answers the envelope's data and the HTTP status (set-up and checks only). */
async function api<T = unknown>(path: string, { method = 'GET', token, body }: Call = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T };
  return { status: res.status, data: envelope.data };
}

async function login(username: string, password: string): Promise<string> {
  const { status, data } = await api<{ token: string }>('/wms-user/admin/login', { method: 'POST', body: { username, password } });
  assert.equal(status, 200, `sign-in of ${username}`);
  return data.token;
}

async function openProfile(page: Page): Promise<void> {
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('menu-profile').click();
  await page.waitForURL(/\/user-detail\?id=\d+&mine=1$/);
  // The form mounts with the loaded record, so its inputs hold the saved values once visible.
  await page.getByTestId('profile-form').locator('#lastName').waitFor();
}

// Its own user, so the demo users' passwords stay what the other specs expect.
describe('My Profile: edit the own profile, change the password', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const userName = unique('e2e.profile.');
  const password = 'Profile123';
  const newPassword = 'Changed456';

  before(async () => {
    browser = await launch();
    const admin = await login(USERS.admin.username, USERS.admin.password);
    const created = await api('/resources/admin-user', {
      method: 'POST',
      token: admin,
      body: { userName, firstName: 'Pat', lastName: 'Profile', email: `${userName}@example.com`, password, timeZone: 'America/New_York' },
    });
    assert.equal(created.status, 201, 'the admin user is created');
    ({ context, page } = await newPage(browser));
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('edits the profile from the avatar menu and keeps it after a reload', async () => {
    await signIn(page, { username: userName, password });
    await openProfile(page);
    const form = page.getByTestId('profile-form');
    assert.equal(await page.locator('#userName').inputValue(), userName);
    assert.ok(await page.locator('#userName').isDisabled(), 'the user name is read-only');
    assert.equal(await page.locator('#firstName').inputValue(), 'Pat');
    assert.equal(await page.locator('#lastName').inputValue(), 'Profile');
    await form.getByText('America/New_York').waitFor();

    // Required fields are checked before anything is sent.
    await page.locator('#firstName').fill('');
    await page.getByTestId('profile-save').click();
    await form.getByText('First Name is required').waitFor();
    await page.locator('#firstName').fill('Pat');

    await page.locator('#lastName').fill('Edited');
    await page.getByTestId('profile-save').click();
    await toast(page, 'Saved successfully');
    // The name above the form comes from the session, reloaded after the save.
    await page.getByTestId('profile-name').filter({ hasText: 'Pat Edited' }).waitFor();
    await screenshot(page, 'profile-edit');

    await page.reload();
    await page.getByTestId('profile-form').locator('#lastName').waitFor();
    assert.equal(await page.locator('#lastName').inputValue(), 'Edited');
  });

  it('refuses a save over a newer version with the expiry message', async () => {
    // The same user saves elsewhere (another session): the form's version is now stale.
    const token = await login(userName, password);
    const { data: me } = await api<{ version: number }>('/wms-user/admin/profile', { token });
    const other = await api('/wms-user/admin/profile', { method: 'PUT', token, body: { phone: '+1 555 0100', version: me.version } });
    assert.equal(other.status, 200);
    await page.locator('#firstName').fill('Stale');
    await page.getByTestId('profile-save').click();
    await toast(page, 'The page information has expired, please refresh and try again');
  });

  it('checks the confirmation, changes the password, signs out and signs in with the new one', async () => {
    const passwordForm = page.getByTestId('change-password-form');
    await page.locator('#currentPassword').fill(password);
    await page.locator('#newPassword').fill('short1');
    await page.locator('#confirmPassword').fill('Mismatch789');
    await page.getByTestId('change-password-submit').click();
    await passwordForm.getByText('Password must be at least 8 characters with a letter and a number').waitFor();
    await passwordForm.getByText('passwords must match').waitFor();

    await page.locator('#newPassword').fill(newPassword);
    await passwordForm.getByText('Password must be at least 8 characters with a letter and a number').waitFor({ state: 'detached' });
    await passwordForm.getByText('passwords must match').waitFor();
    await screenshot(page, 'profile-change-password');

    await page.locator('#confirmPassword').fill(newPassword);
    await passwordForm.getByText('passwords must match').waitFor({ state: 'detached' });
    await page.getByTestId('change-password-submit').click();
    const notice = page.locator('.ant-modal-confirm', { hasText: 'Password changed, please log in again' });
    await notice.waitFor();
    await notice.locator('.ant-btn-primary').click();
    await page.waitForURL(/\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('console.token')), null);

    const old = await api('/wms-user/admin/login', { method: 'POST', body: { username: userName, password } });
    assert.equal(old.status, 400, 'the old password no longer signs in');
    await signIn(page, { username: userName, password: newPassword });
  });

  it('shows My Profile in Chinese', async () => {
    const zh = await newPage(browser, 'zh');
    try {
      await signIn(zh.page, { username: userName, password: newPassword });
      await openProfile(zh.page);
      assert.equal(await zh.page.locator('#lastName').inputValue(), 'Edited');
      await zh.page.getByTestId('profile').getByText('修改密码').first().waitFor();
      await zh.page.getByTestId('change-password-submit').click();
      await zh.page.getByTestId('change-password-form').getByText('当前密码不能为空').waitFor();
      await screenshot(zh.page, 'profile-zh');
    } finally {
      await zh.context.close();
    }
  });
});

// Two browser contexts are two devices of one user; an API sign-in is a third.
describe('Signing out: this session only, or everywhere from My Profile', () => {
  let browser: Browser;
  const userName = unique('e2e.sessions.');
  const password = 'Session123';
  const credentials = { username: userName, password };

  before(async () => {
    browser = await launch();
    const admin = await login(USERS.admin.username, USERS.admin.password);
    const created = await api('/resources/admin-user', {
      method: 'POST',
      token: admin,
      body: { userName, firstName: 'Sid', lastName: 'Sessions', email: `${userName}@example.com`, password, timeZone: 'America/New_York' },
    });
    assert.equal(created.status, 201, 'the admin user is created');
  });
  after(async () => browser?.close());

  it('Logout ends only its own session; Sign out everywhere (confirmed) ends all of them', async () => {
    const laptop = await newPage(browser);
    const desktop = await newPage(browser);
    try {
      await signIn(laptop.page, credentials);
      await signIn(desktop.page, credentials);
      const phone = await login(userName, password);

      await signOut(laptop.page);
      // The other browser and the phone are still signed in.
      await openProfile(desktop.page);
      assert.equal((await api('/wms-user/admin/profile', { token: phone })).status, 200, 'the phone session survives a Logout elsewhere');

      const button = desktop.page.getByTestId('sign-out-everywhere');
      await button.waitFor();
      assert.equal((await button.innerText()).trim(), 'Sign out everywhere');
      await desktop.page.getByText('Logout in the avatar menu ends only this one.').waitFor();
      await screenshot(desktop.page, 'profile-sign-out-everywhere');

      // The confirmation names the action; cancelling keeps every session.
      await button.click();
      const confirm = desktop.page.locator('.ant-modal-confirm', { hasText: 'Sign out everywhere?' });
      await confirm.waitFor();
      await screenshot(desktop.page, 'profile-sign-out-everywhere-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      assert.equal((await api('/wms-user/admin/profile', { token: phone })).status, 200, 'cancel signs nothing out');

      await button.click();
      await desktop.page.getByTestId('sign-out-everywhere-confirm').click();
      await desktop.page.waitForURL(/\/login$/);
      assert.equal(await desktop.page.evaluate(() => localStorage.getItem('console.token')), null);
      assert.equal((await api('/wms-user/admin/profile', { token: phone })).status, 401, 'the phone is signed out too');
    } finally {
      await laptop.context.close();
      await desktop.context.close();
    }
  });

  it('offers Sign out everywhere in Chinese', async () => {
    const zh = await newPage(browser, 'zh');
    try {
      await signIn(zh.page, credentials);
      await openProfile(zh.page);
      const button = zh.page.getByTestId('sign-out-everywhere');
      assert.equal((await button.innerText()).replace(/\s/g, ''), '退出所有设备');
      await screenshot(zh.page, 'profile-sign-out-everywhere-zh');
      await button.click();
      const confirm = zh.page.locator('.ant-modal-confirm', { hasText: '确定退出所有设备吗？' });
      await confirm.waitFor();
      await confirm.getByText('您账号在本设备及其他所有设备上的登录都将结束').waitFor();
      await screenshot(zh.page, 'profile-sign-out-everywhere-confirm-zh');
      await zh.page.getByTestId('sign-out-everywhere-confirm').click();
      await zh.page.waitForURL(/\/login$/);
    } finally {
      await zh.context.close();
    }
  });
});
