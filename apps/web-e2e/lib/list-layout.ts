import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';

/** A sentence cut to exactly n characters: the longest value the field takes. */
export const long = (prefix: string, n: number) => (prefix + ' ' + 'lorem ipsum dolor sit amet consectetur '.repeat(20)).slice(0, n);

async function create(token: string, resource: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${BASE_URL}/api/resources/${resource}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: Record<string, unknown>; message: string };
  assert.equal(res.status, 201, `${resource}: ${answer.message} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/**
 * Records with the longest values their fields take, in the generated lists whose columns a long
 * value could push about: what a list walk measures against. Returns the long user name (a
 * confirmation names it) and the co-warehouse's 128-character company (its tooltip shows it whole).
 */
export async function longRecords(token: string, stamp: string): Promise<{ longUser: string; longCompany: string }> {
  const longUser = `long.${stamp}`.padEnd(64, 'x');
  const longCompany = long(`Company ${stamp}`, 128);
  await create(token, 'co-warehouse', {
    warehouse: `W-${stamp}-`.padEnd(64, 'W'), company: longCompany, address: long('1 Very Long Street', 255),
    contactPerson: long('Contact', 64), contactPhone: '+1 775 555 0100', startTime: '2026-01-05', status: 1,
  });
  await create(token, 'landing-page', {
    fullName: long('Person', 64), companyName: long(`Company ${stamp}`, 128), email: `${'a'.repeat(50)}@example.com`,
    warehouseBusinessType: 3, numberOfWarehouses: 2, usingWms: true,
  });
  await create(token, 'org-group', { groupName: long(`Group ${stamp}`, 64), isSystemGroup: false });
  await create(token, 'fba-address', {
    code: `L${stamp}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 16), address: long('1 Long Road', 128), city: long('City', 64),
    state: long('State', 32), zipcode: '89502', country: 'US',
  });
  await create(token, 'permission-roles', { roleName: long(`Role ${stamp}`, 64).trim(), description: long('Description', 255), grants: {} });
  await create(token, 'admin-user', {
    userName: longUser, firstName: long('First', 64), lastName: long('Last', 64), email: `${stamp}.${'e'.repeat(40)}@example.com`,
    password: 'Secret123', timeZone: 'Asia/Shanghai',
  });
  await create(token, 'feature-flag', { key: `e2e.long.${stamp}`, type: 2, systemType: 3, status: 1, toggleStrategy: 4, percentage: 25, description: long('Flag', 255) });
  return { longUser, longCompany };
}

interface LayoutCheck { clear: boolean; tallest: number; pageWidth: number; tableScroll: number; tableWidth: number }

/**
 * The list on screen, measured once the table has laid itself out at the window's width (two
 * frames: antd re-measures its fixed columns in a resize observer). A string, not a function:
 * tsx would add its __name helper, unknown in the page.
 */
async function layoutOfList(page: Page): Promise<LayoutCheck> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  return (await page.evaluate(`(() => {
    const scroller = document.querySelector('.ant-table-content');
    const [tableScroll, tableWidth] = [scroller.scrollWidth, scroller.clientWidth];
    const heads = [...document.querySelectorAll('.ant-table-thead th')];
    const fixed = heads.find((h) => h.classList.contains('ant-table-cell-fix-right'));
    const rect = (e) => e.getBoundingClientRect();
    scroller.scrollLeft = scroller.scrollWidth; // the far right: the last column must sit clear of Actions
    const lastBeforeActions = heads[heads.length - 2];
    const clear = !fixed || rect(lastBeforeActions).right <= rect(fixed).left + 1;
    scroller.scrollLeft = 0;
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    const tallest = Math.max(...rows.map((r) => r.getBoundingClientRect().height));
    return { clear, tallest, pageWidth: document.documentElement.scrollWidth, tableScroll, tableWidth };
  })()`)) as LayoutCheck;
}

/**
 * The list on screen is readable at the window's width: Actions covers no column, no row wraps,
 * the page never scrolls sideways, and a fitted list (the catalogue's: its listHidden chooses a
 * first screen for 1280 px) shows every first-screen column without scrolling sideways.
 */
export async function assertListReadable(page: Page, name: string, fitted: boolean): Promise<void> {
  const width = page.viewportSize()!.width;
  const layout = await layoutOfList(page);
  assert.equal(layout.clear, true, `${name} at ${width}: the last column sits under Actions`);
  assert.ok(layout.tallest < 80, `${name} at ${width}: a row wraps to ${layout.tallest}px`);
  assert.ok(layout.pageWidth <= width, `${name} at ${width}: the page itself scrolls sideways (${layout.pageWidth}px)`);
  if (fitted) assert.ok(layout.tableScroll <= layout.tableWidth, `${name} at ${width}: the table scrolls sideways (${layout.tableScroll} > ${layout.tableWidth}px)`);
}
