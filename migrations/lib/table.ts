import { Table, TableColumnOptions, TableIndex } from 'typeorm';

/**
 * Portable building blocks for migrations: TypeORM's table API only, never driver SQL, so the
 * same migration runs on SQLite and MySQL. Column types match apps/api/src/engine/columns.ts.
 */
export const systemColumns = (): TableColumnOptions[] => [
  { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
  { name: 'version', type: 'integer', isNullable: false },
  { name: 'create_time', type: 'datetime', isNullable: false },
  { name: 'update_time', type: 'datetime', isNullable: false },
];

export const varchar = (name: string, length: number, required = false): TableColumnOptions =>
  ({ name, type: 'varchar', length: String(length), isNullable: !required });
export const int = (name: string, required = false): TableColumnOptions => ({ name, type: 'integer', isNullable: !required });
export const bool = (name: string, required = false): TableColumnOptions => ({ name, type: 'boolean', isNullable: !required });
export const datetime = (name: string, required = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: !required });
export const date = (name: string, required = false): TableColumnOptions => ({ name, type: 'date', isNullable: !required });
export const text = (name: string, required = false): TableColumnOptions => ({ name, type: 'text', isNullable: !required });

/** Same naming as the API's entity schemas (engine/entity-schema.ts indexName). */
export function index(table: string, columns: string[], unique = false): TableIndex {
  return new TableIndex({ name: `${unique ? 'UQ' : 'IDX'}_${table}_${columns.join('_')}`.slice(0, 64), columnNames: columns, isUnique: unique });
}

export function table(name: string, columns: TableColumnOptions[], indices: TableIndex[] = []): Table {
  return new Table({ name, columns: [...systemColumns(), ...columns], indices });
}

/**
 * A column as the kind registry describes it (libs/metadata kinds.ts `column()`), written out by
 * `npm run new:resource` so a generated migration needs no second map from kinds to columns.
 */
export interface ColumnSpec {
  type: 'varchar' | 'integer' | 'bigint' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'text';
  length?: number;
  precision?: number;
  scale?: number;
}

export function column(name: string, spec: ColumnSpec, required = false): TableColumnOptions {
  return {
    name, type: spec.type, isNullable: !required,
    ...(spec.length !== undefined ? { length: String(spec.length) } : {}),
    ...(spec.precision !== undefined ? { precision: spec.precision, scale: spec.scale } : {}),
  };
}
