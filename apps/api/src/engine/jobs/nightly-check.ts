import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { DailySchedule } from './daily-schedule';
import { dailyJob, type DailyJobDeps } from './daily-job';
import { newestCheck } from './newest-check';

/** What a check finds: how many rows drifted from their source, and when it ran. */
export interface CheckVerdict {
  drifted: number;
  checkedAt: string;
}

/**
 * A check of cached figures against their source (the ledger's balances against its entries,
 * the stock against its movements): run nightly as a daily job and on demand. The last full
 * run's verdict is what the screens' banner shows, a drift staying red until a run finds none;
 * a drift is logged as an error and never fixed silently (the source is the truth, and a
 * person decides what to post). The nightly verdict is the job's stored result, so every
 * instance (and one just restarted) shows the same banner. A domain names its job, runs its
 * check (`check`) and words its drift (`driftLine`).
 */
export abstract class NightlyCheck<V extends CheckVerdict> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly schedule: DailySchedule;
  private last?: V;

  protected constructor(private readonly kind: string, private readonly deps: DailyJobDeps) {
    // the whole table whatever the day: the day only names the run (one a day)
    this.schedule = dailyJob(kind, deps, () => this.verifyAll());
  }

  protected abstract check(): Promise<V>;

  /** The error logged when a run finds a drift. */
  protected abstract driftLine(verdict: V): string;

  protected get log(): Logger {
    return this.deps.logger;
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

  async verifyAll(): Promise<V> {
    const verdict = await this.check();
    this.last = verdict;
    if (verdict.drifted) this.log.error(this.driftLine(verdict));
    return verdict;
  }

  /** The newest full run's verdict: this instance's, or the last nightly job's; null before any. */
  lastVerdict(): Promise<V | null> {
    return newestCheck(this.deps.ds, this.kind, this.last);
  }
}
