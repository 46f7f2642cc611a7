import { EntitySchema } from 'typeorm';

/** One dated version of a versioned record (ResourceDef.versions): written once, never changed. */
export interface RecordVersionRow {
  id: number;
  resource: string;
  recordId: number;
  /** The record's version number this write produced. */
  version: number;
  /** 'YYYY-MM-DD': in force from this day (the record's effective field). */
  effectiveFrom: string;
  /** The record's visible values after the write (as the audit records a create). */
  snapshot: Record<string, unknown>;
  actorId: number | null;
  actorName: string | null;
  /** The earlier version this one restored, when written by a rollback. */
  rolledBackFrom: number | null;
  createTime: Date;
}

export const RecordVersionEntity = new EntitySchema<RecordVersionRow>({
  name: 'record-version',
  tableName: 'record_version',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    resource: { name: 'resource', type: 'varchar', length: 64 },
    recordId: { name: 'record_id', type: 'integer' },
    version: { name: 'version', type: 'integer' },
    effectiveFrom: { name: 'effective_from', type: 'varchar', length: 10 },
    snapshot: {
      name: 'snapshot', type: 'text',
      transformer: { to: (v: unknown) => JSON.stringify(v ?? {}), from: (v: string | null) => (v ? JSON.parse(v) : {}) },
    },
    actorId: { name: 'actor_id', type: 'integer', nullable: true },
    actorName: { name: 'actor_name', type: 'varchar', length: 64, nullable: true },
    rolledBackFrom: { name: 'rolled_back_from', type: 'integer', nullable: true },
    createTime: { name: 'create_time', type: 'datetime' },
  },
  indices: [
    { name: 'UQ_record_version_resource_record_id_version', columns: ['resource', 'recordId', 'version'], unique: true },
    { name: 'IDX_record_version_resource_effective_from', columns: ['resource', 'effectiveFrom'] },
  ],
});
