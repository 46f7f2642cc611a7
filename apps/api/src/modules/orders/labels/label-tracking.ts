import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { TRACKING_STATUS } from '@console/carriers';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { RecordWriter } from '../../../engine/record-writer';
import type { Row } from '../../../engine/row';
import { LABELLED_KINDS, type LabelledKind } from './labelled-kind';
import { trackingStatusAt } from './order-labels';

/** A label that moved: its order (resource and id) and the status stored. */
export interface Moved { resource: string; id: number; trackingStatus: number }

/** How often the labels are tracked: the sandbox's steps are hours apart (SANDBOX_TIMELINE). */
const EVERY_MS = 5 * 60_000;
/** Labels read per look and kind of order, oldest first. */
const BATCH = 500;
/** Statuses the carrier still moves: label created -> in transit -> delivered (or exception), void pending -> voided. */
const MOVING = [TRACKING_STATUS.LABEL_CREATED, TRACKING_STATUS.IN_TRANSIT, TRACKING_STATUS.VOID_PENDING];

/**
 * Tracking (02 §4 tracking status): a periodic look, as the support desk's SLA watch, every five
 * minutes on every instance, that asks the sandbox carrier's timeline (libs/carriers
 * `trackSandboxLabel`, the time passed in) where each moving label is and stores the status
 * when it changed (label created 1 -> in transit 2 -> delivered 3; void pending 6 -> voided 4).
 * Each change is a conditional write through the RecordWriter (audited, versioned), so two
 * instances looking at once write it once; a missed look is caught up by the next.
 */
@Injectable()
export class LabelTracking implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LabelTracking');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly ds: DataSource, @Inject(WRITE_LOCK) private readonly lock: WriteLock, private readonly writer: RecordWriter) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.advance(new Date()).catch((error: unknown) => this.logger.warn(`Label tracking failed: ${String(error)}`));
    }, EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One look at `now`: the orders (parcel and cross-dock) whose label moved, with their new status. */
  async advance(now: Date): Promise<Moved[]> {
    const moved: Moved[] = [];
    for (const kind of LABELLED_KINDS) moved.push(...await this.advanceKind(kind, now));
    return moved;
  }

  private async advanceKind({ order }: LabelledKind, now: Date): Promise<Moved[]> {
    const repo = this.ds.getRepository(entitySchemaOf(order));
    const rows = await repo.find({ where: { trackingStatus: In(MOVING) } as never, order: { id: 'ASC' } as never, take: BATCH }) as Row[];
    const moved: Moved[] = [];
    for (const row of rows) {
      const status = trackingStatusAt(row, now.getTime());
      if (status === null || status === Number(row.trackingStatus)) continue;
      const done = await this.lock.run(() => this.ds.transaction(async (em) => {
        const fresh = await em.getRepository(entitySchemaOf(order)).findOneBy({ id: Number(row.id) }) as Row | null;
        // changed since it was read (voided, tracked by another instance): the next look sees it
        if (!fresh || Number(fresh.version) !== Number(row.version)) return false;
        await this.writer.in(em, undefined, { action: 'track' }).update(order, Number(row.id), { trackingStatus: status }, { expectedVersion: Number(row.version) });
        return true;
      })).catch((error: unknown) => {
        this.logger.warn(`Tracking order ${String(row.id)} failed: ${String(error)}`);
        return false;
      });
      if (done) moved.push({ resource: order.name, id: Number(row.id), trackingStatus: status });
    }
    return moved;
  }
}
