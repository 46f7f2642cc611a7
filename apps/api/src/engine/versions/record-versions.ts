import type { EntityManager } from 'typeorm';
import { todayIn } from '@console/contracts';
import { ResourceDef, versionInForce } from '@console/metadata';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { Row } from '../row';
import { auditChanges } from '../audit';
import { RecordVersionEntity, RecordVersionRow } from './record-version.entity';

/**
 * Dated versions (ResourceDef.versions), written by the RecordWriter in the write's own
 * transaction: whatever changes a versioned record — a save, an action, a hook, a rollback —
 * leaves a version of it, so a quote can be priced again exactly as it was on its day.
 */
export async function recordVersion(em: EntityManager, def: ResourceDef, row: Row, admin?: CurrentAdmin, rolledBackFrom?: number): Promise<void> {
  if (!def.versions) return;
  const effective = row[def.versions.effectiveField];
  await em.getRepository(RecordVersionEntity).insert({
    resource: def.name, recordId: Number(row.id), version: Number(row.version),
    // A record saved without a date is in force from the day it was written, the writer's day.
    effectiveFrom: effective ? String(effective).slice(0, 10) : todayIn(admin?.timeZone),
    snapshot: auditChanges(def, row) as never, actorId: admin?.id ?? null, actorName: admin?.userName ?? null,
    rolledBackFrom: rolledBackFrom ?? null, createTime: new Date(),
  });
}

/** Every version of one record, newest first. */
export function versionsOf(em: EntityManager, def: ResourceDef, recordId: number): Promise<RecordVersionRow[]> {
  return em.getRepository(RecordVersionEntity).find({ where: { resource: def.name, recordId }, order: { version: 'DESC' } });
}

/**
 * Each record's version in force on `day` ('YYYY-MM-DD'), by record id: what a quote for that
 * day uses. A record with no version in force then (created later) is absent.
 */
export async function versionsInForce(em: EntityManager, def: ResourceDef, day: string, recordIds?: number[]): Promise<Map<number, RecordVersionRow>> {
  const qb = em.getRepository(RecordVersionEntity).createQueryBuilder('v')
    .where('v.resource = :resource AND v.effective_from <= :day', { resource: def.name, day });
  if (recordIds) {
    if (!recordIds.length) return new Map();
    qb.andWhere('v.record_id IN (:...recordIds)', { recordIds });
  }
  const byRecord = new Map<number, RecordVersionRow[]>();
  for (const v of await qb.getMany()) byRecord.set(v.recordId, [...(byRecord.get(v.recordId) ?? []), v]);
  const inForce = new Map<number, RecordVersionRow>();
  for (const [id, versions] of byRecord) inForce.set(id, versionInForce(versions, day)!);
  return inForce;
}
