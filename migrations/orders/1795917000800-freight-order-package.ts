import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The freight-order-package table, its columns as the kind registry gave them when it was generated. */
export class FreightOrderPackage1795917000800 implements MigrationInterface {
  name = 'FreightOrderPackage1795917000800';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('freight_order_package', [
      column('freight_order_id', { type: 'integer' }, true),
      column('package_type_no', { type: 'varchar', length: 32 }, true),
      column('qty', { type: 'integer' }, true),
      column('length', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('width', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('height', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('dim_unit', { type: 'varchar', length: 2 }, true),
      column('weight', { type: 'decimal', precision: 18, scale: 3 }, true),
      column('weight_unit', { type: 'varchar', length: 2 }, true),
    ], [index('freight_order_package', ['freight_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('freight_order_package');
  }
}
