import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { int } from '../lib/table';

/** A warehouse names the warehouse supplier that runs it for the platform (empty: the platform itself). */
export class WarehouseOperator1795916700000 implements MigrationInterface {
  name = 'WarehouseOperator1795916700000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('warehouse', new TableColumn(int('supplier_id')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('warehouse', 'supplier_id');
  }
}
