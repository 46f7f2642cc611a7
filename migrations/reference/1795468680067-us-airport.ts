import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, varchar } from '../lib/table';
import { insertReferenceRows } from '../lib/reference-rows';
import { US_AIRPORTS } from './data/us-airports';

/** US airports (resources/reference/us-airport.ts), loaded with the public list of data/us-airports.ts. */
export class UsAirport1795468680067 implements MigrationInterface {
  name = 'UsAirport1795468680067';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('us_airport', [
      varchar('code', 3, true), varchar('name', 128, true), varchar('city', 64, true), varchar('state', 2, true), int('type', true),
    ], [index('us_airport', ['code'], true)]));
    await insertReferenceRows(q, 'us_airport', ['code', 'name', 'city', 'state', 'type'], US_AIRPORTS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('us_airport');
  }
}
