import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The peak-setting table, its columns as the kind registry gave them when it was generated. */
export class PeakSetting1795489361926 implements MigrationInterface {
  name = 'PeakSetting1795489361926';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('peak_setting', [
      column('name', { type: 'varchar', length: 64 }, true),
      column('carrier', { type: 'integer' }, true),
      column('effective_service', { type: 'integer' }, true),
      column('start_date', { type: 'date' }, true),
      column('end_date', { type: 'date' }, true),
      column('amount_per_package', { type: 'bigint' }, true),
      column('exclude_from_fuel', { type: 'boolean' }),
      column('effective_from', { type: 'date' }),
    ], [index('peak_setting', ['carrier', 'start_date'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('peak_setting');
  }
}
