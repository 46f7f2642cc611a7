import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, unique } from '../lib/browser.ts';

describe('feature flag: validate, create, filter, sort, edit, delete', () => {
  let browser: Browser;
  let page: Page;
  const key = unique('e2e.flag.');

  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    // The unsaved-changes prompt is window.confirm: accept it unless a test says otherwise.
    page.on('dialog', (d) => void d.accept());
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  it('shows validation errors on the form, in the server wording', async () => {
    await page.goto('/feature-flag');
    await page.getByTestId('create-button').click();
    await page.getByTestId('feature-flag-create').waitFor();
    await page.getByTestId('save-button').click();
    for (const text of ['Key is required', 'Type is required', 'System Type is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.locator('#key').fill('9-starts-with-a-digit');
    await page.getByText('Key format is invalid').waitFor();
    await screenshot(page, 'feature-flag-validation');
  });

  it('creates a flag and returns to the list', async () => {
    await page.locator('#key').fill(key);
    await chooseOption(page, 'type', 'Experiment');
    await chooseOption(page, 'systemType', 'WMS');
    await page.locator('#description').fill('Created by the browser flows');
    await screenshot(page, 'feature-flag-create');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/feature-flag(\?|$)/);
    await page.getByTestId('feature-flag-list').waitFor();
  });

  it('a duplicate key is refused by the server with its message, under the field', async () => {
    await page.getByTestId('create-button').click();
    // The list has its own #key filter: wait for the form before typing.
    await page.getByTestId('feature-flag-create').waitFor();
    await page.locator('#key').fill(key);
    await chooseOption(page, 'type', 'Release');
    await chooseOption(page, 'systemType', 'OMS');
    await page.getByTestId('save-button').click();
    // the 409 names the field: its message is under the Key input, and no toast repeats it
    await page.locator('.ant-form-item', { has: page.locator('#key') }).locator('.ant-form-item-explain-error', { hasText: 'Key already exists' }).waitFor();
    assert.equal(await page.locator('.ant-message-notice', { hasText: 'Key already exists' }).count(), 0);
    assert.match(page.url(), /\/feature-flag\/create$/);
    await page.goto('/feature-flag');
  });

  it("shows the server's per-field validation errors (data.errors) on the fields", async () => {
    // The client mirrors the server's rules, so a server-only failure is simulated here.
    await page.route('**/api/resources/feature-flag', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            result: 'ERR', message: 'Invalid Data', zhMessage: '无效数据', errorCode: 400,
            data: { errors: [{ field: 'description', message: 'Description is not allowed here', zhMessage: '此处不允许描述' }] },
          }),
        })
        : route.continue());
    await page.getByTestId('create-button').click();
    await page.getByTestId('feature-flag-create').waitFor();
    await page.locator('#key').fill(unique('e2e.server.'));
    await chooseOption(page, 'type', 'Release');
    await chooseOption(page, 'systemType', 'OMS');
    await page.locator('#description').fill('anything');
    await page.getByTestId('save-button').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'Description is not allowed here' }).waitFor();
    // One message per fault: the field shows it, no toast repeats it.
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.ant-message-notice', { hasText: 'Invalid Data' }).count(), 0);
    await screenshot(page, 'feature-flag-server-validation');
    await page.unroute('**/api/resources/feature-flag');
    await page.goto('/feature-flag');
  });

  it('filters by key (kept in the URL) and shows the new flag', async () => {
    await page.locator('[data-testid=filter-bar] #key').fill(key);
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/filters/);
    await page.waitForFunction((k) => {
      const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
      return rows.length === 1 && rows[0].textContent?.includes(k);
    }, key);
    const row = tableRows(page).first();
    // Type (Experiment) and System Type (WMS) are past the list's first screen at 1280 px (listHidden): the column chooser offers them
    assert.match(await row.innerText(), /\bActive\b|\bInactive\b/);
    await screenshot(page, 'feature-flag-filtered');

    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    assert.equal(await page.locator('[data-testid=filter-bar] #key').inputValue(), key);
  });

  it('filters by an enum and clears with Reset', async () => {
    await page.getByTestId('filter-reset').click();
    await chooseOption(page, 'status', 'Inactive');
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/status/);
    await page.waitForTimeout(300);
    const statuses = await tableRows(page).locator('td:nth-child(3)').allInnerTexts(); // checkbox, Key, Status
    assert.ok(statuses.length > 0 && statuses.every((s) => s === 'Inactive'), `statuses: ${statuses}`);
    await page.getByTestId('filter-reset').click();
  });

  it('sorts by a sortable column through the URL', async () => {
    await page.locator('.ant-table-thead th', { hasText: 'Key' }).click();
    await page.waitForURL(/sorters/);
    await page.waitForTimeout(300);
    const keys = await tableRows(page).locator('td:nth-child(2)').allInnerTexts();
    const sorted = [...keys].sort((a, b) => a.localeCompare(b));
    assert.deepEqual(keys.map((k) => k.toLowerCase()), sorted.map((k) => k.toLowerCase()));
  });

  it('edits the flag (key is not editable) and sees the change', async () => {
    await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
    await tableRows(page).first().getByTestId('row-edit').click();
    await page.getByTestId('feature-flag-edit').waitFor();
    assert.equal(await page.locator('#key').count(), 0);
    // shown read-only instead: its value, greyed, never sent
    assert.equal(await page.getByTestId('readonly-key').locator('input').inputValue(), key);
    assert.equal(await page.getByTestId('readonly-key').locator('input').isDisabled(), true);
    await page.locator('#description').fill('Edited by the browser flows');
    await chooseOption(page, 'status', 'Inactive');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/feature-flag(\?|$)/);
    await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
    await tableRows(page).first().getByText('Inactive').waitFor();
    await tableRows(page).first().getByTestId('row-show').click();
    await page.getByText('Edited by the browser flows').waitFor();
  });

  it('runs the custom action from More (4 actions: 2 inline + More)', async () => {
    await page.goto(`/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(key)}`);
    const row = tableRows(page).first();
    await row.getByText('Inactive').waitFor();
    assert.deepEqual(await row.locator('td:last-child button').allInnerTexts(), ['View', 'Edit', 'More']);
    await row.getByTestId('row-more').click();
    await screenshot(page, 'feature-flag-more-menu');
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: 'Enable / Disable' }).click();
    await page.locator('.ant-modal-confirm', { hasText: 'Switch this flag on or off?' }).waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await tableRows(page).first().getByText('Active', { exact: true }).waitFor();
  });

  it('deletes the flag from More after confirmation', async () => {
    await tableRows(page).first().getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: 'Delete' }).click();
    await page.locator('.ant-modal-confirm').waitFor();
    await screenshot(page, 'feature-flag-delete-confirm');
    await page.getByTestId('confirm-delete').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 0);
  });
});
