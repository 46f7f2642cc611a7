import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, LessThanOrEqual } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { WriteLock } from '../../core/database/write-lock';
import { uniqueViolationOf } from '../../core/database/driver-errors';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WorkLockEntity, WorkLockRow, liveLock } from './work-lock.entity';

/** What the holder sees of a lock. */
export function presentLock(lock: WorkLockRow) {
  return { resource: lock.resource, recordId: lock.recordId, ownerId: lock.ownerId, ownerName: lock.ownerName, until: new Date(lock.until).toISOString() };
}

/**
 * Acquire, renew and release a record's work lock. The unique index on (resource, record) is
 * the guarantee: of two users acquiring at once one insert fails and that user gets the 409.
 * A lock lasts WORK_LOCK_TTL_MS; the editing screen renews it, a closed one lets it lapse.
 * While another user holds it, their saves through the engine answer the same 409 (RecordWriter).
 */
@Injectable()
export class WorkLocks {
  constructor(
    private readonly ds: DataSource,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private tx<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.lock.run(() => this.ds.transaction(work));
  }

  /** Takes the lock, or extends it if the caller holds it already; 409 while someone else does. */
  async acquire(resource: string, recordId: number, admin: CurrentAdmin): Promise<WorkLockRow> {
    try {
      return await this.tx(async (em) => {
        const repo = em.getRepository(WorkLockEntity);
        const now = new Date();
        const until = new Date(now.getTime() + this.config.workLockTtlMs);
        // a lapsed lock is nobody's: clear it so the insert below may take its place
        await repo.delete({ resource, recordId, until: LessThanOrEqual(now) });
        const held = await repo.findOneBy({ resource, recordId });
        if (held && held.ownerId !== admin.id) throw new AppException(409, 'workLocked');
        if (held) {
          await repo.update({ id: held.id }, { until, updateTime: now });
        } else {
          await repo.insert({ resource, recordId, ownerId: admin.id, ownerName: admin.userName, until, createTime: now, updateTime: now });
        }
        return repo.findOneByOrFail({ resource, recordId });
      });
    } catch (error) {
      if (uniqueViolationOf(error)) throw new AppException(409, 'workLocked'); // lost the race to another user
      throw error;
    }
  }

  /** Extends the caller's live lock; 409 if it lapsed and someone else took it, else it is taken again. */
  renew(resource: string, recordId: number, admin: CurrentAdmin): Promise<WorkLockRow> {
    return this.acquire(resource, recordId, admin);
  }

  /** Lets go of the caller's lock (nothing to do if they hold none); another user's lock stays. */
  async release(resource: string, recordId: number, admin: CurrentAdmin): Promise<void> {
    await this.tx(async (em) => {
      const lock = await liveLock(em, resource, recordId);
      if (lock && lock.ownerId !== admin.id) throw new AppException(409, 'workLocked');
      await em.getRepository(WorkLockEntity).delete({ resource, recordId, ownerId: admin.id });
    });
  }
}
