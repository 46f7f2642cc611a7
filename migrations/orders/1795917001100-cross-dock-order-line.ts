import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The cross-dock-order-line table, its columns as the kind registry gave them when it was generated. */
export class CrossDockOrderLine1795917001100 implements MigrationInterface {
  name = 'CrossDockOrderLine1795917001100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('cross_dock_order_line', [
      column('cross_dock_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('qty', { type: 'integer' }, true),
      column('received_qty', { type: 'integer' }, true),
    ], [index('cross_dock_order_line', ['cross_dock_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cross_dock_order_line');
  }
}
