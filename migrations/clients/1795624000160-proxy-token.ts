import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, varchar } from '../lib/table';

/**
 * Proxy login tokens as issued: one row per token, so a token opens one portal session only and
 * dies with the admin session that minted it. Expired rows are deleted at issue.
 */
export class ProxyToken1795624000160 implements MigrationInterface {
  name = 'ProxyToken1795624000160';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'proxy_token',
      columns: [
        { ...varchar('id', 36, true), isPrimary: true },
        int('admin_user_id', true), varchar('admin_session_id', 36, true), int('client_id', true),
        datetime('create_time', true), datetime('expire_time', true), datetime('used_time'),
      ],
      indices: [index('proxy_token', ['admin_user_id']), index('proxy_token', ['expire_time'])],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('proxy_token');
  }
}
