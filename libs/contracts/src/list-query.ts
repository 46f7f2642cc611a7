/**
 * The query string of a list call (GET /api/resources/{name}, docs/api-conventions.md), encoded by
 * the web and decoded by the API with these same functions: paging, one sort, and one parameter
 * per filtered field whose operator the field's definition declares, so only values travel:
 *   eq, contains, gte, lte  -> `field=value`
 *   in                      -> `field=a,b,c`
 *   between                 -> `field=from,to` (either side may be empty: `field=,to`)
 */
export type ListFilterOperator = 'eq' | 'contains' | 'in' | 'between' | 'gte' | 'lte';

/** Query keys that are not filters. */
export const LIST_PAGING_KEYS = ['curPageNo', 'pageSize', 'sortField', 'sortOrder'] as const;

export interface ListParams {
  curPageNo?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** field -> its operator and value (a list for `in`, [from, to] for `between`). */
  filters?: Array<{ field: string; operator: ListFilterOperator; value: unknown }>;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** One filter's parameter value, or undefined when it asks for nothing. */
export function encodeFilterParam(operator: ListFilterOperator, value: unknown): string | undefined {
  if (blank(value)) return undefined;
  if (operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : String(value).split(',');
    if (blank(from) && blank(to)) return undefined;
    return `${blank(from) ? '' : String(from)},${blank(to) ? '' : String(to)}`;
  }
  if (Array.isArray(value)) {
    const items = value.filter((v) => !blank(v));
    return items.length ? items.join(',') : undefined;
  }
  return String(value);
}

type DecodedFilter =
  | { operator: 'in'; values: string[] }
  | { operator: 'between'; from?: string; to?: string }
  | { operator: Exclude<ListFilterOperator, 'in' | 'between'>; value: string };

/** A parameter's raw text split by its operator; null when a range has more than two sides. */
export function decodeFilterParam(operator: ListFilterOperator, raw: string): DecodedFilter | null {
  if (operator === 'in') return { operator, values: raw.split(',') };
  if (operator === 'between') {
    const parts = raw.split(',');
    if (parts.length > 2) return null;
    const [from = '', to = ''] = parts;
    return { operator, from: from === '' ? undefined : from, to: to === '' ? undefined : to };
  }
  return { operator, value: raw };
}

/** The whole query of a list call. */
export function encodeListQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.curPageNo !== undefined) query.curPageNo = params.curPageNo;
  if (params.pageSize !== undefined) query.pageSize = params.pageSize;
  if (params.sortField) {
    query.sortField = params.sortField;
    query.sortOrder = params.sortOrder ?? 'asc';
  }
  for (const { field, operator, value } of params.filters ?? []) {
    const encoded = encodeFilterParam(operator, value);
    if (encoded !== undefined) query[field] = encoded;
  }
  return query;
}

/**
 * The id filter of a list call (and of a lookup): `?id=1&id=2` picks those records, one call for
 * the web's getMany rather than one per id. `id=1,2` reads the same. The API checks each token.
 */
export const ID_FILTER_KEY = 'id';

/** The ids of a query's `id` (repeated or comma-separated) as raw tokens; null when it is not text. */
export function decodeIdParam(raw: unknown): string[] | null {
  const parts = Array.isArray(raw) ? raw : [raw];
  if (!parts.every((p): p is string => typeof p === 'string')) return null;
  return parts.flatMap((p) => p.split(',')).filter((p) => p !== '');
}

/** `id=1&id=2`, to append to a path (axios would write `id[]=`). */
export function encodeIdParams(ids: ReadonlyArray<string | number>): string {
  return ids.map((id) => `${ID_FILTER_KEY}=${encodeURIComponent(String(id))}`).join('&');
}
