import { EntityManager, EntitySchema } from 'typeorm';
import { FieldDef, ResourceDef, isReturned } from '@console/metadata';
import type { CurrentAdmin } from '../core/http/request-context';
import type { Row } from './row';

/**
 * The audit trail: every write through the engine records who did what to which record, in the
 * write's own transaction (no change without its entry). Server-only and write-only values —
 * password hashes, passwords — are never recorded.
 */
export interface AuditRow {
  id: number;
  resource: string;
  recordId: number;
  action: string;
  actorId: number | null;
  actorName: string | null;
  changes: Record<string, unknown> | null;
  createTime: Date;
}

export const AuditLogEntity = new EntitySchema<AuditRow>({
  name: 'audit-log',
  tableName: 'audit_log',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    resource: { name: 'resource', type: 'varchar', length: 64 },
    recordId: { name: 'record_id', type: 'integer' },
    action: { name: 'action', type: 'varchar', length: 32 },
    actorId: { name: 'actor_id', type: 'integer', nullable: true },
    actorName: { name: 'actor_name', type: 'varchar', length: 64, nullable: true },
    changes: {
      name: 'changes', type: 'text', nullable: true,
      transformer: { to: (v: unknown) => (v == null ? null : JSON.stringify(v)), from: (v: string | null) => (v ? JSON.parse(v) : null) },
    },
    createTime: { name: 'create_time', type: 'datetime' },
  },
  indices: [{ name: 'IDX_audit_log_resource_record_id', columns: ['resource', 'recordId'] }],
});

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v ?? null);
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** The visible fields of a record, or of a change as `{field: [before, after]}`. */
export function auditChanges(def: ResourceDef, after: Row, before?: Row): Record<string, unknown> {
  const visible = Object.entries(def.fields).filter(([, f]: [string, FieldDef]) => isReturned(f) && f.storage !== 'computed');
  const changes: Record<string, unknown> = {};
  for (const [key] of visible) {
    if (!(key in after)) continue;
    if (!before) changes[key] = plain(after[key]);
    else if (!same(before[key], after[key])) changes[key] = [plain(before[key]), plain(after[key])];
  }
  return changes;
}

export async function recordAudit(
  em: EntityManager,
  entry: { resource: string; recordId: number; action: string; admin?: CurrentAdmin; changes?: Record<string, unknown> | null },
): Promise<void> {
  await em.getRepository(AuditLogEntity).insert({
    resource: entry.resource, recordId: entry.recordId, action: entry.action,
    actorId: entry.admin?.id ?? null, actorName: entry.admin?.userName ?? null,
    changes: (entry.changes ?? null) as never, createTime: new Date(),
  });
}
