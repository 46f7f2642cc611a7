import type { Rule } from 'antd/es/form';
import { isMoneyString, type MessageKey, type MessageParams } from '@console/contracts';
import { normalizeInput, rulesOf, type FieldDef, type RuleSpec } from '@console/metadata';
import { isDayjs } from 'dayjs';

/** Translates a catalogue key in the current language (i18n `messages.<key>`). */
export type MessageText = (key: MessageKey, params: MessageParams) => string;

const blank = (v: unknown) => v === undefined || v === null || v === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function numeric(v: unknown): number {
  return typeof v === 'number' ? v : Number(String(v).trim());
}

function isDateValue(v: unknown): boolean {
  if (isDayjs(v)) return v.isValid();
  return typeof v === 'string' && !Number.isNaN(Date.parse(v));
}

/** Whether a (non-blank) value passes one neutral rule: the same checks the API makes. */
export function passes(spec: RuleSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'required': return !blank(value);
    case 'string': return typeof value === 'string';
    case 'email': return EMAIL.test(String(value));
    case 'integer': return Number.isInteger(numeric(value));
    case 'number': return Number.isFinite(numeric(value));
    case 'money': return isMoneyString(value);
    case 'oneOf': return spec.values.some((v) => v === value || String(v) === String(value));
    case 'boolean': return typeof value === 'boolean';
    case 'date': case 'datetime': return isDateValue(value);
    case 'json':
      if (typeof value !== 'string') return true;
      try { JSON.parse(value); return true; } catch { return false; }
    case 'minLength': return String(value).length >= spec.value;
    case 'maxLength': return String(value).length <= spec.value;
    case 'min': return spec.exclusive ? numeric(value) > spec.value : numeric(value) >= spec.value;
    case 'max': return numeric(value) <= spec.value;
    case 'pattern': return new RegExp(spec.regex).test(String(value));
  }
}

function paramsOf(spec: RuleSpec, field: string): MessageParams {
  if (spec.type === 'minLength' || (spec.type === 'min')) return { field, min: spec.value };
  if (spec.type === 'maxLength' || spec.type === 'max') return { field, max: spec.value };
  return { field };
}

/**
 * `rulesOf(field)` as antd form rules, with the server's catalogue messages in the current
 * language and `{field}` = the field's label. `required` stays a native antd rule so the form
 * shows its asterisk; the others are validators over the value as it will be sent (trimmed).
 */
export function antdRulesOf(field: FieldDef, label: string, text: MessageText): Rule[] {
  return rulesOf(field).map((spec): Rule => {
    const message = text(spec.message, paramsOf(spec, label));
    if (spec.type === 'required') return { required: true, message };
    return {
      message,
      validator: (_rule, raw) => {
        const value = normalizeInput(field, raw);
        return blank(value) || passes(spec, value) ? Promise.resolve() : Promise.reject(new Error(message));
      },
    };
  });
}
