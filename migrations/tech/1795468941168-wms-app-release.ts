import { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, datetime, index, int, table, text, varchar } from '../lib/table';

/** WMS app releases (resources/tech/wms-app-release.ts). */
export class WmsAppRelease1795468941168 implements MigrationInterface {
  name = 'WmsAppRelease1795468941168';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('wms_app_release', [
      varchar('app_version', 32, true), int('platform', true), bool('force_update'), datetime('release_time', true),
      varchar('notes', 2000, true), text('package'),
    ], [index('wms_app_release', ['app_version'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wms_app_release');
  }
}
