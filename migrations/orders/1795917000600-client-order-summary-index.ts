import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '../lib/table';

/**
 * The order summary's index (02 §2 order-summary): its two grouped reads take the orders made in
 * a range of days and group them by client, warehouse and status (or by day and status), summing
 * the label totals. Led by create_time and holding every column they read, the range is one slice
 * of the index and no order row is read.
 */
const SUMMARY_INDEX = () => index('client_order', ['create_time', 'client_id', 'warehouse_id', 'status', 'label_total']);

export class ClientOrderSummaryIndex1795917000600 implements MigrationInterface {
  name = 'ClientOrderSummaryIndex1795917000600';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('client_order', SUMMARY_INDEX());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('client_order', SUMMARY_INDEX());
  }
}
