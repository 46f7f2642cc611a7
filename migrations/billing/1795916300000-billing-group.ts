import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The billing-group table, its columns as the kind registry gave them when it was generated. */
export class BillingGroup1795916300000 implements MigrationInterface {
  name = 'BillingGroup1795916300000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('billing_group', [
      column('party', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('description', { type: 'text' }),
      column('plan_id', { type: 'integer' }, true),
      column('client_ids', { type: 'text' }),
      column('supplier_ids', { type: 'text' }),
      column('effective_from', { type: 'date' }),
      column('status', { type: 'integer' }, true),
    ], [index('billing_group', ['party', 'name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('billing_group');
  }
}
