import { EntitySchema, EntitySchemaColumnOptions, EntitySchemaIndexOptions } from 'typeorm';
import { ResourceDef, fieldEntries, indexName, isStored, tableShape } from '@console/metadata';
import { SYSTEM_COLUMNS, columnFor } from './columns';

export { indexName };

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
  for (const [key, field] of fieldEntries(def)) if (isStored(field)) columns[key] = columnFor(key, field);
  // The same indexes a generated migration creates (libs/metadata table-shape.ts).
  const indices: EntitySchemaIndexOptions[] = tableShape(def).indexes.map((i) => ({ name: i.name, columns: i.keys, ...(i.unique ? { unique: true } : {}) }));
  return new EntitySchema<Record<string, unknown>>({ name: def.name, tableName: def.table, columns, indices });
}
