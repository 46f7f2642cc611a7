import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-level table, its columns as the kind registry gave them when it was generated. */
export class ClientLevel1795491591155 implements MigrationInterface {
  name = 'ClientLevel1795491591155';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_level', [
      column('client_id', { type: 'integer' }, true),
      column('pricing_level_id', { type: 'integer' }, true),
      column('effective_from', { type: 'date' }, true),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('client_level', ['client_id']), index('client_level', ['pricing_level_id']), index('client_level', ['client_id', 'effective_from'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_level');
  }
}
