import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, varchar } from '../lib/table';
import { insertReferenceRows } from '../lib/reference-rows';
import { US_PORTS } from './data/us-ports';

/** US ports (resources/reference/us-port.ts), loaded with the public list of data/us-ports.ts. */
export class UsPort1795468678255 implements MigrationInterface {
  name = 'UsPort1795468678255';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('us_port', [
      varchar('code', 5, true), varchar('name', 128, true), varchar('city', 64, true), varchar('state', 2, true), int('type', true),
    ], [index('us_port', ['code'], true)]));
    await insertReferenceRows(q, 'us_port', ['code', 'name', 'city', 'state', 'type'], US_PORTS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('us_port');
  }
}
