import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The oms-transaction-item table, its columns as the kind registry gave them when it was generated. */
export class OmsTransactionItem1795510000830 implements MigrationInterface {
  name = 'OmsTransactionItem1795510000830';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('oms_transaction_item', [
      column('transaction_id', { type: 'integer' }, true),
      column('client_id', { type: 'integer' }, true),
      column('record_time', { type: 'datetime' }, true),
      column('code', { type: 'varchar', length: 32 }, true),
      column('description', { type: 'varchar', length: 255 }),
      column('quantity', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('unit_price', { type: 'bigint' }, true),
      column('amount', { type: 'bigint' }, true),
    ], [index('oms_transaction_item', ['transaction_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('oms_transaction_item');
  }
}
