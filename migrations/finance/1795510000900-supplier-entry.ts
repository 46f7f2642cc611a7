import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The supplier-entry table, its columns as the kind registry gave them when it was generated. */
export class SupplierEntry1795510000900 implements MigrationInterface {
  name = 'SupplierEntry1795510000900';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('supplier_entry', [
      column('record_time', { type: 'datetime' }, true),
      column('supplier_id', { type: 'integer' }, true),
      column('seq', { type: 'integer' }, true),
      column('entry_type', { type: 'integer' }, true),
      column('amount', { type: 'bigint' }, true),
      column('owed_before', { type: 'bigint' }, true),
      column('owed_after', { type: 'bigint' }, true),
      column('charged_after', { type: 'bigint' }, true),
      column('paid_after', { type: 'bigint' }, true),
      column('source_type', { type: 'varchar', length: 16 }, true),
      column('source_id', { type: 'varchar', length: 64 }),
      column('record_operator', { type: 'varchar', length: 64 }),
      column('note', { type: 'varchar', length: 255 }),
      column('idempotency_key', { type: 'varchar', length: 80 }, true),
    ], [index('supplier_entry', ['supplier_id', 'idempotency_key'], true), index('supplier_entry', ['supplier_id', 'seq']), index('supplier_entry', ['record_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('supplier_entry');
  }
}
