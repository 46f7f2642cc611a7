import type { DataSource } from 'typeorm';
import { JobEntity } from './job.entity';

/**
 * The newest verdict of a check that runs nightly as a daily job and on demand (the ledger's,
 * the stock's): this instance's own last run, or the last finished job's stored result if that
 * is newer (another instance's nightly run); null before any. What every instance's banner shows.
 */
export async function newestCheck<V extends { checkedAt: string }>(ds: DataSource, kind: string, own: V | undefined): Promise<V | null> {
  const job = await ds.getRepository(JobEntity).findOne({
    where: { kind, status: 'done' }, order: { id: 'DESC' }, select: { id: true, result: true },
  });
  const stored = (job?.result ?? null) as V | null;
  if (!own) return stored;
  return stored && stored.checkedAt > own.checkedAt ? stored : own;
}
