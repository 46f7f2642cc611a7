import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, signedInBrowser, tableRows } from '../lib/browser.ts';

/**
 * The replay before saving: on the Standard level's edit form the increase ratio is raised and the
 * stored shipments of the last 90 days are priced again with it — the job's progress, then the
 * totals and a line per client and service with the increases first; a value the level refuses is
 * told under its field's label. A surcharge's amount likewise, over the default 30 days. Nothing is
 * saved: the forms are left unsaved, so the seeded data stays as it was. In English and Chinese.
 */
const TEXT = {
  en: { refused: 'The replay was refused', last90: 'Last 90 days', ratio: 'Increase Ratio %', value: 'Value', changes: 'Changes replayed' },
  zh: { refused: '回放被拒绝', last90: '最近 90 天', ratio: '上浮比例 %', value: '数值', changes: '回放的修改' },
} as const;
const NEW_RATIO = { en: '25', zh: '30' } as const;
const NEW_VALUE = { en: '7.85', zh: '8.5' } as const;
/** A replay of the seeded shipments (5,000 in the flows, run.mjs) on a busy machine: wait for the job, however long it takes. */
const JOB_WAIT = 600_000;

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`replay before saving (${lang})`, () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
    });
    after(() => browser.close());

    const panel = () => page.getByTestId('replay-panel');

    async function openStandardLevel(): Promise<void> {
      await page.goto('/add-level');
      await tableRows(page).filter({ hasText: 'STANDARD' }).first().getByTestId('row-edit').click();
      await page.getByTestId('pricing-level-edit').waitFor();
      await page.waitForFunction(() => (document.querySelector('#increaseRatio') as HTMLInputElement | null)?.value === '15.0000');
    }

    async function openReplay(): Promise<void> {
      await page.getByTestId('replay-open').click();
      await page.getByTestId('replay-panel').waitFor();
    }

    async function closeReplay(): Promise<void> {
      await page.locator('.ant-drawer-close:visible').click();
      await page.getByTestId('replay-panel').waitFor({ state: 'detached' });
    }

    /** Runs the replay and waits for its totals; the progress bar shows while the job runs. */
    async function runToTotals(progressShot: string): Promise<void> {
      await page.getByTestId('replay-run').click();
      const shown = await Promise.race([
        page.getByTestId('replay-progress').waitFor().then(() => 'progress'),
        page.getByTestId('replay-totals').waitFor({ timeout: JOB_WAIT }).then(() => 'totals'),
      ]);
      if (shown === 'progress') await screenshot(page, progressShot).catch(() => undefined);
      await page.getByTestId('replay-totals').waitFor({ timeout: JOB_WAIT });
      await page.getByTestId('replay-progress').waitFor({ state: 'detached' });
    }

    /** The table's first line (largest increase first) and the total rose. */
    async function assertIncrease(): Promise<void> {
      assert.equal(await page.getByTestId('replay-delta').getAttribute('data-direction'), 'up');
      assert.match(await page.getByTestId('replay-delta').innerText(), /\+\$[\d,]+\.\d\d/);
      const rows = page.locator('[data-testid="replay-table"] tr.ant-table-row');
      assert.ok((await rows.count()) > 0);
      const firstDelta = rows.first().locator('[data-direction]');
      assert.equal(await firstDelta.getAttribute('data-direction'), 'up');
      assert.match(await firstDelta.innerText(), /\+\$/);
    }

    it("names a refused value by its field's label", async () => {
      await openStandardLevel();
      await screenshot(page, `28-replay-form-${lang}`);
      await page.locator('#increaseRatio').fill('-5');
      await openReplay();
      await page.getByTestId('replay-run').click();
      const error = page.getByTestId('replay-error');
      await error.waitFor();
      assert.match(await error.innerText(), new RegExp(T.refused));
      assert.match(await error.innerText(), new RegExp(T.ratio.replace('%', '\\%')));
      await screenshot(page, `28-replay-refused-${lang}`);
      await closeReplay();
    });

    it("replays the Standard level's new increase ratio over the last 90 days", async () => {
      await page.locator('#increaseRatio').fill(NEW_RATIO[lang]);
      await openReplay();
      const changes = page.getByTestId('replay-changes');
      assert.match(await changes.innerText(), new RegExp(T.changes));
      assert.match(await changes.innerText(), new RegExp(`${T.ratio.replace('%', '\\%')}[\\s\\S]*15\\.00% →\\s*${NEW_RATIO[lang]}`));
      await panel().locator('.ant-picker-range').click();
      await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: T.last90 }).click();
      await runToTotals(`28-replay-progress-${lang}`);
      await assertIncrease();
      await screenshot(page, `28-replay-level-${lang}`);
      // Every column sorts: by shipments, fewest first.
      await panel().locator('th', { hasText: lang === 'en' ? 'Shipments' : '运单数' }).click();
      const counts = (await panel().locator('tr.ant-table-row td:nth-child(3)').allInnerTexts()).map(Number);
      assert.deepEqual(counts, [...counts].sort((a, b) => a - b));
      await closeReplay();
    });

    it('leaves the level as it was (nothing saved)', async () => {
      // openStandardLevel waits for the stored 15.0000 in the form
      await openStandardLevel();
    });

    it("replays a surcharge's new amount over the last 30 days", async () => {
      await page.goto('/platform-setting/surcharge-setting');
      await tableRows(page).filter({ hasText: 'Residential Delivery' }).filter({ hasText: 'UPS' }).first().getByTestId('row-edit').click();
      await page.getByTestId('surcharge-edit').waitFor();
      await page.waitForFunction(() => (document.querySelector('#value') as HTMLInputElement | null)?.value === '5.8500');
      await page.locator('#value').fill(NEW_VALUE[lang]);
      await openReplay();
      assert.match(await page.getByTestId('replay-changes').innerText(), new RegExp(`${T.value}[\\s\\S]*5\\.85 →\\s*${NEW_VALUE[lang].replace('.', '\\.')}`));
      await runToTotals(`28-replay-surcharge-progress-${lang}`);
      await assertIncrease();
      await screenshot(page, `28-replay-surcharge-${lang}`);
      await closeReplay();
      await page.goto('/platform-setting/surcharge-setting');
      await tableRows(page).first().waitFor();
    });

    it('offers no replay on a new level (it has no clients yet)', async () => {
      await page.goto('/add-level/create');
      await page.getByTestId('pricing-level-create').waitFor();
      assert.equal(await page.getByTestId('replay-open').isDisabled(), true);
    });
  });
}
