import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, table } from '../lib/table';

/** The label-import table (resources/orders/label-import.ts, 02 §5 Label import). */
export class LabelImport1795900000400 implements MigrationInterface {
  name = 'LabelImport1795900000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('label_import', [
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('tag', { type: 'varchar', length: 64 }, true),
      column('file', { type: 'text' }, true),
      column('file_name', { type: 'varchar', length: 255 }),
      column('order_nos', { type: 'varchar', length: 255 }),
      column('status', { type: 'integer' }, true),
      column('order_count', { type: 'integer' }),
      column('page_count', { type: 'integer' }),
      column('success_count', { type: 'integer' }),
      column('result_message', { type: 'text' }),
      column('zh_result_message', { type: 'text' }),
    ]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('label_import');
  }
}
