import ExcelJS from 'exceljs';
import { invoice } from '@console/resources';
import { LINE_COLUMNS, TOTALS, headerFacts, lineCells, lineLabelOf, totalFacts, type InvoiceDocumentData, type Lang } from './invoice-document';

/**
 * An invoice as XLSX (exceljs): the same facts and totals as its PDF, then one row per line,
 * amounts as numbers (4 decimals kept) so a spreadsheet can sum them to the invoice's total.
 */
export async function invoiceXlsx(data: InvoiceDocumentData, lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = data.productName;
  const sheet = book.addWorksheet(String(data.invoice.invoiceNo));
  sheet.addRow([data.productName, invoice.singular![lang]]).font = { bold: true, size: 14 };
  for (const fact of headerFacts(data, lang)) sheet.addRow(fact);
  totalFacts(data, lang).forEach(([label], i) => {
    const row = sheet.addRow([label, Number(data.invoice[TOTALS[i]])]);
    row.getCell(2).numFmt = '#,##0.00##';
  });
  sheet.addRow([]);
  sheet.addRow(LINE_COLUMNS.map((c) => lineLabelOf(c, lang))).font = { bold: true };
  for (const line of data.lines) {
    const cells: Array<string | number> = lineCells(line, lang, data.timeZone);
    cells[cells.length - 1] = Number(line.charge);
    sheet.addRow(cells).getCell(cells.length).numFmt = '#,##0.00##';
  }
  sheet.columns.forEach((column, i) => { column.width = [22, 16, 22, 18, 36, 14][i] ?? 14; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
