import { FieldError, MessageParams, bilingual } from '@console/contracts';
import { CustomAction, FieldDef, Label, RecordRule, ResourceDef, RuleSpec, brokenRecordRules, firstBroken, normalizeInput, rulesOf, setOnceFields, writableFields } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';

/**
 * Request bodies of generated resources, checked with the rule functions of `libs/metadata`
 * (`rulesOf` + `firstBroken`), the same ones the web form runs: a value the form accepts is a
 * value the API accepts. Each field reports its first broken rule, in both languages.
 */
export type Mode = 'create' | 'update';

/** The writable fields of a resource per mode, with their rules, computed once per resource. */
export interface BodyRules {
  mode: Mode;
  /** An update body carries the version it read; inline child rows do not (the parent's covers them). */
  versioned: boolean;
  fields: Map<string, { field: FieldDef; rules: RuleSpec[] }>;
  /**
   * Update only: the fields set once (`editable: false`). A form may send one back as it is; its
   * value is kept in the clean body for the service to compare with the stored record (set-once.ts).
   */
  setOnce: Map<string, { field: FieldDef; rules: RuleSpec[] }>;
}

export function bodyRules(def: ResourceDef, mode: Mode, inlineUnder?: string): BodyRules {
  // An inline child row leaves out its foreign key: the engine sets it to the parent's id.
  const fields = writableFields(def, mode).filter(([key]) => key !== inlineUnder);
  const setOnce = mode === 'update' ? setOnceFields(def).filter(([key]) => key !== inlineUnder) : [];
  const withRules = (entries: Array<[string, FieldDef]>) => new Map(entries.map(([key, field]) => [key, { field, rules: bodyRulesOf(field) }]));
  return { mode, versioned: mode === 'update' && !inlineUnder, fields: withRules(fields), setOnce: withRules(setOnce) };
}

/**
 * A conditional field's `required` depends on the whole resulting record (for an update, the
 * current record merged with the changes): conditional-fields.ts decides it, not the body alone.
 */
export function bodyRulesOf(field: FieldDef): RuleSpec[] {
  const rules = rulesOf(field);
  return field.visibleWhen ? rules.filter((r) => r.type !== 'required') : rules;
}

export const VERSION_LABEL: Label = { en: 'Version', zh: '版本' };

/** Validates a body; returns the clean values or throws 400 with every field's problem. */
export function validateBody(def: ResourceDef, rules: BodyRules, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('invalidData');
  const input = body as Record<string, unknown>;
  const clean: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (!rules.fields.has(key) && !rules.setOnce.has(key) && !(rules.versioned && key === 'version')) {
      errors.push({ field: key, ...bilingual('unknownField', { en: { field: key }, zh: { field: key } }) });
    }
  }
  for (const [key, { field, rules: specs }] of rules.setOnce) {
    if (!Object.hasOwn(input, key) || input[key] === undefined) continue;
    let value = normalizeInput(field, input[key]);
    if (value === '') value = null;
    // A value its own rules refuse is not the stored one, which passed them.
    if (value !== null && firstBroken(specs, value)) errors.push(notEditableError(key, field.label));
    else clean[key] = value;
  }
  for (const [key, { field, rules: specs }] of rules.fields) {
    const raw = Object.prototype.hasOwnProperty.call(input, key) ? input[key] : undefined;
    const checked = checkField(field, specs, raw, rules.mode);
    if (checked.broken) errors.push(fieldError(key, field.label, checked.broken));
    else if (checked.value !== undefined) clean[key] = checked.value;
  }
  if (rules.versioned) {
    const version = input.version;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) errors.push(fieldError('version', VERSION_LABEL, requiredRule));
    else clean.version = version;
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
  return clean;
}

/**
 * One field of a body: its clean value (trimmed where the field trims, '' as null but in a
 * required text), or the rule it breaks. Left out (undefined) it is undefined, a problem only
 * when a create needs it; null on a create with a default is left out too: the default fills it.
 */
export function checkField(field: FieldDef, specs: RuleSpec[], raw: unknown, mode: Mode): { value?: unknown; broken?: RuleSpec } {
  if (raw === undefined) {
    return mode === 'create' && field.required && !field.visibleWhen && field.default === undefined ? { broken: requiredRuleOf(field) } : {};
  }
  let value = normalizeInput(field, raw);
  if (value === '' && (field.kind !== 'text' || !field.required)) value = null;
  if (value === null && mode === 'create' && field.default !== undefined) return {};
  const broken = firstBroken(specs, value);
  return broken ? { broken } : { value };
}

/**
 * The body of a custom action: its declared `input` fields by their rules (a suspension's
 * reason), plus an optional `version` the screen saw. Clean values, or 400 with every problem.
 */
export function validateActionBody(action: CustomAction, body: unknown): { input: Record<string, unknown>; version?: number } {
  const raw = body === undefined || body === null ? {} : body;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('invalidData');
  const { version, ...rest } = raw as Record<string, unknown>;
  if (version !== undefined && (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0)) {
    throw badRequest('invalidData', {}, { errors: [fieldError('version', VERSION_LABEL, requiredRule)] });
  }
  return { input: validateInput(action.input ?? {}, rest, action.inputRules), ...(version !== undefined ? { version: version as number } : {}) };
}

/**
 * A body of declared fields that is no record (an action's input, a posting to the ledger):
 * checked by the same rules as a resource's, 400 with each field's error, unknown keys refused.
 */
export function validateInput(fields: Record<string, FieldDef>, body: unknown, together?: RecordRule[]): Record<string, unknown> {
  const raw = body === undefined || body === null ? {} : body;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('invalidData');
  const rules: BodyRules = { mode: 'create', versioned: false, setOnce: new Map(), fields: new Map(Object.entries(fields).map(([key, field]) => [key, { field, rules: rulesOf(field) }])) };
  const input = validateBody({ fields } as ResourceDef, rules, raw);
  // the rules over several inputs (an action's inputRules), judged once each input is clean
  const errors = brokenRecordRules(together, fields, input);
  if (errors.length) throw badRequest('invalidData', {}, { errors });
  return input;
}

/** '{field} cannot be changed after it is created', on the field, in both languages. */
export function notEditableError(key: string, label: Label): FieldError {
  return { field: key, ...bilingual('notEditable', { en: { field: label.en }, zh: { field: label.zh } }) };
}

export const requiredRule: RuleSpec = { type: 'required', message: 'required' };

/** A field's required rule, in its own words when it has them (02 §5: 'An account nickname is required'). */
const requiredRuleOf = (field: FieldDef): RuleSpec => (field.messages?.required ? ({ ...requiredRule, message: field.messages.required } as RuleSpec) : requiredRule);

export function fieldError(key: string, label: Label, rule: RuleSpec): FieldError {
  const params = (lang: 'en' | 'zh'): MessageParams => {
    const p: MessageParams = { field: label[lang] };
    if (rule.type === 'min' || rule.type === 'minLength') p.min = rule.value;
    if (rule.type === 'max' || rule.type === 'maxLength' || rule.type === 'maxItems') p.max = rule.value;
    if (rule.type === 'number') p.scale = rule.scale;
    if (rule.type === 'lengthBetween') Object.assign(p, { min: rule.min, max: rule.max });
    if (rule.type === 'exactLength') p.length = rule.value;
    return p;
  };
  return { field: key, ...bilingual(rule.message, { en: params('en'), zh: params('zh') }) };
}
