/**
 * Every domain folder lists its own migrations; the app runs them in timestamp order across
 * domains. TypeORM reads a migration's timestamp from the last 13 digits of its class name, so
 * the order is taken from there too, and a name without one, or two migrations with one
 * timestamp, are refused here rather than left to an order TypeORM would pick.
 */
export interface NamedMigration { name: string }

export function timestampOf(migration: NamedMigration): number {
  const match = /(\d{13})$/.exec(migration.name);
  if (!match) throw new Error(`migration ${migration.name}: its class name must end with a 13-digit timestamp (Name1763800000000)`);
  return Number(match[1]);
}

/** The migrations of every domain, in timestamp order; throws on a missing or repeated timestamp. */
export function orderMigrations<M extends NamedMigration>(domains: ReadonlyArray<readonly M[]>): M[] {
  const all = domains.flat();
  const seen = new Map<number, string>();
  for (const migration of all) {
    const at = timestampOf(migration);
    const other = seen.get(at);
    if (other && other !== migration.name) throw new Error(`migrations ${other} and ${migration.name} have the same timestamp ${at}`);
    if (other) throw new Error(`migration ${migration.name} is listed twice`);
    seen.set(at, migration.name);
  }
  return [...all].sort((a, b) => timestampOf(a) - timestampOf(b));
}
