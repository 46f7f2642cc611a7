import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The zone-chart table, its columns as the kind registry gave them when it was generated. */
export class ZoneChart1795491589502 implements MigrationInterface {
  name = 'ZoneChart1795491589502';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('zone_chart', [
      column('carrier', { type: 'integer' }, true),
      column('origin_zip3', { type: 'varchar', length: 3 }, true),
      column('dest_zip3_from', { type: 'varchar', length: 3 }, true),
      column('dest_zip3_to', { type: 'varchar', length: 3 }, true),
      column('zone', { type: 'varchar', length: 2 }, true),
    ], [index('zone_chart', ['carrier', 'origin_zip3', 'dest_zip3_from'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('zone_chart');
  }
}
