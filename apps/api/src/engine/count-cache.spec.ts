import { CountCache } from './count-cache';

describe('CountCache', () => {
  it('keeps only big totals, for the time to live, until a write', () => {
    const cache = new CountCache(10_000, 1000);
    cache.set('leads', 'type=3', 200_000, 0);
    cache.set('leads', 'type=4', 12, 0);
    expect(cache.get('leads', 'type=3', 9_999)).toBe(200_000);
    expect(cache.get('leads', 'type=3', 10_000)).toBeUndefined();
    expect(cache.get('leads', 'type=4', 1)).toBeUndefined();
    cache.set('leads', 'type=3', 200_000, 20_000);
    cache.set('flags', '', 5_000, 20_000);
    cache.invalidate('leads');
    expect(cache.get('leads', 'type=3', 20_001)).toBeUndefined();
    expect(cache.get('flags', '', 20_001)).toBe(5_000);
  });

  it('is off with a zero time to live', () => {
    const cache = new CountCache(0, 0);
    cache.set('leads', '', 5, 0);
    expect(cache.get('leads', '', 0)).toBeUndefined();
  });
});
