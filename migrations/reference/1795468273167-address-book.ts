import { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, index, int, table, varchar } from '../lib/table';

/** The address book (resources/reference/address-book.ts). */
export class AddressBook1795468273167 implements MigrationInterface {
  name = 'AddressBook1795468273167';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('address_book', [
      varchar('nickname', 64, true), int('type', true), varchar('name', 64, true), varchar('company', 64, true),
      varchar('phone', 20, true), varchar('email', 128, true), varchar('ein_ssn', 20),
      varchar('country_code', 2, true), varchar('state_code', 8, true), varchar('city', 64, true),
      varchar('address_line1', 30, true), varchar('address_line2', 30, true), varchar('zip_code', 10, true),
      bool('is_residential'), bool('is_dropship'), int('validation_status'), int('validation_result'),
    ], [index('address_book', ['type', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('address_book');
  }
}
