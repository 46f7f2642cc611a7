import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-transaction table, its columns as the kind registry gave them when it was generated. */
export class ClientTransaction1795510000800 implements MigrationInterface {
  name = 'ClientTransaction1795510000800';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_transaction', [
      column('transaction_no', { type: 'varchar', length: 32 }, true),
      column('record_time', { type: 'datetime' }, true),
      column('client_id', { type: 'integer' }, true),
      column('source_type', { type: 'varchar', length: 16 }, true),
      column('source_id', { type: 'varchar', length: 64 }),
      column('item_count', { type: 'integer' }, true),
      column('charge_total', { type: 'bigint' }, true),
      column('amount', { type: 'bigint' }, true),
      column('corrects_id', { type: 'integer' }),
      column('entry_id', { type: 'integer' }),
      column('record_operator', { type: 'varchar', length: 64 }),
      column('note', { type: 'varchar', length: 255 }),
      column('idempotency_key', { type: 'varchar', length: 80 }, true),
    ], [index('client_transaction', ['transaction_no'], true), index('client_transaction', ['corrects_id'], true), index('client_transaction', ['client_id', 'idempotency_key'], true), index('client_transaction', ['client_id', 'record_time']), index('client_transaction', ['source_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_transaction');
  }
}
