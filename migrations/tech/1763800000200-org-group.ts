import { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, index, table, varchar } from '../lib/table';

export class OrgGroup1763800000200 implements MigrationInterface {
  name = 'OrgGroup1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('org_group', [
      varchar('group_name', 64, true), bool('is_system_group'), varchar('description', 500), varchar('creator', 64),
    ], [index('org_group', ['group_name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('org_group');
  }
}
