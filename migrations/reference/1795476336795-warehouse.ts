import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The warehouse table, its columns as the kind registry gave them when it was generated. */
export class Warehouse1795476336795 implements MigrationInterface {
  name = 'Warehouse1795476336795';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('warehouse', [
      column('code', { type: 'varchar', length: 16 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('country_code', { type: 'varchar', length: 2 }, true),
      column('state_code', { type: 'varchar', length: 8 }, true),
      column('city', { type: 'varchar', length: 64 }, true),
      column('address_line1', { type: 'varchar', length: 64 }, true),
      column('address_line2', { type: 'varchar', length: 64 }),
      column('zip_code', { type: 'varchar', length: 10 }, true),
      column('time_zone', { type: 'varchar', length: 64 }, true),
      column('contact_name', { type: 'varchar', length: 64 }, true),
      column('phone', { type: 'varchar', length: 32 }, true),
      column('email', { type: 'varchar', length: 128 }),
      column('status', { type: 'integer' }, true),
    ], [index('warehouse', ['code'], true), index('warehouse', ['name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('warehouse');
  }
}
