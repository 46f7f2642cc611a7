import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../lib/table';

/**
 * Where a client is: its country and state, which the support
 * zones group clients by.
 */
export class ClientLocation1795600000050 implements MigrationInterface {
  name = 'ClientLocation1795600000050';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('client', [new TableColumn(varchar('country_code', 2)), new TableColumn(varchar('state_code', 8))]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('client', ['country_code', 'state_code']);
  }
}
