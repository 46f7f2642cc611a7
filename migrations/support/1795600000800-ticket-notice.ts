import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, varchar } from '../lib/table';

/**
 * The support desk's pushes to an agent (apps/api/src/modules/support/ticket-notices.ts): a
 * ticket assigned to it, or about to breach its service level; read once the agent opens it
 * (markAsRead, 02 §7).
 */
export class TicketNotice1795600000800 implements MigrationInterface {
  name = 'TicketNotice1795600000800';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'ticket_notice',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        int('admin_user_id', true), int('ticket_id', true), varchar('case_no', 16, true), varchar('platform_source', 16, true),
        varchar('message_type', 48, true), datetime('read_at'), datetime('create_time', true),
      ],
      indices: [index('ticket_notice', ['admin_user_id', 'ticket_id']), index('ticket_notice', ['ticket_id', 'message_type'])],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_notice');
  }
}
