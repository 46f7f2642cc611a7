import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPage, screenshot, signIn, unique } from '../lib/browser.ts';
import { adminToken } from '../lib/resources.ts';

/**
 * Work locks (01 §8's locking messages): a co-warehouse's edit form holds the record's lock while
 * open. A second user opening it reads who-is-editing and cannot save; once the first leaves, the
 * second takes the lock and saves. The record is this flow's own: a lock another flow's closed
 * browser left on a shared row (it lapses only after WORK_LOCK_TTL_MS) must not decide this one.
 */
describe('work locks on the co-warehouse edit form', () => {
  let browser: Browser;
  let first: Page;
  let second: Page;
  let editUrl: string;

  before(async () => {
    const stamp = unique('');
    const res = await fetch(`${BASE_URL}/api/resources/co-warehouse`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ warehouse: `Lock ${stamp}`, company: `Lock Co ${stamp}`, address: '1 Lock Way', contactPerson: 'Lena Lock', contactPhone: '+1 775 555 0100', startTime: '2026-01-05', status: 1 }),
    });
    const created = (await res.json()) as { data: { id: number }; message: string };
    assert.equal(res.status, 201, created.message);
    editUrl = `/co-warehouse/edit/${created.data.id}`;
    browser = await launch();
    ({ page: first } = await newPage(browser));
    ({ page: second } = await newPage(browser, 'zh'));
    for (const page of [first, second]) page.on('dialog', (d) => void d.accept());
    await signIn(first, 'admin');
    await signIn(second, 'operator');
  });
  after(async () => browser?.close());

  it('the first user who opens the form holds the lock and may save', async () => {
    await first.goto(editUrl);
    await first.getByTestId('co-warehouse-edit').waitFor();
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
