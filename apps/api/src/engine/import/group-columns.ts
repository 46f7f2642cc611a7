import { FieldDef, GroupedImport, Label, ResourceDef, childKey, text } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';
import type { FindResource } from '../find-resource';
import { headerIndex, importColumns } from './import-columns';

/**
 * The columns of a grouped import (`import: { groupBy, children }`): the group's own column
 * first, the record's import columns, then each named inline child's (its foreign key left
 * out: the engine sets it), keyed `<collection>.<field>` and headed '<child singular> <field>'.
 */
export interface GroupColumn {
  key: string;
  field: FieldDef;
  header: Label;
  /** For a child's column: the collection key and the child's field key. */
  child?: { collection: string; key: string };
}

export function groupedImportOf(def: ResourceDef): GroupedImport | null {
  return typeof def.import === 'object' ? def.import : null;
}

export function groupColumns(def: ResourceDef, find: FindResource): GroupColumn[] {
  const grouped = groupedImportOf(def)!;
  const columns: GroupColumn[] = [{ key: grouped.groupBy.key, field: text(grouped.groupBy.label, { maxLength: 64 }), header: grouped.groupBy.label }];
  for (const { key, field } of importColumns(def)) columns.push({ key, field, header: field.label });
  for (const collection of grouped.children) {
    const child = (def.children ?? []).find((c) => childKey(c) === collection)!;
    const childDef = find(child.resource);
    if (!childDef) continue;
    const name = childDef.singular ?? childDef.label;
    for (const { key, field } of importColumns(childDef)) {
      if (key === child.foreignKey) continue;
      columns.push({ key: `${collection}.${key}`, field, header: { en: `${name.en} ${field.label.en}`, zh: `${name.zh} ${field.label.zh}` }, child: { collection, key } });
    }
  }
  return columns;
}

const normal = (header: string) => header.trim().toLowerCase();

/** Which column each header names (null: a known export-only column of the record, skipped); an unknown or repeated header is refused. */
export function mapGroupHeaders(def: ResourceDef, columns: GroupColumn[], headers: string[]): Array<GroupColumn | null> {
  const index = new Map<string, GroupColumn | null>();
  for (const text of headerIndex(def).keys()) index.set(text, null);
  for (const column of columns) for (const text of [column.header.en, column.header.zh]) index.set(normal(text), column);
  const used = new Set<string>();
  return headers.map((header) => {
    if (header.trim() === '') return null;
    const column = index.get(normal(header));
    const params = { en: { header: header.slice(0, 64) }, zh: { header: header.slice(0, 64) } };
    if (column === undefined) throw badRequest('importHeaderUnknown', params);
    if (column && used.has(column.key)) throw badRequest('importHeaderRepeated', params);
    if (column) used.add(column.key);
    return column;
  });
}
