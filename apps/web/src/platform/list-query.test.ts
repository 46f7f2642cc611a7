import { describe, expect, it } from 'vitest';
import { toListQuery } from './list-query';

describe('toListQuery (docs/api-conventions.md)', () => {
  it('maps paging and the first sorter', () => {
    expect(toListQuery({ currentPage: 3, pageSize: 50 }, [{ field: 'key', order: 'asc' }])).toEqual({
      curPageNo: 3, pageSize: 50, sortField: 'key', sortOrder: 'asc',
    });
  });

  it('defaults to page 1 of 20 and sends no sort when none is chosen', () => {
    expect(toListQuery(undefined, [], [])).toEqual({ curPageNo: 1, pageSize: 20 });
  });

  it('sends no paging when pagination is off', () => {
    expect(toListQuery({ mode: 'off' })).toEqual({});
  });

  it('one parameter per filtered field; between is "from,to"; in is comma-separated; blanks are dropped', () => {
    const query = toListQuery({ currentPage: 1, pageSize: 20 }, [], [
      { field: 'key', operator: 'contains', value: 'beta' },
      { field: 'status', operator: 'eq', value: 1 },
      { field: 'usingWms', operator: 'eq', value: false },
      { field: 'startTime', operator: 'between', value: ['2024-01-01', '2024-01-31'] },
      { field: 'submitTime', operator: 'between', value: ['', '2024-02-01 00:00:00'] },
      { field: 'type', operator: 'in', value: [1, 3] },
      { field: 'empty', operator: 'eq', value: '' },
      { field: 'range', operator: 'between', value: ['', ''] },
      { operator: 'or', value: [{ field: 'x', operator: 'eq', value: 1 }] },
    ]);
    expect(query).toEqual({
      curPageNo: 1, pageSize: 20,
      key: 'beta', status: '1', usingWms: 'false',
      startTime: '2024-01-01,2024-01-31', submitTime: ',2024-02-01 00:00:00', type: '1,3',
    });
  });
});
