import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The pricing-level table, its columns as the kind registry gave them when it was generated. */
export class PricingLevel1795490558379 implements MigrationInterface {
  name = 'PricingLevel1795490558379';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('pricing_level', [
      column('level_name', { type: 'varchar', length: 64 }, true),
      column('level_code', { type: 'varchar', length: 32 }, true),
      column('default_rule', { type: 'varchar', length: 20 }, true),
      column('calculation_subject', { type: 'varchar', length: 24 }),
      column('increase_ratio', { type: 'decimal', precision: 18, scale: 4 }),
      column('off_rate', { type: 'decimal', precision: 18, scale: 4 }),
      column('cap_at_publish', { type: 'boolean' }),
      column('surcharge_default_rule', { type: 'varchar', length: 16 }, true),
      column('is_default', { type: 'boolean' }),
      column('dim_factor', { type: 'integer' }),
      column('effective_from', { type: 'date' }),
    ], [index('pricing_level', ['level_name'], true), index('pricing_level', ['level_code'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pricing_level');
  }
}
