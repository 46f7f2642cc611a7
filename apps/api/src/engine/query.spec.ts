import { landingPageLead, coWarehouse, clientOrder } from '@console/resources';
import { AppException } from '../core/envelope/app-exception';
import { likePattern, parseListQuery } from './query';

function error(fn: () => unknown): { status: number; key: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppException) return { status: e.getStatus(), key: e.key };
    throw e;
  }
  throw new Error('no error');
}

describe('parseListQuery', () => {
  it('applies the defaults of the resource', () => {
    expect(parseListQuery(landingPageLead, {})).toEqual({ page: 1, pageSize: 20, sortField: 'submitTime', sortOrder: 'DESC', filters: [] });
  });

  it('converts filter values to the kind of their field', () => {
    const q = parseListQuery(landingPageLead, {
      warehouseBusinessType: '3', usingWms: 'false', companyName: 'acme', submitTime: '2026-01-01,2026-01-31', sortField: 'companyName', sortOrder: 'ascend',
    });
    expect(q.sortOrder).toBe('ASC');
    expect(q.filters).toEqual([
      { field: 'warehouseBusinessType', op: 'eq', value: 3 },
      { field: 'usingWms', op: 'eq', value: false },
      { field: 'companyName', op: 'contains', value: 'acme' },
      { field: 'submitTime', op: 'between', value: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-01-31T23:59:59.999Z') },
    ]);
    expect(parseListQuery(coWarehouse, { startTime: ',2026-02-01' }).filters).toEqual([
      { field: 'startTime', op: 'between', value: undefined, to: '2026-02-01' },
    ]);
  });

  it('reads a list tab as the filters it stands for, after and beside the query\'s own (ResourceDef.listTabs)', () => {
    expect(parseListQuery(clientOrder, { tab: '3', clientId: '7' }).filters).toEqual([
      { field: 'status', op: 'in', value: [3, 4, 5] },
      { field: 'clientId', op: 'eq', value: 7 },
    ]);
    expect(parseListQuery(clientOrder, { status: '6', tab: '7' }).filters).toEqual([
      { field: 'status', op: 'in', value: [6] },
      { field: 'status', op: 'in', value: [6] },
      { field: 'trackingStatus', op: 'in', value: [1] },
    ]);
    expect(parseListQuery(clientOrder, { tab: '' }).filters).toEqual([]);
    expect(error(() => parseListQuery(clientOrder, { tab: '1' }))).toEqual({ status: 400, key: 'listTabUnknown' });
    expect(error(() => parseListQuery(clientOrder, { tab: ['2', '3'] }))).toEqual({ status: 400, key: 'listTabUnknown' });
    // a resource without tabs has no such parameter
    expect(error(() => parseListQuery(landingPageLead, { tab: '2' }))).toEqual({ status: 400, key: 'unknownFilter' });
  });

  it('ignores empty filter values', () => {
    expect(parseListQuery(landingPageLead, { companyName: '' }).filters).toEqual([]);
  });

  it('refuses undeclared fields, bad values and oversized pages with 400', () => {
    expect(error(() => parseListQuery(landingPageLead, { phone: '555' }))).toEqual({ status: 400, key: 'unknownFilter' });
    expect(error(() => parseListQuery(landingPageLead, { sortField: 'email' }))).toEqual({ status: 400, key: 'unknownFilter' });
    expect(error(() => parseListQuery(landingPageLead, { pageSize: '5000' }))).toEqual({ status: 400, key: 'pageSizeTooLarge' });
    expect(error(() => parseListQuery(landingPageLead, { curPageNo: '-1' }))).toEqual({ status: 400, key: 'badPaging' });
    expect(error(() => parseListQuery(landingPageLead, { usingWms: 'yes' }))).toEqual({ status: 400, key: 'booleanInvalid' });
    expect(error(() => parseListQuery(landingPageLead, { companyName: ['a', 'b'] }))).toEqual({ status: 400, key: 'filterRepeated' });
    expect(error(() => parseListQuery(coWarehouse, { startTime: '2026-01-01,2026-01-02,' }))).toEqual({ status: 400, key: 'filterRange' });
    expect(error(() => parseListQuery(landingPageLead, { fullName: 'a\u0000' }))).toEqual({ status: 400, key: 'filterControlChars' });
    expect(error(() => parseListQuery(landingPageLead, { fullName: 'x'.repeat(513) }))).toEqual({ status: 400, key: 'filterTooLong' });
    expect(error(() => parseListQuery(landingPageLead, { salesId: '99999999999' }))).toEqual({ status: 400, key: 'filterInteger' });
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
