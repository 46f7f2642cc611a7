import {
  Decimal, formatDate, formatDateTime, isDateParam, moneyFromStorage, moneyToStorage, parseDateTimeParam, type MessageKey,
} from '@console/contracts';
import type { FieldDef, FieldKind, FilterOperator } from './types';
import type { RuleSpec } from './rules';

/**
 * The one registry of field kinds: for each kind, everything the engine must agree on across the
 * API, the web and the exports — its column, how a value is converted between the API, the
 * entity and the column, which filter operators it supports and how a query-string token reads,
 * its validation (rules.ts asks `kindRules` here), its export cell, its JSON schema for OpenAPI,
 * and the names of its web input and display. API and web are thin adapters: they map these
 * names to TypeORM options, antd components and exceljs cells, and never switch on a kind.
 */

/** A column both databases build identically from one migration. */
export interface ColumnSpec {
  type: 'varchar' | 'integer' | 'bigint' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'text';
  length?: number;
  precision?: number;
  scale?: number;
}

/** The web input of a field (apps/web maps each name to a component). */
export type InputName =
  | 'text' | 'textarea' | 'integer' | 'decimal' | 'money' | 'select' | 'switch' | 'date' | 'datetime'
  | 'relation' | 'relations' | 'json' | 'file';

/** How a value reads in lists and on show pages (apps/web maps each name to a formatter). */
export type DisplayName = 'text' | 'option' | 'yesNo' | 'date' | 'datetime' | 'money' | 'number' | 'relation' | 'relations' | 'json';

/** The web's filter input of a field (by kind and operator). */
export type FilterInputName = 'text' | 'number' | 'numberRange' | 'select' | 'multiSelect' | 'yesNo' | 'date' | 'dateRange' | 'relation';

export interface ExportContext {
  lang: 'en' | 'zh';
  timeZone: string;
}

/** A query token that is not a value of the field's kind. */
export const INVALID = Symbol('invalid');

export interface KindSpec {
  column(field: FieldDef): ColumnSpec;
  /** Validated API value -> the entity's value (what hooks see and TypeORM persists). */
  fromApi(value: unknown, field: FieldDef): unknown;
  /** Entity value -> column value, and back (TypeORM transformers; also applied to filter parameters). */
  toColumn(value: unknown, field: FieldDef): unknown;
  fromColumn(raw: unknown, field: FieldDef): unknown;
  /** The rules every value of the kind obeys (its type); rules.ts adds the field's own. */
  rules(field: FieldDef): RuleSpec[];
  /** Filter operators that make sense for the kind. */
  operators: readonly FilterOperator[];
  /**
   * One query-string token as the entity's value, or INVALID. `edge` is the side of a range: a
   * datetime bound given as a bare date covers the whole day at the 'end' side.
   */
  parseParam(raw: string, field: FieldDef, edge: 'start' | 'end'): unknown;
  /** The message when a token is INVALID (the same words as the form's where they exist). */
  paramMessage: MessageKey;
  /** An export cell as the list shows it; numbers stay numbers. */
  exportCell(value: unknown, field: FieldDef, ctx: ExportContext): unknown;
  /** An exceljs number format for the kind's cells. */
  exportFormat?: string;
  /** OpenAPI schema of the API value. */
  jsonSchema(field: FieldDef): Record<string, unknown>;
  input(field: FieldDef): InputName;
  display(field: FieldDef): DisplayName;
  /** List column width in pixels a value needs (a wider title widens it in the web). */
  width(field: FieldDef): number;
}

const same = (v: unknown) => v;
const nullish = (v: unknown): v is null | undefined => v === null || v === undefined;
/** Applies a conversion to a present value; null and undefined pass through. */
const present = (convert: (v: unknown) => unknown) => (v: unknown) => (nullish(v) ? v : convert(v));

const INT_TOKEN = /^-?[0-9]{1,10}$/;
const MAX_INT_TOKEN = 2_147_483_648;
const DECIMAL_TOKEN = /^-?[0-9]{1,18}(\.[0-9]{1,4})?$/;
const YES_NO = { en: ['Yes', 'No'], zh: ['是', '否'] } as const;

export const DEFAULT_TEXT_LENGTH = 255;

const textual = (lengthDefault: number, width: (f: FieldDef) => number, input: (f: FieldDef) => InputName = () => 'text'): KindSpec => ({
  column: (f) => ({ type: 'varchar', length: f.maxLength ?? lengthDefault }),
  fromApi: same, toColumn: same, fromColumn: same,
  rules: (f) => [
    { type: 'string', message: 'textInvalid' },
    ...(f.kind === 'email' ? [{ type: 'email', message: 'emailInvalid' } as const] : []),
    // The column's size is the longest value: longer text is refused, never cut.
    { type: 'maxLength', value: f.maxLength ?? lengthDefault, message: 'maxLength' },
  ],
  operators: ['eq', 'contains', 'in'],
  parseParam: (raw) => raw,
  paramMessage: 'invalidData',
  exportCell: same,
  jsonSchema: (f) => ({ type: 'string', maxLength: f.maxLength ?? lengthDefault, ...(f.kind === 'email' ? { format: 'email' } : {}) }),
  input,
  display: () => 'text',
  width,
});

/** Plain text: as wide as its length needs, up to a long column (the rest ends in '…'). */
const textWidth = (f: FieldDef) => {
  const max = f.maxLength ?? DEFAULT_TEXT_LENGTH;
  return max <= 16 ? 130 : max <= 64 ? 180 : 240;
};

const integerToken = (raw: string) => (INT_TOKEN.test(raw) && Math.abs(Number(raw)) <= MAX_INT_TOKEN ? Number(raw) : INVALID);
const decimalToken = (raw: string) => (DECIMAL_TOKEN.test(raw) ? raw : INVALID);
const numericOperators = ['eq', 'in', 'between', 'gte', 'lte'] as const;

const decimalScale = (f: FieldDef) => f.scale ?? 4;

export const KINDS: Record<FieldKind, KindSpec> = {
  text: textual(DEFAULT_TEXT_LENGTH, textWidth, (f) => ((f.maxLength ?? DEFAULT_TEXT_LENGTH) > DEFAULT_TEXT_LENGTH ? 'textarea' : 'text')),
  email: textual(128, () => 220),
  phone: textual(32, () => 150),
  file: { ...textual(512, () => 240), input: () => 'file' },
  integer: {
    column: () => ({ type: 'integer' }),
    fromApi: same, toColumn: same, fromColumn: present(Number),
    rules: () => [{ type: 'integer', message: 'integerOnly' }],
    operators: numericOperators,
    parseParam: integerToken,
    paramMessage: 'filterInteger',
    exportCell: same,
    jsonSchema: (f) => ({ type: 'integer', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) }),
    input: () => 'integer',
    display: () => 'number',
    width: () => 110,
  },
  decimal: {
    column: (f) => ({ type: 'decimal', precision: 18, scale: decimalScale(f) }),
    fromApi: present(String), toColumn: same,
    fromColumn: (raw, f) => (nullish(raw) ? null : new Decimal(String(raw)).toFixed(decimalScale(f))),
    rules: (f) => [{ type: 'number', scale: decimalScale(f), message: 'decimalInvalid' }],
    operators: numericOperators,
    parseParam: decimalToken,
    paramMessage: 'filterNumber',
    exportCell: (v) => Number(v),
    jsonSchema: (f) => ({ type: 'string', pattern: `^-?[0-9]+(\\.[0-9]{1,${decimalScale(f)}})?$`, example: '1.25' }),
    input: () => 'decimal',
    display: () => 'number',
    width: () => 110,
  },
  money: {
    // Integer ten-thousandths: exact on both databases ("save 4"); the API speaks decimal strings.
    column: () => ({ type: 'bigint' }),
    fromApi: present(String),
    toColumn: present((v) => moneyToStorage(v as string)),
    fromColumn: (raw) => (nullish(raw) ? null : moneyFromStorage(raw as string)),
    rules: () => [{ type: 'money', message: 'moneyInvalid' }],
    operators: numericOperators,
    parseParam: decimalToken,
    paramMessage: 'filterNumber',
    exportCell: (v) => Number(v),
    exportFormat: '"$"#,##0.00',
    jsonSchema: () => ({ type: 'string', pattern: '^-?[0-9]{1,11}(\\.[0-9]{1,4})?$', example: '99.9900', description: 'US dollars, up to 4 decimals' }),
    input: () => 'money',
    display: () => 'money',
    width: () => 130,
  },
  enum: {
    column: (f) => (typeof f.options?.[0]?.value === 'string' ? { type: 'varchar', length: f.maxLength ?? 32 } : { type: 'integer' }),
    fromApi: same, toColumn: same, fromColumn: same,
    rules: (f) => [{ type: 'oneOf', values: (f.options ?? []).map((o) => o.value), message: 'notInOptions' }],
    operators: ['eq', 'in'],
    parseParam: (raw, f) => f.options?.find((o) => String(o.value) === raw)?.value ?? INVALID,
    paramMessage: 'notInOptions',
    exportCell: (v, f, ctx) => f.options?.find((o) => o.value === v)?.label[ctx.lang] ?? String(v),
    jsonSchema: (f) => ({ enum: (f.options ?? []).map((o) => o.value), description: (f.options ?? []).map((o) => `${o.value} = ${o.label.en}`).join(', ') }),
    input: () => 'select',
    display: () => 'option',
    width: () => 130,
  },
  boolean: {
    column: () => ({ type: 'boolean' }),
    fromApi: same, toColumn: same,
    // SQLite answers 0/1.
    fromColumn: present((v) => v === true || v === 1 || v === '1'),
    rules: () => [{ type: 'boolean', message: 'booleanInvalid' }],
    operators: ['eq'],
    parseParam: (raw) => (raw === 'true' ? true : raw === 'false' ? false : INVALID),
    paramMessage: 'booleanInvalid',
    exportCell: (v, _f, ctx) => YES_NO[ctx.lang][v ? 0 : 1],
    jsonSchema: () => ({ type: 'boolean' }),
    input: () => 'switch',
    display: () => 'yesNo',
    width: () => 90,
  },
  date: {
    column: () => ({ type: 'date' }),
    fromApi: same, toColumn: same,
    // mysql2 answers DATE as a Date unless dateStrings is set; normalise whatever comes back.
    fromColumn: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : nullish(v) ? null : String(v).slice(0, 10)),
    rules: () => [{ type: 'date', message: 'dateInvalid' }],
    operators: ['eq', 'between', 'gte', 'lte'],
    parseParam: (raw) => (isDateParam(raw) ? raw : INVALID),
    paramMessage: 'dateInvalid',
    exportCell: (v) => formatDate(v),
    jsonSchema: () => ({ type: 'string', format: 'date', example: '2026-11-23' }),
    input: () => 'date',
    display: () => 'date',
    width: () => 120,
  },
  datetime: {
    column: () => ({ type: 'datetime' }),
    fromApi: present((v) => (v instanceof Date ? v : parseDateTimeParam(String(v)))),
    toColumn: same, fromColumn: same,
    rules: () => [{ type: 'datetime', message: 'dateTimeInvalid' }],
    operators: ['eq', 'between', 'gte', 'lte'],
    parseParam: (raw, _f, edge) => {
      const d = parseDateTimeParam(raw);
      if (!d) return INVALID;
      // A bare date as the upper bound means the whole of that day.
      return edge === 'end' && raw.length === 10 ? new Date(d.getTime() + 86_399_999) : d;
    },
    paramMessage: 'dateTimeInvalid',
    exportCell: (v, _f, ctx) => formatDateTime(v, ctx.timeZone),
    jsonSchema: () => ({ type: 'string', format: 'date-time', example: '2026-11-23 08:30:00', description: 'UTC, YYYY-MM-DD HH:mm:ss or ISO 8601' }),
    input: () => 'datetime',
    display: () => 'datetime',
    width: () => 180,
  },
  relation: {
    column: () => ({ type: 'integer' }),
    fromApi: same, toColumn: same, fromColumn: present(Number),
    rules: () => [{ type: 'integer', message: 'integerOnly' }],
    operators: ['eq', 'in'],
    parseParam: (raw) => {
      const id = integerToken(raw);
      return id === INVALID || (id as number) < 1 ? INVALID : id;
    },
    paramMessage: 'filterInteger',
    exportCell: same,
    jsonSchema: (f) => ({ type: 'integer', minimum: 1, description: `id of a ${f.relation?.resource ?? 'related'} record` }),
    input: () => 'relation',
    display: () => 'relation',
    width: () => 180,
  },
  json: {
    column: () => ({ type: 'text' }),
    fromApi: same,
    toColumn: present((v) => JSON.stringify(v)),
    fromColumn: (v) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null)),
    rules: (f) => [f.relation ? { type: 'idList', message: 'idListInvalid' } : { type: 'json', message: 'jsonInvalid' }],
    operators: [],
    parseParam: () => INVALID,
    paramMessage: 'invalidData',
    exportCell: (v) => JSON.stringify(v),
    jsonSchema: (f) => (f.relation
      ? { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true, description: `ids of ${f.relation.resource} records` }
      : { description: 'any JSON value' }),
    input: (f) => (f.relation ? 'relations' : 'json'),
    display: (f) => (f.relation ? 'relations' : 'json'),
    width: () => 240,
  },
};

export function kindOf(field: FieldDef): KindSpec {
  return KINDS[field.kind];
}

/** Whether a query token is a value of the field's kind (the API answers 400 otherwise). */
export function isParamValue(value: unknown): boolean {
  return value !== INVALID;
}

/** The exported cell of a value, blank for nothing. */
export function exportCellOf(field: FieldDef, value: unknown, ctx: ExportContext): unknown {
  return nullish(value) ? null : kindOf(field).exportCell(value, field, ctx);
}

/** The filter input the web offers for a field: by its kind and its declared operator. */
export function filterInputOf(field: FieldDef): FilterInputName {
  const op = field.filter;
  const input = kindOf(field).input(field);
  if (input === 'date' || input === 'datetime') return op === 'between' ? 'dateRange' : 'date';
  if (input === 'select') return op === 'in' ? 'multiSelect' : 'select';
  if (input === 'switch') return 'yesNo';
  if (input === 'relation') return 'relation';
  if (input === 'integer' || input === 'decimal' || input === 'money') return op === 'between' ? 'numberRange' : 'number';
  return 'text';
}
