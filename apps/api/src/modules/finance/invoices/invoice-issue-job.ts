import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { periodBefore } from '@console/ledger';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { dailyJob } from '../../../engine/jobs/daily-job';
import type { DailySchedule } from '../../../engine/jobs/daily-schedule';
import { JobKinds } from '../../../engine/jobs/job-kinds';
import { JobQueue } from '../../../engine/jobs/job-queue';
import { CLIENT_INVOICES } from './client-invoice-book';
import { InvoiceService } from './invoice.service';
import { SUPPLIER_INVOICES } from './supplier-invoice-book';

const INVOICE_ISSUE_JOB = 'invoice-issue-daily';

/**
 * Issues last month's invoices, clients' and supplier warehouses', on the 1st (UTC), on the daily schedule. It runs every
 * day, not only on the 1st, so a 1st the platform was down is caught up the next day; on the
 * other days it finds last month issued and does nothing. An entry dated in an issued month but
 * posted after its issue is left for the next invoice, as a manual issue leaves it.
 */
@Injectable()
export class InvoiceIssueJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('InvoiceIssue');
  private readonly schedule: DailySchedule;

  constructor(ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) lock: WriteLock, private readonly invoices: InvoiceService) {
    this.schedule = dailyJob(INVOICE_ISSUE_JOB, { ds, jobs, kinds, lock, logger: this.log }, (day) => this.run(day));
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }

  /** Queues the day's run unless an instance claimed the day already (tests give the day). */
  queueDaily(day?: string): Promise<void> {
    return this.schedule.queue(day);
  }

  /** The day's run: the month before the day's, issued for every client and warehouse with something to invoice. */
  async run(day: string): Promise<{ period: string; issued: number }> {
    const at = new Date(`${day}T00:00:00Z`);
    const period = periodBefore(at);
    let issued = 0;
    for (const book of [CLIENT_INVOICES, SUPPLIER_INVOICES]) {
      const count = await this.invoices.issueMonth(book, period, at);
      if (count) this.log.log(`${period}: ${count} ${book.kind} invoices issued`);
      issued += count;
    }
    return { period, issued };
  }
}
