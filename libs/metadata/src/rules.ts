import { US_STATES, type MessageKey, type MessageRef } from '@console/contracts';
import type { FieldDef, NamedRule } from './types';
import { kindOf } from './kinds';

/**
 * The range of an INTEGER column on both databases (MySQL INT, and what we allow on SQLite): a
 * bigger number would overflow MySQL (500) or turn into a float on SQLite.
 */
const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
/** Most ids one id-list field holds (a json column, but not an unbounded one). */
export const MAX_ID_LIST = 1000;
/** decimal(18, scale): digits before the point are 18 - scale. */
export const DECIMAL_PRECISION = 18;

/**
 * The validation rules of a field in one neutral form, judged by `passes` (check.ts) on both
 * sides: the API on request bodies, the web in its form rules.
 */
/** The type of a rule (`messages` of a field overrides a type's message). */
export type RuleType = RuleSpec['type'];

export type RuleSpec =
  | { type: 'required'; message: 'required' }
  | { type: 'minLength'; value: number; message: 'minLength' }
  | { type: 'maxLength'; value: number; message: 'maxLength' }
  /** 02 §5 'length between bounds': a field with both a minLength and a maxLength. */
  | { type: 'lengthBetween'; min: number; max: number; message: 'lengthBetween' }
  /** 02 §5 'exact length': a field whose minLength equals its maxLength (a country code). */
  | { type: 'exactLength'; value: number; message: 'exactLength' }
  | { type: 'min'; value: number; exclusive?: boolean; message: MessageKey }
  | { type: 'max'; value: number; message: 'max' }
  /** A named rule's pattern has its catalogue key; a field's own may carry its words (`{ en, zh }`). */
  | { type: 'pattern'; regex: string; message: MessageRef }
  | { type: 'email'; message: 'emailInvalid' }
  | { type: 'integer'; message: 'integerOnly' }
  /** A UPC/EAN's check digit (gtin.ts); its shape is the field's pattern. */
  | { type: 'gtin'; message: 'gtinCheckDigit' }
  | { type: 'number'; scale: number; message: 'decimalInvalid' }
  | { type: 'money'; message: 'moneyInvalid' }
  | { type: 'moneyBound'; message: 'moneyTooLarge' }
  | { type: 'oneOf'; values: Array<string | number>; message: 'notInOptions' }
  | { type: 'boolean'; message: 'booleanInvalid' }
  | { type: 'date'; message: 'dateInvalid' }
  | { type: 'datetime'; message: 'dateTimeInvalid' }
  | { type: 'string'; message: 'textInvalid' }
  | { type: 'json'; message: 'jsonInvalid' }
  | { type: 'idList'; message: 'idListInvalid' }
  | { type: 'optionList'; values: Array<string | number>; message: 'optionListInvalid' }
  | { type: 'fileList'; message: 'fileListInvalid' }
  | { type: 'maxItems'; value: number; message: 'fileTooMany' };

/** Patterns of the named rules (spec 01 §5, 02 §5). */
export const NAMED_PATTERNS: Partial<Record<NamedRule, { regex: string; message: MessageKey }>> = {
  phone: { regex: '^\\+?[0-9][0-9 ()-]{5,31}$', message: 'phoneInvalid' },
  mobile: { regex: '^\\+?[0-9]{6,15}$', message: 'mobileFormat' },
  zip: { regex: '^[0-9]{5}(-[0-9]{4})?$', message: 'zipInvalid' },
  lettersNumbers: { regex: '^[A-Za-z0-9]*$', message: 'lettersNumbers' },
  noComma: { regex: '^[^,]*$', message: 'noComma' },
  notPurelyNumeric: { regex: '^(?![0-9]+$)[\\s\\S]*$', message: 'notPurelyNumeric' },
  noLetters: { regex: '^[^A-Za-z]*$', message: 'noLetters' },
  password: { regex: '^[A-Za-z0-9_$@%]{6,16}$', message: 'passwordRule' },
  adminPassword: { regex: '^(?=.*[A-Za-z])(?=.*[0-9])[\\s\\S]{8,}$', message: 'adminPasswordRule' },
  // Street lines of an address (01 §5): no PO box ('PO Box 12', 'P.O. box', 'pobox').
  noPoBox: { regex: '^(?![\\s\\S]*\\b[Pp]\\.?\\s*[Oo]\\.?\\s*[Bb][Oo][Xx]\\b)[\\s\\S]*$', message: 'streetNoPoBox' },
  // The address form's phone (01 §5): digits only, at least 10.
  digits10: { regex: '^[0-9]{10,}$', message: 'phoneDigits10' },
  // A web link a person may open from the screen: http or https only, never javascript: or data:.
  httpUrl: { regex: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$', message: 'urlHttp' },
  // A state of the United States or DC by its code (contracts' US_STATES).
  usState: { regex: `^(${US_STATES.map(([code]) => code).join('|')})$`, message: 'usStateInvalid' },
};

export function rulesOf(field: FieldDef): RuleSpec[] {
  const rules: RuleSpec[] = [];
  if (field.required) rules.push({ type: 'required', message: 'required' });
  rules.push(...kindOf(field).rules(field));
  const length = lengthRuleOf(field);
  if (length) {
    // One rule and one message for both bounds: the kind's maxLength (the same bound) gives way.
    const kindMax = rules.findIndex((rule) => rule.type === 'maxLength');
    if (kindMax >= 0) rules.splice(kindMax, 1);
    rules.push(length);
  } else if (field.minLength !== undefined) rules.push({ type: 'minLength', value: field.minLength, message: 'minLength' });
  const [min, max] = boundsOf(field);
  if (min !== undefined) rules.push({ type: 'min', value: min, message: 'min' });
  if (max !== undefined) rules.push({ type: 'max', value: max, message: 'max' });
  for (const rule of field.rules ?? []) {
    if (rule === 'positive') rules.push({ type: 'min', value: 0, exclusive: true, message: 'positive' });
    else if (rule === 'rational') rules.push({ type: 'min', value: 0, message: 'rational' });
    else if (rule === 'integer') rules.push({ type: 'integer', message: 'integerOnly' });
    else if (rule === 'gtin') rules.push({ type: 'gtin', message: 'gtinCheckDigit' });
    else if (NAMED_PATTERNS[rule]) rules.push({ type: 'pattern', ...NAMED_PATTERNS[rule]! });
  }
  if (field.pattern) rules.push({ type: 'pattern', regex: field.pattern.regex, message: field.pattern.message });
  const own = field.messages;
  return own ? rules.map((rule) => (own[rule.type] ? ({ ...rule, message: own[rule.type] } as RuleSpec) : rule)) : rules;
}

/**
 * 02 §5's generic length messages: a field with both bounds is told 'length between {min} and
 * {max}', one whose bounds are equal 'length must be {length}'; a field with only one bound keeps
 * 'Min length' or 'Max length'. A maxLength counts when the field has it (the phone kind sets 32).
 */
function lengthRuleOf(field: FieldDef): RuleSpec | undefined {
  if (field.minLength === undefined || field.maxLength === undefined) return undefined;
  return field.minLength === field.maxLength
    ? { type: 'exactLength', value: field.minLength, message: 'exactLength' }
    : { type: 'lengthBetween', min: field.minLength, max: field.maxLength, message: 'lengthBetween' };
}

/**
 * A number field's bounds: its own min/max, else its column's range (integers and relation ids
 * fit an INT column; a relation id is at least 1). Out of range is refused, never clamped.
 */
function boundsOf(field: FieldDef): [number | undefined, number | undefined] {
  if (field.kind === 'integer') return [field.min ?? INT_MIN, field.max ?? INT_MAX];
  if (field.kind === 'relation') return [field.min ?? 1, field.max ?? INT_MAX];
  return [field.min, field.max];
}

/** Trim fields strip spaces before validation (02 §5 "Spaces are stripped on trim fields"). */
export function normalizeInput(field: FieldDef, value: unknown): unknown {
  if (typeof value === 'string' && (field.rules?.includes('trim') || field.kind === 'email')) return value.trim();
  return value;
}
