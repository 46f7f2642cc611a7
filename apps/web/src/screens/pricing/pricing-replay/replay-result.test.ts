import { describe, expect, it } from 'vitest';
import { failureLines, fieldErrorLines, lastDays, replayTableRows, type ReplayResult } from './replay-result';

const result: ReplayResult = {
  workers: 0, from: '2026-06-01', to: '2026-06-30', draft: { resource: 'pricing-level', id: 3, values: { increaseRatio: '20' }, effectiveFrom: '2026-06-01' },
  shipments: 4, priced: 3, failed: 1, failures: { feeDetailsUnavailable: 1 },
  currentTotal: '93.7426', draftTotal: '96.4586', delta: '2.7160', margin: '9.6277',
  rows: [
    { clientId: 41, carrierServiceId: 9, shipments: 2, priced: 2, currentTotal: '40.1726', draftTotal: '42.8886', delta: '2.7160', margin: '2.8580', marginPercent: '6.66' },
    { clientId: 42, carrierServiceId: 9, shipments: 1, priced: 1, currentTotal: '26.7850', draftTotal: '26.7850', delta: '0.0000', margin: '6.7697', marginPercent: '25.27' },
    { clientId: null, carrierServiceId: 10, shipments: 1, priced: 0, currentTotal: '0.0000', draftTotal: '0.0000', delta: '0.0000', margin: '0.0000', marginPercent: null },
  ],
  names: { clients: { 41: 'Acme Outfitters' }, services: { 9: 'UPS Ground' } },
};

describe('the replay result as the drawer shows it', () => {
  it('names each line by client and service, in the result order', () => {
    expect(replayTableRows(result, 'No client').map((r) => [r.key, r.client, r.service, r.delta])).toEqual([
      ['41|9', 'Acme Outfitters', 'UPS Ground', '2.7160'],
      ['42|9', '#42', 'UPS Ground', '0.0000'],
      ['|10', 'No client', '#10', '0.0000'],
    ]);
  });

  it('lists why shipments failed in the asked language, most frequent first', () => {
    const failures = { 'Invalid Data': 2, feeDetailsUnavailable: 5, 'Something new': 1 };
    expect(failureLines(failures, 'en')).toEqual([
      { reason: 'Unable to fetch the fee details', count: 5 },
      { reason: 'Invalid Data', count: 2 },
      { reason: 'Something new', count: 1 },
    ]);
    expect(failureLines(failures, 'zh').map((f) => f.reason)).toEqual(['无法获取费用明细', '数据无效', 'Something new']);
  });

  it("names a refusal's fields by their labels", () => {
    const labels: Record<string, string> = { increaseRatio: 'Increase Ratio %' };
    expect(fieldErrorLines({ increaseRatio: 'Must be at least 0', nope: 'Unknown field' }, (f) => labels[f])).toEqual([
      'Increase Ratio %: Must be at least 0',
      'nope: Unknown field',
    ]);
    expect(fieldErrorLines({ increaseRatio: 'Increase Ratio % must be at least 0' }, (f) => labels[f])).toEqual(['Increase Ratio % must be at least 0']);
    expect(fieldErrorLines(undefined, () => undefined)).toEqual([]);
  });

  it('counts the last days back from today', () => {
    expect(lastDays(30, '2026-11-24')).toEqual(['2026-10-25', '2026-11-24']);
    expect(lastDays(90, '2026-03-01')).toEqual(['2025-12-01', '2026-03-01']);
  });
});
