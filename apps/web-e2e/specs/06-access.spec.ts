import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows } from '../lib/browser.ts';

describe('permissions: menus, screens and actions follow the permission map', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    await signIn(page, 'operator');
  });
  after(async () => browser?.close());

  it('the operator sees only Dashboard, Fulfillment and WMS, and no gear', async () => {
    const groups = await page.getByTestId('top-menu').locator('.ant-menu-title-content').allInnerTexts();
    assert.deepEqual(groups, ['Dashboard', 'Fulfillment', 'WMS']);
    assert.equal(await page.getByTestId('gear-menu').count(), 0);
    const stats = await page.locator('[data-testid^=stat-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    assert.deepEqual(stats.sort(), ['stat-co-warehouse', 'stat-landing-page']);
    await screenshot(page, 'dashboard-operator');
  });

  it('landing page is view-only: no Create, only View in the rows', async () => {
    await page.getByTestId('top-wms').click();
    await page.waitForURL(/\/landing-page(\?|$)/);
    await tableRows(page).first().waitFor();
    assert.equal(await page.getByTestId('create-button').count(), 0);
    assert.equal(await tableRows(page).first().getByTestId('row-edit').count(), 0);
    assert.equal(await tableRows(page).first().getByTestId('row-delete').count(), 0);
    await tableRows(page).first().getByTestId('row-show').waitFor();
    await screenshot(page, 'list-landing-page-operator');
  });

  it('co-warehouse is fully managed: Create, View, Edit, Delete', async () => {
    await page.getByTestId('top-fulfillment').click();
    await page.waitForURL(/\/co-warehouse(\?|$)/);
    await page.getByTestId('create-button').waitFor();
    for (const action of ['row-show', 'row-edit', 'row-delete']) await tableRows(page).first().getByTestId(action).waitFor();
  });

  it('forbidden screens answer 404, like unknown routes', async () => {
    for (const path of ['/feature-flag', '/landing-page/create', '/admin-user', '/no-such-page/at/all']) {
      await page.goto(path);
      await page.getByTestId('not-found').waitFor();
    }
    await screenshot(page, 'not-found');
    await page.getByTestId('not-found').getByRole('button').click();
    await page.waitForURL('**/dashboard');
  });
});
