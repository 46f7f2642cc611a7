import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inbound-order table, its columns as the kind registry gave them when it was generated. */
export class InboundOrder1795917000000 implements MigrationInterface {
  name = 'InboundOrder1795917000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inbound_order', [
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('reference_no', { type: 'varchar', length: 64 }),
      column('expected_arrival', { type: 'date' }, true),
      column('container_type', { type: 'varchar', length: 12 }),
      column('container_no', { type: 'varchar', length: 11 }),
      column('tracking_no', { type: 'varchar', length: 40 }),
      column('status', { type: 'integer' }, true),
      column('arrived_at', { type: 'datetime' }),
      column('submitted_at', { type: 'datetime' }),
      column('completed_at', { type: 'datetime' }),
      column('cancel_reason', { type: 'varchar', length: 255 }),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('inbound_order', ['order_no'], true), index('inbound_order', ['client_id', 'status', 'create_time']), index('inbound_order', ['warehouse_id', 'status', 'create_time']), index('inbound_order', ['status', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inbound_order');
  }
}
