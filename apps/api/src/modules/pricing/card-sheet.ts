import { excel } from '../../core/lazy-modules';
import { FieldError, bilingual } from '@console/contracts';
import { cardRowProblems, normalizeCardRows, ZONE_LIST, type RateCard } from '@console/pricing';
import type { Sheet } from '../../engine/import/xlsx-reader';

type Lang = 'en' | 'zh';

const HEADERS: Record<Lang, [string, string]> = { en: ['From (lb)', 'To (lb)'], zh: ['起始重量（磅）', '结束重量（磅）'] };

/**
 * A card's weight ranges x zones as a worksheet and back (02 §3 Service level detail, edited as
 * XLSX): one row per range, its start and end weight then a column per zone of 02 §9; an empty cell
 * is a zone the card does not price. Read back with row-level errors named by their sheet row.
 */
export async function cardWorkbook(rows: RateCard['rows'], title: string, lang: Lang): Promise<Buffer> {
  const book = new (excel().Workbook)();
  const sheet = book.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow([...HEADERS[lang], ...ZONE_LIST]).font = { bold: true };
  for (const row of rows) sheet.addRow([Number(row.from), Number(row.to), ...ZONE_LIST.map((zone) => (row.zones[zone] === undefined ? null : Number(row.zones[zone])))]);
  sheet.columns.forEach((column, i) => { column.width = i < 2 ? 16 : 9; });
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows a sheet holds, or its problems (field `rows`, 'Row n' being the sheet's row). */
export function rowsOfSheet(sheet: Sheet): { rows: RateCard['rows'] } | { errors: FieldError[] } {
  const zoneAt = sheet.headers.slice(2).map((h) => String(h).trim().replace(/^(zone|区)\s*/i, '').toUpperCase());
  const unknown = zoneAt.filter((z) => z && !ZONE_LIST.includes(z));
  if (unknown.length) return { errors: [{ field: 'rows', ...bilingual('cardZoneUnknown', { en: { row: 1, zone: unknown[0] }, zh: { row: 1, zone: unknown[0] } }) }] };
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
  const rows = sheet.rows.map(({ cells }) => ({
    from: text(cells[0]), to: text(cells[1]),
    zones: Object.fromEntries(zoneAt.map((zone, i) => [zone, text(cells[i + 2])]).filter(([zone]) => zone)),
  }));
  const problems = cardRowProblems(rows);
  if (!problems.length) return { rows: normalizeCardRows(rows) };
  // The checker counts data rows from 1; the sheet's header is row 1.
  const sheetRow = (p: { row?: string | number }) => (p.row === undefined ? p : { ...p, row: sheet.rows[Number(p.row) - 1]?.row ?? Number(p.row) + 1 });
  return {
    errors: problems.slice(0, 10).map((p) => {
      const params = p.params ? sheetRow(p.params) : undefined;
      return { field: 'rows', ...bilingual(p.key, params ? { en: params, zh: params } : {}) };
    }),
  };
}
