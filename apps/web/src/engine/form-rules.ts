import type { Rule } from 'antd/es/form';
import { translate, type MessageParams, type MessageRef } from '@console/contracts';
import { brokenRecordRules, fieldApplies, firstBroken, isBlank, ruleFields, rulesOf, type FieldDef, type ResourceDef, type RuleSpec } from '@console/metadata';
import { toApiValue } from './form-values';

/**
 * A message in the current language: a catalogue key through i18n (`messages.<key>`), or a
 * definition's own words (`{ en, zh }`) in that language, with the same placeholders.
 */
export type MessageText = (key: MessageRef, params: MessageParams) => string;

/** The MessageText of a translate function (react-i18next's `t`) and the current language. */
export function messageText(t: (key: string, params: MessageParams) => string, language: string): MessageText {
  return (key, params) => (typeof key === 'string' ? t(`messages.${key}`, params) : translate(key, language.startsWith('zh') ? 'zh' : 'en', params));
}

/** The message parameters of a broken rule, as the API fills them (validation.ts fieldError). */
function paramsOf(spec: RuleSpec, field: string): MessageParams {
  const params: MessageParams = { field };
  if (spec.type === 'minLength' || spec.type === 'min') params.min = spec.value;
  if (spec.type === 'maxLength' || spec.type === 'max' || spec.type === 'maxItems') params.max = spec.value;
  if (spec.type === 'number') params.scale = spec.scale;
  if (spec.type === 'lengthBetween') Object.assign(params, { min: spec.min, max: spec.max });
  if (spec.type === 'exactLength') params.length = spec.value;
  return params;
}

/**
 * What the form would send for this input (form-values.ts `toApiValue`: trimmed trim fields,
 * dates as their API strings, number text as typed), or the rule it already breaks when it
 * cannot be converted at all (JSON text that does not parse, an invalid picked time): the
 * field kind's own rule, the one after `required`.
 */
function sentValue(field: FieldDef, specs: RuleSpec[], raw: unknown): { value: unknown } | { broken: RuleSpec } {
  try {
    return { value: toApiValue(field, raw) };
  } catch {
    return { broken: specs.find((s) => s.type !== 'required') ?? { type: 'json', message: 'jsonInvalid' } };
  }
}

/**
 * `rulesOf(field)` as antd form rules, checked by the shared rule functions of
 * `@console/metadata` (`isBlank`, `firstBroken`) on the value the form is about to send, so the
 * form refuses exactly what the API would, with the API's catalogue message in the current
 * language and `{field}` = the field's label. Two antd rules: `required` (antd draws the
 * asterisk from it; a value of only spaces is blank), then the first other rule broken.
 */
export function antdRulesOf(field: FieldDef, label: string, text: MessageText): Rule[] {
  const specs = rulesOf(field);
  const message = (spec: RuleSpec) => text(spec.message, paramsOf(spec, label));
  const rules: Rule[] = [];
  const required = specs.find((s) => s.type === 'required');
  if (required) {
    rules.push({
      required: true,
      message: message(required),
      validator: (_rule, raw) => {
        const sent = sentValue(field, specs, raw);
        return 'value' in sent && isBlank(sent.value) ? Promise.reject(new Error(message(required))) : Promise.resolve();
      },
    });
  }
  const others = specs.filter((s) => s.type !== 'required');
  rules.push({
    validator: (_rule, raw) => {
      const sent = sentValue(field, specs, raw);
      const broken = 'broken' in sent ? sent.broken : isBlank(sent.value) ? null : firstBroken(others, sent.value);
      return broken ? Promise.reject(new Error(message(broken))) : Promise.resolve();
    },
  });
  return rules;
}

/**
 * The form's values as the API would judge them: each field of the definition through
 * `toApiValue` (dates as their strings, number text as typed), over the loaded record for the
 * fields the form does not hold. A value that cannot be converted counts as blank here: its own
 * field rule reports it. A conditional field whose condition fails is null, as the API stores it.
 */
export function apiValuesOf(def: ResourceDef, values: Record<string, unknown>, record?: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(values)) {
    const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
    if (!field) continue;
    try {
      result[key] = toApiValue(field, value);
    } catch {
      result[key] = null;
    }
  }
  for (const [key, field] of Object.entries(def.fields)) if (field.visibleWhen && !fieldApplies(field, result)) result[key] = null;
  return result;
}

/** The other fields a field's record rules read: antd re-checks the field when one of them changes. */
export function recordRuleDependencies(def: ResourceDef, key: string): string[] {
  const related = (def.recordRules ?? []).filter((rule) => ruleFields(rule).includes(key)).flatMap(ruleFields);
  return [...new Set(related)].filter((k) => k !== key);
}

/**
 * The definition's record rules that name this field, as one antd rule: `brokenRecordRules` of
 * `@console/metadata` (the evaluator the API runs) on the whole form's values, its message in
 * the current language under this field. `values` reads the form (antd's getFieldsValue), so a
 * rule over rows of an inline table reads the same way with the row's values.
 */
export function recordRuleOf(def: ResourceDef, key: string, lang: string, values: () => Record<string, unknown>, record?: Record<string, unknown>): Rule[] {
  const rules = (def.recordRules ?? []).filter((rule) => ruleFields(rule).includes(key));
  if (!rules.length) return [];
  return [{
    validator: () => {
      const broken = brokenRecordRules(rules, def.fields, apiValuesOf(def, values(), record)).find((e) => e.field === key);
      return broken ? Promise.reject(new Error(lang.startsWith('zh') ? broken.zhMessage : broken.message)) : Promise.resolve();
    },
  }];
}
