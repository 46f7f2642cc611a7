import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { WriteLock } from '../../core/database/write-lock';
import { claimDay } from './daily-run';
import type { JobQueue } from './job-queue';

const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDayOf(at = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A job kind run once a UTC day across every instance (the subscriptions' statuses, the
 * ledger's nightly check). Each instance asks hourly; the first to claim the day (a unique row
 * in `daily_run`, daily-run.ts) queues the job, and the job table's lease lets one instance run
 * it. The first ask comes a minute after start: at bootstrap the migrations may not have run
 * (`--migrate` runs them after the app is built), and an ask while some are pending is skipped.
 * With DAILY_SCHEDULES=off the instance never asks: only runs queued by name happen.
 */
export class DailySchedule {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;

  constructor(
    private readonly kind: string,
    private readonly deps: { ds: DataSource; jobs: JobQueue; lock: WriteLock; logger: Logger },
  ) {}

  start(): void {
    if (!this.deps.jobs.schedulesDaily) return;
    const check = () => void this.checkToday();
    this.first = setTimeout(check, FIRST_CHECK_MS);
    this.first.unref();
    this.timer = setInterval(check, CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues the day's run unless an instance claimed the day already (whatever became of its job). */
  async queue(day = utcDayOf()): Promise<void> {
    const { ds, jobs, lock, logger } = this.deps;
    const key = `${this.kind}:${day}`;
    try {
      await lock.run(() => ds.transaction(async (em) => {
        if (await claimDay(em, this.kind, day)) await jobs.enqueue({ kind: this.kind, key, payload: { day } }, em);
      }));
    } catch (error) {
      logger.warn(`could not queue ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async checkToday(): Promise<void> {
    try {
      if (await this.deps.ds.showMigrations()) return;
    } catch {
      return;
    }
    await this.queue();
  }
}
