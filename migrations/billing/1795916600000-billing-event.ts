import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The billing-event table, its columns as the kind registry gave them when it was generated. */
export class BillingEvent1795916600000 implements MigrationInterface {
  name = 'BillingEvent1795916600000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('billing_event', [
      column('client_id', { type: 'integer' }, true),
      column('client_order_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }),
      column('event', { type: 'varchar', length: 32 }, true),
      column('cancelled', { type: 'boolean' }),
      column('event_date', { type: 'date' }, true),
      column('input', { type: 'text' }, true),
      column('event_key', { type: 'varchar', length: 64 }, true),
    ], [index('billing_event', ['event_key'], true), index('billing_event', ['client_id', 'event_date'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('billing_event');
  }
}
