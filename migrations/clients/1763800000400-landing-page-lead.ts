import { MigrationInterface, QueryRunner } from 'typeorm';
import { bool, datetime, index, int, table, varchar } from '../lib/table';

export class LandingPageLead1763800000400 implements MigrationInterface {
  name = 'LandingPageLead1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('landing_page_lead', [
      varchar('full_name', 64, true), varchar('company_name', 128, true), varchar('email', 128, true),
      varchar('phone', 32), int('warehouse_business_type', true), int('number_of_warehouses'),
      int('free_space'), bool('using_wms'), datetime('submit_time'),
    ], [
      index('landing_page_lead', ['warehouse_business_type', 'submit_time']),
      index('landing_page_lead', ['submit_time']),
    ]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('landing_page_lead');
  }
}
