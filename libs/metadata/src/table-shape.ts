import type { ResourceDef, FieldDef } from './types';
import { kindOf, type ColumnSpec } from './kinds';
import { columnName, isStored } from './define';

/**
 * The table a definition needs: its columns (from the kind registry) and its indexes. The API's
 * entity schema and the migration generator (`npm run new:resource`) both read it, so a
 * generated migration creates exactly what the schema check expects.
 */
interface ColumnShape extends ColumnSpec {
  key: string;
  name: string;
  nullable: boolean;
}

interface IndexShape {
  name: string;
  /** Field keys (the entity's property names) and their column names. */
  keys: string[];
  columns: string[];
  unique: boolean;
}

/** Index names are deterministic so migrations can create exactly what the schema expects. */
export function indexName(table: string, columns: string[], unique = false): string {
  return `${unique ? 'UQ' : 'IDX'}_${table}_${columns.join('_')}`.slice(0, 64);
}

/** A conditional field is required only while its condition holds; otherwise it is null. */
export function isNullableColumn(field: FieldDef): boolean {
  return !field.required || field.visibleWhen !== undefined;
}

const SYSTEM_COLUMN_NAMES: Record<string, string> = { id: 'id', version: 'version', createTime: 'create_time', updateTime: 'update_time' };

export function tableShape(def: ResourceDef): { table: string; columns: ColumnShape[]; indexes: IndexShape[] } {
  const col = (key: string) => SYSTEM_COLUMN_NAMES[key] ?? columnName(key, def.fields[key]);
  const columns: ColumnShape[] = [];
  const indexes: IndexShape[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    if (!isStored(field)) continue;
    columns.push({ key, name: col(key), nullable: isNullableColumn(field), ...kindOf(field).column(field) });
    if (field.unique) indexes.push({ name: indexName(def.table, [col(key)], true), keys: [key], columns: [col(key)], unique: true });
    else if (field.index) indexes.push({ name: indexName(def.table, [col(key)]), keys: [key], columns: [col(key)], unique: false });
  }
  if (def.uniqueTogether) {
    const keys = def.uniqueTogether.fields;
    indexes.push({ name: indexName(def.table, keys.map(col), true), keys: [...keys], columns: keys.map(col), unique: true });
  }
  for (const keys of def.indexes ?? []) {
    indexes.push({ name: indexName(def.table, keys.map(col)), keys: [...keys], columns: keys.map(col), unique: false });
  }
  return { table: def.table, columns, indexes };
}
