import { NO_DATA, formatDate, formatDateTime, formatText } from '@console/contracts';
import { formatNumber, kindOf, type FieldDef } from '@console/metadata';
import type { TFunction } from 'i18next';

export interface FormatContext {
  t: TFunction;
  resource: string;
  /** The signed-in user's zone (afterLogin user.timeZone); browser zone when absent. */
  timeZone?: string;
  /** Labels of related records (relations.ts); the id shows when one is unknown. */
  relations?: Record<string, Record<string, string>>;
  /** The whole record, for a field `shownAs` a label on some records. */
  record?: Record<string, unknown>;
}

/** The field's `shownAs` label applies to this record (e.g. the super-administrator's roles). */
export function isShownAs(field: FieldDef, record: Record<string, unknown> | undefined): boolean {
  const when = field.shownAs?.when;
  return Boolean(when && record && when.in.some((v) => String(v) === String(record[when.field])));
}

/** The engine-managed columns, rendered like declared fields. */
export const SYSTEM_COLUMNS: Record<'createTime' | 'updateTime', FieldDef> = {
  createTime: { kind: 'datetime', label: { en: '', zh: '' }, sort: true },
  updateTime: { kind: 'datetime', label: { en: '', zh: '' }, sort: true },
};

/** One value as text, by the kind registry's display, with the shared formatters (spec 01 §9: '-' when empty). */
export function formatValue(key: string, field: FieldDef, value: unknown, ctx: FormatContext): string {
  if (isShownAs(field, ctx.record)) return ctx.t(`${ctx.resource}.shownAs.${key}`);
  if (value === null || value === undefined || value === '') return NO_DATA;
  switch (kindOf(field).display(field)) {
    case 'option':
      return ctx.t(`${ctx.resource}.options.${key}.${String(value)}`, { defaultValue: String(value) });
    case 'yesNo':
      return ctx.t(value === true || value === 1 || value === 'true' ? 'table.yes' : 'table.no');
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value, ctx.timeZone);
    case 'money':
    case 'number':
      return formatNumber(field, value, ctx.record);
    case 'options':
      // A list of options (work days) reads as their labels.
      if (!Array.isArray(value)) return readableText(value);
      return value.length ? value.map((v) => ctx.t(`${ctx.resource}.options.${key}.${String(v)}`, { defaultValue: String(v) })).join(', ') : NO_DATA;
    case 'relations':
      // A list of ids shows the records' labels.
      if (!Array.isArray(value)) return readableText(value);
      return value.length ? value.map((id) => ctx.relations?.[key]?.[String(id)] ?? String(id)).join(', ') : NO_DATA;
    case 'json':
      // Other JSON reads as text, never as JSON.
      return readableText(value);
    case 'files':
      // In a table cell: the names; the show page makes them download links (FileLinks).
      return Array.isArray(value) && value.length ? value.map((f: { name?: string }) => f.name ?? '').join(', ') : NO_DATA;
    case 'relation':
      return ctx.relations?.[key]?.[String(value)] ?? formatText(value);
    default:
      return formatText(value);
  }
}

/** A json value in one line for a table cell: 'a, b' for a list, 'key: value; key: value' for an object. */
export function readableText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_DATA;
  if (Array.isArray(value)) return value.length ? value.map(readableText).join(', ') : NO_DATA;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return NO_DATA;
    return entries.map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? `(${readableText(v)})` : readableText(v)}`).join('; ');
  }
  return String(value);
}
