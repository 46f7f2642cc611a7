import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, varchar } from '../lib/table';

/** Suppliers, warehouse and shipping (resources/reference/supplier.ts). */
export class Supplier1795469160432 implements MigrationInterface {
  name = 'Supplier1795469160432';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('supplier', [
      varchar('supplier_type', 16, true), varchar('code', 32, true), varchar('name', 128, true), int('carrier'),
      varchar('contact_name', 64, true), varchar('email', 128, true), varchar('phone', 32, true),
      varchar('country_code', 2, true), varchar('state_code', 8), varchar('city', 64, true), varchar('address', 255, true),
      varchar('zip_code', 10), int('status', true),
    ], [index('supplier', ['code'], true), index('supplier', ['supplier_type', 'create_time'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('supplier');
  }
}
