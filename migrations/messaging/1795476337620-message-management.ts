import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The message-management table, its columns as the kind registry gave them when it was generated. */
export class MessageManagement1795476337620 implements MigrationInterface {
  name = 'MessageManagement1795476337620';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('message_log', [
      column('channel', { type: 'varchar', length: 8 }, true),
      column('message_type', { type: 'varchar', length: 64 }, true),
      column('recipient', { type: 'varchar', length: 255 }, true),
      column('subject', { type: 'varchar', length: 255 }, true),
      column('body', { type: 'varchar', length: 4000 }),
      column('status', { type: 'varchar', length: 8 }, true),
      column('error', { type: 'varchar', length: 500 }),
      column('related_resource', { type: 'varchar', length: 64 }),
      column('related_id', { type: 'integer' }),
      column('sent_by', { type: 'varchar', length: 64 }),
      column('sent_time', { type: 'datetime' }),
    ], [index('message_log', ['channel', 'create_time']), index('message_log', ['status', 'create_time']), index('message_log', ['related_resource', 'related_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('message_log');
  }
}
