import { DEFAULT_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, isDateParam, parseDateTimeParam } from '@console/contracts';
import { FieldDef, FilterOperator, ResourceDef } from '@console/metadata';
import { AppException, badRequest } from '../core/envelope/app-exception';

/**
 * Turns a list call's query string into a checked query: paging within bounds, sort and filters
 * only on fields the resource declares for them, values of the field's kind. Anything else is
 * a 400 before any SQL exists.
 */
export interface ListFilter {
  field: string;
  op: FilterOperator;
  value: unknown;
  /** between: either side may be missing. */
  to?: unknown;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  filters: ListFilter[];
}

const PAGING_KEYS = new Set(['curPageNo', 'pageSize', 'sortField', 'sortOrder']);
const SORTABLE_SYSTEM = new Set(['id', 'createTime', 'updateTime']);

function positiveInt(raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('badPaging');
  return Number(raw);
}

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>): ListQuery {
  const maxPageSize = def.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  const page = positiveInt(query.curPageNo, 1);
  const pageSize = positiveInt(query.pageSize, DEFAULT_PAGE_SIZE);
  if (pageSize > maxPageSize) throw badRequest('pageSizeTooLarge', { en: { max: maxPageSize }, zh: { max: maxPageSize } });

  const sortField = query.sortField === undefined || query.sortField === '' ? def.defaultSort.field : String(query.sortField);
  const sortable = SORTABLE_SYSTEM.has(sortField) || def.fields[sortField]?.sort || sortField === def.defaultSort.field;
  if (!sortable) throw unknownField(sortField);
  const orderRaw = query.sortOrder === undefined || query.sortOrder === '' ? def.defaultSort.order : String(query.sortOrder).toLowerCase();
  if (orderRaw !== 'asc' && orderRaw !== 'desc' && orderRaw !== 'ascend' && orderRaw !== 'descend') throw unknownField(`sortOrder=${orderRaw}`);

  const filters: ListFilter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key)) continue;
    const field = def.fields[key];
    if (!field?.filter) throw unknownField(key);
    if (typeof raw !== 'string') throw badRequest('invalidData');
    if (raw === '') continue;
    filters.push(parseFilter(key, field, raw));
  }
  return { page, pageSize, sortField, sortOrder: orderRaw.startsWith('asc') ? 'ASC' : 'DESC', filters };
}

function unknownField(field: string): AppException {
  return badRequest('unknownFilter', { en: { field }, zh: { field } });
}

function parseFilter(key: string, field: FieldDef, raw: string): ListFilter {
  const op = field.filter!;
  if (op === 'in') return { field: key, op, value: raw.split(',').map((v) => scalar(key, field, v)) };
  if (op === 'between') {
    const [from = '', to = ''] = raw.split(',');
    return { field: key, op, value: from === '' ? undefined : scalar(key, field, from), to: to === '' ? undefined : scalar(key, field, to, true) };
  }
  return { field: key, op, value: op === 'contains' ? raw : scalar(key, field, raw) };
}

/** One filter value converted to the field's kind; `endOfDay` widens a date to the whole day. */
function scalar(key: string, field: FieldDef, raw: string, endOfDay = false): unknown {
  const invalid = () => badRequest('invalidData', {}, { errors: [{ field: key }] });
  switch (field.kind) {
    case 'integer': case 'relation':
      if (!/^-?[0-9]{1,15}$/.test(raw)) throw invalid();
      return Number(raw);
    case 'enum': {
      const option = field.options!.find((o) => String(o.value) === raw);
      if (!option) throw invalid();
      return option.value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalid();
      return raw === 'true';
    case 'decimal': case 'money':
      if (!/^-?[0-9]{1,14}(\.[0-9]{1,4})?$/.test(raw)) throw invalid();
      return raw;
    case 'date':
      if (!isDateParam(raw)) throw invalid();
      return raw;
    case 'datetime': {
      const d = parseDateTimeParam(raw);
      if (!d) throw invalid();
      if (endOfDay && raw.length === 10) return new Date(d.getTime() + 86_399_999);
      return d;
    }
    default:
      return raw;
  }
}

/** `!` escapes LIKE wildcards on both SQLite and MySQL (backslash differs between them). */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
