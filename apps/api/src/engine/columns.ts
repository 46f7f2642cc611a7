import { EntitySchemaColumnOptions, ValueTransformer } from 'typeorm';
import { FieldDef, columnName, isNullableColumn, kindOf } from '@console/metadata';

/**
 * A field's TypeORM column, from the kind registry of libs/metadata: the column spec is the
 * kind's, identical on SQLite and MySQL so one migration serves both and the schema check
 * (schema builder diff) stays empty on each; the transformer is the kind's column conversion.
 */
function transformerOf(field: FieldDef): ValueTransformer {
  const kind = kindOf(field);
  return { to: (v: unknown) => kind.toColumn(v, field), from: (v: unknown) => kind.fromColumn(v, field) };
}

export function columnFor(key: string, field: FieldDef): EntitySchemaColumnOptions {
  const spec = kindOf(field).column(field);
  return {
    name: columnName(key, field),
    nullable: isNullableColumn(field),
    type: spec.type,
    ...(spec.length !== undefined ? { length: spec.length } : {}),
    ...(spec.precision !== undefined ? { precision: spec.precision, scale: spec.scale } : {}),
    transformer: transformerOf(field),
  };
}

/** A value as the column holds it: what a WHERE parameter on the field must be bound as. */
export function columnValue(field: FieldDef, value: unknown): unknown {
  return kindOf(field).toColumn(value, field);
}

/** The columns every resource has: id, version, create/update time. */
export const SYSTEM_COLUMNS: Record<string, EntitySchemaColumnOptions> = {
  id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
  version: { name: 'version', type: 'integer', nullable: false },
  createTime: { name: 'create_time', type: 'datetime', nullable: false },
  updateTime: { name: 'update_time', type: 'datetime', nullable: false },
};
