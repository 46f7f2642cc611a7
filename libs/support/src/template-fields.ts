/**
 * A ticket category's extra fields (ticket-template `fields`) and a ticket's values for them
 * (`extra`): the template is checked when saved, the values when a ticket is written.
 */
export type TemplateFieldKind = 'text' | 'number' | 'date' | 'select';

export interface TemplateField {
  key: string;
  label: { en: string; zh: string };
  kind: TemplateFieldKind;
  required?: boolean;
  /** select: the choices. */
  options?: string[];
}

const KINDS: readonly TemplateFieldKind[] = ['text', 'number', 'date', 'select'];
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 500;

const isLabel = (v: unknown): v is { en: string; zh: string } =>
  !!v && typeof v === 'object' && typeof (v as { en?: unknown }).en === 'string' && typeof (v as { zh?: unknown }).zh === 'string'
  && (v as { en: string }).en.trim() !== '' && (v as { zh: string }).zh.trim() !== '';

/**
 * The template's fields as written, or the index of the first that is not one: a list (at most
 * 20) of `{ key, label: { en, zh }, kind, required?, options? }`, keys distinct names, a select
 * with at least one option.
 */
export function parseTemplateFields(value: unknown): { fields: TemplateField[] } | { problemAt: number } {
  if (!Array.isArray(value) || value.length > 20) return { problemAt: 0 };
  const keys = new Set<string>();
  for (const [i, f] of value.entries()) {
    const ok = !!f && typeof f === 'object' && typeof f.key === 'string' && KEY.test(f.key) && !keys.has(f.key)
      && isLabel(f.label) && KINDS.includes(f.kind) && (f.required === undefined || typeof f.required === 'boolean')
      && (f.kind !== 'select' ? f.options === undefined : Array.isArray(f.options) && f.options.length > 0 && f.options.every((o: unknown) => typeof o === 'string' && o !== ''));
    if (!ok) return { problemAt: i };
    keys.add(f.key);
  }
  return { fields: value as TemplateField[] };
}

export type ExtraProblem = 'required' | 'number' | 'date' | 'option' | 'text' | 'unknown';

/**
 * What is wrong with a ticket's extra values, by key: a required field left empty, a number or
 * date not written as one ('YYYY-MM-DD'), a choice not among the options, a text over 500
 * characters, a key the template does not have.
 */
export function extraProblems(fields: readonly TemplateField[], extra: Record<string, unknown>): Array<{ key: string; problem: ExtraProblem }> {
  const problems: Array<{ key: string; problem: ExtraProblem }> = [];
  for (const key of Object.keys(extra)) if (!fields.some((f) => f.key === key)) problems.push({ key, problem: 'unknown' });
  for (const f of fields) {
    const v = extra[f.key];
    if (v === undefined || v === null || v === '') {
      if (f.required) problems.push({ key: f.key, problem: 'required' });
      continue;
    }
    if (f.kind === 'number' && !(typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))) problems.push({ key: f.key, problem: 'number' });
    if (f.kind === 'date' && !(typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))) problems.push({ key: f.key, problem: 'date' });
    if (f.kind === 'select' && !f.options?.includes(String(v))) problems.push({ key: f.key, problem: 'option' });
    if (f.kind === 'text' && (typeof v !== 'string' || v.length > MAX_TEXT)) problems.push({ key: f.key, problem: 'text' });
  }
  return problems;
}

/** A reply template's text with its placeholders filled: {clientName}, {caseNo}, {agentName}; an unknown one stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}
