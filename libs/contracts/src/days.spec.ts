import { dayBefore, dayPlus, daysBetween, daysOf, isMonthEnd } from './days';

describe('days', () => {
  it('moves across months, years and a leap day', () => {
    expect(dayPlus('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayPlus('2027-02-28', 1)).toBe('2027-03-01');
    expect(dayPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayPlus('2026-11-29', -30)).toBe('2026-10-30');
  });

  it('counts whole days between two days, and lists them both included', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it("knows a month's last day", () => {
    expect(['2028-02-29', '2026-02-28', '2026-04-30', '2026-12-31'].map(isMonthEnd)).toEqual([true, true, true, true]);
    expect(['2028-02-28', '2026-04-29', '2026-12-01'].map(isMonthEnd)).toEqual([false, false, false]);
  });
});
