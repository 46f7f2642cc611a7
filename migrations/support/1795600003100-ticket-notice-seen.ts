import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { datetime, index, varchar } from '../lib/table';

/**
 * The header's bell (apps/api/src/modules/support/ticket-notices.ts): whether the user has seen a
 * desk notice in it (`seen_at`), apart from `read_at`, which markAsRead sets as an auto-assign
 * push arrives (02 §7); and who wrote a reply a notice tells of (`actor_name`). Notices read
 * before the bell existed count as seen then.
 */
export class TicketNoticeSeen1795600003100 implements MigrationInterface {
  name = 'TicketNoticeSeen1795600003100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('ticket_notice', [new TableColumn(datetime('seen_at')), new TableColumn(varchar('actor_name', 64))]);
    // the bell's count: a user's notices not yet seen
    await q.createIndex('ticket_notice', index('ticket_notice', ['admin_user_id', 'seen_at']));
    // Plain SQL both databases read alike.
    await q.query('UPDATE ticket_notice SET seen_at = read_at WHERE read_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('ticket_notice', index('ticket_notice', ['admin_user_id', 'seen_at']));
    await q.dropColumn('ticket_notice', 'actor_name');
    await q.dropColumn('ticket_notice', 'seen_at');
  }
}
