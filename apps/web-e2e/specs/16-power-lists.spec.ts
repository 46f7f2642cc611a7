import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, chooseOption, launch, newPage, screenshot, signIn, tableRows, toast, unique } from '../lib/browser.ts';

/** A small API client with the admin's own token, for setting the scene and checking outcomes. */
async function apiAs(username = 'admin', password = 'Admin12345') {
  const login = await fetch(`${BASE_URL}/api/wms-user/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${BASE_URL}/api${path}`, {
      method, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

type Flag = { id: number; version: number; key: string; status: number };

/** The texts of the header cells (the selection column's is empty). */
const headers = async (page: Page) => (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());

/** Ticks the row whose Key cell reads `key`. */
const tick = (page: Page, key: string) =>
  tableRows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^${key}$`) }) }).locator('.ant-checkbox-input').check();

describe('power lists: row selection, bulk actions, export of a selection, columns and saved views', () => {
  let browser: Browser;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiAs>>;
  const prefix = unique('pl');
  const flags: Flag[] = [];
  const listUrl = `/feature-flag?filters[0][field]=key&filters[0][operator]=contains&filters[0][value]=${prefix}`;

  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    api = await apiAs();
    for (const n of [1, 2, 3, 4]) {
      flags.push(await api<Flag>('POST', '/resources/feature-flag', {
        key: `${prefix}-${n}`, type: 1, systemType: 1, status: 1, toggleStrategy: 1, description: 'power list flow',
      }));
    }
    await signIn(page, 'admin');
  });
  after(async () => {
    // leave the admin's feature-flag list as declared for any flow that runs later
    await api?.('PUT', '/me/list-preferences/feature-flag', { columns: { order: [], hidden: [], widths: {} }, views: [] }).catch(() => undefined);
    await browser?.close();
  });

  it('ticks rows and runs a status action on them all, with its confirmation', async () => {
    await page.goto(listUrl);
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 4);
    await tick(page, flags[0].key);
    await tick(page, flags[1].key);
    assert.equal(await page.getByTestId('bulk-count').innerText(), '2 selected');
    await screenshot(page, 'power-lists-selected-en');
    await page.getByTestId('bulk-toggle').click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await confirm.waitFor();
    assert.match(await confirm.innerText(), /Switch this flag on or off\?/);
    await page.getByTestId('confirm-bulk-toggle').click();
    // All done shows a toast; a refusal shows a report instead: say what it reports.
    const refusals = page.getByTestId('bulk-refusals');
    await page.locator('.ant-message-notice', { hasText: 'Enable / Disable: 2 done' }).or(refusals).first().waitFor();
    if (await refusals.count()) assert.fail(`the toggle was refused: ${await refusals.innerText()}`);
    const after = await Promise.all(flags.slice(0, 2).map((f) => api<Flag>('GET', `/resources/feature-flag/${f.id}`)));
    assert.deepEqual(after.map((f) => f.status), [2, 2]);
    assert.equal(await page.getByTestId('bulk-bar').count(), 0, 'the selection is cleared after the action');
  });

  it('deletes a selection, and reports the record someone changed meanwhile as refused', async () => {
    // The last action's confirmation closes once the list is read again: tick on that list.
    await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].some((m) => m.offsetParent !== null));
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 4);
    for (const f of flags.slice(1)) await tick(page, f.key);
    assert.equal(await page.getByTestId('bulk-count').innerText(), '3 selected');
    // another user edits flag 3 after this list was read: its version is now stale
    const stale = await api<Flag>('GET', `/resources/feature-flag/${flags[2].id}`);
    await api('PUT', `/resources/feature-flag/${stale.id}`, { description: 'edited meanwhile', version: stale.version });
    await page.getByTestId('bulk-delete').click();
    // The answer itself, so a failure says whether the call was refused, answered otherwise, or never answered.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/resources/feature-flag/bulk/delete')),
      page.getByTestId('confirm-bulk-delete').click(),
    ]);
    const outcome = await answer.text();
    assert.equal(answer.status(), 200, outcome);
    const report = page.locator('.ant-modal-confirm:visible', { has: page.getByTestId('bulk-refusals') });
    await report.waitFor().catch(async (error) => {
      throw new Error(`no refusal report for ${outcome}; on screen: ${await page.locator('.ant-modal, .ant-message').allInnerTexts()}`, { cause: error });
    });
    assert.match(await report.innerText(), /Delete: 2 done, 1 refused/);
    assert.match(await page.getByTestId('bulk-refusals').innerText(), new RegExp(`#${stale.id}: The page information has expired`));
    await screenshot(page, 'power-lists-refused-en');
    await report.locator('.ant-btn-primary').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 2);
  });

  it('exports only the selected rows', async () => {
    await tick(page, flags[0].key);
    await page.getByTestId('bulk-export').click();
    await page.getByTestId('export-popup').waitFor();
    const jobs = await api<{ records: Array<{ rowCount: number; fileName: string }> }>('GET', '/wms-user/user/message/list?queryDayLimit=30&curPageNo=1&pageSize=5');
    assert.equal(jobs.records[0].rowCount, 1);
    // Its end is told by a notification that opens the popup again: let it come now, not over the next test.
    await page.getByTestId('export-popup-item').first().locator('[data-status="1"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('export-popup').waitFor({ state: 'hidden' });
  });

  it('shows a column the list starts hidden, reorders columns, resizes one, and finds them so after a reload', async () => {
    await page.goto(listUrl);
    await tableRows(page).first().waitFor();
    await page.getByTestId('column-chooser-button').click();
    await page.getByTestId('column-chooser').waitFor();
    // The box shows the stored preferences, updated a tick after the click (the query cache
    // notifies asynchronously): click, then wait for it, where uncheck() reads it at once.
    // Type and the others start hidden (listHidden: the first screen fits 1280 px); shown, they are kept as `shown`.
    // All shown, the table is wider than the window, so no column is stretched to fill it and a drag adds what it moved.
    for (const key of ['type', 'systemType', 'toggleStrategy', 'creator']) {
      await page.getByTestId(`column-toggle-${key}`).click();
      await page.waitForFunction((k) => (document.querySelector(`[data-testid=column-toggle-${k}]`) as HTMLInputElement | null)?.checked, key);
    }
    await page.getByTestId('column-up-status').click();
    await page.getByTestId('column-up-status').click();
    await page.getByTestId('column-up-status').click();
    await screenshot(page, 'power-lists-columns-en');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-thead th')].map((t) => t.textContent?.trim())[1] === 'Status');
    // drag the right edge of Key 80 px wider
    const keyHeader = page.locator('.ant-table-thead th', { hasText: 'Key' });
    const before = (await keyHeader.boundingBox())!.width;
    const handle = (await keyHeader.locator('.column-resize-handle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 40, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.move(handle.x + 80 + handle.width / 2, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    // The width is saved in the background (debounced): wait, up to 10 s on a busy machine, until it lands.
    type Saved = { columns: { order: string[]; hidden: string[]; shown?: string[]; widths: Record<string, number> } };
    let saved = await api<Saved>('GET', '/me/list-preferences/feature-flag');
    for (let i = 0; i < 50 && !(Math.abs((saved.columns.widths?.key ?? 0) - (before + 80)) <= 6); i++) {
      await page.waitForTimeout(200);
      saved = await api<Saved>('GET', '/me/list-preferences/feature-flag');
    }
    assert.deepEqual([saved.columns.hidden, saved.columns.shown], [[], ['type', 'systemType', 'toggleStrategy', 'creator']]);
    assert.ok(Math.abs(saved.columns.widths.key - (before + 80)) <= 6, `kept width ${saved.columns.widths.key}, was ${before}`);

    await page.reload();
    await tableRows(page).first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-thead th')].map((t) => t.textContent?.trim())[1] === 'Status');
    const shown = await headers(page);
    assert.equal(shown.includes('Type'), true, `a Type column in ${shown}`);
    assert.equal(shown[1], 'Status');
    const width = (await page.locator('.ant-table-thead th', { hasText: 'Key' }).boundingBox())!.width;
    assert.ok(Math.abs(width - saved.columns.widths.key) <= 2, `Key is ${width} px after reload, kept ${saved.columns.widths.key}`);
    await screenshot(page, 'power-lists-after-reload-en');
  });

  it('saves the current filters and sort as a view, applies it, and opens on it as the default', async () => {
    await page.goto('/feature-flag');
    await tableRows(page).first().waitFor();
    await chooseOption(page, 'status', 'Inactive');
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/status/);
    await page.locator('.ant-table-thead th', { hasText: 'Key' }).click();
    await page.waitForURL(/sorters/);
    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('view-name').fill('Inactive flags');
    await page.getByTestId('view-save').click();
    await toast(page, 'View saved');
    await page.getByTestId('view-Inactive flags').waitFor();
    await screenshot(page, 'power-lists-views-en');

    await page.getByTestId('filter-reset').click();
    await page.waitForURL((url) => !url.search.includes('status'));
    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('view-apply-Inactive flags').click();
    await page.waitForURL(/status/);
    await page.waitForTimeout(300);
    const statusColumn = (await headers(page)).indexOf('Status') + 1;
    const statuses = await tableRows(page).locator(`td:nth-child(${statusColumn})`).allInnerTexts();
    assert.ok(statuses.length > 0 && statuses.every((s) => s === 'Inactive'), `statuses: ${statuses}`);

    await page.getByTestId('saved-views-button').click();
    await page.getByTestId('view-default-Inactive flags').click();
    await page.locator('[data-testid="view-Inactive flags"] .ant-tag').waitFor();
    await page.waitForTimeout(300);
    await page.goto('/feature-flag');
    await page.waitForURL(/status/);
    assert.match(await page.getByTestId('saved-views-button').innerText(), /Views: Inactive flags/);
  });

  it('keeps a list\'s filter tab in the URL: a tab narrows the rows, a reload keeps it, All clears it (listTabs)', async () => {
    // the seeded parcel orders hold drafts and cancelled ones; Cancelled is tab 6 (02 §4)
    await page.goto('/client-order');
    const tabs = page.getByTestId('list-tabs');
    assert.match(await tabs.innerText(), /All[\s\S]*Awaiting[\s\S]*Partially Shipped[\s\S]*Cancelled/);
    await tabs.getByRole('tab', { name: 'Cancelled' }).click();
    await page.waitForURL(/[?&]tab=6/);
    await page.waitForFunction(() => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].length > 0
      && [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].every((r) => r.textContent!.includes('Cancelled')));
    await page.reload();
    await page.waitForURL(/[?&]tab=6/);
    await tabs.locator('.ant-tabs-tab-active', { hasText: 'Cancelled' }).waitFor();
    await tableRows(page).first().waitFor();
    assert.ok((await tableRows(page).allInnerTexts()).every((r) => r.includes('Cancelled')));
    await tabs.getByRole('tab', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
  });

  it('reads in Chinese: the bulk bar, the column chooser and the views', async () => {
    const { page: zh } = await newPage(browser, 'zh');
    await signIn(zh, 'admin');
    await zh.goto(listUrl);
    await tableRows(zh).first().waitFor();
    await tick(zh, flags[0].key);
    assert.equal(await zh.getByTestId('bulk-count').innerText(), '已选 1 项');
    assert.match(await zh.getByTestId('bulk-bar').innerText(), /导出所选/);
    await screenshot(zh, 'power-lists-selected-zh');
    await zh.getByTestId('column-chooser-button').click();
    await zh.getByTestId('column-chooser').waitFor();
    assert.match(await zh.getByTestId('column-chooser').innerText(), /重置列/);
    await screenshot(zh, 'power-lists-columns-zh');
    await zh.keyboard.press('Escape');
    await zh.getByTestId('saved-views-button').click();
    await zh.getByTestId('saved-views').waitFor();
    assert.match(await zh.getByTestId('saved-views').innerText(), /保存当前视图/);
    await screenshot(zh, 'power-lists-views-zh');
    await zh.context().close();
  });
});
