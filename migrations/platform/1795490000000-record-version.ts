import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, text, varchar } from '../lib/table';

/** Dated versions of versioned records (apps/api/src/engine/versions): one row per write, never changed. */
export class RecordVersion1795490000000 implements MigrationInterface {
  name = 'RecordVersion1795490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'record_version',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('resource', 64, true), int('record_id', true), int('version', true), varchar('effective_from', 10, true),
        text('snapshot', true), int('actor_id'), varchar('actor_name', 64), int('rolled_back_from'), datetime('create_time', true),
      ],
      indices: [
        index('record_version', ['resource', 'record_id', 'version'], true),
        index('record_version', ['resource', 'effective_from']),
      ],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('record_version');
  }
}
