import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../lib/table';

/**
 * Which service-level clock an about-to-breach notice warned of (firstResponse, resolution):
 * each clock warns its ticket's assignee once.
 */
export class TicketNoticeTarget1795600001100 implements MigrationInterface {
  name = 'TicketNoticeTarget1795600001100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('ticket_notice', new TableColumn(varchar('target', 16)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('ticket_notice', 'target');
  }
}
