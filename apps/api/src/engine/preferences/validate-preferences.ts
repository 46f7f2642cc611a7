import { LIST_PREFERENCE_LIMITS as LIMITS, ListPreferences, ListView } from '@console/contracts';
import { ResourceDef } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';
import { exportableColumns } from '../export/export-columns';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A 400 naming where the body is wrong (`views[2].name`): the path reads the same in both languages. */
const invalid = (path: string) => badRequest('listPreferenceInvalid', { en: { path }, zh: { path } });
const unknownColumn = (column: string) => {
  const params = { column: column.slice(0, 64) };
  return badRequest('listPreferenceUnknownColumn', { en: params, zh: params });
};

function onlyKeys(value: Obj, allowed: string[], path: string): void {
  const extra = Object.keys(value).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw invalid(`${path}.${extra.slice(0, 64)}`);
}

function columnList(raw: unknown, known: Set<string>, path: string): string[] {
  if (!Array.isArray(raw) || raw.length > known.size) throw invalid(path);
  const seen = new Set<string>();
  for (const column of raw) {
    if (typeof column !== 'string') throw invalid(path);
    if (!known.has(column)) throw unknownColumn(column);
    if (seen.has(column)) throw invalid(path);
    seen.add(column);
  }
  return [...seen];
}

/** A filter value as the filter bar holds it: text, number, boolean, null, or a short list of those. */
function filterValue(value: unknown, path: string): unknown {
  const scalar = (v: unknown) => v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))
    || (typeof v === 'string' && v.length <= LIMITS.filterValueLength);
  if (scalar(value)) return value;
  if (Array.isArray(value) && value.length <= 100 && value.every(scalar)) return value;
  throw invalid(path);
}

function view(raw: unknown, def: ResourceDef, path: string): ListView {
  if (!isObject(raw)) throw invalid(path);
  onlyKeys(raw, ['name', 'filters', 'sort', 'isDefault'], path);
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name || name.length > LIMITS.nameLength) throw invalid(`${path}.name`);
  const filters: Obj = {};
  const rawFilters = raw.filters ?? {};
  if (!isObject(rawFilters) || Object.keys(rawFilters).length > LIMITS.filters) throw invalid(`${path}.filters`);
  for (const [field, value] of Object.entries(rawFilters)) {
    if (!Object.hasOwn(def.fields, field) || !def.fields[field].filter) throw invalid(`${path}.filters.${field.slice(0, 64)}`);
    filters[field] = filterValue(value, `${path}.filters.${field}`);
  }
  let sort: ListView['sort'] = null;
  if (raw.sort !== undefined && raw.sort !== null) {
    const s = raw.sort;
    const sortable = ['id', 'createTime', 'updateTime', ...Object.keys(def.fields).filter((k) => def.fields[k].sort)];
    if (!isObject(s) || typeof s.field !== 'string' || !sortable.includes(s.field) || (s.order !== 'asc' && s.order !== 'desc')) throw invalid(`${path}.sort`);
    onlyKeys(s, ['field', 'order'], `${path}.sort`);
    sort = { field: s.field, order: s.order };
  }
  if (raw.isDefault !== undefined && typeof raw.isDefault !== 'boolean') throw invalid(`${path}.isDefault`);
  return { name, filters, sort, isDefault: raw.isDefault === true };
}

/**
 * A user's preferences for one list, checked against its definition: columns the list can
 * show (each once), widths within bounds, views with distinct names, filters on filterable
 * fields, a sort on a sortable one, at most one default. Anything else is a 400.
 */
export function validateListPreferences(def: ResourceDef, body: unknown): ListPreferences {
  if (!isObject(body)) throw invalid('body');
  onlyKeys(body, ['columns', 'views'], 'body');
  const known = new Set(exportableColumns(def));
  const rawColumns = body.columns ?? {};
  if (!isObject(rawColumns)) throw invalid('columns');
  onlyKeys(rawColumns, ['order', 'hidden', 'widths', 'shown', 'density'], 'columns');
  const density = rawColumns.density;
  if (density !== undefined && density !== 'default' && density !== 'compact') throw invalid('columns.density');
  const order = columnList(rawColumns.order ?? [], known, 'columns.order');
  const hidden = columnList(rawColumns.hidden ?? [], known, 'columns.hidden');
  const shown = columnList(rawColumns.shown ?? [], known, 'columns.shown');
  const rawWidths = rawColumns.widths ?? {};
  if (!isObject(rawWidths)) throw invalid('columns.widths');
  const widths: Record<string, number> = {};
  for (const [column, width] of Object.entries(rawWidths)) {
    if (!known.has(column)) throw unknownColumn(column);
    if (typeof width !== 'number' || !Number.isInteger(width) || width < LIMITS.minWidth || width > LIMITS.maxWidth) throw invalid(`columns.widths.${column}`);
    widths[column] = width;
  }
  const rawViews = body.views ?? [];
  if (!Array.isArray(rawViews) || rawViews.length > LIMITS.views) throw invalid('views');
  const views = rawViews.map((v, i) => view(v, def, `views[${i}]`));
  const names = new Set<string>();
  views.forEach((v, i) => {
    if (names.has(v.name.toLowerCase())) throw invalid(`views[${i}].name`);
    names.add(v.name.toLowerCase());
  });
  if (views.filter((v) => v.isDefault).length > 1) throw invalid('views.isDefault');
  return { columns: { order, hidden, widths, ...(shown.length ? { shown } : {}), ...(density === 'compact' ? { density } : {}) }, views };
}
