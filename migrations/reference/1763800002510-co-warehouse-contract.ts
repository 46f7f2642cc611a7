import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { text } from '../lib/table';

/** A co-warehouse's signed contract: a list of uploaded files (a JSON list of file refs). */
export class CoWarehouseContract1763800002510 implements MigrationInterface {
  name = 'CoWarehouseContract1763800002510';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('co_warehouse', new TableColumn(text('contract')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('co_warehouse', 'contract');
  }
}
