import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A read that locks the rows it finds until the transaction ends (SELECT ... FOR UPDATE on
 * MySQL/MariaDB), and reads their latest committed state, not the transaction's snapshot. On
 * SQLite every write already runs alone behind the write queue, so the read is left as it is.
 * Two paths that decide on one row (deny a funding / match a payment to it) each read it this
 * way: the second waits for the first to commit and then sees what it did.
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return ['mysql', 'mariadb'].includes(qb.connection.options.type) ? qb.setLock('pessimistic_write') : qb;
}
