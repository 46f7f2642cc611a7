import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launch, newPage, screenshot, signIn, tableRows, typeDate, unique } from '../lib/browser.ts';

describe('co-warehouse as the operator: create with a date, filter by text and date range, edit, delete', () => {
  let browser: Browser;
  let page: Page;
  const warehouse = unique('E2E-WH-');
  const company = unique('E2E Co ');

  before(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    page.on('dialog', (d) => void d.accept());
    await signIn(page, 'operator');
  });
  after(async () => browser?.close());

  it('creates a co-warehouse', async () => {
    await page.goto('/co-warehouse/create');
    await page.getByTestId('co-warehouse-create').waitFor();
    await page.locator('#warehouse').fill(warehouse);
    await page.locator('#company').fill(company);
    await page.locator('#address').fill('1 Test Way, Ontario, CA 91761');
    await page.locator('#contactPerson').fill('Pat Tester');
    await page.locator('#contactPhone').fill('abc');
    await page.getByTestId('save-button').click();
    await page.getByText('Contact Phone has invalid characters: use digits, spaces and + - ( ) only').waitFor();
    await screenshot(page, 'co-warehouse-validation');
    await page.locator('#contactPhone').fill('+1 909 555 0100');
    await typeDate(page, '#startTime', '03/15/2024');
    await screenshot(page, 'co-warehouse-create');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/co-warehouse(\?|$)/);
  });

  it('filters by company (contains) and shows the date as MM/DD/YYYY', async () => {
    await page.locator('[data-testid=filter-bar] #company').fill(company.slice(4));
    await page.getByTestId('filter-search').click();
    await page.waitForFunction((w) => {
      const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
      return rows.length === 1 && rows[0].textContent?.includes(w);
    }, warehouse);
    assert.match(await tableRows(page).first().innerText(), /03\/15\/2024/);
    await screenshot(page, 'co-warehouse-filtered');
  });

  it('filters by a start-time range (between) and an enum', async () => {
    await page.getByTestId('filter-reset').click();
    const range = page.locator('[data-testid=filter-bar] .ant-picker-range');
    await range.locator('input').first().click();
    await range.locator('input').first().fill('03/14/2024');
    await range.locator('input').nth(1).click();
    await range.locator('input').nth(1).fill('03/16/2024');
    await range.locator('input').nth(1).press('Enter');
    await chooseOption(page, 'status', 'Active');
    await page.getByTestId('filter-search').click();
    await page.waitForURL(/startTime/);
    await page.waitForFunction((w) => document.querySelector('.ant-table-tbody')?.textContent?.includes(w), warehouse);
    // the Start Time column, found by its header: the list's first screen chooses its columns (listHidden)
    const column = 1 + await page.locator('.ant-table-thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === 'Start Time'));
    assert.ok(column > 0, 'the Start Time column is shown');
    const dates = await tableRows(page).locator(`td:nth-child(${column})`).allInnerTexts();
    assert.ok(dates.every((d) => d === '03/15/2024' || d === '03/14/2024' || d === '03/16/2024'), `dates: ${dates}`);
    await screenshot(page, 'co-warehouse-range-filter');
  });

  it('edits and deletes it', async () => {
    await page.getByTestId('filter-reset').click();
    await page.locator('[data-testid=filter-bar] #warehouse').fill(warehouse);
    await page.getByTestId('filter-search').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await tableRows(page).first().getByTestId('row-edit').click();
    await page.getByTestId('co-warehouse-edit').waitFor();
    // The form renders before the record arrives; wait for the loaded value, then compare it.
    await page.waitForFunction(() => (document.querySelector('#startTime') as HTMLInputElement | null)?.value !== '').catch(() => undefined);
    assert.equal(await page.locator('#startTime').inputValue(), '03/15/2024');
    // the company is on the list's first screen (the contact person is offered in the column chooser)
    await page.locator('#company').fill(`${company} Edited`);
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/co-warehouse(\?|$)/);
    await page.goto(`/co-warehouse?filters[0][field]=warehouse&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(warehouse)}`);
    await tableRows(page).first().getByText(`${company} Edited`).waitFor();
    await tableRows(page).first().getByTestId('row-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 0);
  });

  it('a stale edit answers "page information has expired"', async () => {
    // Create, open the edit form, change the record elsewhere, then save the stale form.
    const name = unique('E2E-STALE-');
    await page.goto('/co-warehouse/create');
    await page.locator('#warehouse').fill(name);
    await page.locator('#company').fill('Stale Co');
    await page.locator('#address').fill('2 Test Way');
    await page.locator('#contactPerson').fill('Old');
    await page.locator('#contactPhone').fill('+1 909 555 0101');
    await typeDate(page, '#startTime', '01/02/2024');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/co-warehouse(\?|$)/);
    await page.goto(`/co-warehouse?filters[0][field]=warehouse&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(name)}`);
    await tableRows(page).first().getByTestId('row-edit').click();
    await page.getByTestId('co-warehouse-edit').waitFor();
    const id = page.url().split('/').pop()!;
    await page.evaluate(async (recordId) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('console.token')}`, 'Content-Type': 'application/json' };
      const current = await (await fetch(`/api/resources/co-warehouse/${recordId}`, { headers })).json();
      await fetch(`/api/resources/co-warehouse/${recordId}`, {
        method: 'PUT', headers, body: JSON.stringify({ contactPerson: 'Someone else', version: current.data.version }),
      });
    }, id);
    await page.locator('#contactPerson').fill('Me');
    await page.getByTestId('save-button').click();
    await page.locator('.ant-message-notice', { hasText: 'The page information has expired, please refresh and try again' }).waitFor();
    await screenshot(page, 'co-warehouse-stale');
  });
});
