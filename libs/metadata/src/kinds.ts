import {
  Decimal, formatDate, formatDateTime, isDateParam, moneyFromStorage, moneyToStorage, parseDateTimeParam, type MessageKey,
} from '@console/contracts';
import type { FieldDef, FieldKind, FilterOperator } from './types';
import type { RuleSpec } from './rules';
import { CELL_READERS, type CellValue, type ImportContext } from './import-cells';
import { fileOptionsOf, type FileRef } from './file-types';

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
type InputName =
  | 'text' | 'textarea' | 'integer' | 'decimal' | 'money' | 'select' | 'switch' | 'date' | 'datetime'
  | 'relation' | 'relations' | 'options' | 'json' | 'file';

/** How a value reads in lists and on show pages (apps/web maps each name to a formatter). */
type DisplayName = 'text' | 'option' | 'options' | 'yesNo' | 'date' | 'datetime' | 'money' | 'number' | 'relation' | 'relations' | 'json' | 'files';

/** The web's filter input of a field (by kind and operator). */
type FilterInputName = 'text' | 'number' | 'numberRange' | 'select' | 'multiSelect' | 'yesNo' | 'date' | 'dateRange' | 'relation';

interface ExportContext {
  lang: 'en' | 'zh';
  timeZone: string;
}

/** A query token that is not a value of the field's kind. */
export const INVALID = Symbol('invalid');

interface KindSpec {
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
  /**
   * A non-empty import cell as the API value a create body would carry (then validated by the
   * same rules), or INVALID_CELL. Absent: the kind is not imported (files are uploaded on the form).
   */
  importCell?(cell: CellValue, field: FieldDef, ctx: ImportContext): unknown;
  /** An exceljs number format for the kind's cells. */
  exportFormat?: string;
  /** OpenAPI schema of the API value. */
  jsonSchema(field: FieldDef): Record<string, unknown>;
  input(field: FieldDef): InputName;
  display(field: FieldDef): DisplayName;
  /** List column width in pixels a value needs (a wider title widens it in the web). */
  width(field: FieldDef): number;
  /** Whether a field of the kind may offer a copy button (`copyable`): a value one pastes elsewhere as shown. */
  copyable: boolean;
  /**
   * The column cannot carry an index (a TEXT column on MariaDB needs a prefix length): a field of
   * the kind cannot be unique, indexed, sorted, nor one of a uniqueTogether (define.ts says so).
   */
  unindexed?: true;
  /** A valid value of the field, as a create body carries it: the generator's `sample` (undefined: left out). */
  example(field: FieldDef): unknown;
  /**
   * What a new field of the kind needs beyond kind and label (`npm run new:resource`): a text's
   * length, an enum's options, a relation's target (`arg`, e.g. `warehouseId:relation=co-warehouse`).
   */
  starter(arg?: string): Partial<FieldDef>;
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
/** A long text's default bound, and the most any may take: a TEXT column holds 65,535 bytes on MariaDB, 4 per character in utf8mb4. */
export const DEFAULT_LONG_TEXT_LENGTH = 4000;
export const LONG_TEXT_MAX = 16000;

/** What a phone number is written with: digits, spaces, + - ( ). */
const PHONE_CHARACTERS = '^[0-9 +()-]*$';

const textual = (
  lengthDefault: number, width: (f: FieldDef) => number, example: (f: FieldDef) => unknown, input: (f: FieldDef) => InputName = () => 'text',
): KindSpec => ({
  column: (f) => ({ type: 'varchar', length: f.maxLength ?? lengthDefault }),
  fromApi: same, toColumn: same, fromColumn: same,
  rules: (f) => [
    { type: 'string', message: 'textInvalid' },
    ...(f.kind === 'email' ? [{ type: 'email', message: 'emailInvalid' } as const] : []),
    // Before the length rules: '12ab' is told its letters are wrong, not only that it is short.
    ...(f.kind === 'phone' ? [{ type: 'pattern', regex: PHONE_CHARACTERS, message: 'phoneCharacters' } as const] : []),
    // The column's size is the longest value: longer text is refused, never cut.
    { type: 'maxLength', value: f.maxLength ?? lengthDefault, message: 'maxLength' },
  ],
  operators: ['eq', 'contains', 'in'],
  parseParam: (raw) => raw,
  paramMessage: 'invalidData',
  exportCell: same,
  importCell: CELL_READERS.text,
  jsonSchema: (f) => ({ type: 'string', maxLength: f.maxLength ?? lengthDefault, ...(f.kind === 'email' ? { format: 'email' } : {}) }),
  input,
  display: () => 'text',
  width,
  copyable: true,
  example,
  starter: () => ({}),
});

/** Plain text: as wide as its length needs, up to a long column (the rest ends in '…'). */
const textWidth = (f: FieldDef) => {
  const max = f.maxLength ?? DEFAULT_TEXT_LENGTH;
  // a copyable value has its copy icon beside it (a case number 'T2611240001' would be cut)
  return (max <= 16 ? 130 : max <= 64 ? 180 : 240) + (f.copyable ? 24 : 0);
};

const integerToken = (raw: string) => (INT_TOKEN.test(raw) && Math.abs(Number(raw)) <= MAX_INT_TOKEN ? Number(raw) : INVALID);
const decimalToken = (raw: string) => (DECIMAL_TOKEN.test(raw) ? raw : INVALID);
const numericOperators = ['eq', 'in', 'between', 'gte', 'lte'] as const;

const decimalScale = (f: FieldDef) => f.scale ?? 4;

export const KINDS: Record<FieldKind, KindSpec> = {
  text: {
    ...textual(DEFAULT_TEXT_LENGTH, textWidth, (f) => `Sample ${f.label.en}`.slice(0, f.maxLength ?? DEFAULT_TEXT_LENGTH),
      (f) => ((f.maxLength ?? DEFAULT_TEXT_LENGTH) > DEFAULT_TEXT_LENGTH ? 'textarea' : 'text')),
    starter: () => ({ maxLength: 64 }),
  },
  longText: {
    ...textual(DEFAULT_LONG_TEXT_LENGTH, () => 240, (f) => `Sample ${f.label.en}`.slice(0, f.maxLength ?? DEFAULT_LONG_TEXT_LENGTH), () => 'textarea'),
    // TEXT on both databases (a varchar of thousands would eat MariaDB's 65,535-byte row); the
    // bound is the maxLength rule's, never the column's. Not indexed, so only searched by substring.
    column: () => ({ type: 'text' }),
    operators: ['contains'],
    copyable: false,
    unindexed: true,
  },
  email: textual(128, () => 220, () => 'sample@example.com'),
  phone: textual(32, () => 150, () => '+1 775 555 0100'),
  file: {
    // A list of the file table's ids with their names: [{id, name, size, mime}]. Writes send ids
    // (or those objects back); the API fills the rest from the file table (engine/files).
    column: () => ({ type: 'text' }),
    fromApi: present((v) => (v as Array<number | { id: number }>).map((f) => (typeof f === 'number' ? f : f.id))),
    toColumn: present((v) => JSON.stringify(v)),
    fromColumn: (v) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null)),
    rules: (f) => [
      { type: 'fileList', message: 'fileListInvalid' },
      { type: 'maxItems', value: fileOptionsOf(f).maxFiles, message: 'fileTooMany' },
    ],
    operators: [],
    parseParam: () => INVALID,
    paramMessage: 'invalidData',
    exportCell: (v) => (v as FileRef[]).map((f) => f.name).join(', '),
    jsonSchema: (f) => ({
      type: 'array', maxItems: fileOptionsOf(f).maxFiles,
      items: { oneOf: [{ type: 'integer', minimum: 1 }, { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, size: { type: 'integer' }, mime: { type: 'string' } }, required: ['id'] }] },
      description: `files uploaded with POST .../files/{field} (${fileOptionsOf(f).accept.join(', ')}); read back as {id, name, size, mime}`,
    }),
    input: () => 'file',
    display: () => 'files',
    width: () => 240,
    copyable: false,
    // An upload is a stored file: no example can point at one.
    example: () => undefined,
    starter: () => ({}),
  },
  integer: {
    column: () => ({ type: 'integer' }),
    fromApi: same, toColumn: same, fromColumn: present(Number),
    rules: () => [{ type: 'integer', message: 'integerOnly' }],
    operators: numericOperators,
    parseParam: integerToken,
    paramMessage: 'filterInteger',
    exportCell: same,
    importCell: CELL_READERS.integer,
    jsonSchema: (f) => ({ type: 'integer', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) }),
    input: () => 'integer',
    display: () => 'number',
    width: () => 110,
    copyable: true,
    example: (f) => Math.max(f.min ?? 1, 1),
    starter: () => ({}),
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
    importCell: CELL_READERS.decimal,
    jsonSchema: (f) => ({ type: 'string', pattern: `^-?[0-9]+(\\.[0-9]{1,${decimalScale(f)}})?$`, example: '1.25' }),
    input: () => 'decimal',
    display: () => 'number',
    width: () => 110,
    copyable: false,
    example: (f) => (decimalScale(f) > 0 ? '1.25'.slice(0, 2 + decimalScale(f)) : '1'),
    starter: () => ({ scale: 2 }),
  },
  money: {
    // Integer ten-thousandths: exact on both databases ("save 4"); the API speaks decimal strings.
    column: () => ({ type: 'bigint' }),
    fromApi: present(String),
    toColumn: present((v) => moneyToStorage(v as string)),
    fromColumn: (raw) => (nullish(raw) ? null : moneyFromStorage(raw as string)),
    // the form first (a number, at most 4 decimals), then the size (a huge amount is not a 'decimals' problem)
    rules: () => [{ type: 'money', message: 'moneyInvalid' }, { type: 'moneyBound', message: 'moneyTooLarge' }],
    operators: numericOperators,
    parseParam: decimalToken,
    paramMessage: 'filterNumber',
    exportCell: (v) => Number(v),
    exportFormat: '"$"#,##0.00',
    importCell: CELL_READERS.decimal,
    jsonSchema: () => ({ type: 'string', pattern: '^-?[0-9]{1,11}(\\.[0-9]{1,4})?$', example: '99.9900', description: 'US dollars, up to 4 decimals' }),
    input: () => 'money',
    display: () => 'money',
    width: () => 130,
    copyable: false,
    example: () => '99.99',
    starter: () => ({}),
  },
  enum: {
    column: (f) => (typeof f.options?.[0]?.value === 'string' ? { type: 'varchar', length: f.maxLength ?? 32 } : { type: 'integer' }),
    fromApi: same, toColumn: same, fromColumn: same,
    rules: (f) => [{ type: 'oneOf', values: (f.options ?? []).map((o) => o.value), message: 'notInOptions' }],
    operators: ['eq', 'in'],
    parseParam: (raw, f) => f.options?.find((o) => String(o.value) === raw)?.value ?? INVALID,
    paramMessage: 'notInOptions',
    exportCell: (v, f, ctx) => f.options?.find((o) => o.value === v)?.label[ctx.lang] ?? String(v),
    importCell: CELL_READERS.enum,
    jsonSchema: (f) => ({ enum: (f.options ?? []).map((o) => o.value), description: (f.options ?? []).map((o) => `${o.value} = ${o.label.en}`).join(', ') }),
    input: () => 'select',
    display: () => 'option',
    width: () => 130,
    copyable: false,
    example: (f) => f.options?.[0]?.value,
    starter: () => ({
      options: [{ value: 1, label: { en: 'First', zh: '第一' } }, { value: 2, label: { en: 'Second', zh: '第二' } }],
    }),
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
    importCell: CELL_READERS.boolean,
    jsonSchema: () => ({ type: 'boolean' }),
    input: () => 'switch',
    display: () => 'yesNo',
    width: () => 90,
    copyable: false,
    example: () => true,
    starter: () => ({}),
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
    importCell: CELL_READERS.date,
    jsonSchema: () => ({ type: 'string', format: 'date', example: '2026-11-23' }),
    input: () => 'date',
    display: () => 'date',
    width: () => 120,
    copyable: false,
    example: () => '2026-01-05',
    starter: () => ({}),
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
    importCell: CELL_READERS.datetime,
    jsonSchema: () => ({ type: 'string', format: 'date-time', example: '2026-11-23 08:30:00', description: 'UTC, YYYY-MM-DD HH:mm:ss or ISO 8601' }),
    input: () => 'datetime',
    display: () => 'datetime',
    width: () => 180,
    copyable: false,
    example: () => '2026-01-05 08:30:00',
    starter: () => ({}),
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
    importCell: CELL_READERS.relation,
    jsonSchema: (f) => ({ type: 'integer', minimum: 1, description: `id of a ${f.relation?.resource ?? 'related'} record` }),
    input: () => 'relation',
    display: () => 'relation',
    width: () => 180,
    copyable: false,
    example: () => 1,
    starter: (target) => ({ relation: { resource: target ?? 'TODO-resource', labelField: 'id' } }),
  },
  json: {
    column: () => ({ type: 'text' }),
    fromApi: same,
    toColumn: present((v) => JSON.stringify(v)),
    fromColumn: (v) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null)),
    // A list of a relation's ids, a list of the field's options (work days), or any JSON.
    rules: (f) => [f.relation ? { type: 'idList', message: 'idListInvalid' }
      : f.options ? { type: 'optionList', values: f.options.map((o) => o.value), message: 'optionListInvalid' }
        : { type: 'json', message: 'jsonInvalid' }],
    operators: [],
    parseParam: () => INVALID,
    paramMessage: 'invalidData',
    // An id list reads as its records' labels when the exporter named them (else the ids), comma-separated.
    exportCell: (v, f, ctx) => {
      if (!Array.isArray(v)) return JSON.stringify(v);
      if (f.options) return v.map((x) => f.options!.find((o) => o.value === x)?.label[ctx.lang] ?? String(x)).join(', ');
      return f.relation ? v.join(', ') : JSON.stringify(v);
    },
    importCell: CELL_READERS.json,
    jsonSchema: (f) => {
      if (f.relation) return { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true, description: `ids of ${f.relation.resource} records` };
      if (f.options) return { type: 'array', items: { enum: f.options.map((o) => o.value) }, uniqueItems: true };
      return { description: 'any JSON value' };
    },
    input: (f) => (f.relation ? 'relations' : f.options ? 'options' : 'json'),
    display: (f) => (f.relation ? 'relations' : f.options ? 'options' : 'json'),
    width: () => 240,
    copyable: false,
    example: (f) => (f.relation ? [] : f.options ? [f.options[0].value] : {}),
    starter: (target) => (target ? { relation: { resource: target, labelField: 'id' } } : {}),
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
