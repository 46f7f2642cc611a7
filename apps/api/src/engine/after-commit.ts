import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { Logger } from '@nestjs/common';

/**
 * Work that must happen only if a transaction commits: a STOMP push saying "saved", waking the
 * job runner for a job just queued, dropping a cache. Queued against the transaction's query
 * runner; run after its outermost COMMIT, dropped by a ROLLBACK (a savepoint's rollback drops
 * only what was queued inside it). Outside a transaction the work runs at once: nothing can
 * roll it back.
 */
type Work = () => unknown;
interface Queued { depth: number; work: Work }

const queues = new WeakMap<QueryRunner, Queued[]>();
const logger = new Logger('AfterCommit');

function activeRunner(em: EntityManager): QueryRunner | undefined {
  const runner = em.queryRunner;
  return runner && runner.isTransactionActive && !runner.isReleased ? runner : undefined;
}

/** Runs `work` once the transaction `em` belongs to commits (now, if `em` is in none). */
export function afterCommit(em: EntityManager, work: Work): void {
  const runner = activeRunner(em);
  if (!runner) return runSafely(work);
  const queue = queues.get(runner) ?? [];
  queue.push({ depth: (runner as QueryRunner & { transactionDepth?: number }).transactionDepth ?? 1, work });
  queues.set(runner, queue);
}

/** A failing after-commit task is logged: the data is committed, the caller's answer stands. */
function runSafely(work: Work): void {
  try {
    const result = work();
    if (result instanceof Promise) result.catch((error: unknown) => logger.warn(`after-commit work failed: ${String(error)}`));
  } catch (error) {
    logger.warn(`after-commit work failed: ${String(error)}`);
  }
}

/** The TypeORM subscriber that drains or drops the queues; installed once per data source. */
class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (queryRunner.isTransactionActive) return; // a savepoint was released: the outer transaction may still roll back
    const queue = queues.get(queryRunner);
    queues.delete(queryRunner);
    for (const { work } of queue ?? []) runSafely(work);
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    const queue = queues.get(queryRunner);
    if (!queue) return;
    if (!queryRunner.isTransactionActive) { queues.delete(queryRunner); return; }
    const depth = (queryRunner as QueryRunner & { transactionDepth?: number }).transactionDepth ?? 0;
    queues.set(queryRunner, queue.filter((q) => q.depth <= depth));
  }
}

const installed = new WeakSet<DataSource>();

/** Makes `afterCommit` work for transactions of `ds` (idempotent). */
export function installAfterCommit(ds: DataSource): void {
  if (installed.has(ds)) return;
  installed.add(ds);
  (ds.subscribers as EntitySubscriberInterface[]).push(new AfterCommitSubscriber());
}
