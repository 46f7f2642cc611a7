import { DATE_PARAM, dayjs } from '@console/contracts';
import { fieldApplies, kindOf, normalizeInput, writableFields, type FieldDef, type ResourceDef } from '@console/metadata';
import type { Dayjs } from 'dayjs';

/**
 * Record <-> form values. Pickers hold dayjs objects: a date is a calendar day (no zone);
 * a datetime is shown as the wall-clock time of the user's zone and sent back as ISO UTC.
 */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';
/** Nothing to send: an untouched input, an emptied text or a multi-select with nothing chosen. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export type FormMode = 'create' | 'edit';

/** The fields a form shows: those the API accepts on create, or on update (metadata decides). */
export function formFields(def: ResourceDef, mode: FormMode): Array<[string, FieldDef]> {
  return writableFields(def, mode === 'create' ? 'create' : 'update');
}

/**
 * JSON edited by a widget (e.g. the permission tree), by the inputs a chosen record defines
 * (`fieldsFrom`) or a multi-select of ids stays a value;
 * plain JSON is edited as text.
 */
const jsonAsText = (field: FieldDef) => !field.widget && !field.fieldsFrom && kindOf(field).input(field) === 'json';

/** Number inputs hold the text typed, so nothing is rounded, clamped or reformatted on the way. */
const typedAsText = (field: FieldDef) => ['integer', 'decimal', 'money'].includes(kindOf(field).input(field));

/**
 * An integer input's text as the API receives it: plain integer text becomes that number;
 * anything else ('1e3', '1.5', '12abc', 20 digits) goes as the text it is, which the integer
 * rule refuses with its message, instead of being read as some other number.
 */
function integerFromText(text: string): number | string {
  return /^-?[0-9]+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

function toWallClock(value: unknown, timeZone?: string): Dayjs {
  const utc = dayjs.utc(value as string);
  return dayjs((timeZone ? utc.tz(timeZone) : utc.local()).format(WALL_CLOCK));
}

function fromWallClock(value: Dayjs, timeZone?: string): string {
  const wall = value.format(WALL_CLOCK);
  return (timeZone ? dayjs.tz(wall, timeZone) : dayjs(wall)).utc().toISOString();
}

export function toFormValue(field: FieldDef, value: unknown, timeZone?: string): unknown {
  if (blank(value)) return undefined;
  switch (field.kind) {
    case 'date': return dayjs(String(value).slice(0, 10), DATE_PARAM);
    case 'datetime': return toWallClock(value, timeZone);
    case 'json': return jsonAsText(field) && typeof value !== 'string' ? JSON.stringify(value, null, 2) : value;
    default: return typedAsText(field) ? String(value) : value;
  }
}

export function toApiValue(field: FieldDef, value: unknown, timeZone?: string): unknown {
  const v = normalizeInput(field, value);
  if (blank(v)) return null;
  switch (field.kind) {
    case 'date': return (v as Dayjs).format(DATE_PARAM);
    case 'datetime': return fromWallClock(v as Dayjs, timeZone);
    // Invalid JSON text throws: the form rule reports it (form-rules.ts), nothing is sent.
    case 'json': return typeof v === 'string' ? JSON.parse(v) : v;
    case 'integer': return typeof v === 'string' ? integerFromText(v.trim()) : v;
    // Decimals and money travel as the text typed (the API stores decimal strings exactly).
    case 'decimal': case 'money': return String(v).trim();
    default: return v;
  }
}

/** Initial values of a create form: the declared defaults. */
export function createDefaults(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of formFields(def, 'create')) {
    if (field.default !== undefined) values[key] = toFormValue(field, field.default);
    else if (field.kind === 'boolean') values[key] = false;
  }
  return values;
}

export function recordToForm(def: ResourceDef, record: Record<string, unknown>, timeZone?: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of formFields(def, 'edit')) values[key] = toFormValue(field, record[key], timeZone);
  return values;
}

/**
 * Form -> request body. On create an empty optional field is left out (the server applies
 * its default); on edit it is sent as null so that clearing a field clears it. A conditional
 * field whose condition does not hold (judged on the form's values over the loaded `record`)
 * is empty: the server would store null anyway, and a hidden input must not send a stale value.
 */
export function formToApi(def: ResourceDef, values: Record<string, unknown>, mode: FormMode, timeZone?: string, record?: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  const resulting = { ...record, ...values };
  for (const [key, field] of formFields(def, mode)) {
    const value = fieldApplies(field, resulting) ? toApiValue(field, values[key], timeZone) : null;
    if (value === null && mode === 'create') continue;
    body[key] = value;
  }
  return body;
}

/**
 * Relation fields preset from the address (`?planId=5`): a child's create form opened from its
 * parent's show page starts with the parent chosen. Only ids of the form's relation fields.
 */
export function presetFromQuery(def: ResourceDef, params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of formFields(def, 'create')) {
    const raw = params.get(key);
    if (field.kind === 'relation' && raw && /^[1-9][0-9]{0,9}$/.test(raw)) values[key] = Number(raw);
  }
  return values;
}

/** The show page of the record a preset relation names (the parent a child form was opened from). */
export function parentShowPath(def: ResourceDef, preset: Record<string, unknown>): string | undefined {
  const [key] = Object.keys(preset);
  return key ? `/${def.fields[key].relation!.resource}/show/${String(preset[key])}` : undefined;
}
