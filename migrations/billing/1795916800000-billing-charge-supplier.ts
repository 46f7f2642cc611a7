import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { int } from '../lib/table';

/** A supplier's charge line names the supplier it is owed to (billing automation for suppliers). */
export class BillingChargeSupplier1795916800000 implements MigrationInterface {
  name = 'BillingChargeSupplier1795916800000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('billing_charge', new TableColumn(int('supplier_id')));
  }

  /** Back to clients' lines only: the suppliers' are dropped with the column that named them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM billing_charge WHERE party = 'supplier'");
    await q.dropColumn('billing_charge', 'supplier_id');
  }
}
