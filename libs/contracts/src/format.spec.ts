import { midnightIn, todayIn } from './format';

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

describe('midnightIn', () => {
  it('is the instant a day begins in a time zone, daylight saving included', () => {
    expect(midnightIn('2031-01-15', 'America/Los_Angeles').toISOString()).toBe('2031-01-15T08:00:00.000Z');
    expect(midnightIn('2031-07-15', 'America/Los_Angeles').toISOString()).toBe('2031-07-15T07:00:00.000Z');
    expect(midnightIn('2031-01-15', 'Asia/Shanghai').toISOString()).toBe('2031-01-14T16:00:00.000Z');
    expect(midnightIn('2031-01-15', 'UTC').toISOString()).toBe('2031-01-15T00:00:00.000Z');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(midnightIn('2031-01-15', 'Mars/Olympus').toISOString()).toBe('2031-01-15T00:00:00.000Z');
  });
});
