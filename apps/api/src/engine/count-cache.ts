/**
 * Totals of big filtered lists, kept briefly. Counting 200,000 matching rows costs MySQL tens of
 * milliseconds on every page turn; the total of a given filter rarely changes between two
 * clicks. Only totals of at least `minRows` are kept (small counts are cheap and stay exact),
 * for at most `ttlMs`; every write through this process drops the resource's totals at once.
 * Writes by another instance show up in a cached total after at most `ttlMs`.
 */
export class CountCache {
  private readonly totals = new Map<string, { total: number; at: number }>();

  constructor(private readonly ttlMs: number, private readonly minRows: number) {}

  get(resource: string, filterKey: string, now = Date.now()): number | undefined {
    const hit = this.totals.get(`${resource}|${filterKey}`);
    if (!hit || now - hit.at >= this.ttlMs) return undefined;
    return hit.total;
  }

  set(resource: string, filterKey: string, total: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || total < this.minRows) return;
    if (this.totals.size > 10_000) this.totals.clear(); // bounded memory: many distinct filters
    this.totals.set(`${resource}|${filterKey}`, { total, at: now });
  }

  invalidate(resource: string): void {
    for (const key of this.totals.keys()) if (key.startsWith(`${resource}|`)) this.totals.delete(key);
  }
}
