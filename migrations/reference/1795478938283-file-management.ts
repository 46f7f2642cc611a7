import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The file-management table, its columns as the kind registry gave them when it was generated. */
export class FileManagement1795478938283 implements MigrationInterface {
  name = 'FileManagement1795478938283';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('file_management', [
      column('code', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 128 }, true),
      column('document', { type: 'text' }),
    ], [index('file_management', ['code'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('file_management');
  }
}
