import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import type { DailySchedule } from '../../engine/jobs/daily-schedule';
import { dailyJob } from '../../engine/jobs/daily-job';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { newestCheck } from '../../engine/jobs/newest-check';
import { verifyStock, type StockVerdict } from './stock-verify';

export const STOCK_VERIFY_JOB = 'inventory-verify-daily';

/** A full check's verdict with when it ran: what the inventory screens' banner shows. */
export type DatedStockVerdict = StockVerdict & { checkedAt: string };

/**
 * Runs the stock verification (stock-verify.ts) nightly on the daily schedule, and on demand
 * (`GET /api/inventory/verify`). The last full run's verdict is the inventory screens' red
 * banner: a drift stays red until a run finds none. A drift is logged as an error and never
 * fixed silently: the movements are the truth, and a person decides what to post. The nightly
 * verdict is the job's stored result, so every instance shows the same banner.
 */
@Injectable()
export class StockVerifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Inventory');
  private readonly schedule: DailySchedule;
  private last?: DatedStockVerdict;

  constructor(private readonly ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) lock: WriteLock) {
    // every row whatever the day: the day only names the run (one a day)
    this.schedule = dailyJob(STOCK_VERIFY_JOB, { ds, jobs, kinds, lock, logger: this.log }, () => this.verifyAll());
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }

  /** Queues tonight's check (the schedule's own call; tests call it for a given day). */
  queueNightly(day?: string): Promise<void> {
    return this.schedule.queue(day);
  }

  async verifyAll(): Promise<DatedStockVerdict> {
    const verdict = { ...(await verifyStock(this.ds.manager)), checkedAt: new Date().toISOString() };
    this.last = verdict;
    if (verdict.drifted) this.log.error(`stock drift: ${verdict.drifted} of ${verdict.rows} rows differ from their movements; first: inventory ${verdict.firstDrifted?.inventoryId}`);
    return verdict;
  }

  /** The newest full run's verdict: this instance's, or the last nightly job's; null before any. */
  lastVerdict(): Promise<DatedStockVerdict | null> {
    return newestCheck(this.ds, STOCK_VERIFY_JOB, this.last);
  }

}
