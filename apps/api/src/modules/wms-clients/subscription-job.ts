import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { wmsClient } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import { WriteLock } from '../../core/database/write-lock';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { claimDay } from '../../engine/jobs/daily-run';
import { RecordWriter } from '../../engine/record-writer';
import { entitySchemaOf } from '../../engine/entity-schema';
import { subscriptionStatusOn, utcDay, type SubscriptionDates } from './subscription';
import { subscriptionOf } from './wms-client.hooks';

export const SUBSCRIPTION_JOB = 'wms-subscription-daily';
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

/**
 * Moves WMS clients' subscription statuses as their dates pass, once a day (UTC). Every
 * instance asks hourly; the first to claim the day (a unique row in `daily_run`, engine/jobs/
 * daily-run.ts) queues its job, and the job table's lease lets one instance run it. Were it to run twice (two instances queuing in the same instant, a retry after a lost
 * lease), it changes nothing more: the status is a pure function of the dates and the day
 * (subscription.ts), and only rows whose status differs are written, each with an audit entry.
 */
@Injectable()
export class SubscriptionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionJob');
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;

  constructor(
    private readonly ds: DataSource,
    private readonly jobs: JobQueue,
    private readonly writer: RecordWriter,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    kinds: JobKinds,
  ) {
    kinds.register<{ day: string }>(SUBSCRIPTION_JOB, { quiet: true, run: ({ payload }) => this.run(payload.day) });
  }

  /**
   * The first check a minute after start, then hourly: at bootstrap the migrations may not have
   * run yet (`--migrate` runs them after the app is built), and on SQLite's one connection a
   * transaction of ours would wrap theirs. A check while migrations are pending is skipped.
   */
  onApplicationBootstrap(): void {
    const check = () => void this.checkToday();
    this.first = setTimeout(check, FIRST_CHECK_MS);
    this.first.unref();
    this.timer = setInterval(check, CHECK_EVERY_MS);
    this.timer.unref();
  }

  private async checkToday(): Promise<void> {
    try {
      if (await this.ds.showMigrations()) return;
    } catch {
      return;
    }
    await this.queueToday();
  }

  onModuleDestroy(): void {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues today's run unless an instance claimed the day already (whatever became of its job). */
  async queueToday(day = utcDay()): Promise<void> {
    const key = `${SUBSCRIPTION_JOB}:${day}`;
    try {
      await this.lock.run(() => this.ds.transaction(async (em) => {
        if (await claimDay(em, SUBSCRIPTION_JOB, day)) await this.jobs.enqueue({ kind: SUBSCRIPTION_JOB, key, payload: { day } }, em);
      }));
    } catch (error) {
      this.logger.warn(`could not queue ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Today's statuses for every organisation; answers how many moved. */
  async run(day: string): Promise<{ day: string; moved: number }> {
    return this.lock.run(() => this.ds.transaction(async (em) => {
      const repo = em.getRepository(entitySchemaOf(wmsClient));
      const rows = await repo.find({ select: { id: true, subscriptionStatus: true, trialEndDate: true, subscriptionStartDate: true, subscriptionEndDate: true } });
      let moved = 0;
      for (const row of rows) {
        const next = subscriptionStatusOn(subscriptionOf(row) as SubscriptionDates, day);
        if (next === row.subscriptionStatus) continue;
        await this.writer.update(em, wmsClient, Number(row.id), { subscriptionStatus: next }, { action: SUBSCRIPTION_JOB });
        moved++;
      }
      if (moved) this.logger.log(`${day}: ${moved} subscription statuses moved`);
      return { day, moved };
    }));
  }
}
