import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The fuel-rate table, its columns as the kind registry gave them when it was generated. */
export class FuelRate1795489333114 implements MigrationInterface {
  name = 'FuelRate1795489333114';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('fuel_rate', [
      column('carrier', { type: 'integer' }, true),
      column('fuel_percent', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('effective_from', { type: 'date' }, true),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('fuel_rate', ['carrier', 'effective_from'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('fuel_rate');
  }
}
