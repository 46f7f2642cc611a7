import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The label-server-client table, its columns as the kind registry gave them when it was generated. */
export class LabelServerClient1795478435629 implements MigrationInterface {
  name = 'LabelServerClient1795478435629';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('label_server_client', [
      column('client_id', { type: 'varchar', length: 16 }),
      column('client_name', { type: 'varchar', length: 128 }, true),
      column('login_user_name', { type: 'varchar', length: 64 }, true),
      column('company', { type: 'varchar', length: 128 }, true),
      column('first_name', { type: 'varchar', length: 64 }, true),
      column('last_name', { type: 'varchar', length: 64 }, true),
      column('email', { type: 'varchar', length: 128 }, true),
      column('phone', { type: 'varchar', length: 32 }, true),
      column('domain', { type: 'varchar', length: 253 }, true),
      column('status', { type: 'integer' }, true),
      column('sales_id', { type: 'integer' }, true),
    ], [index('label_server_client', ['client_id'], true), index('label_server_client', ['login_user_name'], true), index('label_server_client', ['domain'], true), index('label_server_client', ['sales_id']), index('label_server_client', ['status', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('label_server_client');
  }
}
