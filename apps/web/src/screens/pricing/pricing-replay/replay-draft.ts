import { Decimal } from '@console/contracts';
import type { FieldDef, ResourceDef } from '@console/metadata';
import { formFields, formToApi, type FormMode } from '../../../engine/form-values';

/** What the replay's `draft` carries: the record, the changed values, its day. */
export interface ReplayDraft {
  resource: string;
  /** The record drafted; absent for a new one. */
  id?: number;
  /** The form's values that differ from the record (edit), or all of them (create), as the API takes them. */
  values: Record<string, unknown>;
  /** The day the draft is in force from: the form's effective date, when it holds one. */
  effectiveFrom?: string;
}

/** The resources a replay can draft, and those it can draft as a new record (a level needs its id). */
export const REPLAY_RESOURCES = ['pricing-level', 'surcharge', 'fuel-rate', 'peak-setting'] as const;
const NEW_RECORD_DRAFTABLE = new Set<string>(['surcharge', 'fuel-rate', 'peak-setting']);

/** Whether the replay can run on this form: a level only as an edit (a new level has no clients yet). */
export function replayable(def: ResourceDef, mode: FormMode): boolean {
  return (REPLAY_RESOURCES as readonly string[]).includes(def.name) && (mode === 'edit' || NEW_RECORD_DRAFTABLE.has(def.name));
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether a form's API value and the record's stored value are the same for this field. */
export function sameValue(field: FieldDef, formValue: unknown, stored: unknown): boolean {
  if (blank(formValue) || blank(stored)) return blank(formValue) && blank(stored);
  switch (field.kind) {
    case 'decimal':
    case 'money':
      try {
        return new Decimal(String(formValue)).equals(new Decimal(String(stored)));
      } catch {
        return false;
      }
    case 'date':
      return String(formValue).slice(0, 10) === String(stored).slice(0, 10);
    case 'json':
      return JSON.stringify(formValue) === JSON.stringify(stored);
    default:
      return formValue === stored || String(formValue) === String(stored);
  }
}

/**
 * The draft a form's current values make. On edit, the fields whose value differs from the
 * record's (a field hidden by its condition counts as empty, as Save sends it); on create,
 * every filled field. The definition's effective-date field leaves the values and becomes the
 * draft's day. `changed` lists the fields sent, in the form's order. Throws what `formToApi`
 * throws (JSON text that does not parse): the form shows that error itself.
 */
export function replayDraft(
  def: ResourceDef,
  formValues: Record<string, unknown>,
  mode: FormMode,
  record?: Record<string, unknown>,
  timeZone?: string,
): { draft: ReplayDraft; changed: string[] } {
  const body = formToApi(def, formValues, mode, timeZone, record);
  const effectiveField = def.versions?.effectiveField;
  const values: Record<string, unknown> = {};
  const changed: string[] = [];
  for (const [key, field] of formFields(def, mode)) {
    if (!(key in body) || key === effectiveField) continue;
    if (mode === 'edit' && sameValue(field, body[key], record?.[key])) continue;
    values[key] = body[key];
    changed.push(key);
  }
  const effectiveFrom = effectiveField && typeof body[effectiveField] === 'string' ? (body[effectiveField] as string) : undefined;
  const id = mode === 'edit' && record?.id !== undefined ? Number(record.id) : undefined;
  return {
    draft: { resource: def.name, ...(id !== undefined ? { id } : {}), values, ...(effectiveFrom ? { effectiveFrom } : {}) },
    changed,
  };
}
