import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { dayBefore, midnightIn } from '@console/contracts';
import { inventorySnapshot, warehouse } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { CountCache } from '../../engine/count-cache';
import { dailyJob } from '../../engine/jobs/daily-job';
import type { DailySchedule } from '../../engine/jobs/daily-schedule';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

export const SNAPSHOT_JOB = 'inventory-snapshot-daily';

/** A DATE as the drivers give it back ('YYYY-MM-DD', or a Date at UTC midnight: the connection's zone is Z). */
export const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Writes what each client had on hand at 00:00:00 of a day where each warehouse is (its time
 * zone: a Los Angeles warehouse's day starts at 08:00 UTC) per warehouse, sku and lot (standard
 * and damage summed over locations), from the movements before that instant, so a run late, or
 * again, writes the same rows: the day's rows are replaced in one transaction. Storage billing
 * reads it.
 */
export async function writeSnapshot(em: EntityManager, day: string): Promise<number> {
  const places = await em.getRepository(entitySchemaOf(warehouse)).find({ select: { id: true, timeZone: true } }) as Row[];
  const sums: Array<Record<string, unknown>> = [];
  for (const place of places) {
    sums.push(...(await em.createQueryBuilder()
      .select('m.warehouse_id', 'warehouseId').addSelect('m.client_id', 'clientId').addSelect('m.sku', 'sku').addSelect('m.lot_date', 'lotDate')
      .addSelect('SUM(m.standard_delta)', 'standard').addSelect('SUM(m.damage_delta)', 'damage')
      .from('inventory_movement', 'm').where('m.warehouse_id = :w AND m.movement_time < :cutoff', { w: Number(place.id), cutoff: midnightIn(day, String(place.timeZone)) })
      .groupBy('m.warehouse_id').addGroupBy('m.client_id').addGroupBy('m.sku').addGroupBy('m.lot_date')
      .getRawMany()) as Array<Record<string, unknown>>);
  }
  const repo = em.getRepository(entitySchemaOf(inventorySnapshot));
  await repo.delete({ snapshotDate: day });
  const now = new Date();
  const rows = sums
    .map((s) => ({ standard: Number(s.standard), damage: Number(s.damage), s }))
    .filter((r) => r.standard + r.damage > 0)
    .map(({ standard, damage, s }) => ({
      snapshotDate: day, warehouseId: Number(s.warehouseId), clientId: Number(s.clientId), sku: String(s.sku), lotDate: dayText(s.lotDate),
      standard, damage, onHand: standard + damage, version: 1, createTime: now, updateTime: now,
    }));
  for (let at = 0; at < rows.length; at += 200) await repo.insert(rows.slice(at, at + 200));
  return rows.length;
}

@Injectable()
export class InventorySnapshotJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('InventorySnapshot');
  private readonly schedule: DailySchedule;

  constructor(private readonly ds: DataSource, jobs: JobQueue, kinds: JobKinds, @Inject(WRITE_LOCK) private readonly lock: WriteLock, private readonly counts: CountCache) {
    // the run of a UTC day writes the day before: by then that day has begun where every warehouse
    // is (UTC-12's midnight is 12:00 UTC), so no movement before a warehouse's midnight is still to come
    this.schedule = dailyJob(SNAPSHOT_JOB, { ds, jobs, kinds, lock, logger: this.logger }, (day) => this.run(dayBefore(day)));
  }

  onApplicationBootstrap(): void {
    this.schedule.start();
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }

  /** Queues the UTC day's run (the day before's snapshot) unless an instance claimed the day already (tests name the day). */
  queueToday(day?: string): Promise<void> {
    return this.schedule.queue(day);
  }

  async run(day: string): Promise<{ day: string; rows: number }> {
    const rows = await this.lock.run(() => this.ds.transaction((em) => writeSnapshot(em, day)));
    this.counts.invalidate(inventorySnapshot.name);
    this.logger.log(`${day}: ${rows} stock snapshot rows`);
    return { day, rows };
  }
}
