import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The cross-dock-order-package table, its columns as the kind registry gave them when it was generated. */
export class CrossDockOrderPackage1795917001200 implements MigrationInterface {
  name = 'CrossDockOrderPackage1795917001200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('cross_dock_order_package', [
      column('cross_dock_order_id', { type: 'integer' }, true),
      column('length', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('width', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('height', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('dim_unit', { type: 'varchar', length: 2 }, true),
      column('weight', { type: 'decimal', precision: 18, scale: 3 }, true),
      column('weight_unit', { type: 'varchar', length: 2 }, true),
    ], [index('cross_dock_order_package', ['cross_dock_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cross_dock_order_package');
  }
}
