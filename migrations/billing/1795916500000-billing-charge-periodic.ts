import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { int } from '../lib/table';

/**
 * Charges of the daily and monthly jobs: a storage line names its storage rule and warehouse and
 * no charge item, so the charge item becomes optional.
 */
export class BillingChargePeriodic1795916500000 implements MigrationInterface {
  name = 'BillingChargePeriodic1795916500000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('billing_charge', [new TableColumn(int('storage_rule_id')), new TableColumn(int('warehouse_id'))]);
    await q.changeColumn('billing_charge', 'charge_item_id', new TableColumn(int('charge_item_id')));
  }

  /** Back to order-event lines only: the storage lines, which the older table cannot hold, are dropped. */
  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM billing_charge WHERE charge_item_id IS NULL');
    await q.changeColumn('billing_charge', 'charge_item_id', new TableColumn(int('charge_item_id', true)));
    await q.dropColumns('billing_charge', ['storage_rule_id', 'warehouse_id']);
  }
}
