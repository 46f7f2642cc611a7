import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../lib/table';

/**
 * Why the auto-assignation left a ticket unassigned (noRule, outsideHours, noAgentOnDuty): shown
 * beside its empty Assignee with "Assign to me".
 */
export class TicketUnassignedReason1795600001350 implements MigrationInterface {
  name = 'TicketUnassignedReason1795600001350';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('ticket', new TableColumn(varchar('unassigned_reason', 16)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('ticket', 'unassigned_reason');
  }
}
