import type { CrudFilter, CrudOperators } from '@refinedev/core';
import { DATE_PARAM, DATETIME_PARAM, dayjs } from '@console/contracts';
import { filterInputOf, type FieldDef, type ResourceDef } from '@console/metadata';
import type { Dayjs } from 'dayjs';

/**
 * Filter-bar values <-> refine filters. refine's filter state (and so the URL) holds the
 * values exactly as the API wants them (dates YYYY-MM-DD, datetimes YYYY-MM-DD HH:mm:ss UTC),
 * so a reloaded or shared URL asks the same question.
 */
export type FilterFormValues = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x == null || x === ''));

export function filterFields(def: ResourceDef): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(([, f]) => f.filter);
}

/** A picked day as the API's parameter: the day itself, or its first/last second in UTC. */
function dayToParam(field: FieldDef, day: Dayjs, edge: 'start' | 'end', timeZone?: string): string {
  if (field.kind !== 'datetime') return day.format(DATE_PARAM);
  const wall = `${day.format(DATE_PARAM)} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  return (timeZone ? dayjs.tz(wall, DATETIME_PARAM, timeZone) : dayjs(wall, DATETIME_PARAM)).utc().format(DATETIME_PARAM);
}

function paramToDay(field: FieldDef, value: unknown, timeZone?: string): Dayjs | undefined {
  if (blank(value)) return undefined;
  if (field.kind !== 'datetime') return dayjs(String(value), DATE_PARAM);
  const utc = dayjs.utc(String(value), DATETIME_PARAM);
  return dayjs((timeZone ? utc.tz(timeZone) : utc.local()).format(DATE_PARAM), DATE_PARAM);
}

const isDateKind = (f: FieldDef) => f.kind === 'date' || f.kind === 'datetime';

export function toCrudFilters(def: ResourceDef, values: FilterFormValues, timeZone?: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const [key, field] of filterFields(def)) {
    const operator = field.filter as CrudOperators & string;
    const raw = values[key];
    if (blank(raw)) continue;
    let value: unknown = raw;
    if (operator === 'between' && Array.isArray(raw)) {
      const [from, to] = raw as Array<Dayjs | string | null | undefined>;
      value = isDateKind(field)
        ? [from ? dayToParam(field, from as Dayjs, 'start', timeZone) : '', to ? dayToParam(field, to as Dayjs, 'end', timeZone) : '']
        : [String(from ?? '').trim(), String(to ?? '').trim()];
    } else if (isDateKind(field)) {
      value = dayToParam(field, raw as Dayjs, operator === 'lte' ? 'end' : 'start', timeZone);
    } else if (typeof raw === 'string') {
      value = raw.trim();
      if (value === '') continue;
    }
    filters.push({ field: key, operator: operator as Exclude<CrudOperators, 'or' | 'and'>, value });
  }
  return filters;
}

/** Current filters back into the bar (after a reload the URL gives strings; enums want their codes). */
export function toFilterValues(def: ResourceDef, filters: CrudFilter[], timeZone?: string): FilterFormValues {
  const values: FilterFormValues = {};
  for (const [key, field] of filterFields(def)) {
    const filter = filters.find((f) => 'field' in f && f.field === key);
    const value = filter?.value;
    if (blank(value)) {
      values[key] = undefined;
      continue;
    }
    if (field.filter === 'between') {
      const [from, to] = Array.isArray(value) ? value : String(value).split(',');
      values[key] = isDateKind(field)
        ? [paramToDay(field, from, timeZone) ?? null, paramToDay(field, to, timeZone) ?? null]
        : [from ?? '', to ?? ''];
    } else if (isDateKind(field)) {
      values[key] = paramToDay(field, value, timeZone);
    } else if (filterInputOf(field) === 'relation') {
      values[key] = Number(value); // the picker's options are ids
    } else if (field.kind === 'enum') {
      const code = (v: unknown) => field.options?.find((o) => String(o.value) === String(v))?.value ?? v;
      values[key] = Array.isArray(value) ? value.map(code) : code(value);
    } else {
      values[key] = String(value);
    }
  }
  return values;
}
