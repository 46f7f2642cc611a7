import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The wms-client table, its columns as the kind registry gave them when it was generated. */
export class WmsClient1795478436461 implements MigrationInterface {
  name = 'WmsClient1795478436461';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('wms_client', [
      column('client_id', { type: 'varchar', length: 16 }),
      column('client_name', { type: 'varchar', length: 128 }, true),
      column('company', { type: 'varchar', length: 128 }),
      column('status', { type: 'varchar', length: 16 }, true),
      column('root_user_name', { type: 'varchar', length: 64 }, true),
      column('first_name', { type: 'varchar', length: 64 }, true),
      column('last_name', { type: 'varchar', length: 64 }, true),
      column('job_title', { type: 'varchar', length: 64 }),
      column('email', { type: 'varchar', length: 128 }, true),
      column('phone', { type: 'varchar', length: 32 }),
      column('country_code', { type: 'varchar', length: 2 }),
      column('state_code', { type: 'varchar', length: 8 }),
      column('city', { type: 'varchar', length: 64 }),
      column('address1', { type: 'varchar', length: 64 }),
      column('address2', { type: 'varchar', length: 64 }),
      column('zip_code', { type: 'varchar', length: 10 }),
      column('email_host', { type: 'varchar', length: 253 }),
      column('email_password_enc', { type: 'varchar', length: 512 }),
      column('subscription_status', { type: 'varchar', length: 24 }, true),
      column('trial_end_date', { type: 'date' }),
      column('subscription_start_date', { type: 'date' }),
      column('subscription_end_date', { type: 'date' }),
      column('sales_id', { type: 'integer' }),
    ], [index('wms_client', ['client_id'], true), index('wms_client', ['root_user_name'], true), index('wms_client', ['sales_id']), index('wms_client', ['subscription_status', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wms_client');
  }
}
