import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, table } from '../lib/table';

/** The payout-setting table, its columns as the kind registry gave them when it was generated. */
export class PayoutSetting1795510000500 implements MigrationInterface {
  name = 'PayoutSetting1795510000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('payout_setting', [
      column('account_name', { type: 'varchar', length: 64 }, true),
      column('client_id', { type: 'integer' }, true),
      column('method', { type: 'integer' }, true),
      column('bank_name', { type: 'varchar', length: 128 }),
      column('account_holder', { type: 'varchar', length: 128 }),
      column('account_number_enc', { type: 'varchar', length: 1024 }),
      column('account_number_mask', { type: 'varchar', length: 16 }),
      column('routing_number', { type: 'varchar', length: 11 }),
      column('paypal_email', { type: 'varchar', length: 128 }),
      column('minimum_balance', { type: 'bigint' }, true),
      column('status', { type: 'integer' }, true),
      column('note', { type: 'varchar', length: 255 }),
    ]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payout_setting');
  }
}
