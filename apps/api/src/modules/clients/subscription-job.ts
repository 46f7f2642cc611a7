import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { wmsClient } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import { WriteLock } from '../../core/database/write-lock';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { dailyJob } from '../../engine/jobs/daily-job';
import type { DailySchedule } from '../../engine/jobs/daily-schedule';
import { RecordWriter } from '../../engine/record-writer';
import { entitySchemaOf } from '../../engine/entity-schema';
import { subscriptionStatusOn, type SubscriptionDates } from './subscription';
import { subscriptionOf } from './wms-client.hooks';

export const SUBSCRIPTION_JOB = 'wms-subscription-daily';

/**
 * Moves WMS clients' subscription statuses as their dates pass, once a day (UTC), on the daily
 * schedule (engine/jobs/daily-schedule.ts). Were it to run twice (two instances queuing in the
 * same instant, a retry after a lost lease), it changes nothing more: the status is a pure
 * function of the dates and the day (subscription.ts), and only rows whose status differs are
 * written, each with an audit entry.
 */
@Injectable()
export class SubscriptionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionJob');
  private readonly schedule: DailySchedule;

  constructor(
    private readonly ds: DataSource,
    jobs: JobQueue,
    private readonly writer: RecordWriter,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    kinds: JobKinds,
  ) {
    this.schedule = dailyJob(SUBSCRIPTION_JOB, { ds, jobs, kinds, lock, logger: this.logger }, (day) => this.run(day));
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }

  /** Queues today's run unless an instance claimed the day already (whatever became of its job). */
  queueToday(day?: string): Promise<void> {
    return this.schedule.queue(day);
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
