import type { DataSource } from 'typeorm';
import { FieldError, ImportPreview, ImportPreviewRow, bilingual } from '@console/contracts';
import { INVALID_CELL, Label, kindOf } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceService } from '../resource.service';
import type { Row } from '../row';
import { GroupColumn, groupColumns, groupedImportOf, mapGroupHeaders } from './group-columns';
import { excerpt } from './judge-sheet';
import { resolveRelationLabels } from './relation-labels';
import type { Sheet } from './xlsx-reader';

/** One record of the file: its rows, its create body, and which row gave each inline child row. */
interface Group {
  value: string;
  rows: ImportPreviewRow[];
  body: Row;
  childRows: Record<string, ImportPreviewRow[]>;
}

/** Thrown at the end of a preview, or of a refused import, so that the transaction rolls back. */
class RollBack extends Error {}

type Lang = 'en' | 'zh';

/**
 * A grouped import (`import: { groupBy, children }`) judged and, when `write` and no row has an
 * error, written: the rows sharing a value of the group column are one create body (the
 * record's cells from its first row, each row adding at most one row to each child
 * collection); a row without a value is a record of its own. Every record is created in one
 * transaction exactly as its form's create is (rules, hooks, children), so the preview tells
 * what the hooks would refuse; the transaction is rolled back after a preview or any error.
 * A group with any error marks every one of its rows.
 */
export async function judgeGroups(ds: DataSource, service: ResourceService, sheet: Sheet, admin: CurrentAdmin, write: boolean): Promise<{ preview: ImportPreview; imported: number }> {
  const def = service.def;
  const grouped = groupedImportOf(def)!;
  const all = groupColumns(def, service.findResource);
  const columns = mapGroupHeaders(def, all, sheet.headers);
  if (!sheet.rows.length) throw badRequest('importEmpty');
  const ctx = { lang: 'en' as Lang, timeZone: admin.timeZone || 'UTC' };
  const keyOf = grouped.groupBy.key;
  const groups = new Map<string, Group>();
  let alone = 0;

  for (const { row, cells } of sheet.rows) {
    const preview: ImportPreviewRow = { row, values: {}, errors: [] };
    const own: Row = {};
    const children: Record<string, Row> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const cell = cells[i] ?? null;
      preview.values[column.key] = cell instanceof Date ? cell.toISOString() : excerpt(cell);
      if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return;
      const value = kindOf(column.field).importCell!(cell, column.field, ctx);
      if (value === INVALID_CELL) preview.errors.push({ field: column.key, ...bilingual('importCellInvalid', { en: { field: column.header.en }, zh: { field: column.header.zh } }) });
      else if (column.child) (children[column.child.collection] ??= {})[column.child.key] = value;
      else own[column.key] = value;
    });
    const value = own[keyOf] === undefined ? '' : String(own[keyOf]);
    delete own[keyOf];
    const id = value || `\u0000${alone++}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { value, rows: [], body: {}, childRows: {} }));
    else differs(group, own, columns, preview, grouped.groupBy.label);
    group.rows.push(preview);
    for (const [key, v] of Object.entries(own)) if (group.body[key] === undefined) group.body[key] = v;
    for (const [collection, childRow] of Object.entries(children)) {
      ((group.body[collection] ??= []) as Row[]).push(childRow);
      (group.childRows[collection] ??= []).push(preview);
    }
  }

  const list = [...groups.values()];
  await resolveLabels(ds, service, columns, list);

  const hasErrors = (g: Group) => g.rows.some((r) => r.errors.length);
  let imported = 0;
  try {
    await service.createMany(admin, async (create) => {
      for (const group of list) {
        if (hasErrors(group)) continue;
        try {
          await create(group.body);
          imported++;
        } catch (error) {
          if (!(error instanceof AppException) || error.getStatus() >= 500) throw error;
          place(group, error, all, keyOf);
        }
      }
      if (!write || list.some(hasErrors)) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    imported = 0;
  }

  for (const group of list.filter(hasErrors)) {
    const params = (lang: Lang) => ({ group: grouped.groupBy.label[lang], value: group.value });
    for (const r of group.rows) if (!r.errors.length) r.errors.push({ field: keyOf, ...bilingual('importGroupHasErrors', { en: params('en'), zh: params('zh') }) });
  }
  const rows = list.flatMap((g) => g.rows).sort((a, b) => a.row - b.row);
  const errorRows = rows.filter((r) => r.errors.length).length;
  const headers = Object.fromEntries(all.filter((c) => c.key === keyOf || c.child).map((c) => [c.key, c.header]));
  const refusal = errorRows ? bilingual(grouped.refusal ?? 'importHasErrors', { en: { count: errorRows }, zh: { count: errorRows } }) : {};
  const preview: ImportPreview = { columns: columns.filter((c): c is GroupColumn => !!c).map((c) => c.key), rows, total: rows.length, errorRows, headers, ...refusal };
  return { preview, imported };
}

/** A later row of a group repeats the record's cells; one that says otherwise is its error. */
function differs(group: Group, own: Row, columns: Array<GroupColumn | null>, preview: ImportPreviewRow, groupLabel: Label): void {
  for (const [key, value] of Object.entries(own)) {
    const first = group.body[key];
    if (first === undefined || JSON.stringify(first) === JSON.stringify(value)) continue;
    const column = columns.find((c) => c?.key === key)!;
    const params = (lang: Lang) => ({ field: column.header[lang], group: groupLabel[lang], value: group.value });
    preview.errors.push({ field: key, ...bilingual('importGroupDiffers', { en: params('en'), zh: params('zh') }) });
  }
}

/** Related records named by label, for the records' cells and each child collection's. */
async function resolveLabels(ds: DataSource, service: ResourceService, columns: Array<GroupColumn | null>, groups: Group[]): Promise<void> {
  const used = columns.filter((c): c is GroupColumn => !!c);
  const own = used.filter((c) => !c.child);
  await resolveRelationLabels(ds, service.findResource, own, groups.map((g) => g.body), (i) => groups[i].rows[0].errors);
  const collections = [...new Set(used.flatMap((c) => (c.child ? [c.child.collection] : [])))];
  for (const collection of collections) {
    const childColumns = used.filter((c) => c.child?.collection === collection).map((c) => ({ key: c.child!.key, field: c.field }));
    const bodies: Row[] = [];
    const rows: ImportPreviewRow[] = [];
    for (const g of groups) {
      ((g.body[collection] as Row[] | undefined) ?? []).forEach((b, i) => { bodies.push(b); rows.push(g.childRows[collection][i]); });
    }
    const found: FieldError[][] = bodies.map(() => []);
    await resolveRelationLabels(ds, service.findResource, childColumns, bodies, (i) => found[i]);
    found.forEach((errors, i) => rows[i].errors.push(...errors.map((e) => ({ ...e, field: `${collection}.${e.field}` }))));
  }
}

/**
 * A create's refusal on the rows it concerns: a child row's field (`items.1.sku`) on the row
 * that gave it, a record's field (`recipient.phone` under `recipient`) on every row of the
 * group, anything else on the group column.
 */
function place(group: Group, error: AppException, all: GroupColumn[], keyOf: string): void {
  const found = (error.data as { errors?: FieldError[] } | null)?.errors;
  const general = { field: keyOf, ...bilingual(error.key, error.params) };
  const errors = found?.length ? found : [general];
  for (const e of errors) {
    const [head, index, rest] = e.field.split('.');
    const childRow = /^[0-9]+$/.test(index ?? '') ? group.childRows[head]?.[Number(index)] : undefined;
    if (childRow) {
      const key = `${head}.${rest ?? ''}`;
      childRow.errors.push({ ...e, field: all.some((c) => c.key === key) ? key : keyOf });
      continue;
    }
    const key = all.some((c) => c.key === head && !c.child) ? head : keyOf;
    for (const r of group.rows) r.errors.push({ ...e, field: key });
  }
}
