import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The location table, its columns as the kind registry gave them when it was generated. */
export class Location1795800000100 implements MigrationInterface {
  name = 'Location1795800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('location', [
      column('code', { type: 'varchar', length: 32 }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('kind', { type: 'integer' }, true),
      column('pick_sequence', { type: 'integer' }, true),
      column('zone', { type: 'varchar', length: 8 }),
      column('aisle', { type: 'varchar', length: 8 }),
      column('bay', { type: 'varchar', length: 8 }),
      column('level', { type: 'varchar', length: 8 }),
      column('barcode', { type: 'varchar', length: 64 }),
      column('status', { type: 'integer' }, true),
    ], [index('location', ['warehouse_id', 'code'], true), index('location', ['warehouse_id', 'pick_sequence'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('location');
  }
}
