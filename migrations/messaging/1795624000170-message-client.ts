import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index } from '../lib/table';

/**
 * Message Management's data scope: the client a message is about, filled for the messages already
 * logged from their related record (a client, or a ticket's client).
 */
export class MessageClient1795624000170 implements MigrationInterface {
  name = 'MessageClient1795624000170';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('message_log', new TableColumn({ name: 'client_id', type: 'integer', isNullable: true }));
    await q.createIndex('message_log', index('message_log', ['client_id', 'create_time']));
    await q.query(`UPDATE message_log SET client_id = related_id WHERE related_resource = 'client'`);
    await q.query(`UPDATE message_log SET client_id = (SELECT t.client_id FROM ticket t WHERE t.id = message_log.related_id) WHERE related_resource = 'ticket'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('message_log', index('message_log', ['client_id', 'create_time']));
    await q.dropColumn('message_log', 'client_id');
  }
}
