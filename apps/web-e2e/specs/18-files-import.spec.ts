import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows, toast, unique, ONE_LANGUAGE } from '../lib/browser.ts';

/**
 * Files and import on co-warehouse as the operator: a contract uploaded on the form (a wrong
 * type refused before sending), shown as a download link; an import whose preview marks bad
 * cells in red and keeps Import disabled, then a clean file imported. In English (ONE_LANGUAGE; both with E2E_LANGUAGES=all).
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const EN = ['Warehouse', 'Company', 'Address', 'Contact Person', 'Contact Phone', 'Start Time', 'Status'];
const ZH = ['仓库', '公司', '地址', '联系人', '联系电话', '开始时间', '状态'];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function typeDate(page: Page, selector: string, value: string) {
  const input = page.locator(selector);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function openImport(page: Page) {
  await page.goto('/co-warehouse');
  await page.getByTestId('import-button').click();
  await page.locator('.ant-modal').waitFor();
}

async function chooseImportFile(page: Page, file: Buffer) {
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'co-warehouses.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByTestId('import-summary').waitFor();
}

describe('files and import on co-warehouse', () => {
  let browser: Browser;

  before(async () => {
    browser = await launch();
  });
  after(async () => browser?.close());

  for (const lang of ONE_LANGUAGE) {
    it(`uploads a contract on the form and shows it as a download link (${lang})`, async () => {
      const { page } = await newPage(browser, lang);
      await signIn(page, 'operator');
      const warehouse = unique('E2E-F-');
      await page.goto('/co-warehouse/create');
      await page.getByTestId('co-warehouse-create').waitFor();
      await page.locator('#warehouse').fill(warehouse);
      await page.locator('#company').fill('Files Inc');
      await page.locator('#address').fill('1 Upload Way');
      await page.locator('#contactPerson').fill('Pat');
      await page.locator('#contactPhone').fill('+1 909 555 0100');
      await typeDate(page, '#startTime', '03/15/2024');
      const input = page.locator('[data-testid=file-input-contract] input[type=file]');
      // A type the field does not take is refused before anything is sent.
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await toast(page, lang === 'en' ? 'wrong file format, choose the correct file type' : '文件格式错误，请选择正确的文件类型');
      await input.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.locator('[data-testid=file-input-contract] .ant-upload-list-item-done', { hasText: 'contract.pdf' }).waitFor();
      // The pending entry animates out (antd's list motion); then the file is listed once.
      await page.waitForFunction(() => !document.querySelector('[data-testid=file-input-contract] .ant-upload-list-item-uploading'));
      await page.waitForTimeout(500);
      assert.equal(await page.locator('[data-testid=file-input-contract] .ant-upload-list-item', { hasText: 'contract.pdf' }).count(), 1);
      await screenshot(page, `files-form-${lang}`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/co-warehouse(\?|$)/);
      await page.locator('[data-testid=filter-bar] #warehouse').fill(warehouse);
      await page.getByTestId('filter-search').click();
      await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
      await tableRows(page).first().getByTestId('row-show').click();
      const link = page.getByTestId('show-descriptions').getByText('contract.pdf');
      await link.waitFor();
      await screenshot(page, `files-show-${lang}`);
      await page.context().close();
    });

    it(`previews an import with errors in red, Import disabled, then imports a clean file (${lang})`, async () => {
      const { page } = await newPage(browser, lang);
      await signIn(page, 'operator');
      const headers = lang === 'en' ? EN : ZH;
      const [a, b] = [unique('E2E-I-'), unique('E2E-I-')];
      await openImport(page);
      await chooseImportFile(page, await xlsx([headers,
        [a, 'Import Co', '1 Main St', 'Ann', '+1 775 555 0100', '11/01/2026', lang === 'en' ? 'Active' : '合作中'],
        [b, '', '2 Main St', 'Bob', 'not a phone', 'someday', 'Sleeping'],
      ]));
      assert.equal(await page.locator('[data-testid=import-cell-error]').count(), 4);
      assert.equal(await page.getByTestId('import-submit').isDisabled(), true);
      const red = await page.locator('[data-testid=import-cell-error]').first().evaluate((e) => getComputedStyle(e).color);
      assert.equal(red, 'rgb(207, 19, 34)');
      await screenshot(page, `import-preview-errors-${lang}`);
      await chooseImportFile(page, await xlsx([headers,
        [a, 'Import Co', '1 Main St', 'Ann', '+1 775 555 0100', '11/01/2026', lang === 'en' ? 'Active' : '合作中'],
        [b, 'Import Co', '2 Main St', 'Bob', '+1 775 555 0101', '2026-11-02', 2],
      ]));
      assert.equal(await page.locator('[data-testid=import-cell-error]').count(), 0);
      await screenshot(page, `import-preview-clean-${lang}`);
      await page.getByTestId('import-submit').click();
      await toast(page, lang === 'en' ? '2 records imported' : '已导入 2 条记录');
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      await page.locator('[data-testid=filter-bar] #warehouse').fill(b);
      await page.getByTestId('filter-search').click();
      await page.waitForFunction((w) => document.querySelector('.ant-table-tbody')?.textContent?.includes(w), b);
      await page.context().close();
    });
  }

  it('imports a file of more rows than the server writes at once as a background job, with a progress bar', async () => {
    const { page } = await newPage(browser, 'en');
    await signIn(page, 'operator');
    const prefix = unique('E2E-BIG-');
    const rows = Array.from({ length: 230 }, (_, i) => [`${prefix}-${i + 1}`, 'Big Co', `${i + 1} Main St`, 'Ann', '+1 775 555 0100', '2026-11-01', 'Active']);
    await openImport(page);
    await chooseImportFile(page, await xlsx([EN, ...rows]));
    // Each answer about the job is held a moment, so the bar stays long enough to be seen.
    await page.route('**/api/jobs/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-progress').waitFor();
    assert.match(await page.getByTestId('import-progress').innerText(), /Importing 230 rows in the background/);
    assert.equal(await page.getByTestId('import-submit').isDisabled(), true);
    await screenshot(page, 'import-background-progress-en');
    await toast(page, '230 records imported');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.locator('[data-testid=filter-bar] #warehouse').fill(`${prefix}-230`);
    await page.getByTestId('filter-search').click();
    await page.waitForFunction((w) => document.querySelector('.ant-table-tbody')?.textContent?.includes(w), `${prefix}-230`);
    await page.context().close();
  });
});
