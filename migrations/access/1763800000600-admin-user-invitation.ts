import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, varchar } from '../lib/table';

/** Admin users get an agent invitation code (spec 01 §3). */
export class AdminUserInvitation1763800000600 implements MigrationInterface {
  name = 'AdminUserInvitation1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('admin_user', new TableColumn(varchar('agent_invitation_code', 16)));
    await q.createIndex('admin_user', index('admin_user', ['agent_invitation_code'], true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('admin_user', 'UQ_admin_user_agent_invitation_code');
    await q.dropColumn('admin_user', 'agent_invitation_code');
  }
}
