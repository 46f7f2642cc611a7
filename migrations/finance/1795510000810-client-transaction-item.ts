import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-transaction-item table, its columns as the kind registry gave them when it was generated. */
export class ClientTransactionItem1795510000810 implements MigrationInterface {
  name = 'ClientTransactionItem1795510000810';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_transaction_item', [
      column('transaction_id', { type: 'integer' }, true),
      column('client_id', { type: 'integer' }, true),
      column('record_time', { type: 'datetime' }, true),
      column('code', { type: 'varchar', length: 32 }, true),
      column('description', { type: 'varchar', length: 255 }),
      column('quantity', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('unit_price', { type: 'bigint' }, true),
      column('amount', { type: 'bigint' }, true),
    ], [index('client_transaction_item', ['transaction_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_transaction_item');
  }
}
