import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The supplier-invoice-line table, its columns as the kind registry gave them when it was generated. */
export class SupplierInvoiceLine1795510001010 implements MigrationInterface {
  name = 'SupplierInvoiceLine1795510001010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('supplier_invoice_line', [
      column('supplier_invoice_id', { type: 'integer' }, true),
      column('supplier_id', { type: 'integer' }, true),
      column('record_time', { type: 'datetime' }, true),
      column('bill_type', { type: 'integer' }, true),
      column('entry_type', { type: 'integer' }, true),
      column('entry_id', { type: 'integer' }, true),
      column('source_type', { type: 'varchar', length: 16 }, true),
      column('source_id', { type: 'varchar', length: 64 }),
      column('description', { type: 'varchar', length: 255 }),
      column('charge', { type: 'bigint' }, true),
      column('claimed_entry_id', { type: 'integer' }),
    ], [index('supplier_invoice_line', ['claimed_entry_id'], true), index('supplier_invoice_line', ['supplier_invoice_id', 'record_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('supplier_invoice_line');
  }
}
