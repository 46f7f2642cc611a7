import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pick-batch-order table, its columns as the kind registry gave them when it was generated. */
export class PickBatchOrder1795918000100 implements MigrationInterface {
  name = 'PickBatchOrder1795918000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pick_batch_order', [
      column('pick_batch_id', { type: 'integer' }, true),
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_order_id', { type: 'integer' }, true),
      column('sequence', { type: 'integer' }, true),
      column('units', { type: 'integer' }, true),
      column('status', { type: 'integer' }, true),
    ], [index('pick_batch_order', ['pick_batch_id']), index('pick_batch_order', ['client_order_id']), index('pick_batch_order', ['pick_batch_id', 'order_no'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pick_batch_order');
  }
}
