import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The shipping-account table, its columns as the kind registry gave them when it was generated. */
export class ShippingAccount1795490036308 implements MigrationInterface {
  name = 'ShippingAccount1795490036308';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('shipping_account', [
      column('nickname', { type: 'varchar', length: 64 }, true),
      column('carrier', { type: 'integer' }, true),
      column('account_number', { type: 'varchar', length: 32 }, true),
      column('environment', { type: 'integer' }, true),
      column('dim_divisor', { type: 'integer' }, true),
      column('dim_min_cubic_inches', { type: 'integer' }, true),
      column('status', { type: 'integer' }, true),
      column('api_key_enc', { type: 'varchar', length: 1024 }),
      column('api_secret_enc', { type: 'varchar', length: 1024 }),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('shipping_account', ['nickname'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('shipping_account');
  }
}
