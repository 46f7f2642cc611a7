import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The freight-order-item table, its columns as the kind registry gave them when it was generated. */
export class FreightOrderItem1795917000900 implements MigrationInterface {
  name = 'FreightOrderItem1795917000900';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('freight_order_item', [
      column('freight_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('fnsku', { type: 'varchar', length: 10 }),
      column('qty', { type: 'integer' }, true),
      column('pick_location_id', { type: 'integer' }),
    ], [index('freight_order_item', ['freight_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('freight_order_item');
  }
}
