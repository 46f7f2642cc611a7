import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../lib/table';

/**
 * The address book's Unit/Apt/Suite line is optional (02 §5 requires zip, city,
 * address and country): most addresses have no second street line.
 */
export class AddressUnitOptional1795600024210 implements MigrationInterface {
  name = 'AddressUnitOptional1795600024210';

  async up(q: QueryRunner): Promise<void> {
    await q.changeColumn('address_book', 'address_line2', new TableColumn(varchar('address_line2', 30)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("UPDATE address_book SET address_line2 = '' WHERE address_line2 IS NULL");
    await q.changeColumn('address_book', 'address_line2', new TableColumn(varchar('address_line2', 30, true)));
  }
}
