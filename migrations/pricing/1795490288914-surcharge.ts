import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The surcharge table, its columns as the kind registry gave them when it was generated. */
export class Surcharge1795490288914 implements MigrationInterface {
  name = 'Surcharge1795490288914';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('surcharge', [
      column('name', { type: 'varchar', length: 64 }, true),
      column('carrier', { type: 'integer' }, true),
      column('effective_service', { type: 'integer' }, true),
      column('bill_code', { type: 'varchar', length: 32 }, true),
      column('rate_code', { type: 'varchar', length: 32 }),
      column('description_en', { type: 'varchar', length: 255 }),
      column('description_zh', { type: 'varchar', length: 255 }),
      column('applies_when', { type: 'varchar', length: 24 }, true),
      column('when_zones', { type: 'text' }),
      column('when_over', { type: 'decimal', precision: 18, scale: 2 }),
      column('calculation', { type: 'varchar', length: 8 }, true),
      column('value', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('rate_base', { type: 'varchar', length: 16 }),
      column('multiply_by_package_count', { type: 'boolean' }),
      column('exclude_from_fuel', { type: 'boolean' }),
      column('off_rate_percent', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('status', { type: 'integer' }, true),
      column('level_status', { type: 'varchar', length: 8 }, true),
      column('effective_from', { type: 'date' }),
    ], [index('surcharge', ['bill_code'], true), index('surcharge', ['carrier', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('surcharge');
  }
}
