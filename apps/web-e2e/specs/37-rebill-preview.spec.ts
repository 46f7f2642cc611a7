import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { todayIn } from '@console/contracts';
import { DEMO_TIME_ZONE } from '../../api/src/seed/seed-day.ts';
import { pickLookup, screenshot, signedInBrowser, tableRows, visit } from '../lib/browser.ts';

/**
 * The re-bill preview on a client billing plan's form (02 §2 billing plans), in English and
 * Chinese: the seed charged today's storage of the demo plans' clients and their cancelled
 * orders (the Economy clients have one), so the plan priced again as it is over today matches
 * what was charged, row by row, order events and storage; with its storage rule taken off the
 * form (unsaved), that rule's rows fall to nothing and the rest stay; the plan itself is left as
 * it was. The supplier plans' form offers no preview. At 1280 px.
 */
const TEXT = {
  en: {
    thisMonth: 'This month', storage: 'Storage rule', charge: 'Charge item', totals: 'Total', intro: 'Re-bill preview',
    noClients: 'No client is billed by this plan yet: choose the clients to preview', empty: 'Nothing was charged to these clients in this period',
  },
  zh: {
    thisMonth: '本月', storage: '仓储计费规则', charge: '收费项', totals: '合计', intro: '重新计费预览',
    noClients: '尚无客户使用此计费方案：请选择要预览的客户', empty: '该期间内这些客户没有已收取的费用',
  },
} as const;
/** The demo plan whose clients were charged today for both a cancelled order's event and storage. */
const PLAN = 'Economy';
/** One of its clients (demo data, the same in both languages). */
const CLIENT = 'Lakeside Apparel LLC';
/** A preview of the demo's clients over a day is quick; a busy machine may still take its time. */
const JOB_WAIT = 120_000;

/** One line of the result table, its amounts as the API gave them (4 decimals). */
interface Line {
  key: string;
  kind: string;
  item: string;
  tag: string;
  current: string;
  draft: string;
  delta: string;
}

/**
 * The day the seed charged: the demo users' today (their profiles' zone, Los Angeles), the day the
 * panel's picker offers as today; as the API and the picker write it.
 */
const today = todayIn(DEMO_TIME_ZONE);
const shownToday = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
const minus = (amount: string) => (/^0\.0+$/.test(amount) ? amount : amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];

  describe(`re-bill preview (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    let removed = '';

    before(async () => {
      ({ browser, page } = await signedInBrowser(lang));
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    after(() => browser?.close());

    const panel = () => page.getByTestId('rebill-panel');
    const storagePicker = () => page.locator('.ant-form-item', { has: page.locator('#storageRuleIds') });
    const storageTags = () => storagePicker().locator('.ant-select-selection-item');

    async function openPlan(): Promise<void> {
      await visit(page, '/client-billing-automation/billing-plans');
      await tableRows(page).filter({ hasText: PLAN }).first().getByTestId('row-edit').click();
      await page.getByTestId('billing-plan-edit').waitFor();
      await storageTags().first().waitFor();
    }

    async function openPreview(): Promise<void> {
      await page.getByTestId('rebill-open').click();
      await panel().waitFor();
    }

    async function closePreview(): Promise<void> {
      await page.locator('.ant-drawer-close:visible').click();
      await panel().waitFor({ state: 'detached' });
    }

    /** The period today..today: this month's shortcut, then today typed as its first day. */
    async function chooseToday(): Promise<void> {
      const inputs = panel().locator('.ant-picker-range input');
      await inputs.first().click();
      await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: T.thisMonth }).click();
      await inputs.first().click();
      await inputs.first().fill(shownToday);
      await inputs.first().press('Enter');
      await inputs.nth(1).press('Enter');
      await page.waitForFunction((day) => [...document.querySelectorAll('[data-testid="rebill-panel"] .ant-picker-range input')]
        .every((input) => (input as HTMLInputElement).value === day), shownToday);
      // (Escape would close the drawer: the calendars close on the second Enter)
      await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    }

    /** Runs the preview, waits for its result and reads its table. */
    async function run(progressShot: string): Promise<Line[]> {
      await page.getByTestId('rebill-run').click();
      const shown = await Promise.race([
        page.getByTestId('rebill-progress').waitFor().then(() => 'progress'),
        page.getByTestId('rebill-summary').waitFor({ timeout: JOB_WAIT }).then(() => 'summary'),
      ]);
      if (shown === 'progress') await screenshot(page, progressShot).catch(() => undefined);
      await page.getByTestId('rebill-summary').waitFor({ timeout: JOB_WAIT });
      await page.getByTestId('rebill-progress').waitFor({ state: 'detached' });
      // (no named functions inside: the page has no __name helper the test's compiler would call)
      const raw = await page.locator('[data-testid="rebill-table"] tr.ant-table-row').evaluateAll((rows) => rows.map((tr) => ({
        key: tr.getAttribute('data-row-key') ?? '',
        item: tr.querySelector('td:nth-child(2) [title]')?.getAttribute('title') ?? '',
        tag: tr.querySelector('td:nth-child(2) .ant-tag')?.textContent ?? '',
        amounts: [...tr.querySelectorAll('td')].slice(2).map((td) => td.querySelector('[data-amount]')?.getAttribute('data-amount') ?? ''),
      })));
      return raw.map(({ key, item, tag, amounts: [current, draft, delta] }) => ({ key, kind: key.split('|')[1], item, tag, current, draft, delta }));
    }

    it('offers the preview on a client plan, not on a supplier plan', async () => {
      await openPlan();
      assert.match(await page.getByTestId('rebill-preview').innerText(), new RegExp(T.intro));
      await screenshot(page, `37-${lang}-plan-form`);
      // the addon's code is loaded by now: the supplier plan's form would show it at once
      await visit(page, '/billing-automation/billing-plans');
      await tableRows(page).filter({ hasText: 'Warehouse Costs' }).first().getByTestId('row-edit').click();
      await page.getByTestId('billing-plan-edit').waitFor();
      await storageTags().first().waitFor();
      assert.equal(await page.getByTestId('rebill-preview').count(), 0);
      await openPlan();
    });

    it('prices the plan as it is over today exactly as it was charged', async () => {
      await openPreview();
      await chooseToday();
      const lines = await run(`37-${lang}-progress`);
      await screenshot(page, `37-${lang}-unchanged`);
      assert.ok((await page.getByTestId('rebill-summary').innerText()).includes(shownToday));
      assert.ok(lines.length > 0, 'the seed charged the plan\'s clients today');
      for (const line of lines) {
        assert.equal(line.delta, '0.0000', `${line.item}: ${JSON.stringify(line)}`);
        assert.equal(line.draft, line.current, line.item);
        assert.equal(line.tag, line.kind === 'storage' ? T.storage : T.charge);
      }
      assert.ok(lines.some((l) => l.kind === 'charge' && Number(l.current) > 0), "a cancelled order's event was charged today and priced again");
      const storage = lines.filter((l) => l.kind === 'storage' && Number(l.current) > 0);
      assert.ok(storage.length > 0, "today's storage was charged");
      assert.match(await page.getByTestId('rebill-totals').innerText(), new RegExp(T.totals));
      assert.equal(await page.getByTestId('rebill-totals').locator('[data-direction]').getAttribute('data-amount'), '0.0000');
      // the rule to take off: the one charged most today
      removed = [...storage].sort((a, b) => Number(b.current) - Number(a.current))[0].item;
      await closePreview();
    });

    it("drops a storage rule's charges when the rule is taken off the form, unsaved", async () => {
      const before = await storageTags().count();
      await storageTags().filter({ hasText: removed }).locator('.ant-select-selection-item-remove').click();
      await page.waitForFunction((n) => document.querySelectorAll('.ant-form-item:has(#storageRuleIds) .ant-select-selection-item').length === n, before - 1);
      await openPreview();
      const lines = await run(`37-${lang}-progress-again`);
      await screenshot(page, `37-${lang}-rule-removed`);
      // the period chosen stays while the form is open
      assert.ok((await page.getByTestId('rebill-summary').innerText()).includes(shownToday));
      const dropped = lines.filter((l) => l.kind === 'storage' && l.item === removed);
      assert.ok(dropped.length > 0, `${removed} was charged today: its rows stay, with nothing drafted`);
      for (const line of dropped) {
        assert.equal(line.draft, '0.0000', line.key);
        assert.equal(line.delta, minus(line.current), line.key);
      }
      for (const line of lines.filter((l) => !(l.kind === 'storage' && l.item === removed))) assert.equal(line.delta, '0.0000', line.key);
      // the client charged most for it would pay less: its delta reads as a fall (green)
      const [most] = [...dropped].sort((a, b) => Number(b.current) - Number(a.current));
      assert.equal(await page.locator(`[data-testid="rebill-table"] tr[data-row-key="${most.key}"] [data-direction]`).getAttribute('data-direction'), 'down');
      await closePreview();
    });

    it('leaves the plan as it was (nothing saved)', async () => {
      await page.reload();
      await page.getByTestId('billing-plan-edit').waitFor();
      await storageTags().filter({ hasText: removed }).waitFor();
    });

    it("asks a new plan for its clients, in the user's language, then previews those chosen", async () => {
      await visit(page, '/client-billing-automation/billing-plans/create');
      await page.getByTestId('billing-plan-create').waitFor();
      await openPreview();
      await page.getByTestId('rebill-run').click();
      const error = page.getByTestId('rebill-error');
      await error.waitFor();
      assert.match(await error.innerText(), new RegExp(T.noClients));
      await screenshot(page, `37-${lang}-no-clients`);
      await pickLookup(page, 'rebill-clients', CLIENT, 'Lakeside');
      // the default period, last month, is before anything the seed charged: the table says so
      await run(`37-${lang}-progress-new`).then((lines) => assert.deepEqual(lines, []));
      assert.equal(await error.count(), 0);
      assert.match(await page.getByTestId('rebill-table').innerText(), new RegExp(T.empty));
      await screenshot(page, `37-${lang}-empty`);
      await closePreview();
    });
  });
}
