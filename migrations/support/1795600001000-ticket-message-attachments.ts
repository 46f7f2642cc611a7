import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../lib/table';

/**
 * A reply's or internal note's own files (the conversation of 02 §2's ticket detail page): the
 * files module's refs, as the ticket's own attachments are kept.
 */
export class TicketMessageAttachments1795600001000 implements MigrationInterface {
  name = 'TicketMessageAttachments1795600001000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('ticket_message', new TableColumn(column('attachments', { type: 'text' })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('ticket_message', 'attachments');
  }
}
