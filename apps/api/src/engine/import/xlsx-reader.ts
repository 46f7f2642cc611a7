import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { CellValue } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';

/** The first sheet of a workbook: its header texts and its data rows (Excel row numbers kept). */
export interface Sheet {
  headers: string[];
  rows: Array<{ row: number; cells: Array<CellValue | null> }>;
}

/**
 * Reads the first worksheet with exceljs' streaming reader, so a file is never inflated whole:
 * reading stops at `maxRows` data rows plus one (the file is then refused). Blank rows are
 * skipped. Cells are unwrapped to plain values: rich text to its text, a formula to its result,
 * a link to its text.
 */
export async function readFirstSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'emit',
  });
  const sheet: Sheet = { headers: [], rows: [] };
  let seenHeader = false;
  let seenSheet = false;
  try {
    for await (const worksheet of reader) {
      seenSheet = true;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]).slice(1).map(plain);
        if (values.every((v) => v === null)) continue;
        if (!seenHeader) {
          sheet.headers = values.map((v) => (v === null ? '' : String(v)));
          seenHeader = true;
          continue;
        }
        if (sheet.rows.length >= maxRows) throw badRequest('importTooManyRows', { en: { max: maxRows }, zh: { max: maxRows } });
        sheet.rows.push({ row: row.number, cells: values });
      }
      break; // the first sheet only
    }
  } catch (error) {
    if ((error as { key?: string }).key) throw error;
    throw badRequest('importNotXlsx');
  }
  // A zip that is not a workbook reads as no sheet at all.
  if (!seenSheet) throw badRequest('importNotXlsx');
  return sheet;
}

function plain(value: unknown): CellValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: unknown };
  if (v.richText) return plain(v.richText.map((r) => r.text).join(''));
  if ('result' in v) return plain(v.result);
  if ('text' in v) return plain(v.text);
  return null; // an error cell (#N/A) reads as empty
}
