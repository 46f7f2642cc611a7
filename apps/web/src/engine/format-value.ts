import { NO_DATA, formatDate, formatDateTime, formatMoney, formatText } from '@console/contracts';
import type { FieldDef } from '@console/metadata';
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

/** One value as text, by kind, with the shared formatters (spec 01 §9: '-' when empty). */
export function formatValue(key: string, field: FieldDef, value: unknown, ctx: FormatContext): string {
  if (isShownAs(field, ctx.record)) return ctx.t(`${ctx.resource}.shownAs.${key}`);
  if (value === null || value === undefined || value === '') return NO_DATA;
  switch (field.kind) {
    case 'enum':
      return ctx.t(`${ctx.resource}.options.${key}.${String(value)}`, { defaultValue: String(value) });
    case 'boolean':
      return ctx.t(value === true || value === 1 || value === 'true' ? 'table.yes' : 'table.no');
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value, ctx.timeZone);
    case 'money':
      return formatMoney(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'relation':
      return ctx.relations?.[key]?.[String(value)] ?? formatText(value);
    default:
      return formatText(value);
  }
}
