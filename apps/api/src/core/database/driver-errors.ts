import { QueryFailedError } from 'typeorm';
import type { MessageKey } from '@console/contracts';

/**
 * Database errors that are the request's fault, told apart on both drivers (mysql2 and
 * better-sqlite3). Checks before a write give the friendly answer; these catch what slips past
 * them (two requests racing between check and insert), so the caller gets the same 4xx, never
 * a 500.
 */
interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
  sqlMessage?: string;
}

function driverErrorOf(error: unknown): DriverError | null {
  if (!(error instanceof QueryFailedError)) return null;
  return ((error as QueryFailedError & { driverError?: DriverError }).driverError ?? error) as DriverError;
}

/** Which unique index or columns a duplicate hit, when the error is a unique violation. */
export interface UniqueViolation {
  /** MySQL/MariaDB name the index ('UQ_role_role_name'). */
  index?: string;
  /** SQLite names the columns ('role.role_name' -> 'role_name'). */
  columns?: string[];
}

export function uniqueViolationOf(error: unknown): UniqueViolation | null {
  const driver = driverErrorOf(error);
  if (!driver) return null;
  const text = driver.sqlMessage ?? driver.message ?? '';
  if (driver.code === 'ER_DUP_ENTRY' || driver.errno === 1062) {
    // MariaDB: "for key 'UQ_x'"; MySQL 8: "for key 'table.UQ_x'".
    const key = /for key '([^']+)'/.exec(text)?.[1];
    return { index: key?.split('.').pop() };
  }
  if (driver.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const list = /constraint failed: (.+)$/.exec(text)?.[1];
    return { columns: list?.split(',').map((c) => c.trim().split('.').pop()!) };
  }
  return null;
}

/** MySQL errors caused by a value the column cannot hold (validation's bounds are the first line). */
const VALUE_ERRNOS = new Set([
  1264, // ER_WARN_DATA_OUT_OF_RANGE
  1366, // ER_TRUNCATED_WRONG_VALUE_FOR_FIELD (e.g. an invalid string value)
  1292, // ER_TRUNCATED_WRONG_VALUE (a bad date)
  1406, // ER_DATA_TOO_LONG
  1048, // ER_BAD_NULL_ERROR
]);

/** The status and message of a database error that the request caused, or null for a real fault. */
export function clientFaultOf(error: unknown): { status: number; key: MessageKey } | null {
  if (uniqueViolationOf(error)) return { status: 409, key: 'duplicateRecord' };
  const driver = driverErrorOf(error);
  if (!driver) return null;
  if (driver.errno !== undefined && VALUE_ERRNOS.has(driver.errno)) return { status: 400, key: 'invalidData' };
  if (driver.code === 'SQLITE_TOOBIG' || driver.code === 'SQLITE_CONSTRAINT_NOTNULL') return { status: 400, key: 'invalidData' };
  return null;
}

/**
 * MySQL/MariaDB chose this transaction as a deadlock's victim (ER_LOCK_DEADLOCK): the server has
 * rolled it back whole, so running the same work again from the start is safe.
 */
function deadlockOf(error: unknown): boolean {
  const driver = driverErrorOf(error);
  return !!driver && (driver.errno === 1213 || driver.code === 'ER_LOCK_DEADLOCK');
}

/** How many times a transaction that lost a deadlock is run in all before its error stands. */
const DEADLOCK_ATTEMPTS = 4;

/**
 * Runs a whole transaction (`work` opens and commits it), again when it lost a deadlock, at most
 * DEADLOCK_ATTEMPTS times in all, each after a short random pause so the two do not meet again
 * at once. Work queued with `afterCommit` in a lost attempt was dropped with its rollback.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!deadlockOf(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20 * attempt)));
    }
  }
}
