import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The payment-setting table, its columns as the kind registry gave them when it was generated. */
export class PaymentSetting1795510000600 implements MigrationInterface {
  name = 'PaymentSetting1795510000600';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('payment_setting', [
      column('account_name', { type: 'varchar', length: 64 }, true),
      column('method', { type: 'integer' }, true),
      column('currency', { type: 'varchar', length: 3 }, true),
      column('bank_name', { type: 'varchar', length: 128 }),
      column('account_holder', { type: 'varchar', length: 128 }),
      column('account_number_enc', { type: 'varchar', length: 1024 }),
      column('account_number_mask', { type: 'varchar', length: 16 }),
      column('routing_number', { type: 'varchar', length: 11 }),
      column('paypal_email', { type: 'varchar', length: 128 }),
      column('paypal_client_id', { type: 'varchar', length: 128 }),
      column('paypal_secret_enc', { type: 'varchar', length: 1024 }),
      column('status', { type: 'integer' }, true),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('payment_setting', ['account_name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_setting');
  }
}
