import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket-reply-template table, its columns as the kind registry gave them when it was generated. */
export class TicketReplyTemplate1795600000100 implements MigrationInterface {
  name = 'TicketReplyTemplate1795600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_reply_template', [
      column('name', { type: 'varchar', length: 64 }, true),
      column('category_id', { type: 'integer' }),
      column('body_en', { type: 'varchar', length: 4000 }, true),
      column('body_zh', { type: 'varchar', length: 4000 }, true),
      column('status', { type: 'integer' }, true),
    ], [index('ticket_reply_template', ['name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_reply_template');
  }
}
