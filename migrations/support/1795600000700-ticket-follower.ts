import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket-follower table, its columns as the kind registry gave them when it was generated. */
export class TicketFollower1795600000700 implements MigrationInterface {
  name = 'TicketFollower1795600000700';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_follower', [
      column('ticket_id', { type: 'integer' }, true),
      column('admin_user_id', { type: 'integer' }, true),
      column('platform_source', { type: 'varchar', length: 16 }, true),
    ], [index('ticket_follower', ['admin_user_id', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_follower');
  }
}
