import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn } from '../lib/browser.ts';
import { startErrorCollector } from '../../api/test/error-collector.ts';

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
    // An in-app confirmation (01 §5): the spec's question, a 'Leave' button.
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

  it('a screen that throws shows the crash screen, and the error reaches the error-reporting service (WEB_SENTRY_DSN)', async () => {
    // the local collector the server's WEB_SENTRY_DSN names (run.mjs): what the web app sends arrives here
    const collector = await startErrorCollector(Number(process.env.E2E_ERROR_PORT));
    const { page: fresh, context } = await newPage(browser);
    try {
      await signIn(fresh, 'admin');
      // a record whose texts are objects that cannot be made text (toString is no function):
      // the show screen throws while rendering it
      await fresh.route(/\/api\/resources\/feature-flag\/1$/, async (route) => {
        const answer = await (await route.fetch()).json();
        for (const [key, value] of Object.entries(answer.data)) if (typeof value === 'string') answer.data[key] = { toString: 'flow 07', valueOf: 'flow 07' };
        await route.fulfill({ json: answer });
      });
      await fresh.goto('/feature-flag/show/1');
      await fresh.getByTestId('crash-error').waitFor();
      await fresh.getByTestId('top-menu').waitFor();
      const event = await collector.next((e) => e.tags?.boundary === 'screen');
      assert.match(String(event.exception?.values?.[0]?.value), /Cannot convert object to primitive value/);
      assert.equal(event.environment, 'test');
      assert.ok(JSON.stringify(event).includes('/feature-flag/show/1'), 'the event names the page');
    } finally {
      await context.close();
      await collector.close();
    }
  });

  it('a network failure says "Server error, please try again later"', async () => {
    await page.route('**/api/resources/feature-flag?**', (route) => route.abort('connectionrefused'));
    await page.goto('/feature-flag');
    await page.locator('.ant-message-notice', { hasText: 'Server error, please try again later' }).waitFor();
    await screenshot(page, 'network-error');
    await page.unroute('**/api/resources/feature-flag?**');
  });
});
