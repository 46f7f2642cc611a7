import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inbound-receipt table, its columns as the kind registry gave them when it was generated. */
export class InboundReceipt1795917000200 implements MigrationInterface {
  name = 'InboundReceipt1795917000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inbound_receipt', [
      column('inbound_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('standard', { type: 'integer' }, true),
      column('damage', { type: 'integer' }, true),
      column('location_id', { type: 'integer' }, true),
      column('lot_date', { type: 'date' }),
      column('received_at', { type: 'datetime' }),
      column('operator', { type: 'varchar', length: 64 }),
      column('movement_id', { type: 'integer' }),
      column('reversed', { type: 'boolean' }, true),
      column('reversed_at', { type: 'datetime' }),
      column('reverse_note', { type: 'varchar', length: 255 }),
    ], [index('inbound_receipt', ['inbound_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inbound_receipt');
  }
}
