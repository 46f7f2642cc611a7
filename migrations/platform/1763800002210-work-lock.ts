import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, varchar } from '../lib/table';

/** Work locks (apps/api/src/engine/work-locks): who is editing which record, until when. */
export class WorkLock1763800002210 implements MigrationInterface {
  name = 'WorkLock1763800002210';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'work_lock',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('resource', 64, true), int('record_id', true), int('owner_id', true), varchar('owner_name', 64, true),
        datetime('locked_until', true), datetime('create_time', true), datetime('update_time', true),
      ],
      indices: [index('work_lock', ['resource', 'record_id'], true)],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_lock');
  }
}
