import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The payment-record table, its columns as the kind registry gave them when it was generated. */
export class PaymentRecord1795510000700 implements MigrationInterface {
  name = 'PaymentRecord1795510000700';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('payment_record', [
      column('received_at', { type: 'datetime' }, true),
      column('account_id', { type: 'integer' }, true),
      column('client_id', { type: 'integer' }, true),
      column('amount', { type: 'bigint' }, true),
      column('reference', { type: 'varchar', length: 128 }, true),
      column('payer_name', { type: 'varchar', length: 128 }),
      column('funding_id', { type: 'integer' }),
      column('status', { type: 'integer' }, true),
      column('matched_by', { type: 'varchar', length: 64 }),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('payment_record', ['funding_id'], true), index('payment_record', ['account_id', 'reference'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_record');
  }
}
