import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, int, varchar } from '../lib/table';

/** Data scopes: a role may limit its users to assigned records; leads get their sales owner. */
export class DataScope1763800000700 implements MigrationInterface {
  name = 'DataScope1763800000700';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('role', new TableColumn(varchar('data_scope', 16)));
    await q.addColumn('landing_page_lead', new TableColumn(int('sales_id')));
    await q.createIndex('landing_page_lead', index('landing_page_lead', ['sales_id']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('landing_page_lead', 'IDX_landing_page_lead_sales_id');
    await q.dropColumn('landing_page_lead', 'sales_id');
    await q.dropColumn('role', 'data_scope');
  }
}
