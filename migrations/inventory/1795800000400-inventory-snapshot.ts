import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inventory-snapshot table, its columns as the kind registry gave them when it was generated. */
export class InventorySnapshot1795800000400 implements MigrationInterface {
  name = 'InventorySnapshot1795800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inventory_snapshot', [
      column('snapshot_date', { type: 'date' }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('lot_date', { type: 'date' }, true),
      column('standard', { type: 'integer' }, true),
      column('damage', { type: 'integer' }, true),
      column('on_hand', { type: 'integer' }, true),
    ], [index('inventory_snapshot', ['snapshot_date', 'warehouse_id', 'client_id', 'sku', 'lot_date'], true), index('inventory_snapshot', ['client_id', 'snapshot_date'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_snapshot');
  }
}
