import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { WriteLock } from '../../core/database/write-lock';
import { DailySchedule } from './daily-schedule';
import type { JobKinds } from './job-kinds';
import type { JobQueue } from './job-queue';

export interface DailyJobDeps {
  ds: DataSource;
  jobs: JobQueue;
  kinds: JobKinds;
  lock: WriteLock;
  logger: Logger;
}

/**
 * A job kind run once a UTC day: registers `kind` (quiet: the run logs in its own words; the
 * payload is the day, 'YYYY-MM-DD') with `run` as its handler, and answers the kind's daily
 * schedule (daily-schedule.ts) for the owner to start at bootstrap, stop on shutdown, and queue
 * a given day from tests. What `run` returns is stored as the job's result.
 */
export function dailyJob(kind: string, deps: DailyJobDeps, run: (day: string) => Promise<unknown>): DailySchedule {
  deps.kinds.register<{ day: string }>(kind, { quiet: true, run: ({ payload }) => run(payload.day) });
  return new DailySchedule(kind, { ds: deps.ds, jobs: deps.jobs, lock: deps.lock, logger: deps.logger });
}
