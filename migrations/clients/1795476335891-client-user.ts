import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-user table, its columns as the kind registry gave them when it was generated. */
export class ClientUser1795476335891 implements MigrationInterface {
  name = 'ClientUser1795476335891';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_user', [
      column('client_id', { type: 'integer' }, true),
      column('login_name', { type: 'varchar', length: 64 }, true),
      column('user_name', { type: 'varchar', length: 64 }, true),
      column('role', { type: 'varchar', length: 16 }, true),
      column('email', { type: 'varchar', length: 128 }, true),
      column('phone_number', { type: 'varchar', length: 32 }),
      column('status', { type: 'varchar', length: 16 }, true),
      column('reason', { type: 'varchar', length: 255 }),
    ], [index('client_user', ['client_id']), index('client_user', ['login_name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_user');
  }
}
