import { describe, expect, it } from 'vitest';
import { gridProblems, partlyPricedZones } from './grid-problems';
import type { GridRow } from './grid-model';

const row = (from: string, to: string, zones: Record<string, string> = {}): GridRow => ({ key: `${from}-${to}`, from, to, zones });
const keysAt = (rows: GridRow[], cell: string) => (gridProblems(rows).cells.get(cell) ?? []).map((p) => p.key);

describe('the rules on the grid (02 §5 Service detail setting)', () => {
  it('a good card has no problem', () => {
    expect(gridProblems([row('0', '1', { '2': '9' }), row('1', '2', { '2': '10' }), row('', '')]).all).toEqual([]);
  });

  it('the first start weight must be 0: on the first From', () => {
    const rows = [row('1', '2', { '2': '9' })];
    expect(gridProblems(rows).all.map((p) => p.key)).toEqual(['cardFirstFromZero']);
    expect(keysAt(rows, '0:from')).toEqual(['cardFirstFromZero']);
  });

  it('all filled or all empty: on the empty cells of a zone priced on some rows', () => {
    const rows = [row('0', '1', { '2': '9', '3': '4' }), row('1', '2', { '2': '10' }), row('2', '3', { '2': '11' })];
    expect(gridProblems(rows).all.map((p) => p.key)).toEqual(['cardZonesAllOrNone']);
    expect(keysAt(rows, '1:3')).toEqual(['cardZonesAllOrNone']);
    expect(keysAt(rows, '2:3')).toEqual(['cardZonesAllOrNone']);
    expect(keysAt(rows, '0:3')).toEqual([]);
    expect(partlyPricedZones([{ zones: { '2': '1', '3': '1' } }, { zones: { '2': '1' } }])).toEqual(['3']);
  });

  it('gaps, upside-down ranges, half-typed rows and bad prices point at their cells', () => {
    const rows = [row('0', '1', { '2': '9' }), row('1.5', '1', { '2': 'x' }), row('1', '', { '2': '3' })];
    const { cells, all } = gridProblems(rows);
    expect(all.map((p) => p.key)).toEqual(expect.arrayContaining(['cardRowGap', 'cardRowRange', 'cardPriceInvalid', 'cardRowShape']));
    expect(cells.get('1:from')?.[0]).toEqual({ key: 'cardRowGap', params: { row: 2, weight: '1' } });
    expect(cells.get('1:to')?.map((p) => p.key)).toEqual(['cardRowRange']);
    expect(cells.get('1:2')?.map((p) => p.key)).toEqual(['cardPriceInvalid']);
    expect(cells.get('2:to')?.map((p) => p.key)).toEqual(['cardRowShape']);
  });

  it('an empty grid asks for a range', () => {
    expect(gridProblems([row('', '')]).all.map((p) => p.key)).toEqual(['cardRowsEmpty']);
  });
});
