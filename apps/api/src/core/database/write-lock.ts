/**
 * TypeORM talks to SQLite over one connection, so two requests that each open a transaction
 * collide ("cannot start a transaction within a transaction"). On SQLite every write goes
 * through this queue, one at a time; on MySQL the pool and row locks do the job and it is a
 * pass-through.
 */
export class WriteLock {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly serialize: boolean) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serialize) return work();
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
