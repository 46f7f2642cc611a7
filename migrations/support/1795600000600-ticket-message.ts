import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket-message table, its columns as the kind registry gave them when it was generated. */
export class TicketMessage1795600000600 implements MigrationInterface {
  name = 'TicketMessage1795600000600';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_message', [
      column('ticket_id', { type: 'integer' }, true),
      column('platform_source', { type: 'varchar', length: 16 }, true),
      column('kind', { type: 'integer' }, true),
      column('body', { type: 'varchar', length: 10000 }),
      column('event_field', { type: 'varchar', length: 32 }),
      column('event_from', { type: 'varchar', length: 64 }),
      column('event_to', { type: 'varchar', length: 64 }),
      column('author_id', { type: 'integer' }),
      column('author_name', { type: 'varchar', length: 64 }),
    ], [index('ticket_message', ['ticket_id', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_message');
  }
}
