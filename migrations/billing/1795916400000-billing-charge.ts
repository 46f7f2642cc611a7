import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The billing-charge table, its columns as the kind registry gave them when it was generated. */
export class BillingCharge1795916400000 implements MigrationInterface {
  name = 'BillingCharge1795916400000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('billing_charge', [
      column('party', { type: 'varchar', length: 32 }, true),
      column('client_id', { type: 'integer' }),
      column('client_order_id', { type: 'integer' }),
      column('event', { type: 'varchar', length: 32 }, true),
      column('cancelled', { type: 'boolean' }),
      column('event_date', { type: 'date' }, true),
      column('plan_id', { type: 'integer' }, true),
      column('plan_version', { type: 'integer' }, true),
      column('charge_item_id', { type: 'integer' }, true),
      column('unit', { type: 'varchar', length: 80 }, true),
      column('rule', { type: 'integer' }),
      column('element', { type: 'varchar', length: 16 }, true),
      column('quantity', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('amount', { type: 'bigint' }, true),
      column('charge_mode', { type: 'varchar', length: 32 }, true),
      column('hidden_to_client', { type: 'boolean' }),
      column('note', { type: 'varchar', length: 32 }),
      column('charge_key', { type: 'varchar', length: 120 }, true),
      column('entry_id', { type: 'integer' }),
    ], [index('billing_charge', ['client_order_id']), index('billing_charge', ['charge_key'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('billing_charge');
  }
}
