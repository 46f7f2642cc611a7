import { EntitySchemaColumnOptions, ValueTransformer } from 'typeorm';
import { Decimal, moneyFromStorage, moneyToStorage } from '@console/contracts';
import { DEFAULT_TEXT_LENGTH, FieldDef, columnName } from '@console/metadata';

/**
 * How each field kind is stored. Chosen to be identical on SQLite and MySQL so one migration
 * serves both and the schema check (schema builder diff) stays empty on each.
 */
const moneyTransformer: ValueTransformer = {
  to: (v: unknown) => (v === null || v === undefined ? v : moneyToStorage(v as string)),
  from: (v: unknown) => (v === null || v === undefined ? null : moneyFromStorage(v as string)),
};

const jsonTransformer: ValueTransformer = {
  to: (v: unknown) => (v === null || v === undefined ? v : JSON.stringify(v)),
  from: (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null)),
};

function decimalTransformer(scale: number): ValueTransformer {
  return {
    to: (v: unknown) => v,
    from: (v: unknown) => (v === null || v === undefined ? null : new Decimal(String(v)).toFixed(scale)),
  };
}

/** mysql2 answers DATE as a string only with dateStrings; normalise whatever comes back. */
const dateTransformer: ValueTransformer = {
  to: (v: unknown) => v,
  from: (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? null : String(v).slice(0, 10)),
};

export function columnFor(key: string, field: FieldDef): EntitySchemaColumnOptions {
  // A conditional field is required only while its condition holds; otherwise it is null.
  const base = { name: columnName(key, field), nullable: !field.required || field.visibleWhen !== undefined };
  switch (field.kind) {
    case 'text': case 'email': case 'phone':
      return { ...base, type: 'varchar', length: field.maxLength ?? DEFAULT_TEXT_LENGTH };
    case 'file':
      return { ...base, type: 'varchar', length: field.maxLength ?? 512 };
    case 'integer': case 'relation':
      return { ...base, type: 'integer' };
    case 'enum':
      return typeof field.options?.[0]?.value === 'string'
        ? { ...base, type: 'varchar', length: field.maxLength ?? 32 }
        : { ...base, type: 'integer' };
    case 'decimal':
      return { ...base, type: 'decimal', precision: 18, scale: field.scale ?? 4, transformer: decimalTransformer(field.scale ?? 4) };
    case 'money':
      return { ...base, type: 'bigint', transformer: moneyTransformer };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'date', transformer: dateTransformer };
    case 'datetime':
      return { ...base, type: 'datetime' };
    case 'json':
      return { ...base, type: 'text', transformer: jsonTransformer };
  }
}

/** The columns every resource has: id, version, create/update time. */
export const SYSTEM_COLUMNS: Record<string, EntitySchemaColumnOptions> = {
  id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
  version: { name: 'version', type: 'integer', nullable: false },
  createTime: { name: 'create_time', type: 'datetime', nullable: false },
  updateTime: { name: 'update_time', type: 'datetime', nullable: false },
};
