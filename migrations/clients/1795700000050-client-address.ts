import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../lib/table';

/**
 * A client's street address (city, two address lines, zip): what its invoices' bill-to block
 * prints under its name. Nullable: existing clients and sign-ups without one keep working.
 */
export class ClientAddress1795700000050 implements MigrationInterface {
  name = 'ClientAddress1795700000050';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('client', [
      new TableColumn(varchar('city', 64)), new TableColumn(varchar('address1', 64)),
      new TableColumn(varchar('address2', 64)), new TableColumn(varchar('zip_code', 10)),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('client', ['city', 'address1', 'address2', 'zip_code']);
  }
}
