import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The invoice-line table, its columns as the kind registry gave them when it was generated. */
export class InvoiceLine1795510000400 implements MigrationInterface {
  name = 'InvoiceLine1795510000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('invoice_line', [
      column('invoice_id', { type: 'integer' }, true),
      column('client_id', { type: 'integer' }, true),
      column('record_time', { type: 'datetime' }, true),
      column('bill_type', { type: 'integer' }, true),
      column('record_type', { type: 'integer' }, true),
      column('entry_id', { type: 'integer' }, true),
      column('source_type', { type: 'varchar', length: 16 }, true),
      column('source_id', { type: 'varchar', length: 64 }),
      column('description', { type: 'varchar', length: 255 }),
      column('charge', { type: 'bigint' }, true),
      column('claimed_entry_id', { type: 'integer' }),
    ], [index('invoice_line', ['claimed_entry_id'], true), index('invoice_line', ['invoice_id', 'record_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('invoice_line');
  }
}
