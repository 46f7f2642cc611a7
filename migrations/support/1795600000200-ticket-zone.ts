import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The ticket-zone table, its columns as the kind registry gave them when it was generated. */
export class TicketZone1795600000200 implements MigrationInterface {
  name = 'TicketZone1795600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_zone', [
      column('name', { type: 'varchar', length: 64 }, true),
      column('regions', { type: 'text' }),
      column('client_ids', { type: 'text' }),
      column('agent_ids', { type: 'text' }, true),
      column('time_zone', { type: 'varchar', length: 64 }, true),
      column('work_days', { type: 'text' }, true),
      column('work_start', { type: 'varchar', length: 5 }, true),
      column('work_end', { type: 'varchar', length: 5 }, true),
      column('status', { type: 'integer' }, true),
      column('urgent_first_response', { type: 'integer' }),
      column('urgent_resolution', { type: 'integer' }),
      column('high_first_response', { type: 'integer' }),
      column('high_resolution', { type: 'integer' }),
      column('normal_first_response', { type: 'integer' }),
      column('normal_resolution', { type: 'integer' }),
      column('low_first_response', { type: 'integer' }),
      column('low_resolution', { type: 'integer' }),
    ], [index('ticket_zone', ['name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_zone');
  }
}
