import { LRUCache } from 'lru-cache';

/**
 * Counts failed password checks per key: the account (`account:<id>`) when the name matched
 * one, else the normalised name typed (`name:<...>`). After MAX_FAILURES within the window the
 * key is refused until the oldest failure leaves it. Sign-in and the password change share
 * an account's key: guesses at one password are counted together wherever they come from.
 *
 * Bounded: at most MAX_KEYS keys, least recently used dropped first, each forgotten WINDOW_MS
 * after its last failure; a key keeps at most MAX_FAILURES times. Callers refuse over-long
 * names before anything is stored. In-process: with several API instances each counts its own.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

interface ThrottleOptions {
  maxKeys?: number;
  windowMs?: number;
}

/** One per process, provided by the core module (other bounds only in unit tests). */
export class LoginThrottle {
  private readonly failures: LRUCache<string, number[]>;
  private readonly windowMs: number;

  constructor({ maxKeys = MAX_KEYS, windowMs = WINDOW_MS }: ThrottleOptions = {}) {
    this.windowMs = windowMs;
    this.failures = new LRUCache<string, number[]>({ max: maxKeys, ttl: windowMs });
  }

  /** How many keys are held (never more than the bound). */
  get size(): number {
    return this.failures.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  /** Minutes to wait, or 0 when the key may try. */
  blockedMinutes(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - now) / 60000));
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now].slice(-MAX_FAILURES));
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}

/** The key of a name that matched no account: what a case- and accent-insensitive collation would also match. */
export function normalisedName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export const accountKey = (id: number) => `account:${id}`;
export const nameKey = (name: string) => `name:${normalisedName(name)}`;
