import { describe, expect, it } from 'vitest';
import { displayNumber, displayPrice, insertRow, removeRow, rowsFromCard, rowsToCard, sameCardRows, setCell, shownZones, type GridRow } from './grid-model';

const row = (from: string, to: string, zones: Record<string, string> = {}): GridRow => ({ key: `${from}-${to}`, from, to, zones });

describe('zone grid rows', () => {
  it('shows stored decimals as an analyst reads them', () => {
    expect(['1.5000', '9.1250', '1', '12.0000', '0', '5.85', ''].map(displayNumber)).toEqual(['1.5', '9.125', '1', '12', '0', '5.85', '']);
    expect(displayNumber(null)).toBe('');
    expect(['9', '9.1000', '9.1250', '', 'x'].map(displayPrice)).toEqual(['9.00', '9.10', '9.125', '', 'x']);
  });

  it('loads a card, and starts a new one with one row from 0', () => {
    const rows = rowsFromCard([{ from: '0', to: '1.5000', zones: { '2': '9.1000', '3': '', '4': '12' } }]);
    expect(rows).toEqual([{ key: expect.any(String), from: '0', to: '1.5', zones: { '2': '9.10', '4': '12.00' } }]);
    expect(rowsFromCard(undefined)).toEqual([{ key: expect.any(String), from: '0', to: '', zones: {} }]);
  });

  it('saves trimmed texts without empty zones and without empty rows at the end', () => {
    const rows = [row(' 0', '1 ', { '2': ' 9.1', '3': '' }), row('', '', {}), row('1', '2', { '2': '9.5' }), row('2', '', { '4': ' ' }), row('', '')];
    expect(rowsToCard(rows)).toEqual([
      { from: '0', to: '1', zones: { '2': '9.1' } },
      { from: '', to: '', zones: {} },
      { from: '1', to: '2', zones: { '2': '9.5' } },
    ]);
  });

  it('compares cards by what they save', () => {
    expect(sameCardRows([row('0', '1', { '2': '9.10' })], [row('0', '1.0', { '2': '9.1', '3': '' }), row('', '')])).toBe(true);
    expect(sameCardRows([row('0', '1', { '2': '9.10' })], [row('0', '1', { '2': '9.11' })])).toBe(false);
  });

  it('a changed end weight carries the next start along when they met', () => {
    const rows = [row('0', '1'), row('1', '2'), row('2', '3')];
    const out = setCell(rows, 0, 'to', '1.5');
    expect(out.map((r) => [r.from, r.to])).toEqual([['0', '1.5'], ['1.5', '2'], ['2', '3']]);
    expect(out[2]).toBe(rows[2]); // untouched rows are the same objects
    // a next row that started elsewhere keeps its start
    expect(setCell([row('0', '1'), row('5', '6')], 0, 'to', '2')[1].from).toBe('5');
    // a new row's end given: the row after it, which started with it, now starts at its end
    expect(setCell([row('1', ''), row('1', '2')], 0, 'to', '1.5').map((r) => r.from)).toEqual(['1', '1.5']);
  });

  it('sets zone prices and weights; an unchanged value returns the same rows', () => {
    const rows = [row('0', '1')];
    expect(setCell(rows, 0, '2', '9.9')[0].zones).toEqual({ '2': '9.9' });
    expect(setCell(rows, 0, 'from', '0')).toBe(rows);
  });

  it('a new row starts where the row before it ends', () => {
    const rows = [row('0', '1'), row('1', '2')];
    expect(insertRow(rows, 1).map((r) => r.from)).toEqual(['0', '1', '2']);
    expect(insertRow(rows, 0).map((r) => r.from)).toEqual(['0', '1', '1']);
    expect(insertRow([], -1).map((r) => r.from)).toEqual(['0']);
  });

  it('removing a row closes the range up, and keeps one row', () => {
    const rows = [row('0', '1'), row('1', '2'), row('2', '3')];
    expect(removeRow(rows, 1).map((r) => [r.from, r.to])).toEqual([['0', '1'], ['1', '3']]);
    expect(removeRow(rows, 0).map((r) => [r.from, r.to])).toEqual([['0', '2'], ['2', '3']]);
    expect(removeRow([row('0', '1')], 0).map((r) => [r.from, r.to])).toEqual([['0', '']]);
  });

  it('shows the zones any card prices, in the spec order, or all of them', () => {
    expect(shownZones([[{ zones: { B: '1', '2': '3' } }], [{ zones: { '10': '2', '3': '' } }], undefined], false)).toEqual(['2', '10', 'B']);
    expect(shownZones([[]], false)).toHaveLength(18);
    expect(shownZones([[{ zones: { '2': '1' } }]], true)).toHaveLength(18);
  });
});
