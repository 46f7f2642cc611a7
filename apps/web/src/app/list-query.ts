import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE } from '@console/contracts';

/**
 * refine's list state -> the query of GET /resources/{name} (docs/api-conventions.md):
 * curPageNo, pageSize, sortField, sortOrder and one parameter per filtered field. The field's
 * operator is declared in metadata and applied by the server, so only the value travels.
 */
export type ListQuery = Record<string, string | number>;

function filterValue(filter: CrudFilter): string | undefined {
  if (!('field' in filter)) return undefined; // and/or groups are not part of the contract
  const { operator, value } = filter;
  if (value === undefined || value === null || value === '') return undefined;
  if (operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : String(value).split(',');
    if (!from && !to) return undefined;
    return `${from ?? ''},${to ?? ''}`;
  }
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  return String(value);
}

export function toListQuery(pagination?: Pagination, sorters?: CrudSort[], filters?: CrudFilter[]): ListQuery {
  const query: ListQuery = {};
  if (pagination?.mode !== 'off') {
    query.curPageNo = pagination?.currentPage ?? 1;
    query.pageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  }
  const sorter = sorters?.[0]; // the API sorts on one field
  if (sorter) {
    query.sortField = sorter.field;
    query.sortOrder = sorter.order;
  }
  for (const filter of filters ?? []) {
    const value = filterValue(filter);
    if (value !== undefined && 'field' in filter) query[filter.field] = value;
  }
  return query;
}
