import { Injectable } from '@nestjs/common';

/**
 * Counts failed sign-ins per (address, user name). After MAX_FAILURES within the window the
 * pair is refused until the oldest failure leaves the window. In-process: with several API
 * instances each counts its own (documented; Redis-backed counting comes with REDIS_URL support).
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Minutes to wait, or 0 when the pair may try. */
  blockedMinutes(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((list[0] + WINDOW_MS - now) / 60000));
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
