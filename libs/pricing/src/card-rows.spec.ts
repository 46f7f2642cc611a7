import { cardRowProblems, normalizeCardRows } from './card-rows';

const row = (from: string, to: string, zones: Record<string, string | null> = { '2': '9.10', '5': '11.20' }) => ({ from, to, zones });

describe('cardRowProblems (02 §5 Service detail setting)', () => {
  it('accepts contiguous ranges from 0 with every zone filled on every row', () => {
    expect(cardRowProblems([row('0', '1'), row('1', '2.5'), row('2.5', '70')])).toEqual([]);
  });

  it('takes at most 200 ranges', () => {
    const many = Array.from({ length: 201 }, (_, i) => row(String(i), String(i + 1)));
    expect(cardRowProblems(many)).toEqual([{ key: 'cardRowsTooMany', params: { max: 200 } }]);
    expect(cardRowProblems(many.slice(0, 200))).toEqual([]);
  });

  it('needs at least one row, each a from, a to and zones', () => {
    expect(cardRowProblems([])).toEqual([{ key: 'cardRowsEmpty' }]);
    expect(cardRowProblems('rows')).toEqual([{ key: 'cardRowsEmpty' }]);
    expect(cardRowProblems([{ from: '0', zones: {} }])).toEqual([{ key: 'cardRowShape', params: { row: 1 } }]);
  });

  it('starts at 0, and each range starts where the one before ends and ends above its start', () => {
    expect(cardRowProblems([row('1', '2')])).toEqual([{ key: 'cardFirstFromZero' }]);
    expect(cardRowProblems([row('0', '1'), row('1.5', '2')])).toEqual([{ key: 'cardRowGap', params: { row: 2, weight: '1' } }]);
    expect(cardRowProblems([row('0', '1'), row('1', '1')])).toEqual([{ key: 'cardRowRange', params: { row: 2 } }]);
  });

  it('takes only the zones of 02 §9 and prices of at least 0 with up to 4 decimals', () => {
    expect(cardRowProblems([row('0', '1', { '2': '9.1', Z: '3' })])).toEqual([{ key: 'cardZoneUnknown', params: { row: 1, zone: 'Z' } }]);
    expect(cardRowProblems([row('0', '1', { '2': '-1' })])).toEqual([{ key: 'cardPriceInvalid', params: { row: 1, zone: '2' } }]);
    expect(cardRowProblems([row('0', '1', { '2': '1.23456' })])).toEqual([{ key: 'cardPriceInvalid', params: { row: 1, zone: '2' } }]);
  });

  it('wants each zone filled on every row or on none', () => {
    expect(cardRowProblems([row('0', '1'), row('1', '2', { '2': '9.80', '5': null })])).toEqual([{ key: 'cardZonesAllOrNone' }]);
    expect(cardRowProblems([row('0', '1', { '2': '9', '5': '' }), row('1', '2', { '2': '10' })])).toEqual([]);
  });

  it('normalizes the rows for the engine: decimal strings, empty zones left out', () => {
    expect(normalizeCardRows([{ from: '0', to: '1.50', zones: { '2': '9.1', '5': '' } }])).toEqual([{ from: '0', to: '1.5', zones: { '2': '9.1000' } }]);
  });
});
