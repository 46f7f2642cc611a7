import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, varchar } from '../lib/table';

/**
 * One row per sign-in: a token names its session, so signing out ends that one session while
 * the user's other tabs and devices stay signed in. Expired rows are deleted at sign-in.
 */
export class AdminSession1763800001000 implements MigrationInterface {
  name = 'AdminSession1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'admin_session',
      columns: [
        { ...varchar('id', 36, true), isPrimary: true },
        int('admin_user_id', true), datetime('create_time', true), datetime('expire_time', true),
      ],
      indices: [index('admin_session', ['admin_user_id']), index('admin_session', ['expire_time'])],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('admin_session');
  }
}
