import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFirstSheet } from './xlsx-reader';

/** A small workbook as exceljs writes it (its worksheet stored before xl/workbook.xml). */
async function smallWorkbook(n: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Carrier', 'Zone', 'Code']);
  sheet.addRow([2, String(n % 9), `c${n}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip holding only readme.txt. */
const README_ZIP = Buffer.from('504b0304140000000000dcaa775d9ec58b9809000000090000000a000000726561646d652e747874776d73206275696c64504b01021403140000000000dcaa775d9ec58b9809000000090000000a0000000000000000000000800100000000726561646d652e747874504b0506000000000100010038000000310000000000', 'hex');

describe('readFirstSheet', () => {
  it('reads every one of many small workbooks, through exceljs\' occasional streaming race', async () => {
    // Without the retry about one read in 300 failed here ("reading 'sheets'"), which once
    // refused a valid import in CI; 900 reads would meet it a few times.
    const files = await Promise.all(Array.from({ length: 30 }, (_, n) => smallWorkbook(n)));
    for (let round = 0; round < 30; round++) {
      for (const [n, file] of files.entries()) {
        const sheet = await readFirstSheet(file, 10);
        expect(sheet.headers).toEqual(['Carrier', 'Zone', 'Code']);
        expect(sheet.rows).toEqual([{ row: 2, cells: [2, String(n % 9), `c${n}`] }]);
      }
    }
  }, 60_000);

  it('reads Chinese text of a large sheet whole, inline or shared', async () => {
    // exceljs decodes each piece of XML it is handed on its own: a file stream's 64 KB chunks cut
    // characters in two, and a few cells of 5,000 came back with U+FFFD in them.
    for (const useSharedStrings of [false, true]) {
      const file = join(mkdtempSync(join(tmpdir(), 'xlsx-zh-')), 'zh.xlsx');
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings, useStyles: false });
      const sheet = book.addWorksheet('Sheet1');
      sheet.addRow(['名称', '城市']).commit();
      for (let i = 0; i < 5000; i++) sheet.addRow([`地址簿名称${i}`, `上海市浦东新区${i}`]).commit();
      sheet.commit();
      await book.commit();
      const read = await readFirstSheet(readFileSync(file), 5000);
      expect(read.rows).toHaveLength(5000);
      expect(read.rows.filter(({ row, cells }) => cells[0] !== `地址簿名称${row - 2}` || cells[1] !== `上海市浦东新区${row - 2}`)).toEqual([]);
    }
  }, 60_000);

  it('refuses a zip that holds no workbook in the catalogue\'s words', async () => {
    await expect(readFirstSheet(README_ZIP, 10)).rejects.toMatchObject({ key: 'importNotXlsx' });
  });
});
