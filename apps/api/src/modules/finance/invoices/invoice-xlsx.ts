import { excel } from '../../../core/lazy-modules';
import { headerFacts, lineCells, partyBlocks, lineHeader, titleOf, totalFacts, type InvoiceDocumentData, type Lang } from './invoice-document';

/**
 * An invoice as XLSX (exceljs): the same facts and totals as its PDF, then one row per line,
 * amounts as numbers (4 decimals kept) so a spreadsheet can sum them to the invoice's total.
 */
export async function invoiceXlsx(data: InvoiceDocumentData, lang: Lang): Promise<Buffer> {
  const book = new (excel().Workbook)();
  book.creator = data.productName;
  const sheet = book.addWorksheet(String(data.invoice.invoiceNo));
  const { form } = data;
  sheet.addRow([data.productName, titleOf(form, lang)]).font = { bold: true, size: 14 };
  for (const [label, lines] of partyBlocks(data, lang)) sheet.addRow([label, ...lines]);
  for (const fact of headerFacts(data, lang)) sheet.addRow(fact);
  totalFacts(data, lang).forEach(([label], i) => {
    const row = sheet.addRow([label, Number(data.invoice[form.totals[i]])]);
    row.getCell(2).numFmt = '#,##0.00##';
  });
  sheet.addRow([]);
  sheet.addRow(lineHeader(form, lang)).font = { bold: true };
  for (const line of data.lines) {
    const cells: Array<string | number> = lineCells(form, line, lang, data.timeZone);
    cells[cells.length - 1] = Number(line[form.lineColumns[cells.length - 1]]);
    sheet.addRow(cells).getCell(cells.length).numFmt = '#,##0.00##';
  }
  sheet.columns.forEach((column, i) => { column.width = [22, 16, 22, 18, 36, 14][i] ?? 14; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
