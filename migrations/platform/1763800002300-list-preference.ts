import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, text, varchar } from '../lib/table';

/** Each user's column choices and saved views per generated list (power lists). */
export class ListPreference1763800002300 implements MigrationInterface {
  name = 'ListPreference1763800002300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('user_list_preference', [
      int('user_id', true), varchar('resource', 64, true), text('columns', true), text('views', true),
    ], [index('user_list_preference', ['user_id', 'resource'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_list_preference');
  }
}
