import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows, toast, unique } from '../lib/browser.ts';

/** Picks an option of the select inside a permission-tree row. */
async function levelOf(page: Page, grant: string): Promise<string> {
  return (await page.getByTestId(`grant-${grant}`).locator('.ant-select-selection-item').innerText()).trim();
}

async function filterUsers(page: Page, userName: string): Promise<void> {
  await page.locator('[data-testid=filter-bar] #userName').fill(userName);
  await page.getByTestId('filter-search').click();
  await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
}

describe('roles and users: a role from a reference role, given to a new user, who sees only its menus until deactivated', () => {
  let browser: Browser;
  let admin: Page;
  let theirs: { context: BrowserContext; page: Page } | undefined;
  const roleName = unique('Warehouse Desk ');
  const userName = unique('desk.');
  let password = '';

  before(async () => {
    browser = await launch();
    ({ page: admin } = await newPage(browser));
    await signIn(admin, 'admin');
  });
  after(async () => browser?.close());

  it('creates a role whose permissions start from the reference role', async () => {
    await admin.goto('/permission-roles/create');
    await admin.getByTestId('permission-roles-create').waitFor();
    await admin.locator('#roleName').fill(roleName);
    await admin.locator('#description').fill('Co-warehouses and landing page, plus feature flags');
    await admin.locator('#referenceRoleId').click({ force: true });
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Operator$/ }).click();
    // The Operator's levels are pre-selected: co-warehouse all, landing page view.
    await admin.waitForFunction(() => document.querySelector('[data-testid="grant-fulfillment.co-warehouse"]')?.textContent?.includes('All'));
    assert.equal(await levelOf(admin, 'fulfillment.co-warehouse'), 'All');
    assert.equal(await levelOf(admin, 'wms.landing-page'), 'View');
    assert.equal(await levelOf(admin, 'tech.feature-flag'), 'No access');
    // ...and can be changed before saving.
    await admin.getByTestId('grant-tech.feature-flag').click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'View' }).click();
    await screenshot(admin, 'role-from-reference');
    await admin.getByTestId('save-button').click();
    await admin.waitForURL(/\/permission-roles(\?|$)/);

    // The same name again: 'Repeat Role Name'.
    await admin.goto('/permission-roles/create');
    await admin.locator('#roleName').fill(roleName);
    await admin.getByTestId('save-button').click();
    // under the Role Name input (the 409 names the field), not a toast
    await admin.locator('.ant-form-item', { has: admin.locator('#roleName') }).locator('.ant-form-item-explain-error', { hasText: 'Repeat Role Name' }).waitFor();
    assert.equal(await admin.locator('.ant-message-notice', { hasText: 'Repeat Role Name' }).count(), 0);
  });

  it('creates a user and gives them the role in user management, seeing the effective permissions', async () => {
    await admin.goto('/admin-user/create');
    await admin.getByTestId('admin-user-create').waitFor();
    await admin.locator('#userName').fill(userName);
    await admin.locator('#firstName').fill('Desk');
    await admin.locator('#lastName').fill('Clerk');
    await admin.locator('#email').fill(`${userName}@example.com`);
    await admin.getByTestId('generate-password').click();
    password = await admin.locator('#password').inputValue();
    await admin.getByTestId('save-button').click();
    await admin.waitForURL(/\/admin-user(\?|$)/);

    await admin.getByTestId('gear-menu').click();
    await admin.getByTestId('gear-user-management').click();
    await admin.getByTestId('user-management-list').waitFor();
    await filterUsers(admin, userName);
    await tableRows(admin).first().getByTestId('row-roles').click();
    const drawer = admin.getByTestId('user-roles-drawer');
    await drawer.getByText('No permissions').waitFor();
    await drawer.getByTestId(`role-option-${roleName}`).click();
    await drawer.getByTestId('user-roles-save').click();
    await toast(admin, 'Roles saved');
    const effective = drawer.getByTestId('effective-permissions');
    await effective.getByText('Co-Warehouse').waitFor();
    await effective.getByText('Feature Flag').waitFor();
    await effective.getByText('Landing Page').waitFor();
    await screenshot(admin, 'user-management-roles');
    await admin.keyboard.press('Escape');
    // The list shows the role on the user's row.
    await tableRows(admin).first().getByText(roleName).waitFor();

    // The same screen in Chinese.
    const zh = await newPage(browser, 'zh');
    await signIn(zh.page, 'admin');
    await zh.page.goto(`/user-management?filters[0][field]=userName&filters[0][operator]=contains&filters[0][value]=${userName}`);
    await zh.page.getByRole('heading', { name: '用户管理' }).waitFor();
    await tableRows(zh.page).first().getByTestId('row-roles').click();
    await zh.page.getByTestId('user-roles-drawer').getByText('有效权限').waitFor();
    await zh.page.getByTestId('effective-permissions').getByText('合作仓').waitFor();
    await screenshot(zh.page, 'user-management-zh');
    await zh.context.close();
  });

  it('the new user sees only the permitted menus and screens', async () => {
    theirs = await newPage(browser);
    const { page } = theirs;
    await signIn(page, { username: userName, password });
    const groups = await page.getByTestId('top-menu').locator('.ant-menu-title-content').allInnerTexts();
    assert.deepEqual(groups.map((g) => g.trim()), ['Dashboard', 'Fulfillment', 'WMS', 'Tech']);
    assert.equal(await page.getByTestId('gear-menu').count(), 0, 'no settings without a settings permission');
    await page.goto('/feature-flag');
    await page.getByTestId('feature-flag-list').waitFor();
    assert.equal(await page.getByTestId('create-button').count(), 0, 'view level offers no Create');
    await screenshot(page, 'role-user-menus');
    await page.goto('/admin-user');
    await page.getByText('Sorry, this page does not exist').waitFor();
    await page.goto('/user-management');
    await page.getByText('Sorry, this page does not exist').waitFor();
  });

  it('deactivating the user ends their session within seconds and stops their sign-in', async () => {
    await admin.goto('/admin-user');
    await filterUsers(admin, userName);
    await tableRows(admin).first().getByTestId('row-more').click();
    // An active user is offered Deactivate, not Activate.
    assert.equal(await admin.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: /^Activate$/ }).count(), 0);
    await admin.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: 'Deactivate' }).click();
    await admin.locator('.ant-modal-confirm .ant-btn-primary').click();
    await tableRows(admin).first().getByText('Deactivated').waitFor();

    const { page } = theirs!;
    // The next call after the server's user cache (2 s) answers 401 and the console signs out.
    await page.waitForTimeout(2_500);
    await page.goto('/feature-flag');
    await page.waitForURL(/\/login/);
    await page.locator('#username').fill(userName);
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await toast(page, 'Log in error, invalid username or password!');
    await screenshot(page, 'deactivated-sign-in');
  });

  it('preset roles offer no Delete; deleting the role asks first and takes it from its users', async () => {
    await admin.goto('/permission-roles');
    await admin.locator('[data-testid=filter-bar] #roleName').fill('Operator');
    await admin.getByTestId('filter-search').click();
    await tableRows(admin).first().getByText('Operator').waitFor();
    assert.equal(await tableRows(admin).first().getByTestId('row-delete').count(), 0, 'a preset role cannot be deleted');

    await admin.locator('[data-testid=filter-bar] #roleName').fill(roleName);
    await admin.getByTestId('filter-search').click();
    await admin.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await tableRows(admin).first().getByTestId('row-delete').click();
    await admin.locator('.ant-modal-confirm', { hasText: 'Its users lose the permissions it gave them' }).waitFor();
    await screenshot(admin, 'role-delete-confirm');
    await admin.getByTestId('confirm-delete').click();
    await admin.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 0);

    await admin.goto('/user-management');
    await filterUsers(admin, userName);
    await tableRows(admin).first().getByTestId('row-roles').click();
    await admin.getByTestId('user-roles-drawer').getByText('No permissions').waitFor();
  });
});
