import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The balance-entry table, its columns as the kind registry gave them when it was generated. */
export class BalanceEntry1795510000200 implements MigrationInterface {
  name = 'BalanceEntry1795510000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ledger_entry', [
      column('record_time', { type: 'datetime' }, true),
      column('client_id', { type: 'integer' }, true),
      column('seq', { type: 'integer' }, true),
      column('record_type', { type: 'integer' }, true),
      column('flow_type', { type: 'integer' }, true),
      column('deduction_type', { type: 'integer' }, true),
      column('amount', { type: 'bigint' }, true),
      column('pending_amount', { type: 'bigint' }, true),
      column('charge_item_count', { type: 'integer' }, true),
      column('balance_before', { type: 'bigint' }, true),
      column('balance_after', { type: 'bigint' }, true),
      column('pending_before', { type: 'bigint' }, true),
      column('pending_after', { type: 'bigint' }, true),
      column('available_balance_before', { type: 'bigint' }, true),
      column('available_balance_after', { type: 'bigint' }, true),
      column('source_type', { type: 'varchar', length: 16 }, true),
      column('source_id', { type: 'varchar', length: 64 }),
      column('record_operator', { type: 'varchar', length: 64 }),
      column('note', { type: 'varchar', length: 255 }),
      column('idempotency_key', { type: 'varchar', length: 80 }, true),
    ], [index('ledger_entry', ['client_id', 'idempotency_key'], true), index('ledger_entry', ['client_id', 'seq']), index('ledger_entry', ['client_id', 'record_time']), index('ledger_entry', ['record_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ledger_entry');
  }
}
