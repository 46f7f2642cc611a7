import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-order-item table, its columns as the kind registry gave them when it was generated. */
export class ClientOrderItem1795900000100 implements MigrationInterface {
  name = 'ClientOrderItem1795900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_order_item', [
      column('client_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('qty', { type: 'integer' }, true),
    ], [index('client_order_item', ['client_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_order_item');
  }
}
