import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, table, varchar } from '../lib/table';

export class FbaAddress1763800000300 implements MigrationInterface {
  name = 'FbaAddress1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('fba_address', [
      varchar('code', 16, true), varchar('address', 128, true), varchar('city', 64, true),
      varchar('state', 32, true), varchar('zipcode', 10, true), varchar('country', 2, true),
    ], [index('fba_address', ['code'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('fba_address');
  }
}
