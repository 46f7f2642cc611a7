import { MigrationInterface, QueryRunner } from 'typeorm';
import { datetime, index, int, table, text, varchar } from '../lib/table';

/** The engine's job queue (apps/api/src/engine/jobs): background work of any kind, exports first. */
export class Job1763800002200 implements MigrationInterface {
  name = 'Job1763800002200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('job', [
      varchar('kind', 48, true), varchar('status', 16, true), varchar('job_key', 128),
      int('attempts', true), int('max_attempts', true), int('progress', true),
      text('payload'), text('result'), varchar('error', 500), int('owner_id'),
      varchar('lease_owner', 64), datetime('lease_until'), datetime('run_after', true),
      datetime('start_time'), datetime('finish_time'),
    ], [index('job', ['status', 'run_after']), index('job', ['owner_id', 'create_time']), index('job', ['job_key'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('job');
  }
}
