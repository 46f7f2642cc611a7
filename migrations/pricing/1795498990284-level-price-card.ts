import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The level-price-card table, its columns as the kind registry gave them when it was generated. */
export class LevelPriceCard1795498990284 implements MigrationInterface {
  name = 'LevelPriceCard1795498990284';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('level_price_card', [
      column('pricing_level_id', { type: 'integer' }, true),
      column('carrier_service_id', { type: 'integer' }, true),
      column('package_type', { type: 'varchar', length: 32 }, true),
      column('address_type', { type: 'integer' }, true),
      column('minimum_charge', { type: 'bigint' }, true),
      column('rows', { type: 'text' }, true),
      column('effective_from', { type: 'date' }),
    ], [index('level_price_card', ['pricing_level_id']), index('level_price_card', ['carrier_service_id']), index('level_price_card', ['pricing_level_id', 'carrier_service_id', 'package_type', 'address_type'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('level_price_card');
  }
}
