import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The supplier-invoice table, its columns as the kind registry gave them when it was generated. */
export class SupplierInvoice1795510001000 implements MigrationInterface {
  name = 'SupplierInvoice1795510001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('supplier_invoice', [
      column('invoice_no', { type: 'varchar', length: 32 }, true),
      column('supplier_id', { type: 'integer' }, true),
      column('period', { type: 'varchar', length: 7 }, true),
      column('period_start', { type: 'date' }, true),
      column('period_end', { type: 'date' }, true),
      column('status', { type: 'integer' }, true),
      column('line_count', { type: 'integer' }, true),
      column('bill_total', { type: 'bigint' }, true),
      column('adjust_total', { type: 'bigint' }, true),
      column('total_amount', { type: 'bigint' }, true),
      column('payments_made', { type: 'bigint' }, true),
      column('issued_at', { type: 'datetime' }),
      column('issued_by', { type: 'varchar', length: 64 }),
    ], [index('supplier_invoice', ['invoice_no'], true), index('supplier_invoice', ['supplier_id', 'period'], true), index('supplier_invoice', ['period', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('supplier_invoice');
  }
}
