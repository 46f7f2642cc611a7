import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { dailyJob } from '../../engine/jobs/daily-job';
import type { DailySchedule } from '../../engine/jobs/daily-schedule';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { newestCheck } from '../../engine/jobs/newest-check';
import { verifyAccount, verifyLedger, type AccountVerdict, type LedgerVerdict } from './ledger-verify';

export const LEDGER_VERIFY_JOB = 'ledger-verify-daily';

/**
 * Runs the ledger verification (ledger-verify.ts): nightly on the daily schedule, and on demand.
 * The last full run's verdict is what the finance screens' banner shows: a drift stays red
 * until a run finds none. A drift is logged as an error and never fixed silently: the entries
 * are the truth, and a person decides what reverses what. The nightly verdict is the job's
 * stored result, so every instance (and one just restarted) shows the same banner.
 */
@Injectable()
export class LedgerVerifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Ledger');
  private readonly schedule: DailySchedule;
  private last?: LedgerVerdict;

  constructor(private readonly ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) lock: WriteLock) {
    // the whole ledger whatever the day: the day only names the run (one a day)
    this.schedule = dailyJob(LEDGER_VERIFY_JOB, { ds, jobs, kinds, lock, logger: this.log }, () => this.verifyAll());
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

  verifyAccount(clientId: number): Promise<AccountVerdict> {
    return verifyAccount(this.ds.manager, clientId);
  }

  /**
   * The check of one sales owner's clients only (a sales user's on-demand check): it learns
   * nothing of the rest of the ledger, and is not the banner's verdict.
   */
  verifyOwn(salesId: number): Promise<LedgerVerdict> {
    return verifyLedger(this.ds.manager, salesId);
  }

  async verifyAll(): Promise<LedgerVerdict> {
    const verdict = await verifyLedger(this.ds.manager);
    this.last = verdict;
    if (verdict.drifted) this.log.error(`ledger drift: ${verdict.drifted} of ${verdict.accounts} accounts differ from their entries; first: client ${verdict.firstDrifted?.clientId}`);
    return verdict;
  }

  /** The newest full run's verdict: this instance's, or the last nightly job's; null before any. */
  lastVerdict(): Promise<LedgerVerdict | null> {
    return newestCheck(this.ds, LEDGER_VERIFY_JOB, this.last);
  }

}
