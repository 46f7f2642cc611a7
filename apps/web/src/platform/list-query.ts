import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE, encodeListQuery, type ListFilterOperator, type ListParams } from '@console/contracts';

/**
 * refine's list state -> the query of GET /resources/{name}, through the one encoder of
 * libs/contracts that the API's decoder mirrors (docs/api-conventions.md).
 */
export type ListQuery = Record<string, string | number>;

const OPERATORS = new Set<string>(['eq', 'contains', 'in', 'between', 'gte', 'lte']);

export function toListQuery(pagination?: Pagination, sorters?: CrudSort[], filters?: CrudFilter[]): ListQuery {
  const params: ListParams = {};
  if (pagination?.mode !== 'off') {
    params.curPageNo = pagination?.currentPage ?? 1;
    params.pageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  }
  const sorter = sorters?.[0]; // the API sorts on one field
  if (sorter) {
    params.sortField = sorter.field;
    params.sortOrder = sorter.order;
  }
  // and/or groups are not part of the contract; neither are operators the API does not know.
  params.filters = (filters ?? []).flatMap((f) =>
    'field' in f && OPERATORS.has(f.operator) ? [{ field: f.field, operator: f.operator as ListFilterOperator, value: f.value }] : []);
  return encodeListQuery(params);
}
