import { MigrationInterface, QueryRunner } from 'typeorm';
import { insertReferenceRows } from '../lib/reference-rows';
import { column, index, table } from '../lib/table';

/** The four work order types the charge engine bills (resources/billing/work-order-type.ts), active. */
const TYPES = [['OUTBOUND', 'Outbound', 1], ['INBOUND', 'Inbound', 1], ['RETURN', 'Return', 1], ['CROSS_DOCK', 'Cross Dock', 1]] as const;

/** The work-order-type table and its four rows: reference data every installation needs, not demo data. */
export class WorkOrderType1795915984561 implements MigrationInterface {
  name = 'WorkOrderType1795915984561';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('work_order_type', [
      column('code', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('status', { type: 'integer' }, true),
      column('description', { type: 'text' }),
    ], [index('work_order_type', ['code'])]));
    await insertReferenceRows(q, 'work_order_type', ['code', 'name', 'status'], TYPES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_order_type');
  }
}
