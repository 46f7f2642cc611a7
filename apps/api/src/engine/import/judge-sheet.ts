import type { DataSource } from 'typeorm';
import { FieldError, ImportPreview, ImportPreviewRow as PreviewRow, bilingual } from '@console/contracts';
import { INVALID_CELL, ResourceDef, kindOf } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceService } from '../resource.service';
import type { Row } from '../hooks';
import { ImportColumn, headerIndex, lookupHeader } from './import-columns';
import type { Sheet } from './xlsx-reader';
import { resolveRelationLabels } from './relation-labels';

/** The preview, and the validated create inputs of the rows (all of them when no row has an error). */
export interface JudgedSheet {
  preview: ImportPreview;
  inputs: Row[];
}

type Lang = 'en' | 'zh';

/**
 * Every row of an import judged with the create rules, unique fields, related records and
 * repeats within the file; `onRow(done)` after each row's checks (a job's progress).
 */
export async function judgeSheet(
  ds: DataSource, service: ResourceService, sheet: Sheet, admin: CurrentAdmin, onRow?: (done: number) => Promise<void>,
): Promise<JudgedSheet> {
  const def = service.def;
  const byColumn = mapHeaders(def, sheet.headers);
  if (!sheet.rows.length) throw badRequest('importEmpty');
  const ctx = { lang: 'en' as Lang, timeZone: admin.timeZone || 'UTC' };
  const rows: PreviewRow[] = [];
  const inputs: Row[] = [];
  const bodies: Row[] = [];
  const firstSeen = new Map<string, number>(); // `${field}\u0000${value}` -> row, for unique fields
  // First every cell as its kind reads it, then related records named by label, then the rules.
  for (const { row, cells } of sheet.rows) {
    const values: PreviewRow['values'] = {};
    const body: Row = {};
    const errors: FieldError[] = [];
    byColumn.forEach((column, i) => {
      const cell = cells[i] ?? null;
      if (!column) return;
      values[column.key] = cell instanceof Date ? cell.toISOString() : cell;
      if (cell === null) return;
      const value = kindOf(column.field).importCell!(cell, column.field, ctx);
      if (value === INVALID_CELL) errors.push(fieldProblem(column, 'importCellInvalid'));
      else body[column.key] = value;
    });
    rows.push({ row, values, errors });
    bodies.push(body);
  }
  await resolveRelationLabels(ds, byColumn.filter((c): c is ImportColumn => !!c), bodies, (i) => rows[i].errors);
  for (const [i, body] of bodies.entries()) {
    const { row, errors } = rows[i];
    let input: Row | null = null;
    try {
      input = service.validateCreate(body);
    } catch (error) {
      const found = error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
      if (!found) throw error;
      // A cell that could not be read is absent from the body: its 'required' is not news.
      errors.push(...found.filter((e) => !errors.some((mine) => mine.field === e.field)));
    }
    if (input && !errors.length) {
      errors.push(...repeats(def, input, row, firstSeen));
      errors.push(...(await service.writeProblems(input, admin)));
    }
    if (input) inputs.push(input);
    await onRow?.(i + 1);
  }
  const columns = byColumn.filter((c): c is ImportColumn => !!c).map((c) => c.key);
  const errorRows = rows.filter((r) => r.errors.length).length;
  return { preview: { columns, rows, total: rows.length, errorRows }, inputs };
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
