import { interpolate, zipCodeValid, type FieldError } from '@console/contracts';
import type { FieldDef, Label, RecordCondition } from './types';
import { conditionHolds } from './conditions';
import { isBlank } from './check';

/**
 * Rules over several fields of one record ('threshold xor interval', 'receive timing only when
 * Per Package', 'min not above max'). Judged by `brokenRecordRules` on both sides: the API on the
 * record a write produces (400 naming the fields), the web on the form's values (errors on the
 * fields). A rule may carry its own message; otherwise a generic one names the fields' labels.
 */
export type RecordRule =
  | { type: 'exactlyOne'; fields: string[]; message?: Label }
  | { type: 'requiredWhen'; field: string; when: RecordCondition; message?: Label }
  | { type: 'lte'; a: string; b: string; message?: Label }
  | { type: 'lt'; a: string; b: string; message?: Label }
  | { type: 'gt'; a: string; b: string; message?: Label }
  | { type: 'zipCode'; zip: string; country: string; message?: Label }
  | { type: 'notAllZero'; fields: string[]; message?: Label };

/** Exactly one of the fields is filled (a threshold or an interval, not both, not neither). */
export const exactlyOne = (fields: string[], message?: Label): RecordRule => ({ type: 'exactlyOne', fields, message });
/** The field must be filled while the condition holds (it stays visible otherwise). */
export const requiredWhen = (field: string, when: RecordCondition, message?: Label): RecordRule => ({ type: 'requiredWhen', field, when, message });
/** When both are filled, a is not greater than b (numbers, decimal strings, dates, times). */
export const lte = (a: string, b: string, message?: Label): RecordRule => ({ type: 'lte', a, b, message });
/** When both are filled, a is less than b, never equal (a weight band's From below its To). */
export const lt = (a: string, b: string, message?: Label): RecordRule => ({ type: 'lt', a, b, message });
/** When both are filled, a is greater than b, never equal (an end after its start: `gt('to', 'from')`). */
export const gt = (a: string, b: string, message?: Label): RecordRule => ({ type: 'gt', a, b, message });

/** The zip code has the form its country's post uses (US 5 or 9 digits, CA, GB by pattern...: contracts' zip-codes.ts). */
export const zipCodeOf = (zip: string, country: string, message?: Label): RecordRule => ({ type: 'zipCode', zip, country, message });

/** Not every one of the numbers is 0 (a posting moves the balance or the amount on hold); blank ones count as 0. */
export const notAllZero = (fields: string[], message?: Label): RecordRule => ({ type: 'notAllZero', fields, message });

/** The fields a rule names (its errors are shown on each of them). */
export function ruleFields(rule: RecordRule): string[] {
  if (rule.type === 'exactlyOne' || rule.type === 'notAllZero') return rule.fields;
  if (rule.type === 'requiredWhen') return [rule.field, rule.when.field];
  if (rule.type === 'zipCode') return [rule.zip];
  return [rule.a, rule.b];
}

const DEFAULT_MESSAGES: Record<RecordRule['type'], Label> = {
  exactlyOne: { en: 'Fill exactly one of {fields}', zh: '{fields}须且只能填写一项' },
  requiredWhen: { en: '{field} is required when {when} is {values}', zh: '{when}为{values}时，{field}不能为空' },
  lte: { en: '{a} must not be greater than {b}', zh: '{a}不能大于{b}' },
  lt: { en: '{a} must be less than {b}', zh: '{a}必须小于{b}' },
  gt: { en: '{a} must be greater than {b}', zh: '{a}必须大于{b}' },
  zipCode: { en: 'Invalid Zipcode', zh: '邮编无效' },
  notAllZero: { en: '{fields} cannot all be 0', zh: '{fields}不能都为 0' },
};

/** A value as a comparable: Date to its time, a numeric string to its number, else the text. */
function comparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^-?[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : text;
}

function holds(rule: RecordRule, record: Record<string, unknown>): boolean {
  switch (rule.type) {
    case 'exactlyOne': return rule.fields.filter((f) => !isBlank(record[f])).length === 1;
    case 'requiredWhen': return !conditionHolds(rule.when, record) || !isBlank(record[rule.field]);
    case 'notAllZero':
      // Only when every value is a number: one that is not is its field's own rule's to report.
      return !rule.fields.every((f) => isBlank(record[f]) || comparable(record[f]) === 0);
    case 'zipCode': {
      const [zip, country] = [record[rule.zip], record[rule.country]];
      return isBlank(zip) || isBlank(country) || zipCodeValid(String(country), String(zip));
    }
    case 'lte': return compared(record[rule.a], record[rule.b], (order) => order <= 0);
    case 'lt': return compared(record[rule.a], record[rule.b], (order) => order < 0);
    case 'gt': return compared(record[rule.a], record[rule.b], (order) => order > 0);
  }
}

/**
 * A comparison of two values that holds when either is blank (each field's own `required` says
 * whether it must be filled): `ok` is given -1, 0 or 1 as a is below, equal to or above b.
 * Numbers (and decimal strings) compare as numbers, anything else as text ('2026-01-05', '09:30').
 */
function compared(a: unknown, b: unknown, ok: (order: number) => boolean): boolean {
  if (isBlank(a) || isBlank(b)) return true;
  let [x, y] = [comparable(a), comparable(b)];
  if (typeof x !== typeof y) [x, y] = [String(a), String(b)];
  return ok(x < y ? -1 : x > y ? 1 : 0);
}

function optionLabel(field: FieldDef | undefined, value: string | number | boolean, lang: 'en' | 'zh'): string {
  return field?.options?.find((o) => o.value === value)?.label[lang] ?? String(value);
}

/** The rule's message in one language, with the fields' labels filled in. */
function ruleMessage(rule: RecordRule, fields: Record<string, FieldDef>, lang: 'en' | 'zh'): string {
  const label = (key: string) => fields[key]?.label[lang] ?? key;
  const params: Record<string, string> = {};
  if (rule.type === 'exactlyOne' || rule.type === 'notAllZero') params.fields = rule.fields.map(label).join(lang === 'zh' ? '、' : ', ');
  if (rule.type === 'requiredWhen') {
    Object.assign(params, { field: label(rule.field), when: label(rule.when.field) });
    params.values = rule.when.in.map((v) => optionLabel(fields[rule.when.field], v, lang)).join(lang === 'zh' ? '或' : ' or ');
  }
  if (rule.type === 'lte' || rule.type === 'lt' || rule.type === 'gt') Object.assign(params, { a: label(rule.a), b: label(rule.b) });
  return interpolate((rule.message ?? DEFAULT_MESSAGES[rule.type])[lang], params);
}

/**
 * The errors of the rules a record breaks, one per named field and rule, in both languages
 * (`{field, message, zhMessage}` as the envelope's `data.errors` carries them).
 */
export function brokenRecordRules(rules: readonly RecordRule[] | undefined, fields: Record<string, FieldDef>, record: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules ?? []) {
    if (holds(rule, record)) continue;
    const message = ruleMessage(rule, fields, 'en');
    const zhMessage = ruleMessage(rule, fields, 'zh');
    // requiredWhen is about its field only; the condition's field is fine as it is.
    const on = rule.type === 'requiredWhen' ? [rule.field] : ruleFields(rule);
    for (const field of on) errors.push({ field, message, zhMessage });
  }
  return errors;
}

/** Problems of a definition's rules: unknown fields, a rule over fewer than two fields. */
export function recordRuleProblems(rules: readonly RecordRule[] | undefined, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  for (const rule of rules ?? []) {
    const named = rule.type === 'zipCode' ? [rule.zip, rule.country] : ruleFields(rule);
    for (const key of named) if (!Object.hasOwn(fields, key)) problems.push(`record rule ${rule.type} names "${key}", which is not a field`);
    if (rule.type === 'exactlyOne' && rule.fields.length < 2) problems.push('record rule exactlyOne needs at least two fields');
  }
  return problems;
}
