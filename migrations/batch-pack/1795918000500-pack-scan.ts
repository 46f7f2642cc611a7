import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pack-scan table, its columns as the kind registry gave them when it was generated. */
export class PackScan1795918000500 implements MigrationInterface {
  name = 'PackScan1795918000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pack_scan', [
      column('client_order_id', { type: 'integer' }, true),
      column('client_order_item_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('code', { type: 'varchar', length: 64 }, true),
      column('pick_batch_id', { type: 'integer' }),
      column('user_name', { type: 'varchar', length: 64 }, true),
    ], [index('pack_scan', ['client_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pack_scan');
  }
}
