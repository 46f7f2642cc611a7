import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket table, its columns as the kind registry gave them when it was generated. */
export class Ticket1795600000500 implements MigrationInterface {
  name = 'Ticket1795600000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket', [
      column('case_no', { type: 'varchar', length: 16 }, true),
      column('platform_source', { type: 'varchar', length: 16 }, true),
      column('client_id', { type: 'integer' }, true),
      column('category_id', { type: 'integer' }),
      column('subject', { type: 'varchar', length: 200 }, true),
      column('description', { type: 'varchar', length: 10000 }, true),
      column('priority', { type: 'integer' }, true),
      column('status', { type: 'integer' }, true),
      column('assignee_id', { type: 'integer' }),
      column('assigned_at', { type: 'datetime' }),
      column('related_type', { type: 'varchar', length: 16 }),
      column('related_no', { type: 'varchar', length: 64 }),
      column('attachments', { type: 'text' }),
      column('extra', { type: 'text' }),
      column('first_response_due', { type: 'datetime' }),
      column('resolution_due', { type: 'datetime' }),
      column('first_responded_at', { type: 'datetime' }),
      column('resolved_at', { type: 'datetime' }),
      column('paused_minutes_left', { type: 'varchar', length: 16 }),
      column('last_activity_at', { type: 'datetime' }),
    ], [index('ticket', ['case_no'], true), index('ticket', ['platform_source', 'status', 'create_time']), index('ticket', ['assignee_id', 'status']), index('ticket', ['client_id', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket');
  }
}
