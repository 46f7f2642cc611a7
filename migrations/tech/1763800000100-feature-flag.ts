import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, varchar } from '../lib/table';

export class FeatureFlag1763800000100 implements MigrationInterface {
  name = 'FeatureFlag1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('feature_flag', [
      varchar('key', 64, true), int('type', true), int('system_type', true), int('status', true),
      int('toggle_strategy', true), varchar('description', 500), varchar('creator', 64),
    ], [index('feature_flag', ['key'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('feature_flag');
  }
}
