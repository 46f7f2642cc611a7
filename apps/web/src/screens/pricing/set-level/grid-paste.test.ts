import { describe, expect, it } from 'vitest';
import { cleanNumber, isBlock, parseClipboard, pasteBlock } from './grid-paste';
import type { GridRow } from './grid-model';

const row = (from: string, to: string, zones: Record<string, string> = {}): GridRow => ({ key: `${from}-${to}`, from, to, zones });
const columns = ['from', 'to', '2', '3', '4'];

describe('pasting a spreadsheet block', () => {
  it('reads tab-separated lines, with or without a final line break, CRLF or LF', () => {
    expect(parseClipboard('0\t1\t9.10\r\n1\t2\t9.80\r\n')).toEqual([['0', '1', '9.10'], ['1', '2', '9.80']]);
    expect(parseClipboard('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseClipboard('a\t\tc\n')).toEqual([['a', '', 'c']]);
  });

  it('reads quoted cells as spreadsheets write them', () => {
    expect(parseClipboard('"1,234.50"\t"say ""hi"""\n"two\nlines"\tx')).toEqual([['1,234.50', 'say "hi"'], ['two\nlines', 'x']]);
  });

  it('tells a block from a single value', () => {
    expect(isBlock('9.10')).toBe(false);
    expect(isBlock('9.10\n')).toBe(false);
    expect(isBlock('9.10\t9.20')).toBe(true);
    expect(isBlock('9.10\n9.20')).toBe(true);
  });

  it('cleans currency signs and thousands separators only', () => {
    expect(['$9.15', ' 1,234.50 ', '$ 12', '7', 'abc', '1,2', ''].map(cleanNumber)).toEqual(['9.15', '1234.50', '12', '7', 'abc', '1,2', '']);
  });

  it('pasted into From, the first two columns are the weights and rows are added as needed', () => {
    const rows = [row('0', '')];
    const cells = parseClipboard('0\t1\t9.10\t9.45\n1\t2\t9.80\t10.25\n2\t3\t10.40\t10.90\n');
    const { rows: out, dropped, end } = pasteBlock(rows, columns, { row: 0, col: 0 }, cells);
    expect(out.map((r) => [r.from, r.to, r.zones])).toEqual([
      ['0', '1', { '2': '9.10', '3': '9.45' }],
      ['1', '2', { '2': '9.80', '3': '10.25' }],
      ['2', '3', { '2': '10.40', '3': '10.90' }],
    ]);
    expect(dropped).toBe(0);
    expect(end).toEqual({ row: 2, col: 3 });
  });

  it('pasted into a zone, prices fill from there and new rows start where the last ends', () => {
    const rows = [row('0', '1'), row('1', '2')];
    const { rows: out } = pasteBlock(rows, columns, { row: 1, col: 3 }, [['5', '6'], ['7', '8']]);
    expect(out.map((r) => [r.from, r.to, r.zones])).toEqual([
      ['0', '1', {}],
      ['1', '2', { '3': '5', '4': '6' }],
      ['2', '', { '3': '7', '4': '8' }],
    ]);
    expect(out[0]).toBe(rows[0]);
  });

  it('counts the cells past the last column', () => {
    const { rows: out, dropped } = pasteBlock([row('0', '1')], columns, { row: 0, col: 3 }, [['1', '2', '3', '4']]);
    expect(out[0].zones).toEqual({ '3': '1', '4': '2' });
    expect(dropped).toBe(2);
  });
});
