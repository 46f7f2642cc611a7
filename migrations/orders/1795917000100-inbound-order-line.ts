import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inbound-order-line table, its columns as the kind registry gave them when it was generated. */
export class InboundOrderLine1795917000100 implements MigrationInterface {
  name = 'InboundOrderLine1795917000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inbound_order_line', [
      column('inbound_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('expected_qty', { type: 'integer' }, true),
      column('received_standard', { type: 'integer' }, true),
      column('received_damage', { type: 'integer' }, true),
    ], [index('inbound_order_line', ['inbound_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inbound_order_line');
  }
}
