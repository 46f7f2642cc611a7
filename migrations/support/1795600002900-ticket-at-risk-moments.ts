import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../lib/table';

/**
 * The moment each service-level clock of a ticket turns at risk (enters its last fifth), stored
 * next to its due moment and kept with it on every write, so the list reads a ticket's state by
 * comparing moments instead of walking working hours per row. Tickets written before have none and
 * are read the long way until their clocks are next set.
 */
export class TicketAtRiskMoments1795600002900 implements MigrationInterface {
  name = 'TicketAtRiskMoments1795600002900';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('ticket', [
      new TableColumn(column('first_response_at_risk', { type: 'datetime' })),
      new TableColumn(column('resolution_at_risk', { type: 'datetime' })),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('ticket', 'resolution_at_risk');
    await q.dropColumn('ticket', 'first_response_at_risk');
  }
}
