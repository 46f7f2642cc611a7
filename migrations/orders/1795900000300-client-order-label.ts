import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column, datetime, int } from '../lib/table';

/**
 * A parcel order's label (02 §4 tracking status, 02 §9 deduction type): its tracking status,
 * total, when it was created and asked to be voided, how it was paid, its PDF file and its rated
 * shipment. Nullable: an order has none until Create Label.
 */
export class ClientOrderLabel1795900000300 implements MigrationInterface {
  name = 'ClientOrderLabel1795900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('client_order', [
      new TableColumn(int('tracking_status')), new TableColumn(column('label_total', { type: 'bigint' })),
      new TableColumn(datetime('label_created_at')), new TableColumn(datetime('void_requested_at')),
      new TableColumn(int('label_deduction_type')), new TableColumn(int('label_file_id')), new TableColumn(int('rated_shipment_id')),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('client_order', ['tracking_status', 'label_total', 'label_created_at', 'void_requested_at', 'label_deduction_type', 'label_file_id', 'rated_shipment_id']);
  }
}


