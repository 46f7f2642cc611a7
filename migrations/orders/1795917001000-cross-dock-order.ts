import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The cross-dock-order table, its columns as the kind registry gave them when it was generated. */
export class CrossDockOrder1795917001000 implements MigrationInterface {
  name = 'CrossDockOrder1795917001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('cross_dock_order', [
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('reference_no', { type: 'varchar', length: 64 }),
      column('expected_arrival', { type: 'date' }, true),
      column('container_type', { type: 'varchar', length: 12 }),
      column('container_no', { type: 'varchar', length: 11 }),
      column('shipping_account_id', { type: 'integer' }, true),
      column('carrier_service_id', { type: 'integer' }, true),
      column('carrier', { type: 'integer' }),
      column('package_type', { type: 'varchar', length: 48 }, true),
      column('signature_type', { type: 'integer' }, true),
      column('label_size', { type: 'varchar', length: 8 }, true),
      column('recipient', { type: 'text' }, true),
      column('sender', { type: 'text' }, true),
      column('status', { type: 'integer' }, true),
      column('cancel_reason', { type: 'varchar', length: 255 }),
      column('submitted_at', { type: 'datetime' }),
      column('arrived_at', { type: 'datetime' }),
      column('shipped_at', { type: 'datetime' }),
      column('completed_at', { type: 'datetime' }),
      column('tracking_no', { type: 'varchar', length: 40 }),
      column('tracking_status', { type: 'integer' }),
      column('label_total', { type: 'bigint' }),
      column('label_created_at', { type: 'datetime' }),
      column('void_requested_at', { type: 'datetime' }),
      column('label_replace_needed', { type: 'boolean' }, true),
      column('label_deduction_type', { type: 'integer' }),
      column('label_file_id', { type: 'integer' }),
      column('rated_shipment_id', { type: 'integer' }),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('cross_dock_order', ['order_no'], true), index('cross_dock_order', ['client_id', 'status', 'create_time']), index('cross_dock_order', ['warehouse_id', 'status', 'create_time']), index('cross_dock_order', ['status', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cross_dock_order');
  }
}
