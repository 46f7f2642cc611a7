import { hostname } from 'node:os';
import { EntitySchema, type EntityManager } from 'typeorm';
import { uniqueViolationOf } from '../../core/database/driver-errors';

interface DailyRunRow {
  id: number;
  task: string;
  day: string;
  claimedBy: string;
  createTime: Date;
}

export const DailyRunEntity = new EntitySchema<DailyRunRow>({
  name: 'daily-run',
  tableName: 'daily_run',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    task: { name: 'task', type: 'varchar', length: 64 },
    day: { name: 'run_day', type: 'varchar', length: 10 },
    claimedBy: { name: 'claimed_by', type: 'varchar', length: 64 },
    createTime: { name: 'create_time', type: 'datetime' },
  },
  indices: [{ name: 'UQ_daily_run_task_run_day', columns: ['task', 'day'], unique: true }],
});

/**
 * Claims `task` for `day` ('YYYY-MM-DD') for this instance: true for the first to ask, false for
 * every later one, on any instance — the unique index decides, so two instances asking in the
 * same instant cannot both win. Call it inside the transaction that queues the day's work: if
 * that rolls back, so does the claim.
 */
export async function claimDay(em: EntityManager, task: string, day: string): Promise<boolean> {
  if (await em.getRepository(DailyRunEntity).existsBy({ task, day })) return false;
  try {
    await em.getRepository(DailyRunEntity).insert({ task, day, claimedBy: `${hostname()}:${process.pid}`.slice(0, 64), createTime: new Date() });
    return true;
  } catch (error) {
    if (uniqueViolationOf(error)) return false;
    throw error;
  }
}
