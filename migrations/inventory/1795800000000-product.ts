import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The product table, its columns as the kind registry gave them when it was generated. */
export class Product1795800000000 implements MigrationInterface {
  name = 'Product1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('product', [
      column('sku', { type: 'varchar', length: 64 }, true),
      column('client_id', { type: 'integer' }, true),
      column('name', { type: 'varchar', length: 255 }, true),
      column('fnsku', { type: 'varchar', length: 10 }),
      column('category_id', { type: 'integer' }),
      column('length', { type: 'decimal', precision: 18, scale: 2 }),
      column('width', { type: 'decimal', precision: 18, scale: 2 }),
      column('height', { type: 'decimal', precision: 18, scale: 2 }),
      column('dimension_unit', { type: 'varchar', length: 2 }, true),
      column('weight', { type: 'decimal', precision: 18, scale: 3 }),
      column('weight_unit', { type: 'varchar', length: 2 }, true),
      column('declared_value', { type: 'bigint' }),
      column('country_of_origin', { type: 'varchar', length: 2 }),
      column('schedule_b', { type: 'varchar', length: 12 }),
      column('lithium_battery', { type: 'integer' }, true),
      column('status', { type: 'integer' }, true),
    ], [index('product', ['client_id', 'sku'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('product');
  }
}
