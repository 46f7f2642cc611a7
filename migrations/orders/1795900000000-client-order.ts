import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-order table, its columns as the kind registry gave them when it was generated. */
export class ClientOrder1795900000000 implements MigrationInterface {
  name = 'ClientOrder1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_order', [
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('tag', { type: 'varchar', length: 64 }),
      column('shipping_account_id', { type: 'integer' }, true),
      column('carrier_service_id', { type: 'integer' }, true),
      column('carrier', { type: 'integer' }),
      column('package_type', { type: 'varchar', length: 48 }, true),
      column('signature_type', { type: 'integer' }, true),
      column('label_size', { type: 'varchar', length: 8 }, true),
      column('insurance_amount', { type: 'bigint' }),
      column('cod_amount', { type: 'bigint' }),
      column('recipient', { type: 'text' }, true),
      column('sender', { type: 'text' }, true),
      column('commodity_value', { type: 'bigint' }),
      column('country_of_origin', { type: 'varchar', length: 2 }),
      column('schedule_b', { type: 'varchar', length: 12 }),
      column('itn', { type: 'varchar', length: 15 }),
      column('lithium', { type: 'integer' }, true),
      column('lithium_same_as_sender', { type: 'boolean' }),
      column('lithium_contact_phone', { type: 'varchar', length: 20 }),
      column('status', { type: 'integer' }, true),
      column('cancel_status', { type: 'integer' }, true),
      column('cancel_reason', { type: 'varchar', length: 255 }),
      column('tracking_no', { type: 'varchar', length: 40 }),
      column('submitted_at', { type: 'datetime' }),
    ], [index('client_order', ['order_no'], true), index('client_order', ['client_id', 'status']), index('client_order', ['warehouse_id', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_order');
  }
}
