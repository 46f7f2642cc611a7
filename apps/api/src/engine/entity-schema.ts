import { EntitySchema, EntitySchemaColumnOptions, EntitySchemaIndexOptions } from 'typeorm';
import { ResourceDef, columnName, fieldEntries, isStored } from '@console/metadata';
import { SYSTEM_COLUMNS, columnFor } from './columns';

/** Index names are deterministic so migrations can create exactly what the schema expects. */
export function indexName(table: string, columns: string[], unique = false): string {
  return `${unique ? 'UQ' : 'IDX'}_${table}_${columns.join('_')}`.slice(0, 64);
}

const schemas = new WeakMap<ResourceDef, EntitySchema<Record<string, unknown>>>();

/** A resource definition becomes a TypeORM table definition (one per definition); records are plain objects. */
export function entitySchemaOf(def: ResourceDef): EntitySchema<Record<string, unknown>> {
  const known = schemas.get(def);
  if (known) return known;
  const schema = buildSchema(def);
  schemas.set(def, schema);
  return schema;
}

function buildSchema(def: ResourceDef): EntitySchema<Record<string, unknown>> {
  const columns: Record<string, EntitySchemaColumnOptions> = { ...SYSTEM_COLUMNS };
  const indices: EntitySchemaIndexOptions[] = [];
  const col = (key: string) => (key in SYSTEM_COLUMNS ? SYSTEM_COLUMNS[key].name! : columnName(key, def.fields[key]));
  for (const [key, field] of fieldEntries(def)) {
    if (!isStored(field)) continue;
    columns[key] = columnFor(key, field);
    if (field.unique) indices.push({ name: indexName(def.table, [col(key)], true), columns: [key], unique: true });
    else if (field.index) indices.push({ name: indexName(def.table, [col(key)]), columns: [key] });
  }
  for (const keys of def.indexes ?? []) {
    indices.push({ name: indexName(def.table, keys.map(col)), columns: [...keys] });
  }
  return new EntitySchema<Record<string, unknown>>({ name: def.name, tableName: def.table, columns, indices });
}
