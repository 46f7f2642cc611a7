import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client table, its columns as the kind registry gave them when it was generated. */
export class Client1795476335146 implements MigrationInterface {
  name = 'Client1795476335146';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client', [
      column('client_kind', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'varchar', length: 16 }),
      column('company_name', { type: 'varchar', length: 128 }, true),
      column('first_name', { type: 'varchar', length: 64 }, true),
      column('last_name', { type: 'varchar', length: 64 }, true),
      column('contact_name', { type: 'varchar', length: 130 }),
      column('contact_email', { type: 'varchar', length: 128 }, true),
      column('phone', { type: 'varchar', length: 32 }, true),
      column('sales_id', { type: 'integer' }, true),
      column('connected_warehouse', { type: 'integer' }),
      column('es_link', { type: 'varchar', length: 255 }),
      column('status', { type: 'varchar', length: 16 }, true),
      column('audit_status', { type: 'varchar', length: 16 }, true),
      column('audit_reason', { type: 'varchar', length: 255 }),
      column('audited_by', { type: 'varchar', length: 64 }),
      column('total_funded', { type: 'bigint' }, true),
      column('total_billed', { type: 'bigint' }, true),
      column('balance', { type: 'bigint' }, true),
      column('un_billed', { type: 'bigint' }, true),
      column('available', { type: 'bigint' }, true),
      column('password_hash', { type: 'varchar', length: 255 }),
    ], [index('client', ['client_id'], true), index('client', ['contact_email'], true), index('client', ['sales_id']), index('client', ['client_kind', 'create_time']), index('client', ['sales_id', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client');
  }
}
