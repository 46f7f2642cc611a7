import { LoginThrottle, MAX_FAILURES, WINDOW_MS, accountKey, nameKey, normalisedName } from './login-throttle';

describe('sign-in throttle', () => {
  it('blocks a key after five failures until the oldest leaves the window', () => {
    const throttle = new LoginThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < MAX_FAILURES; i++) throttle.fail('k', t0 + i);
    expect(throttle.blockedMinutes('k', t0 + 10)).toBe(15);
    expect(throttle.blockedMinutes('other', t0 + 10)).toBe(0);
    expect(throttle.blockedMinutes('k', t0 + WINDOW_MS)).toBe(0);
    throttle.succeed('k');
    expect(throttle.blockedMinutes('k', t0 + 10)).toBe(0);
  });

  it('holds at most maxKeys keys, dropping the least recently used', () => {
    const throttle = new LoginThrottle({ maxKeys: 100 });
    const now = Date.now();
    for (let i = 0; i < 1_000; i++) throttle.fail(`name:user${i}`, now);
    expect(throttle.size).toBe(100);
    // the newest are kept, the oldest are gone
    for (let i = 0; i < MAX_FAILURES; i++) throttle.fail('name:user999', now);
    expect(throttle.blockedMinutes('name:user999', now)).toBeGreaterThan(0);
    expect(throttle.size).toBe(100);
  });

  it('keeps at most five times per key, however often it fails', () => {
    const throttle = new LoginThrottle({ maxKeys: 10 });
    const now = Date.now();
    for (let i = 0; i < 10_000; i++) throttle.fail('k', now);
    const held = (throttle as unknown as { failures: Map<string, number[]> }).failures.get('k');
    expect(held).toHaveLength(MAX_FAILURES);
  });

  it('keys accounts by id and unknown names as a case- and accent-insensitive collation compares them', () => {
    expect(accountKey(7)).toBe('account:7');
    expect(nameKey('BFÚSER1')).toBe(nameKey('bfuser1'));
    expect(normalisedName('Bfúser1')).toBe('bfuser1');
    expect(normalisedName('ＡＢＣ')).toBe('abc');
  });
});
