import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The billing-plan table, its columns as the kind registry gave them when it was generated. */
export class BillingPlan1795916200000 implements MigrationInterface {
  name = 'BillingPlan1795916200000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('billing_plan', [
      column('party', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('description', { type: 'text' }),
      column('charge_item_ids', { type: 'text' }),
      column('storage_rule_ids', { type: 'text' }),
      column('effective_from', { type: 'date' }),
      column('status', { type: 'integer' }, true),
    ], [index('billing_plan', ['party', 'name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('billing_plan');
  }
}
