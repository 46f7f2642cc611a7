import { MigrationInterface, QueryRunner } from 'typeorm';
import { index, int, table, varchar } from '../lib/table';

/** Product categories (resources/reference/category-management.ts). */
export class CategoryManagement1795469162363 implements MigrationInterface {
  name = 'CategoryManagement1795469162363';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('product_category', [
      varchar('code', 32, true), varchar('name', 64, true), varchar('zh_name', 64), varchar('hs_code', 12),
      int('dangerous_goods', true), int('status', true), varchar('description', 500),
    ], [index('product_category', ['code'], true), index('product_category', ['name'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('product_category');
  }
}
