import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn } from '../lib/browser.ts';

describe('unsaved changes, chunk-load failure, network failure', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  it('leaving a changed form asks first; cancelling stays, accepting leaves', async () => {
    await page.goto('/org-group/create');
    await page.locator('#groupName').fill('half-typed');
    await page.getByTestId('side-org-group').click();
    // An in-app confirmation (issue 9, 21): the spec's question, a 'Leave' button.
    await page.locator('.ant-modal-confirm', { hasText: 'Unsaved data will be lost, do you wish to continue?' }).waitFor();
    await page.getByTestId('confirm-stay').click();
    await page.waitForTimeout(300);
    assert.match(page.url(), /\/org-group\/create$/);

    await page.getByTestId('side-org-group').click();
    await page.getByTestId('confirm-leave').click();
    await page.waitForURL(/\/org-group(\?|$)/);
  });

  it('a screen whose code cannot be loaded shows the ChunkLoadError screen with Reload', async () => {
    const { page: fresh, context } = await newPage(browser);
    await signIn(fresh, 'admin');
    await fresh.route(/\/assets\/ResourceShow-[^/]+\.js$/, (route) => route.abort());
    await fresh.goto('/feature-flag/show/1');
    await fresh.getByTestId('chunk-load-error').waitFor();
    await fresh.getByTestId('chunk-load-error').getByRole('button', { name: 'Reload' }).waitFor();
    // The shell around it still works.
    await fresh.getByTestId('top-menu').waitFor();
    await screenshot(fresh, 'chunk-load-error');
    await fresh.unroute(/\/assets\/ResourceShow-[^/]+\.js$/);
    await fresh.getByTestId('chunk-load-error').getByRole('button', { name: 'Reload' }).click();
    await fresh.getByTestId('feature-flag-show').waitFor();
    await context.close();
  });

  it('a network failure says "Server error, please try again later"', async () => {
    await page.route('**/api/resources/feature-flag?**', (route) => route.abort('connectionrefused'));
    await page.goto('/feature-flag');
    await page.locator('.ant-message-notice', { hasText: 'Server error, please try again later' }).waitFor();
    await screenshot(page, 'network-error');
    await page.unroute('**/api/resources/feature-flag?**');
  });
});
