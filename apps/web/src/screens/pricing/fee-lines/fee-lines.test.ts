import { describe, expect, it } from 'vitest';
import type { Line } from '@console/pricing';
import { feeLineRows, parseLines, surchargeCodes } from './fee-lines';

const LINES: Line[] = [
  { kind: 'base', package: 1, cost: '6.5900', publish: '9.1500', price: '7.9100' },
  { kind: 'base', package: 2, cost: '12.0000', publish: '11.0000', price: '11.0000', note: 'No more than Publish Rate' },
  { kind: 'surcharge', code: 'RES', amount: '5.8500' },
  { kind: 'surcharge', code: 'DAS', amount: '4.4500' },
  { kind: 'peak', name: 'UPS Holiday Peak 2026', amount: '1.9500' },
  { kind: 'fuel', percent: '19.7500', on: '1234.5000', amount: '243.8138' },
];

describe('fee lines as rows', () => {
  it('reads each kind of line: what, detail and amount with 2 decimals', () => {
    const rows = feeLineRows(LINES, { RES: 'Residential Delivery' });
    expect(rows.map((r) => [r.kind, r.what, r.detail, r.amount])).toEqual([
      ['base', { key: 'feeLines.base', params: { package: 1 } }, { key: 'feeLines.baseDetail', params: { cost: '$6.59', publish: '$9.15' } }, '$7.91'],
      ['base', { key: 'feeLines.base', params: { package: 2 } }, { key: 'feeLines.baseDetail', params: { cost: '$12.00', publish: '$11.00' } }, '$11.00'],
      ['surcharge', { key: 'feeLines.surcharge', params: { name: 'Residential Delivery' } }, { key: 'feeLines.code', params: { code: 'RES' } }, '$5.85'],
      ['surcharge', { key: 'feeLines.surcharge', params: { name: 'DAS' } }, null, '$4.45'],
      ['peak', { key: 'feeLines.peak' }, { key: 'feeLines.raw', params: { text: 'UPS Holiday Peak 2026' } }, '$1.95'],
      ['fuel', { key: 'feeLines.fuel' }, { key: 'feeLines.fuelDetail', params: { percent: '19.75', on: '$1,234.50' } }, '$243.81'],
    ]);
  });

  it('keeps the engine note of a base price, and gives every row its own key', () => {
    const rows = feeLineRows(LINES);
    expect(rows[0].note).toBeUndefined();
    expect(rows[1].note).toBe('No more than Publish Rate');
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('lists the distinct surcharge codes to look their names up', () => {
    expect(surchargeCodes([...LINES, { kind: 'surcharge', code: 'RES', amount: '1' }])).toEqual(['DAS', 'RES']);
    expect(surchargeCodes([])).toEqual([]);
  });

  it('reads stored lines as a list or its JSON text, and refuses anything else', () => {
    expect(parseLines(LINES)).toEqual(LINES);
    expect(parseLines(JSON.stringify(LINES))).toEqual(LINES);
    expect(parseLines('not json')).toBeNull();
    expect(parseLines({ kind: 'base' })).toBeNull();
    expect(parseLines([{ kind: 'tax', amount: '1' }])).toBeNull();
    expect(parseLines(null)).toBeNull();
    expect(parseLines([])).toEqual([]);
  });
});
