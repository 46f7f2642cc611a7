import { describe, expect, it } from 'vitest';
import { chartPoints } from './summary-chart';

describe('the order summary chart', () => {
  it('has a point for every day of the range, with 0 for a status a day lacks, statuses in code order', () => {
    const { points, statuses } = chartPoints({
      from: '2026-02-27', to: '2026-03-02',
      days: [{ day: '2026-02-27', status: 7, orders: 3 }, { day: '2026-03-01', status: 2, orders: 1 }, { day: '2026-03-01', status: 7, orders: 2 }],
    });
    expect(statuses).toEqual([2, 7]);
    expect(points).toEqual([
      { day: '2026-02-27', label: '02-27', s2: 0, s7: 3 },
      { day: '2026-02-28', label: '02-28', s2: 0, s7: 0 },
      { day: '2026-03-01', label: '03-01', s2: 1, s7: 2 },
      { day: '2026-03-02', label: '03-02', s2: 0, s7: 0 },
    ]);
  });

  it('leaves out a day outside the range (none is sent; nothing is drawn if one were)', () => {
    expect(chartPoints({ from: '2026-03-01', to: '2026-03-01', days: [{ day: '2026-03-05', status: 1, orders: 9 }] })).toEqual({ points: [{ day: '2026-03-01', label: '03-01' }], statuses: [] });
  });
});
