import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * TypeORM talks to SQLite over one connection, so two requests that each open a transaction
 * collide ("cannot start a transaction within a transaction"). On SQLite every write goes
 * through this queue, one at a time; on MySQL the pool and row locks do the job and it is a
 * pass-through.
 *
 * Re-entrant: work that already holds the lock (a RecordWriter called by a hook inside a
 * locked write, a job handler writing progress) runs at once instead of queueing behind
 * itself, which would deadlock. "Holding" is tracked per async call chain (AsyncLocalStorage),
 * so an unrelated request arriving meanwhile still waits its turn.
 */
export class WriteLock {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<WriteLock>();

  constructor(private readonly serialize: boolean) {}

  /** True inside work this lock is running (for tests and assertions). */
  get held(): boolean {
    return this.holder.getStore() === this;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serialize || this.held) return work();
    const inside = () => this.holder.run(this, work);
    const next = this.tail.then(inside, inside);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
