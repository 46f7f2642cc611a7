import type ExcelJS from 'exceljs';
import { excel } from '../../core/lazy-modules';
import { Readable } from 'node:stream';
import type { CellValue } from '@console/metadata';
import { Logger } from '@nestjs/common';
import { badRequest } from '../../core/envelope/app-exception';
import { MAX_CELL_CHARS, cellTooLong, guardWorkbook } from './xlsx-guard';
import { xmlPieces } from './xml-pieces';
import { fillExceljsAddressCache } from '../exceljs-address-cache';

const logger = new Logger('XlsxReader');
fillExceljsAddressCache();

/** The first sheet of a workbook: its header texts and its data rows (Excel row numbers kept). */
export interface Sheet {
  headers: string[];
  rows: Array<{ row: number; cells: Array<CellValue | null> }>;
}

/** One data row: its Excel row number and its cells, unwrapped. */
export type SheetRow = Sheet['rows'][number];

/** A worksheet being read: its headers now, its data rows as they are inflated. */
export interface OpenSheet {
  headers: string[];
  rows: AsyncIterable<SheetRow>;
}

/**
 * Opens the first worksheet with exceljs' streaming reader, so a file is never inflated whole:
 * the headers are read now, the data rows as the caller asks for them (a background import
 * judges and writes 50 at a time and holds no more). Blank rows are skipped. Reading
 * more than `maxRows` data rows fails with importTooManyRows, a file that is no workbook with
 * importNotXlsx, whenever the reader finds out. Before any of it, every part of the zip is
 * inflated once and thrown away (xlsx-guard.ts): a part past `maxPartBytes` or a cell past
 * Excel's 32,767 characters is refused before exceljs would build it in memory.
 */
export async function openSheet(bytes: Buffer, maxRows: number, maxPartBytes = DEFAULT_MAX_PART_BYTES): Promise<OpenSheet> {
  await guardWorkbook(bytes, { maxPartBytes });
  const rows = nonBlankRows(bytes, maxRows)[Symbol.asyncIterator]();
  const first = await rows.next();
  const headers = first.done ? [] : first.value.cells.map((v) => (v === null ? '' : String(v)));
  return { headers, rows: { [Symbol.asyncIterator]: () => rows } };
}

/** The largest part of a workbook when the caller names none (IMPORT_MAX_PART_BYTES's default). */
const DEFAULT_MAX_PART_BYTES = 100 * 1024 * 1024;

/** The first worksheet read whole: for a preview and a small import. */
export async function readFirstSheet(bytes: Buffer, maxRows: number, maxPartBytes = DEFAULT_MAX_PART_BYTES): Promise<Sheet> {
  const { headers, rows } = await openSheet(bytes, maxRows, maxPartBytes);
  const sheet: Sheet = { headers, rows: [] };
  for await (const row of rows) sheet.rows.push(row);
  return sheet;
}

/**
 * How many times a read that failed before its first row is tried. exceljs 4.4's streaming
 * reader has a race (its own stream iterator over unzipper's entries): now and then, about one
 * small workbook in 300 here, a worksheet stored before `xl/workbook.xml` (as exceljs and Excel
 * both write them) fails with "Cannot read properties of undefined (reading 'sheets')". It fails
 * before any row is read, and reading the same bytes again succeeds; a stress run over thousands
 * of workbooks found no read that returned wrong rows. A file that is no workbook fails every
 * time, at a cost of a few milliseconds.
 */
const READ_ATTEMPTS = 4;

/** The header row, then the data rows, of the first worksheet; the reader's failures in the catalogue's words. */
async function* nonBlankRows(bytes: Buffer, maxRows: number): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt++) {
    let yielded = false;
    try {
      for await (const row of firstSheetRows(bytes, maxRows)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      if ((error as { key?: string }).key) throw error;
      if (yielded || attempt === READ_ATTEMPTS) {
        logger.warn(`an upload read as no workbook: ${(error as Error)?.message ?? error}`);
        throw badRequest('importNotXlsx');
      }
    }
  }
}

/** One read of the first worksheet's non-blank rows (the header row counts as none of the maxRows). */
async function* firstSheetRows(bytes: Buffer, maxRows: number): AsyncGenerator<SheetRow> {
  const reader = new (excel().stream.xlsx.WorkbookReader)(Readable.from([bytes]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'emit',
  });
  readInXmlPieces(reader);
  let seenSheet = false;
  let dataRows = -1; // the header row is not counted
  for await (const worksheet of reader) {
    seenSheet = true;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const cells = (row.values as unknown[]).slice(1).map(plain);
      if (cells.every((v) => v === null)) continue;
      if (++dataRows > maxRows) throw badRequest('importTooManyRows', { en: { max: maxRows }, zh: { max: maxRows } });
      yield { row: row.number, cells };
    }
    break; // the first sheet only
  }
  // A zip that is not a workbook reads as no sheet at all (so may a workbook the race above
  // hits, so this is tried again too).
  if (!seenSheet) throw new Error('no worksheet');
}

/** The two parts of exceljs 4.4's streaming reader that parse a part's XML as it streams (its own methods). */
interface PartParsers {
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Iterable<unknown>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
}

/**
 * The worksheet and the shared strings handed to exceljs in xmlPieces (xml-pieces.ts): small
 * pieces, so that the rows waiting to be taken are few, each cut after a tag, so that no
 * character is cut in two. Should exceljs name its parsers otherwise, it reads as it did
 * (xlsx-reader.spec.ts's Chinese workbook then tells).
 */
function readInXmlPieces(reader: ExcelJS.stream.xlsx.WorkbookReader): void {
  const parts = reader as unknown as PartParsers;
  const { _parseWorksheet: worksheet, _parseSharedStrings: sharedStrings } = parts;
  if (typeof worksheet !== 'function' || typeof sharedStrings !== 'function') return;
  parts._parseWorksheet = (iterator, sheetNo) => worksheet.call(reader, xmlPieces(iterator), sheetNo);
  parts._parseSharedStrings = (entry) => sharedStrings.call(reader, Readable.from(xmlPieces(entry)));
}

function plain(value: unknown): CellValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.length > MAX_CELL_CHARS) throw cellTooLong();
    return value.trim() === '' ? null : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: unknown };
  if (v.richText) return plain(v.richText.map((r) => r.text).join(''));
  if ('result' in v) return plain(v.result);
  if ('text' in v) return plain(v.text);
  return null; // an error cell (#N/A) reads as empty
}
