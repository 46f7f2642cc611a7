import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The freight-order table, its columns as the kind registry gave them when it was generated. */
export class FreightOrder1795917000700 implements MigrationInterface {
  name = 'FreightOrder1795917000700';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('freight_order', [
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('destination_type', { type: 'integer' }, true),
      column('delivery_type', { type: 'integer' }, true),
      column('delivery_method', { type: 'integer' }, true),
      column('container_type', { type: 'varchar', length: 12 }),
      column('request_ship_date', { type: 'date' }, true),
      column('amazon_shipment_id', { type: 'varchar', length: 16 }),
      column('amazon_reference_id', { type: 'varchar', length: 16 }),
      column('pro_number', { type: 'varchar', length: 32 }),
      column('appointment_isa', { type: 'varchar', length: 16 }),
      column('master_tracking', { type: 'varchar', length: 40 }),
      column('shipping_account_id', { type: 'integer' }),
      column('related_order_no', { type: 'varchar', length: 40 }),
      column('recipient', { type: 'text' }, true),
      column('po_box', { type: 'boolean' }, true),
      column('pallet_count', { type: 'integer' }),
      column('tax_id', { type: 'varchar', length: 12 }),
      column('itn', { type: 'varchar', length: 15 }),
      column('shipping_labels', { type: 'text' }),
      column('other_documents', { type: 'text' }),
      column('status', { type: 'integer' }, true),
      column('cancel_status', { type: 'integer' }, true),
      column('cancel_reason', { type: 'varchar', length: 255 }),
      column('submitted_at', { type: 'datetime' }),
      column('shipped_at', { type: 'datetime' }),
    ], [index('freight_order', ['order_no'], true), index('freight_order', ['client_id', 'status', 'create_time']), index('freight_order', ['warehouse_id', 'status', 'create_time']), index('freight_order', ['status', 'create_time']), index('freight_order', ['related_order_no'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('freight_order');
  }
}
