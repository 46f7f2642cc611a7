import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pick-batch table, its columns as the kind registry gave them when it was generated. */
export class PickBatch1795918000000 implements MigrationInterface {
  name = 'PickBatch1795918000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pick_batch', [
      column('batch_no', { type: 'varchar', length: 16 }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('mode', { type: 'integer' }, true),
      column('zones', { type: 'varchar', length: 64 }),
      column('max_orders', { type: 'integer' }),
      column('status', { type: 'integer' }, true),
      column('order_count', { type: 'integer' }, true),
      column('line_count', { type: 'integer' }, true),
      column('unit_count', { type: 'integer' }, true),
      column('picked_at', { type: 'datetime' }),
      column('picked_by', { type: 'varchar', length: 64 }),
      column('picker', { type: 'varchar', length: 64 }),
      column('created_by', { type: 'varchar', length: 64 }),
    ], [index('pick_batch', ['batch_no'], true), index('pick_batch', ['warehouse_id', 'status', 'create_time']), index('pick_batch', ['status', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pick_batch');
  }
}
