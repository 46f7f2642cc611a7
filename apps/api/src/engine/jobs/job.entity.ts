import { EntitySchema } from 'typeorm';
import { SYSTEM_COLUMNS } from '../columns';

/**
 * A background job (table `job`). queued: waiting; running: a worker holds its lease;
 * failed: an attempt failed, retried after `runAfter`; done; dead: gave up after maxAttempts
 * (an administrator may queue it again). `leaseOwner`/`leaseUntil` say which worker runs it
 * and until when that claim holds without renewal: a crashed worker's job is taken again after.
 */
export type JobStatus = 'queued' | 'running' | 'failed' | 'done' | 'dead';

export interface JobRow {
  id: number;
  version: number;
  kind: string;
  status: JobStatus;
  /** At most one unfinished job per key (e.g. `export:42`); null: no such rule. */
  key: string | null;
  attempts: number;
  maxAttempts: number;
  progress: number;
  payload: unknown;
  result: unknown;
  error: string | null;
  ownerId: number | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  runAfter: Date;
  startTime: Date | null;
  finishTime: Date | null;
  createTime: Date;
  updateTime: Date;
}

const json = {
  to: (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v)),
  from: (v: string | null) => (v ? JSON.parse(v) : null),
};

/**
 * The job table. A job's result can be large (a replay's table per client and service runs to
 * hundreds of kilobytes): on MySQL `payload` and `result` are MEDIUMTEXT (16 MB; TEXT stops at
 * 64 KB), on SQLite TEXT has no limit. `jobEntityFor` gives the schema for a database; code reads
 * and writes through `JobEntity`, which TypeORM finds by its name whichever one was registered.
 */
export function jobEntityFor(dbType: 'sqlite' | 'mysql'): EntitySchema<JobRow> {
  const large = dbType === 'mysql' ? 'mediumtext' : 'text';
  return new EntitySchema<JobRow>({
  name: 'job',
  tableName: 'job',
  columns: {
    ...SYSTEM_COLUMNS,
    kind: { name: 'kind', type: 'varchar', length: 48 },
    status: { name: 'status', type: 'varchar', length: 16 },
    key: { name: 'job_key', type: 'varchar', length: 128, nullable: true },
    attempts: { name: 'attempts', type: 'integer' },
    maxAttempts: { name: 'max_attempts', type: 'integer' },
    progress: { name: 'progress', type: 'integer' },
    payload: { name: 'payload', type: large, nullable: true, transformer: json },
    result: { name: 'result', type: large, nullable: true, transformer: json },
    error: { name: 'error', type: 'varchar', length: 500, nullable: true },
    ownerId: { name: 'owner_id', type: 'integer', nullable: true },
    leaseOwner: { name: 'lease_owner', type: 'varchar', length: 64, nullable: true },
    leaseUntil: { name: 'lease_until', type: 'datetime', nullable: true },
    runAfter: { name: 'run_after', type: 'datetime' },
    startTime: { name: 'start_time', type: 'datetime', nullable: true },
    finishTime: { name: 'finish_time', type: 'datetime', nullable: true },
  },
  indices: [
    { name: 'IDX_job_status_run_after', columns: ['status', 'runAfter'] },
    { name: 'IDX_job_owner_id_create_time', columns: ['ownerId', 'createTime'] },
    { name: 'IDX_job_job_key', columns: ['key'] },
  ],
  });
}

export const JobEntity = jobEntityFor('sqlite');

/** What the owner sees of a job: no payload (it may hold internals), no lease details. */
export function presentJob(job: JobRow) {
  return {
    id: job.id, kind: job.kind, status: job.status, attempts: job.attempts, maxAttempts: job.maxAttempts,
    progress: job.progress, result: job.result, error: job.error,
    createTime: new Date(job.createTime).toISOString(), updateTime: new Date(job.updateTime).toISOString(),
    startTime: job.startTime ? new Date(job.startTime).toISOString() : null,
    finishTime: job.finishTime ? new Date(job.finishTime).toISOString() : null,
  };
}
