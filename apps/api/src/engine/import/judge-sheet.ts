import type { DataSource } from 'typeorm';
import { FieldError, ImportPreview, ImportPreviewRow as PreviewRow, bilingual } from '@console/contracts';
import { INVALID_CELL, ResourceDef, kindOf } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceService } from '../resource.service';
import type { Row } from '../row';
import { ImportColumn, headerIndex, lookupHeader } from './import-columns';
import type { OpenSheet, Sheet, SheetRow } from './xlsx-reader';
import { resolveRelationLabels } from './relation-labels';

/** The preview, and the validated create inputs of the rows (all of them when no row has an error). */
interface JudgedSheet {
  preview: ImportPreview;
  inputs: Row[];
}

type Lang = 'en' | 'zh';

/** The most characters of a cell a preview shows: an excerpt, so that a long cell is not sent back whole. */
const PREVIEW_CELL_CHARS = 200;

/** A text cell cut to PREVIEW_CELL_CHARS, with an ellipsis when cut; other values as they are. */
export function excerpt<T>(cell: T): T | string {
  if (typeof cell !== 'string' || cell.length <= PREVIEW_CELL_CHARS) return cell;
  return `${cell.slice(0, PREVIEW_CELL_CHARS - 1)}…`;
}

/** One row judged: what the preview shows of it, and its create input when it could be validated. */
interface JudgedRow {
  preview: PreviewRow;
  input: Row | null;
}

/**
 * Every row of an import judged with the create rules, unique fields, related records and
 * repeats within the file. A judge is made for one file (its headers) and judges its rows a
 * batch at a time, remembering the unique values it has seen: a background import streams a
 * large file through it without holding the whole sheet.
 */
export class SheetJudge {
  readonly columns: Array<ImportColumn | null>;
  private readonly firstSeen = new Map<string, number>(); // `${field}\u0000${value}` -> row, for unique fields
  private readonly placed = new Map<string, number>(); // `${foreignKey}\u0000${parentId}` -> rows of the file for that parent (an inline child's limit)
  private readonly ctx: { lang: Lang; timeZone: string };

  constructor(private readonly ds: DataSource, private readonly service: ResourceService, headers: string[], private readonly admin: CurrentAdmin) {
    this.columns = mapHeaders(service.def, headers);
    this.ctx = { lang: 'en', timeZone: admin.timeZone || 'UTC' };
  }

  /** The keys of the columns the file fills, in its order. */
  get keys(): string[] {
    return this.columns.filter((c): c is ImportColumn => !!c).map((c) => c.key);
  }

  /** A batch of rows judged, in order; `onRow()` after each row's checks. */
  async judge(sheetRows: SheetRow[], onRow?: () => Promise<void>): Promise<JudgedRow[]> {
    const judged: JudgedRow[] = [];
    const bodies: Row[] = [];
    // First every cell as its kind reads it, then related records named by label, then the rules.
    for (const { row, cells } of sheetRows) {
      const values: PreviewRow['values'] = {};
      const body: Row = {};
      const errors: FieldError[] = [];
      this.columns.forEach((column, i) => {
        const cell = cells[i] ?? null;
        if (!column) return;
        values[column.key] = cell instanceof Date ? cell.toISOString() : excerpt(cell);
        if (cell === null) return;
        const value = kindOf(column.field).importCell!(cell, column.field, this.ctx);
        if (value === INVALID_CELL) errors.push(fieldProblem(column, 'importCellInvalid'));
        else body[column.key] = value;
      });
      judged.push({ preview: { row, values, errors }, input: null });
      bodies.push(body);
    }
    await resolveRelationLabels(this.ds, this.service.findResource, this.columns.filter((c): c is ImportColumn => !!c), bodies, (i) => judged[i].preview.errors);
    for (const [i, body] of bodies.entries()) {
      const { row, errors } = judged[i].preview;
      let input: Row | null = null;
      try {
        input = this.service.validateCreate(body);
      } catch (error) {
        const found = error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
        if (!found) throw error;
        // A cell that could not be read is absent from the body: its 'required' is not news.
        errors.push(...found.filter((e) => !errors.some((mine) => mine.field === e.field)));
      }
      if (input && !errors.length) {
        errors.push(...repeats(this.service.def, input, row, this.firstSeen));
        errors.push(...(await this.service.writeProblems(input, this.admin, (key, parentId) => this.placed.get(`${key}\u0000${parentId}`) ?? 0)));
        if (!errors.length) this.count(input);
      }
      judged[i].input = input;
      await onRow?.();
    }
    return judged;
  }

  /** A row that will be written takes a place under its parent (rows of one parent are limited). */
  private count(input: Row): void {
    for (const key of this.service.rowLimitedKeys) {
      if (input[key] === null || input[key] === undefined) continue;
      const seen = `${key}\u0000${String(input[key])}`;
      this.placed.set(seen, (this.placed.get(seen) ?? 0) + 1);
    }
  }
}

/**
 * Rows judged (and their related records looked up) together. Few enough that a batch's rows,
 * cells and judged inputs die young: at 200 a batch outlived two minor collections and was
 * copied into the old generation (some 70 MB of a 50,000-row import, freed only by a full
 * collection); relation labels then cost a query per 50 rows instead of per 200.
 */
export const JUDGE_BATCH_ROWS = 50;

/**
 * The preview of a sheet being read: its rows judged a batch at a time as they come, only what
 * the preview shows of each kept (not the rows read, nor their create inputs). The refusals
 * come in the order they did when the sheet was read whole before it was judged: the reader's
 * (too many rows, a cell too long) first, then the headers', then an empty sheet's; with
 * headers the template does not know, the rest is only read.
 */
export async function previewSheet(ds: DataSource, service: ResourceService, sheet: OpenSheet, admin: CurrentAdmin): Promise<ImportPreview> {
  let judge: SheetJudge | undefined;
  let refusal: unknown;
  try {
    judge = new SheetJudge(ds, service, sheet.headers, admin);
  } catch (error) {
    refusal = error;
  }
  const rows: PreviewRow[] = [];
  let read = 0;
  let batch: SheetRow[] = [];
  const flush = async () => {
    for (const { preview } of await judge!.judge(batch)) rows.push(preview);
    batch = [];
  };
  for await (const row of sheet.rows) {
    read++;
    if (!judge) continue;
    batch.push(row);
    if (batch.length === JUDGE_BATCH_ROWS) await flush();
  }
  if (!judge) throw refusal;
  if (!read) throw badRequest('importEmpty');
  await flush();
  return { columns: judge.keys, rows, total: rows.length, errorRows: rows.filter((r) => r.errors.length).length };
}

/** A whole sheet judged: the preview of every row, and the create inputs (all of them when no row has an error). */
export async function judgeSheet(ds: DataSource, service: ResourceService, sheet: Sheet, admin: CurrentAdmin): Promise<JudgedSheet> {
  const judge = new SheetJudge(ds, service, sheet.headers, admin);
  if (!sheet.rows.length) throw badRequest('importEmpty');
  const judged = await judge.judge(sheet.rows);
  const rows = judged.map((j) => j.preview);
  const inputs = judged.flatMap((j) => (j.input ? [j.input] : []));
  return { preview: { columns: judge.keys, rows, total: rows.length, errorRows: rows.filter((r) => r.errors.length).length }, inputs };
}

/** Which column each header names (null: a known export-only column, skipped). */
export function mapHeaders(def: ResourceDef, headers: string[]): Array<ImportColumn | null> {
  const index = headerIndex(def);
  const used = new Set<string>();
  return headers.map((header) => {
    if (header.trim() === '') return null;
    const column = lookupHeader(index, header);
    const params = { en: { header: header.slice(0, 64) }, zh: { header: header.slice(0, 64) } };
    if (column === undefined) throw badRequest('importHeaderUnknown', params);
    if (column && used.has(column.key)) throw badRequest('importHeaderRepeated', params);
    if (column) used.add(column.key);
    return column;
  });
}

/** A unique field's value repeated within the file: the database would refuse the second. */
function repeats(def: ResourceDef, input: Row, row: number, firstSeen: Map<string, number>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.unique || input[key] === undefined || input[key] === null) continue;
    const seenKey = `${key}\u0000${String(input[key])}`;
    const first = firstSeen.get(seenKey);
    if (first === undefined) firstSeen.set(seenKey, row);
    else {
      const params = (lang: Lang) => ({ field: field.label[lang], row: first });
      errors.push({ field: key, ...bilingual('importDuplicateInFile', { en: params('en'), zh: params('zh') }) });
    }
  }
  return errors;
}

function fieldProblem(column: ImportColumn, key: 'importCellInvalid'): FieldError {
  return { field: column.key, ...bilingual(key, { en: { field: column.field.label.en }, zh: { field: column.field.label.zh } }) };
}
