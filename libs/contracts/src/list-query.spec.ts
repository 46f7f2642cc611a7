import { decodeFilterParam, decodeIdParam, encodeFilterParam, encodeIdParams, encodeListQuery } from './list-query';

describe('list query encoder and decoder (one format for the web and the API)', () => {
  it.each([
    ['in', [1, 3], '1,3', { operator: 'in', values: ['1', '3'] }],
    ['between', ['2026-11-01', ''], '2026-11-01,', { operator: 'between', from: '2026-11-01', to: undefined }],
    ['between', [null, '99.99'], ',99.99', { operator: 'between', from: undefined, to: '99.99' }],
    ['eq', false, 'false', { operator: 'eq', value: 'false' }],
    ['contains', 'a,b', 'a,b', { operator: 'contains', value: 'a,b' }],
    ['lte', '2026-11-30', '2026-11-30', { operator: 'lte', value: '2026-11-30' }],
  ] as const)('%s %j <-> %s', (operator, value, encoded, decoded) => {
    expect(encodeFilterParam(operator, value)).toBe(encoded);
    expect(decodeFilterParam(operator, encoded)).toEqual(decoded);
  });

  it('asks nothing for blanks, and a range of three sides is not a range', () => {
    expect(encodeFilterParam('between', ['', null])).toBeUndefined();
    expect(encodeFilterParam('in', [])).toBeUndefined();
    expect(encodeFilterParam('eq', '')).toBeUndefined();
    expect(decodeFilterParam('between', '1,2,3')).toBeNull();
  });

  it('encodes paging, one sort and the filters', () => {
    expect(encodeListQuery({ curPageNo: 2, pageSize: 50, sortField: 'amount', sortOrder: 'desc', filters: [{ field: 'amount', operator: 'between', value: [0, 2000] }] }))
      .toEqual({ curPageNo: 2, pageSize: 50, sortField: 'amount', sortOrder: 'desc', amount: '0,2000' });
  });

  it('writes the id filter as repeated parameters and reads it repeated or comma-separated', () => {
    expect(encodeIdParams([3, '12'])).toBe('id=3&id=12');
    expect(decodeIdParam(['3', '12'])).toEqual(['3', '12']);
    expect(decodeIdParam('3,12')).toEqual(['3', '12']);
    expect(decodeIdParam({ a: 1 })).toBeNull();
    expect(decodeIdParam(['3', { a: 1 }])).toBeNull();
  });
});
