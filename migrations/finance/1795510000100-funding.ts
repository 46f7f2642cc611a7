import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, table } from '../lib/table';

/** The funding table, its columns as the kind registry gave them when it was generated. */
export class Funding1795510000100 implements MigrationInterface {
  name = 'Funding1795510000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('funding', [
      column('client_id', { type: 'integer' }, true),
      column('amount', { type: 'bigint' }, true),
      column('funding_type', { type: 'integer' }, true),
      column('reference', { type: 'varchar', length: 128 }, true),
      column('status', { type: 'integer' }, true),
      column('deny_reason', { type: 'varchar', length: 255 }),
      column('decided_by', { type: 'varchar', length: 64 }),
      column('entry_id', { type: 'integer' }),
    ]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('funding');
  }
}
