import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { index, int, varchar } from '../lib/table';

/**
 * The day's last case-number sequence (apps/api/src/modules/support/case-numbers.ts): one row per
 * UTC day, its row locked by the update that takes the next number, so two tickets created at
 * once on MySQL never get the same one.
 */
export class TicketCaseCounter1795600000900 implements MigrationInterface {
  name = 'TicketCaseCounter1795600000900';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'ticket_case_counter',
      columns: [{ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }, varchar('case_day', 8, true), int('last_seq', true)],
      indices: [index('ticket_case_counter', ['case_day'], true)],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ticket_case_counter');
  }
}
