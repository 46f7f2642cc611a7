import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pack-session table, its columns as the kind registry gave them when it was generated. */
export class PackSession1795918000400 implements MigrationInterface {
  name = 'PackSession1795918000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pack_session', [
      column('user_name', { type: 'varchar', length: 64 }, true),
      column('mode', { type: 'varchar', length: 8 }, true),
      column('pick_batch_id', { type: 'integer' }),
      column('client_order_id', { type: 'integer' }),
      column('packaging_material_id', { type: 'integer' }),
      column('started_at', { type: 'datetime' }, true),
    ], [index('pack_session', ['user_name'], true), index('pack_session', ['pick_batch_id']), index('pack_session', ['client_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pack_session');
  }
}
