import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-order-package table, its columns as the kind registry gave them when it was generated. */
export class ClientOrderPackage1795900000200 implements MigrationInterface {
  name = 'ClientOrderPackage1795900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_order_package', [
      column('client_order_id', { type: 'integer' }, true),
      column('length', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('width', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('height', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('dim_unit', { type: 'varchar', length: 2 }, true),
      column('weight', { type: 'decimal', precision: 18, scale: 3 }, true),
      column('weight_unit', { type: 'varchar', length: 2 }, true),
    ], [index('client_order_package', ['client_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_order_package');
  }
}
