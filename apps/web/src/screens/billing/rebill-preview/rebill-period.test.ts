import { describe, expect, it } from 'vitest';
import { lastFullMonth, previewPresets } from './rebill-period';

describe("the re-bill preview's periods", () => {
  it('defaults to the last full month, across a year end and a short February', () => {
    expect(lastFullMonth('2026-11-24')).toEqual(['2026-10-01', '2026-10-31']);
    expect(lastFullMonth('2027-01-01')).toEqual(['2026-12-01', '2026-12-31']);
    expect(lastFullMonth('2028-03-31')).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('offers last month, this month so far and the last three full months', () => {
    expect(previewPresets('2026-11-24')).toEqual([
      { key: 'lastMonth', value: ['2026-10-01', '2026-10-31'] },
      { key: 'thisMonth', value: ['2026-11-01', '2026-11-24'] },
      { key: 'last3Months', value: ['2026-08-01', '2026-10-31'] },
    ]);
  });
});
