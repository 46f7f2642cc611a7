import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, index, table, text, varchar, int } from '../lib/table';

/** Admin users, roles and the roles each user holds. */
export class Access1763800000000 implements MigrationInterface {
  name = 'Access1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const audit = [varchar('created_by', 64), varchar('updated_by', 64)];
    await q.createTable(table('admin_user', [
      varchar('user_name', 64, true), varchar('email', 128, true), varchar('first_name', 64, true),
      varchar('last_name', 64, true), varchar('phone', 32), varchar('password_hash', 255, true),
      varchar('status', 16, true), varchar('time_zone', 64, true), bool('is_super_admin', true),
      int('token_version', true), ...audit,
    ], [index('admin_user', ['user_name'], true)]));
    await q.createTable(table('role', [
      varchar('role_name', 64, true), varchar('description', 255), bool('preset', true), text('grants', true), ...audit,
    ], [index('role', ['role_name'], true)]));
    await q.createTable(new Table({
      name: 'admin_user_role',
      columns: [
        { name: 'admin_user_id', type: 'integer', isPrimary: true },
        { name: 'role_id', type: 'integer', isPrimary: true },
      ],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('admin_user_role');
    await q.dropTable('role');
    await q.dropTable('admin_user');
  }
}
