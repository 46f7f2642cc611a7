import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The return-order table, its columns as the kind registry gave them when it was generated. */
export class ReturnOrder1795917000300 implements MigrationInterface {
  name = 'ReturnOrder1795917000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('return_order', [
      column('order_no', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('client_order_id', { type: 'integer' }),
      column('rma_no', { type: 'varchar', length: 64 }),
      column('tracking_no', { type: 'varchar', length: 40 }),
      column('reason', { type: 'varchar', length: 255 }),
      column('expected_arrival', { type: 'date' }),
      column('status', { type: 'integer' }, true),
      column('arrived_at', { type: 'datetime' }),
      column('submitted_at', { type: 'datetime' }),
      column('completed_at', { type: 'datetime' }),
      column('cancel_reason', { type: 'varchar', length: 255 }),
    ], [index('return_order', ['order_no'], true), index('return_order', ['client_id', 'status', 'create_time']), index('return_order', ['warehouse_id', 'status', 'create_time']), index('return_order', ['status', 'create_time']), index('return_order', ['client_order_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('return_order');
  }
}
