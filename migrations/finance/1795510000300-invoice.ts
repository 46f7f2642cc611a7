import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The invoice table, its columns as the kind registry gave them when it was generated. */
export class Invoice1795510000300 implements MigrationInterface {
  name = 'Invoice1795510000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('invoice', [
      column('invoice_no', { type: 'varchar', length: 32 }, true),
      column('client_id', { type: 'integer' }, true),
      column('period', { type: 'varchar', length: 7 }, true),
      column('period_start', { type: 'date' }, true),
      column('period_end', { type: 'date' }, true),
      column('status', { type: 'integer' }, true),
      column('line_count', { type: 'integer' }, true),
      column('bill_total', { type: 'bigint' }, true),
      column('adjust_total', { type: 'bigint' }, true),
      column('void_total', { type: 'bigint' }, true),
      column('refund_total', { type: 'bigint' }, true),
      column('total_amount', { type: 'bigint' }, true),
      column('funds_received', { type: 'bigint' }, true),
      column('issued_at', { type: 'datetime' }),
      column('issued_by', { type: 'varchar', length: 64 }),
    ], [index('invoice', ['invoice_no'], true), index('invoice', ['client_id', 'period'], true), index('invoice', ['period', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('invoice');
  }
}
