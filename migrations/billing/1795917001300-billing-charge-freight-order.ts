import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, int } from '../lib/table';

/** A charge line of a freight order's event names the order (its page's Charge & Fees, 02 §2). */
export class BillingChargeFreightOrder1795917001300 implements MigrationInterface {
  name = 'BillingChargeFreightOrder1795917001300';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('billing_charge', new TableColumn(int('freight_order_id')));
    await q.createIndex('billing_charge', index('billing_charge', ['freight_order_id']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('billing_charge', index('billing_charge', ['freight_order_id']));
    await q.dropColumn('billing_charge', 'freight_order_id');
  }
}
