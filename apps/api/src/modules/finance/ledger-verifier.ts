import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { verifyAccount, verifyLedger, type AccountVerdict, type LedgerVerdict } from './ledger-verify';

/**
 * Runs the ledger verification (ledger-verify.ts) and remembers the last full run, so the
 * finance screens can show a red banner while a drift stands. A drift is logged as an error and
 * never fixed silently: the entries are the truth, and a person decides what reverses what.
 */
@Injectable()
export class LedgerVerifier {
  private readonly log = new Logger('Ledger');
  private last?: LedgerVerdict;

  constructor(private readonly ds: DataSource) {}

  verifyAccount(clientId: number): Promise<AccountVerdict> {
    return verifyAccount(this.ds.manager, clientId);
  }

  async verifyAll(): Promise<LedgerVerdict> {
    const verdict = await verifyLedger(this.ds.manager);
    this.last = verdict;
    if (verdict.drifted) this.log.error(`ledger drift: ${verdict.drifted} of ${verdict.accounts} accounts differ from their entries; first: client ${verdict.firstDrifted?.clientId}`);
    return verdict;
  }

  /** The last full run's verdict (none before the first run). */
  lastVerdict(): LedgerVerdict | undefined {
    return this.last;
  }
}
