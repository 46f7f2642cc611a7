import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows } from '../lib/browser.ts';

/**
 * Work locks (issue 10): a co-warehouse's edit form holds the record's lock while open. A
 * second user opening it reads who-is-editing and cannot save; once the first leaves, the
 * second takes the lock and saves.
 */
describe('work locks on the co-warehouse edit form', () => {
  let browser: Browser;
  let first: Page;
  let second: Page;
  let editUrl: string;

  before(async () => {
    browser = await launch();
    ({ page: first } = await newPage(browser));
    ({ page: second } = await newPage(browser, 'zh'));
    for (const page of [first, second]) page.on('dialog', (d) => void d.accept());
    await signIn(first, 'admin');
    await signIn(second, 'operator');
  });
  after(async () => browser?.close());

  it('the first user who opens the form holds the lock and may save', async () => {
    await first.goto('/co-warehouse');
    await tableRows(first).first().getByTestId('row-edit').click();
    await first.getByTestId('co-warehouse-edit').waitFor();
    editUrl = new URL(first.url()).pathname;
    await first.waitForFunction(() => !(document.querySelector('[data-testid=save-button]') as HTMLButtonElement | null)?.disabled);
    assert.equal(await first.getByTestId('work-lock-taken').count(), 0);
  });

  it('a second user is told, in their language, that someone else is editing, and cannot save', async () => {
    await second.goto(editUrl);
    await second.getByTestId('co-warehouse-edit').waitFor();
    const notice = second.getByTestId('work-lock-taken');
    await notice.waitFor();
    assert.match(await notice.innerText(), /其他用户正在编辑此记录/);
    assert.match(await notice.innerText(), /其他用户正在操作，无法提交/);
    assert.equal(await second.getByTestId('save-button').isDisabled(), true);
    await screenshot(second, 'work-lock-taken-zh');
  });

  /** Clicks the notice's Try again until the lock is had (the release is a background call). */
  async function retryUntilHeld(page: Page) {
    const notice = page.getByTestId('work-lock-taken');
    for (let i = 0; i < 20 && (await notice.count()) > 0; i++) {
      await notice.getByRole('button').click();
      // the answer either brings the notice back or enables Save
      await page.waitForFunction(() => document.querySelector('[data-testid=work-lock-taken]')
        || !(document.querySelector('[data-testid=save-button]') as HTMLButtonElement | null)?.disabled);
      if ((await notice.count()) > 0) await page.waitForTimeout(300);
    }
    assert.equal(await notice.count(), 0);
    await page.waitForFunction(() => !(document.querySelector('[data-testid=save-button]') as HTMLButtonElement | null)?.disabled);
  }

  it('once the first user goes back to the list, the second takes the lock and saves', async () => {
    await first.getByTestId('list-button').click();
    await first.getByTestId('co-warehouse-list').waitFor();
    await retryUntilHeld(second);
    await second.locator('#contactPerson').fill('Locked Editor');
    await second.getByTestId('save-button').click();
    await second.waitForURL(/\/co-warehouse(\?|$)/);
    await screenshot(second, 'work-lock-saved');
  });

  it('a user who leaves the page altogether (reload, another site) releases the lock too', async () => {
    await first.goto(editUrl);
    await first.getByTestId('co-warehouse-edit').waitFor();
    await first.waitForFunction(() => !(document.querySelector('[data-testid=save-button]') as HTMLButtonElement | null)?.disabled);
    await second.goto(editUrl);
    await second.getByTestId('work-lock-taken').waitFor();
    // a full page load: no React unmount, the pagehide keep-alive request releases
    await first.goto('/login');
    await retryUntilHeld(second);
    await screenshot(second, 'work-lock-after-leave');
  });
});
