import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket-template table, its columns as the kind registry gave them when it was generated. */
export class TicketTemplate1795600000000 implements MigrationInterface {
  name = 'TicketTemplate1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_template', [
      column('name', { type: 'varchar', length: 64 }, true),
      column('description', { type: 'varchar', length: 255 }),
      column('fields', { type: 'text' }),
      column('status', { type: 'integer' }, true),
    ], [index('ticket_template', ['name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_template');
  }
}
