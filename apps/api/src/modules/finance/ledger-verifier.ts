import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { NightlyCheck } from '../../engine/jobs/nightly-check';
import { verifyAccount, verifyLedger, type AccountVerdict, type LedgerVerdict } from './ledger-verify';

export const LEDGER_VERIFY_JOB = 'ledger-verify-daily';

/**
 * The ledger verification (ledger-verify.ts), nightly and on demand: the finance screens' red
 * banner while a balance differs from its entries. One account, or one sales owner's clients,
 * are checked on demand too (not the banner's verdict).
 */
@Injectable()
export class LedgerVerifier extends NightlyCheck<LedgerVerdict> {
  constructor(private readonly ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) lock: WriteLock) {
    super(LEDGER_VERIFY_JOB, { ds, jobs, kinds, lock, logger: new Logger('Ledger') });
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

  protected check(): Promise<LedgerVerdict> {
    return verifyLedger(this.ds.manager);
  }

  protected driftLine(verdict: LedgerVerdict): string {
    return `ledger drift: ${verdict.drifted} of ${verdict.accounts} accounts differ from their entries; first: client ${verdict.firstDrifted?.clientId}`;
  }
}
