import { EntityManager, EntitySchema, MoreThan } from 'typeorm';
import { AppException } from '../../core/envelope/app-exception';

/**
 * "I am editing this record": one row per (resource, record) at most (unique index), held by
 * one admin until `until`. A lock past its `until` counts as free (a closed browser stops
 * renewing and the lock lapses); the next acquire replaces it.
 */
export interface WorkLockRow {
  id: number;
  resource: string;
  recordId: number;
  ownerId: number;
  ownerName: string;
  until: Date;
  createTime: Date;
  updateTime: Date;
}

export const WorkLockEntity = new EntitySchema<WorkLockRow>({
  name: 'work-lock',
  tableName: 'work_lock',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    resource: { name: 'resource', type: 'varchar', length: 64 },
    recordId: { name: 'record_id', type: 'integer' },
    ownerId: { name: 'owner_id', type: 'integer' },
    ownerName: { name: 'owner_name', type: 'varchar', length: 64 },
    until: { name: 'locked_until', type: 'datetime' },
    createTime: { name: 'create_time', type: 'datetime' },
    updateTime: { name: 'update_time', type: 'datetime' },
  },
  indices: [{ name: 'UQ_work_lock_resource_record_id', columns: ['resource', 'recordId'], unique: true }],
});

/** The live lock on a record, if any (expired ones are nobody's). */
export function liveLock(em: EntityManager, resource: string, recordId: number, now = new Date()): Promise<WorkLockRow | null> {
  return em.getRepository(WorkLockEntity).findOneBy({ resource, recordId, until: MoreThan(now) });
}

/** 409 'another user is already in action' when someone other than `ownerId` holds a live lock. */
export async function assertNotLockedByOther(em: EntityManager, resource: string, recordId: number, ownerId: number): Promise<void> {
  const lock = await liveLock(em, resource, recordId);
  if (lock && lock.ownerId !== ownerId) throw new AppException(409, 'workLocked');
}
