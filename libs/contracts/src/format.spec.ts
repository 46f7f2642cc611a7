import { todayIn } from './format';

describe('todayIn', () => {
  // 2026-11-24 05:30 UTC is still the 23rd in Los Angeles (UTC-8) and already the 24th in Shanghai.
  const now = new Date('2026-11-24T05:30:00Z');

  it("is the user's date, not UTC's", () => {
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Shanghai', now)).toBe('2026-11-24');
  });

  it('is the UTC date without a time zone', () => {
    expect(todayIn(undefined, now)).toBe('2026-11-24');
  });
});
