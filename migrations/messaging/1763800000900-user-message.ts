import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, text, varchar } from '../lib/table';

/** User messages: export jobs and their files (spec 01 §3 export item, §4 export job status). */
export class UserMessage1763800000900 implements MigrationInterface {
  name = 'UserMessage1763800000900';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('user_message', [
      int('user_id', true), varchar('receive_type', 16, true), varchar('message_type', 48, true),
      varchar('file_name', 255, true), varchar('url', 255), int('type', true), int('status', true), int('progress', true),
      int('row_count'), varchar('error', 255), varchar('resource', 64), text('params'), varchar('file_path', 255),
    ], [index('user_message', ['user_id', 'message_type', 'create_time']), index('user_message', ['status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_message');
  }
}
