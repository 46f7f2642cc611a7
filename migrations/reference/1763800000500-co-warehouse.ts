import { MigrationInterface, QueryRunner } from 'typeorm';
import { date, index, int, table, varchar } from '../lib/table';

export class CoWarehouse1763800000500 implements MigrationInterface {
  name = 'CoWarehouse1763800000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('co_warehouse', [
      varchar('warehouse', 64, true), varchar('company', 128, true), varchar('address', 255, true),
      varchar('contact_person', 64, true), varchar('contact_phone', 32, true), date('start_time', true),
      int('status', true),
    ], [index('co_warehouse', ['warehouse'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('co_warehouse');
  }
}
