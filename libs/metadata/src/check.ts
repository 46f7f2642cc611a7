import { isDateParam, isMoneyString, parseDateTimeParam } from '@console/contracts';
import { gtinChecks } from './gtin';
import { DECIMAL_PRECISION, INT_MAX, MAX_ID_LIST, type RuleSpec } from './rules';

/**
 * Whether a value passes one rule of `rulesOf()`. The one implementation both sides run: the
 * API on the request body, the web on the value the form is about to send (dates already as
 * their API strings). Values are what JSON carries: strings, numbers, booleans, objects.
 */

/**
 * Nothing there: absent, null, '' or only spaces (a required field of spaces is not filled), or
 * an empty list (a required multi-select with nothing chosen).
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Distinct record ids (1..INT_MAX), at most MAX_ID_LIST of them. */
function isIdList(value: unknown): boolean {
  return Array.isArray(value) && value.length <= MAX_ID_LIST && new Set(value).size === value.length
    && value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= INT_MAX);
}

/** File ids (or {id, ...} as the API returns them), distinct; the count is `maxItems`' job. */
function isFileList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length > MAX_ID_LIST) return false;
  const ids = value.map((f) => (typeof f === 'object' && f !== null && !Array.isArray(f) ? (f as { id?: unknown }).id : f));
  return isIdList(ids);
}

/** A practical address check: local part, a dotted domain, a top-level domain of 2+ letters. */
const EMAIL_REGEX = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

const patterns = new Map<string, RegExp>();
function compiled(regex: string): RegExp {
  let re = patterns.get(regex);
  if (!re) patterns.set(regex, (re = new RegExp(regex)));
  return re;
}

/** A decimal written plainly: no exponent, at most `18 - scale` digits before the point and `scale` after. */
export function isPlainDecimal(value: unknown, scale: number): boolean {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const whole = DECIMAL_PRECISION - scale;
  const re = compiled(scale > 0 ? `^-?[0-9]{1,${whole}}(\\.[0-9]{1,${scale}})?$` : `^-?[0-9]{1,${whole}}$`);
  return re.test(String(value));
}

/** Half of a surrogate pair on its own: not text, and MariaDB would store it as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const numeric = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export function passes(spec: RuleSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'required': return !isBlank(value);
    case 'string': return typeof value === 'string' && !LONE_SURROGATE.test(value);
    case 'email': return typeof value === 'string' && EMAIL_REGEX.test(value);
    // A JSON number; 1e20 or 9007199254740993 are integers to JS but not to the column.
    case 'integer': return typeof value === 'number' && Number.isSafeInteger(value);
    case 'number': return isPlainDecimal(value, spec.scale);
    case 'money': return (typeof value === 'string' || typeof value === 'number') && /^-?[0-9]+(\.[0-9]{1,4})?$/.test(String(value));
    case 'moneyBound': return isMoneyString(value);
    case 'oneOf': return spec.values.includes(value as string | number);
    case 'boolean': return typeof value === 'boolean';
    case 'date': return typeof value === 'string' && isDateParam(value);
    case 'datetime': return typeof value === 'string' && parseDateTimeParam(value) !== null;
    case 'json': return value !== undefined;
    case 'idList': return isIdList(value);
    case 'optionList': return Array.isArray(value) && new Set(value).size === value.length && value.every((v) => spec.values.includes(v as string | number));
    case 'fileList': return isFileList(value);
    case 'maxItems': return Array.isArray(value) && value.length <= spec.value;
    case 'minLength': return String(value).length >= spec.value;
    case 'maxLength': return String(value).length <= spec.value;
    case 'lengthBetween': return String(value).length >= spec.min && String(value).length <= spec.max;
    case 'exactLength': return String(value).length === spec.value;
    case 'min': return spec.exclusive ? numeric(value) > spec.value : numeric(value) >= spec.value;
    case 'max': return numeric(value) <= spec.value;
    case 'pattern': return compiled(spec.regex).test(String(value));
    case 'gtin': return typeof value !== 'string' || gtinChecks(value);
  }
}

/** The first rule a (non-blank) value breaks, or null; a blank value breaks only `required`. */
export function firstBroken(rules: RuleSpec[], value: unknown): RuleSpec | null {
  if (isBlank(value)) return rules.find((r) => r.type === 'required') ?? null;
  return rules.find((r) => !passes(r, value)) ?? null;
}
