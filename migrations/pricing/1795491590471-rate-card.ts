import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The rate-card table, its columns as the kind registry gave them when it was generated. */
export class RateCard1795491590471 implements MigrationInterface {
  name = 'RateCard1795491590471';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('rate_card', [
      column('shipping_account_id', { type: 'integer' }, true),
      column('carrier_service_id', { type: 'integer' }, true),
      column('package_type', { type: 'varchar', length: 32 }, true),
      column('card_type', { type: 'varchar', length: 8 }, true),
      column('address_type', { type: 'integer' }, true),
      column('minimum_charge', { type: 'bigint' }, true),
      column('rows', { type: 'text' }, true),
      column('effective_from', { type: 'date' }),
    ], [index('rate_card', ['shipping_account_id']), index('rate_card', ['carrier_service_id']), index('rate_card', ['shipping_account_id', 'carrier_service_id', 'package_type', 'card_type', 'address_type'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rate_card');
  }
}
