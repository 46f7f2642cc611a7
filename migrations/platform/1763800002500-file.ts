import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, varchar } from '../lib/table';

/**
 * Uploaded files (engine/files): the bytes live in DATA_DIR/files/<id>, this row says what they
 * are (name, checked mime, size, sha256), who uploaded them and which record holds them.
 */
export class File1763800002500 implements MigrationInterface {
  name = 'File1763800002500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'file',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('name', 255, true), varchar('mime', 128, true), int('size', true), varchar('sha256', 64, true),
        int('owner', true), datetime('created', true),
        varchar('resource', 64), int('record_id'), varchar('field', 64), datetime('detached'),
      ],
      indices: [index('file', ['resource', 'record_id']), index('file', ['detached'])],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('file');
  }
}
