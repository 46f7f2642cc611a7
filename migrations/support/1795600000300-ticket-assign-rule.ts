import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, table } from '../lib/table';

/** The ticket-assign-rule table, its columns as the kind registry gave them when it was generated. */
export class TicketAssignRule1795600000300 implements MigrationInterface {
  name = 'TicketAssignRule1795600000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('ticket_assign_rule', [
      column('sort_order', { type: 'integer' }, true),
      column('platform_source', { type: 'varchar', length: 16 }),
      column('category_id', { type: 'integer' }),
      column('priority', { type: 'integer' }),
      column('zone_id', { type: 'integer' }),
      column('agent_ids', { type: 'text' }, true),
      column('status', { type: 'integer' }, true),
    ]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_assign_rule');
  }
}
