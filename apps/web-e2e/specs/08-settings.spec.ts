import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, pickLookup, newPage, screenshot, signIn, tableRows, unique } from '../lib/browser.ts';

describe('settings widgets: permission tree, generated password, custom action answers', () => {
  let browser: Browser;
  let page: Page;
  const roleName = unique('E2E Role ');
  const userName = unique('e2e.user.');

  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    page.on('dialog', (d) => void d.accept());
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  it('creates a role with levels picked in the permission tree', async () => {
    await page.goto('/permission-roles/create');
    await page.getByTestId('permission-roles-create').waitFor();
    await page.locator('#roleName').fill(roleName);
    const grant = page.getByTestId('grant-tech.feature-flag');
    await grant.scrollIntoViewIfNeeded();
    await grant.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Update' }).click();
    await screenshot(page, 'permission-roles-create');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/permission-roles(\?|$)/);
    await page.locator('[data-testid=filter-bar] #roleName').fill(roleName);
    await page.getByTestId('filter-search').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await tableRows(page).first().getByTestId('row-edit').click();
    await page.getByTestId('permission-roles-edit').waitFor();
    await page.getByTestId('grant-tech.feature-flag').getByText('Update').waitFor();
  });

  it('creates an admin user with a generated password, then resets it and sees the new one once', async () => {
    await page.goto('/admin-user/create');
    await page.getByTestId('admin-user-create').waitFor();
    await page.locator('#userName').fill(userName);
    await page.locator('#firstName').fill('End');
    await page.locator('#lastName').fill('ToEnd');
    await page.locator('#email').fill(`${userName}@example.com`);
    await page.getByTestId('generate-password').click();
    const password = await page.locator('#password').inputValue();
    assert.match(password, /^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    // The time zone list is long and virtual: type to bring the option into view, then pick it.
    await pickLookup(page, 'timeZone', 'Asia/Shanghai');
    await screenshot(page, 'admin-user-create');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/admin-user(\?|$)/);

    await page.locator('[data-testid=filter-bar] #userName').fill(userName);
    await page.getByTestId('filter-search').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await tableRows(page).first().getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: 'Reset Password' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    const answer = page.locator('.ant-modal-confirm', { hasText: 'Password' });
    await answer.waitFor();
    const shown = await answer.locator('code').innerText();
    assert.match(shown, /\S{8,}/);
    assert.notEqual(shown, password);
    await screenshot(page, 'admin-user-reset-password');
  });
});
