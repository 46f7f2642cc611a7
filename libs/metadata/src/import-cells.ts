import { DATETIME_DISPLAY, DATETIME_PARAM, DATE_DISPLAY, DATE_PARAM, dayjs, parseDateTimeParam, zonedToUtcParam } from '@console/contracts';
import type { FieldDef } from './types';

/**
 * Reading one spreadsheet cell back into an API value, per kind (the registry's `importCell`).
 * A cell arrives as a plain value (the API unwraps exceljs' rich text, formulas and links):
 * string, number, boolean or Date. Each reader accepts what the export writes for its kind, and
 * what a person would type instead (an API date, a code instead of a label). What it cannot read
 * is INVALID_CELL; what it reads is then judged by the same rules as a create body.
 */
export const INVALID_CELL = Symbol('invalid-cell');

export interface ImportContext {
  lang: 'en' | 'zh';
  timeZone: string;
}

export type CellValue = string | number | boolean | Date;

/** A related record named by its label in a cell: the API replaces it with the record's id. */
interface RelationLabel {
  label: string;
}

export function isRelationLabel(value: unknown): value is RelationLabel {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as RelationLabel).label === 'string' && Object.keys(value).length === 1;
}

const YES = ['yes', 'true', '1', '是', 'y'];
const NO = ['no', 'false', '0', '否', 'n'];
const INT = /^-?[0-9]{1,10}$/;

const trimmed = (v: CellValue) => (typeof v === 'string' ? v.trim() : v);

/** A number cell keeps its shortest exact text ('2000.0001', not '2000.000099999'). */
const numberText = (v: CellValue): string | typeof INVALID_CELL => {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : INVALID_CELL;
  if (typeof v === 'string') return v.trim().replace(/^\$/, '').replace(/,/g, '');
  return INVALID_CELL;
};

export const CELL_READERS = {
  text: (v: CellValue): unknown => (v instanceof Date ? v.toISOString() : String(trimmed(v))),
  integer: (v: CellValue): unknown => {
    if (typeof v === 'number') return v;
    const t = String(trimmed(v));
    return INT.test(t) ? Number(t) : INVALID_CELL;
  },
  decimal: numberText,
  enum: (v: CellValue, field: FieldDef, ctx: ImportContext): unknown => {
    const t = String(trimmed(v));
    const options = field.options ?? [];
    const byLabel = options.find((o) => o.label[ctx.lang] === t) ?? options.find((o) => o.label.en === t || o.label.zh === t);
    if (byLabel) return byLabel.value;
    return options.find((o) => String(o.value) === t)?.value ?? INVALID_CELL;
  },
  boolean: (v: CellValue): unknown => {
    if (typeof v === 'boolean') return v;
    const t = String(trimmed(v)).toLowerCase();
    return YES.includes(t) ? true : NO.includes(t) ? false : INVALID_CELL;
  },
  /** The export's MM/DD/YYYY, the API's YYYY-MM-DD, or a date cell (exceljs gives UTC midnight). */
  date: (v: CellValue): unknown => {
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? INVALID_CELL : v.toISOString().slice(0, 10);
    const t = String(trimmed(v));
    for (const format of [DATE_DISPLAY, DATE_PARAM]) {
      const d = dayjs(t, format, true);
      if (d.isValid()) return d.format(DATE_PARAM);
    }
    return INVALID_CELL;
  },
  /**
   * The export's MM/DD/YYYY HH:mm:ss is in the user's time zone; the API's YYYY-MM-DD HH:mm:ss
   * is UTC. A date-time cell holds the wall time as if UTC (exceljs), so it is read in the zone too.
   */
  datetime: (v: CellValue, _f: FieldDef, ctx: ImportContext): unknown => {
    if (v instanceof Date) {
      if (Number.isNaN(v.getTime())) return INVALID_CELL;
      return zonedToUtcParam(v.toISOString().slice(0, 19).replace('T', ' '), DATETIME_PARAM, ctx.timeZone) ?? INVALID_CELL;
    }
    const t = String(trimmed(v));
    const zoned = zonedToUtcParam(t, DATETIME_DISPLAY, ctx.timeZone);
    if (zoned) return zoned;
    return parseDateTimeParam(t) ? t : INVALID_CELL;
  },
  /** An id, or the related record's label as exports write it (the API looks the label up). */
  relation: (v: CellValue): unknown => {
    const id = CELL_READERS.integer(v);
    return id !== INVALID_CELL ? id : typeof v === 'string' ? { label: v.trim() } : INVALID_CELL;
  },
  /** JSON text; an id list (a json field with a relation) as exported: '1, 2' or 'Admin, Ops'. */
  json: (v: CellValue, field: FieldDef): unknown => {
    if (field.relation) {
      if (typeof v === 'number') return [v];
      const t = String(v).trim();
      if (t.startsWith('[')) return CELL_READERS.json(t, { ...field, relation: undefined });
      return t.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
        const id = CELL_READERS.integer(part);
        return id !== INVALID_CELL ? id : { label: part };
      });
    }
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return INVALID_CELL;
    }
  },
};
