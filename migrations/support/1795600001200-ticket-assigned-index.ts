import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '../lib/table';

/**
 * When each agent was last given a ticket (the round robin's tie-break, support-desk.ts
 * `MAX(assigned_at) … GROUP BY assignee_id`): read from the index instead of every ticket the
 * pool's agents ever had, which grows with the desk's history.
 */
export class TicketAssignedIndex1795600001200 implements MigrationInterface {
  name = 'TicketAssignedIndex1795600001200';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('ticket', index('ticket', ['assignee_id', 'assigned_at']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('ticket', 'IDX_ticket_assignee_id_assigned_at');
  }
}
