import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot, signIn, tableRows, toast } from '../lib/browser.ts';

/**
 * A rate card (02 §3 Service level detail) edited as a spreadsheet: Download sheet gives a row per
 * weight range and a column per zone; the edited file uploaded back becomes the card's next
 * version; a file with a gap between ranges is refused and every wrong row is listed by its sheet
 * row. In English and Chinese.
 */
const TEXT = {
  en: { uploaded: 'The card was saved as a new version', gap: 'Row 3: it must start where the row before ends (1 lb)', versions: 'Versions' },
  zh: { uploaded: '价卡已保存为新版本', gap: '第 3 行：起始重量须等于上一行的结束重量（1 磅）', versions: '版本' },
} as const;

for (const [index, lang] of (['en', 'zh'] as const).entries()) {
  const T = TEXT[lang];

  describe(`rate card sheet download and upload (${lang})`, () => {
    let browser: Browser;
    let page: Page;
    const dir = mkdtempSync(join(tmpdir(), 'card-sheet-'));

    before(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, lang));
      await signIn(page, 'admin');
    });
    after(() => browser.close());

    /** Opens a seeded card (a different one per language) and downloads its sheet. */
    async function downloaded(): Promise<ExcelJS.Worksheet> {
      await page.goto('/rate-card?sortField=id&sortOrder=asc');
      await tableRows(page).nth(index).getByTestId('row-show').click();
      await page.waitForURL(/\/rate-card\/show\/\d+$/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('card-sheet-download').click()]);
      const book = new ExcelJS.Workbook();
      // read as a stream: the flows' shared browser is a remote one, with no local path to a download
      await book.xlsx.read(await download.createReadStream());
      return book.worksheets[0];
    }

    async function upload(sheet: ExcelJS.Worksheet, name: string): Promise<void> {
      const file = join(dir, name);
      await sheet.workbook.xlsx.writeFile(file);
      await page.getByTestId('card-sheet-upload').click();
      await page.locator('.ant-modal input[type=file]').setInputFiles(file);
      await page.getByTestId('card-sheet-save').click();
    }

    it('downloads a row per weight range and a column per zone, and uploads the edited sheet as a new version', async () => {
      const sheet = await downloaded();
      assert.equal(sheet.getRow(1).getCell(3).value, '1');
      assert.equal(sheet.getRow(2).getCell(1).value, 0);
      sheet.getRow(2).getCell(4).value = 6.66;
      await upload(sheet, 'edited.xlsx');
      await toast(page, T.uploaded);
      await page.getByRole('tab', { name: T.versions }).click();
      await page.getByTestId('version-2').waitFor();
      await screenshot(page, `25-rate-card-versions-${lang}`);
    });

    it('refuses a sheet with a gap between ranges, listing the wrong rows', async () => {
      const sheet = await downloaded();
      sheet.getRow(3).getCell(1).value = 1.5;
      await upload(sheet, 'broken.xlsx');
      const errors = page.getByTestId('card-sheet-errors');
      await errors.waitFor();
      assert.match(await errors.innerText(), new RegExp(T.gap.replace(/[()]/g, '\\$&')));
      await screenshot(page, `25-rate-card-sheet-errors-${lang}`);
    });
  });
}
