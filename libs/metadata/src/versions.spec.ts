import { versionInForce } from './versions';

describe('versionInForce', () => {
  const v = (version: number, effectiveFrom: string) => ({ version, effectiveFrom });
  const history = [v(1, '2026-01-01'), v(2, '2026-03-01'), v(3, '2026-02-01'), v(4, '2026-03-01'), v(5, '2026-12-01')];

  it('takes the latest effective date on or before the day', () => {
    expect(versionInForce(history, '2026-02-15')?.version).toBe(3); // written after v2, but dated earlier
    expect(versionInForce(history, '2026-01-01')?.version).toBe(1); // its first day counts
    expect(versionInForce(history, '2026-11-30')?.version).toBe(4);
  });

  it('of two versions on one date, the last written wins', () => {
    expect(versionInForce(history, '2026-03-01')?.version).toBe(4);
  });

  it('a future-dated version is not in force before its day; nothing before the first', () => {
    expect(versionInForce(history, '2026-12-01')?.version).toBe(5);
    expect(versionInForce(history, '2025-12-31')).toBeUndefined();
    expect(versionInForce([], '2026-01-01')).toBeUndefined();
  });
});
