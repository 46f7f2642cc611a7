import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The return-order-line table, its columns as the kind registry gave them when it was generated. */
export class ReturnOrderLine1795917000400 implements MigrationInterface {
  name = 'ReturnOrderLine1795917000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('return_order_line', [
      column('return_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('qty', { type: 'integer' }, true),
      column('restocked', { type: 'integer' }, true),
      column('damaged', { type: 'integer' }, true),
      column('disposed', { type: 'integer' }, true),
    ], [index('return_order_line', ['return_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('return_order_line');
  }
}
