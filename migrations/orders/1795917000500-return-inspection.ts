import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The return-inspection table, its columns as the kind registry gave them when it was generated. */
export class ReturnInspection1795917000500 implements MigrationInterface {
  name = 'ReturnInspection1795917000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('return_inspection', [
      column('return_order_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('qty', { type: 'integer' }, true),
      column('result', { type: 'integer' }, true),
      column('location_id', { type: 'integer' }),
      column('note', { type: 'varchar', length: 255 }),
      column('lot_date', { type: 'date' }),
      column('inspected_at', { type: 'datetime' }),
      column('operator', { type: 'varchar', length: 64 }),
      column('movement_id', { type: 'integer' }),
      column('reversed', { type: 'boolean' }, true),
      column('reversed_at', { type: 'datetime' }),
      column('reverse_note', { type: 'varchar', length: 255 }),
    ], [index('return_inspection', ['return_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('return_inspection');
  }
}
