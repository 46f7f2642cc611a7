import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { NightlyCheck } from '../../engine/jobs/nightly-check';
import { verifyStock, type StockVerdict } from './stock-verify';

export const STOCK_VERIFY_JOB = 'inventory-verify-daily';

/** A full check's verdict with when it ran: what the inventory screens' banner shows. */
export type DatedStockVerdict = StockVerdict & { checkedAt: string };

/**
 * The stock verification (stock-verify.ts), nightly and on demand (`GET /api/inventory/verify`):
 * the inventory screens' red banner while the cached on-hand rows differ from their movements.
 */
@Injectable()
export class StockVerifier extends NightlyCheck<DatedStockVerdict> {
  constructor(private readonly ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) lock: WriteLock) {
    super(STOCK_VERIFY_JOB, { ds, jobs, kinds, lock, logger: new Logger('Inventory') });
  }

  protected async check(): Promise<DatedStockVerdict> {
    return { ...(await verifyStock(this.ds.manager)), checkedAt: new Date().toISOString() };
  }

  protected driftLine(verdict: DatedStockVerdict): string {
    return `stock drift: ${verdict.drifted} of ${verdict.rows} rows differ from their movements; first: inventory ${verdict.firstDrifted?.inventoryId}`;
  }
}
