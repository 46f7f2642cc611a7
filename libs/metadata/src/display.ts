import { NO_DATA, formatDate, formatDecimal, formatMoney, formatPercent, formatText } from '@console/contracts';
import type { FieldDef, ValueUnit } from './types';

/** What a decimal's number stands for on this record (FieldDef.unit), if anything. */
function unitOf(field: FieldDef, record?: Record<string, unknown>): ValueUnit | undefined {
  const unit = field.unit;
  if (typeof unit !== 'object') return unit;
  const on = record?.[unit.field];
  return on === null || on === undefined ? undefined : unit.values[String(on)];
}

/**
 * A number by its field (02 §9): money '$1,234.50' and percents '15.25%' with 2 decimals (or the
 * field's `shownScale`), other decimals without the storage's trailing zeros, integers as they are.
 * The web's lists and show pages and the API's action messages read numbers through this.
 */
export function formatNumber(field: FieldDef, value: unknown, record?: Record<string, unknown>): string {
  if (field.kind === 'money') return formatMoney(value, field.shownScale);
  if (field.kind !== 'decimal') return formatText(value);
  const unit = unitOf(field, record);
  if (unit === 'money') return formatMoney(value, field.shownScale);
  if (unit === 'percent') return formatPercent(value, field.shownScale);
  return formatDecimal(value, field.shownScale);
}

/**
 * A value in a sentence (an action's message), without the web's translations: an option's
 * label, a number by its field, a date as shown; relations are named by the caller.
 */
export function plainValue(field: FieldDef | undefined, value: unknown, lang: 'en' | 'zh', record?: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return NO_DATA;
  if (!field) return formatText(value);
  if (field.options) return field.options.find((o) => String(o.value) === String(value))?.label[lang] ?? String(value);
  if (field.kind === 'money' || field.kind === 'decimal') return formatNumber(field, value, record);
  if (field.kind === 'date') return formatDate(value);
  if (field.kind === 'boolean') return value === true ? (lang === 'zh' ? '是' : 'Yes') : (lang === 'zh' ? '否' : 'No');
  return formatText(value);
}
