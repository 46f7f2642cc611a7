import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, varchar } from '../lib/table';

/** Daily runs claimed (apps/api/src/engine/jobs/daily-run.ts): one row per task and day, whichever instance came first. */
export class DailyRun1795480000000 implements MigrationInterface {
  name = 'DailyRun1795480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'daily_run',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('task', 64, true), varchar('run_day', 10, true), varchar('claimed_by', 64, true), datetime('create_time', true),
      ],
      indices: [index('daily_run', ['task', 'run_day'], true)],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('daily_run');
  }
}
