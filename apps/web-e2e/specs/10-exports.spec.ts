import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, signOut, tableRows, toast } from '../lib/browser.ts';

/** Records, as a user would see them, whether a progress bar and a notification ever showed. */
function watchExportUi() {
  const seen = new Set<string>();
  (window as unknown as { __seen: Set<string> }).__seen = seen;
  new MutationObserver(() => {
    if (document.querySelector('[data-testid=export-progress]')) seen.add('progress');
    if (document.querySelector('.ant-notification-notice')) seen.add('notification');
  }).observe(document, { subtree: true, childList: true });
}

async function readSheet(path: string): Promise<{ creator: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { creator: workbook.creator, rows };
}

describe('exports: a filtered list to XLSX, popup, notification, export list, download, delete', () => {
  let browser: Browser;
  let page: Page;
  const downloads = mkdtempSync(join(tmpdir(), 'e2e-downloads-'));

  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    await page.context().addInitScript(watchExportUi);
    await signIn(page, 'admin');
  });
  after(async () => browser?.close());

  /** The same filter through the API: what the file must hold. */
  async function expectedLeads(): Promise<string[]> {
    return page.evaluate(async () => {
      const token = localStorage.getItem('console.token');
      const response = await fetch('/api/resources/landing-page?warehouseBusinessType=1&sortField=submitTime&sortOrder=desc&pageSize=100', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      return body.data.records.map((r: { email: string }) => r.email);
    });
  }

  it('exports the filtered landing-page list and tells when it is ready', async () => {
    await page.goto('/landing-page');
    await tableRows(page).first().waitFor();
    await chooseOption(page, 'warehouseBusinessType', '3PL');
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/warehouseBusinessType/);
    const emails = await expectedLeads();
    assert.ok(emails.length > 1 && emails.length < 40, `the filter keeps some leads (${emails.length})`);
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === n, emails.length);

    await page.getByTestId('export-button').click();
    await page.getByTestId('export-popup').waitFor();
    const notice = page.locator('.ant-notification-notice', { hasText: 'Export finished' });
    await notice.waitFor();
    assert.match(await notice.innerText(), /Landing Page-\d{8}/);
    const first = page.getByTestId('export-popup-item').first();
    await first.getByTestId('export-status').and(page.locator('[data-status="1"]')).waitFor();
    // Download is reachable in the popup (not covered by the notification).
    await first.getByTestId('export-download').click({ trial: true });
    await screenshot(page, 'export-popup');

    // The popup closes itself 5 s after it opened (the pointer is not over it).
    await page.mouse.move(10, 500);
    await page.getByTestId('export-popup').waitFor({ state: 'hidden', timeout: 9_000 });
    // The notification lasts 5 s too.
    await notice.waitFor({ state: 'hidden', timeout: 9_000 });
  });

  it('lists the job on /export-list, downloads it with the filtered rows, then deletes it', async () => {
    const emails = await expectedLeads();
    await page.getByTestId('export-popup-button').click();
    await page.getByTestId('export-popup').waitFor();
    await page.getByTestId('export-popup-all').click();
    await page.waitForURL(/\/export-list$/);
    // The URL changes before the previous list unmounts: read rows of the export list only.
    const row = page.getByTestId('export-list').locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(`^Landing Page-\\d{14}\\.xlsx\\s+Single\\s+Success\\s+${emails.length}\\s`));
    await screenshot(page, 'export-list');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-download').click()]);
    assert.match(download.suggestedFilename(), /^Landing Page-\d{8}.*\.xlsx$/);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const { creator, rows } = await readSheet(file);
    assert.equal(creator, 'Ezeeship Admin Console');
    assert.deepEqual(rows[0].slice(0, 3), ['Full Name', 'Company Name', 'Email']);
    assert.equal(rows[0].at(-1), 'Create Time');
    assert.deepEqual(rows.slice(1).map((r) => r[2]), emails, 'exactly the filtered rows, in the list order');
    assert.ok(rows.slice(1).every((r) => r[4] === '3PL'), 'enum codes are written as labels');

    const before = await tableRows(page).count();
    await row.getByTestId('export-delete').click();
    await page.getByTestId('export-delete-ok').click();
    await toast(page, 'Deleted successfully');
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === n - 1, before);
  });

  it('shows a progress bar while a long export runs', async () => {
    // 1,200 more leads of one type: an export of three keyset batches (500 rows each at most), with progress pushes between.
    const created = await page.evaluate(async () => {
      const token = localStorage.getItem('console.token');
      let ok = 0;
      for (let start = 0; start < 1200; start += 50) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fetch('/api/resources/landing-page', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ fullName: `Bulk ${start + i}`, companyName: `Bulk Co ${start + i}`, email: `bulk${start + i}@example.com`, warehouseBusinessType: 5 }),
        })));
        ok += answers.filter((a) => a.ok).length;
      }
      return ok;
    });
    assert.equal(created, 1200);
    await page.goto('/landing-page');
    await tableRows(page).first().waitFor();
    await chooseOption(page, 'warehouseBusinessType', 'Other');
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/warehouseBusinessType=5|warehouseBusinessType%5D=5|5/);
    // The popup's panel loads on first open; load it now, so the run is watched from its start.
    await page.getByTestId('export-popup-button').click();
    await page.getByTestId('export-popup-all').waitFor();
    await page.keyboard.press('Escape');
    await page.evaluate(() => (window as unknown as { __seen: Set<string> }).__seen.clear());
    await page.getByTestId('export-button').click();
    await page.locator('.ant-notification-notice', { hasText: 'Export finished' }).last().waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
    assert.ok(seen.includes('progress'), 'a progress bar showed while the job ran');
    assert.ok(seen.includes('notification'));
    await page.getByTestId('export-popup-item').first().locator('[data-status="1"]').waitFor();
  });

  it('labels a Chinese export in Chinese and shows the screens in Chinese', async () => {
    const { page: zhPage } = await newPage(browser, 'zh');
    await signIn(zhPage, 'admin');
    await zhPage.goto('/feature-flag');
    await tableRows(zhPage).first().waitFor();
    await zhPage.getByTestId('export-button').click();
    await zhPage.locator('.ant-notification-notice', { hasText: '导出完成' }).waitFor();
    await zhPage.goto('/export-list');
    const row = tableRows(zhPage).first();
    await row.getByTestId('export-download').waitFor();
    assert.match(await row.innerText(), /成功/);
    await screenshot(zhPage, 'export-list-zh');
    const [download] = await Promise.all([zhPage.waitForEvent('download'), row.getByTestId('export-download').click()]);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const { rows } = await readSheet(file);
    // Feature flags list both engine times (01 §3), and the export has the list's columns.
    assert.deepEqual(rows[0].slice(-2), ['创建时间', '更新时间']);
    assert.ok(rows.length > 1);
    await zhPage.context().close();
  });

  it('opens the real-time socket after sign-in, subscribes to the own topic and closes it on logout', async () => {
    const { page: fresh } = await newPage(browser);
    const received: string[] = [];
    const sent: string[] = [];
    const opened = new Promise<WebSocket>((resolve) =>
      fresh.on('websocket', (ws) => {
        ws.on('framereceived', (f) => received.push(String(f.payload)));
        ws.on('framesent', (f) => sent.push(String(f.payload)));
        resolve(ws);
      }),
    );
    await signIn(fresh, 'operator');
    const socket = await opened;
    assert.match(socket.url(), /\/ws\/stomp$/);
    for (let i = 0; i < 50 && !sent.some((f) => f.startsWith('SUBSCRIBE')); i++) await fresh.waitForTimeout(100);
    assert.ok(received.some((f) => f.startsWith('CONNECTED') && f.includes('heart-beat:10000,10000')));
    assert.ok(sent.some((f) => f.startsWith('CONNECT') && /Authorization:Bearer /.test(f)), 'the token travels in the CONNECT headers');
    assert.ok(sent.some((f) => f.startsWith('SUBSCRIBE') && /destination:\/topic\/admin\/\d+/.test(f)));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await signOut(fresh);
    await closed;
    await fresh.context().close();
  });

  it('reconnects 5 s after the socket drops and still receives export notices', async () => {
    const { page: fresh } = await newPage(browser);
    const servers: Array<{ close: () => Promise<void> }> = [];
    // Playwright sits between page and API so the test can drop the connection from the server side.
    await fresh.routeWebSocket(/\/ws\/stomp$/, (ws) => {
      servers.push(ws.connectToServer());
    });
    await signIn(fresh, 'admin');
    for (let i = 0; i < 50 && servers.length < 1; i++) await fresh.waitForTimeout(100);
    assert.equal(servers.length, 1);
    const droppedAt = Date.now();
    await servers[0].close();
    for (let i = 0; i < 120 && servers.length < 2; i++) await fresh.waitForTimeout(100);
    assert.equal(servers.length, 2, 'a new connection after the drop');
    const waited = Date.now() - droppedAt;
    assert.ok(waited >= 4_000, `not before the 5 s reconnect delay (${waited} ms)`);

    await fresh.goto('/org-group');
    await tableRows(fresh).first().waitFor();
    await fresh.getByTestId('export-button').click();
    await fresh.locator('.ant-notification-notice', { hasText: 'Export finished' }).waitFor();
    await fresh.context().close();
  });

  it('another user cannot download the file by its url', async () => {
    const url = await page.evaluate(async () => {
      const token = localStorage.getItem('console.token');
      const body = await (await fetch('/api/wms-user/user/message/list?queryDayLimit=30&receiveType=ADMIN&messageType=ADMIN_MSG_EXCEL_EXPORT&curPageNo=1&pageSize=5', {
        headers: { Authorization: `Bearer ${token}` },
      })).json();
      return body.data.records.find((r: { status: number }) => r.status === 1)?.url as string;
    });
    assert.ok(url, 'admin has a finished export');
    const { page: other } = await newPage(browser);
    await signIn(other, 'operator');
    const status = await other.evaluate(async (u) => {
      const token = localStorage.getItem('console.token');
      return (await fetch(u, { headers: { Authorization: `Bearer ${token}` } })).status;
    }, url);
    assert.equal(status, 404);
    await other.context().close();
  });
});
