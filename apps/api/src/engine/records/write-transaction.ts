import type { EntityManager } from 'typeorm';
import { retryingDeadlocks, uniqueViolationOf } from '../../core/database/driver-errors';
import type { ResourceContext } from './resource-context';
import type { Uniqueness } from './uniqueness';

/**
 * Every write of the service goes through here: serialized on SQLite, one transaction (the
 * RecordWriter inside it records the audit, bumps the version and drops cached totals). A
 * duplicate that raced past `assertUnique` (two creates at once on MySQL) hits the unique
 * index; it answers the same 409 as the check would have. A transaction MariaDB rolled back as
 * a deadlock's victim is run again, a bounded number of times (driver-errors.ts).
 */
export class WriteTransaction {
  constructor(private readonly ctx: ResourceContext, private readonly uniqueness: Uniqueness) {}

  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryingDeadlocks(() => this.ctx.lock.run(() => this.ctx.ds.transaction(work)))
      .catch((error: unknown) => {
        const violation = uniqueViolationOf(error);
        throw violation ? this.uniqueness.duplicateOf(violation) : error;
      });
  }
}
