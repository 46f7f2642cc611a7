import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pick-batch-line table, its columns as the kind registry gave them when it was generated. */
export class PickBatchLine1795918000200 implements MigrationInterface {
  name = 'PickBatchLine1795918000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pick_batch_line', [
      column('pick_batch_id', { type: 'integer' }, true),
      column('walk_order', { type: 'integer' }, true),
      column('location_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('client_id', { type: 'integer' }, true),
      column('inventory_id', { type: 'integer' }, true),
      column('qty', { type: 'integer' }, true),
      column('picked_qty', { type: 'integer' }, true),
      column('short_qty', { type: 'integer' }, true),
    ], [index('pick_batch_line', ['pick_batch_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pick_batch_line');
  }
}
