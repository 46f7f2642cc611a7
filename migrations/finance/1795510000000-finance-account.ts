import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The finance-account table, its columns as the kind registry gave them when it was generated. */
export class FinanceAccount1795510000000 implements MigrationInterface {
  name = 'FinanceAccount1795510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('finance_account', [
      column('client_id', { type: 'integer' }, true),
      column('total_funded', { type: 'bigint' }, true),
      column('total_billed', { type: 'bigint' }, true),
      column('balance', { type: 'bigint' }, true),
      column('un_billed', { type: 'bigint' }, true),
      column('available', { type: 'bigint' }, true),
      column('credit_limit', { type: 'bigint' }, true),
      column('entry_count', { type: 'integer' }, true),
    ], [index('finance_account', ['client_id'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('finance_account');
  }
}
