import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inventory-movement table, its columns as the kind registry gave them when it was generated. */
export class InventoryMovement1795800000300 implements MigrationInterface {
  name = 'InventoryMovement1795800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inventory_movement', [
      column('movement_time', { type: 'datetime' }, true),
      column('movement_type', { type: 'integer' }, true),
      column('sku', { type: 'varchar', length: 64 }, true),
      column('inventory_id', { type: 'integer' }, true),
      column('seq', { type: 'integer' }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('location_id', { type: 'integer' }, true),
      column('lot_date', { type: 'date' }, true),
      column('standard_delta', { type: 'integer' }, true),
      column('damage_delta', { type: 'integer' }, true),
      column('allocated_delta', { type: 'integer' }, true),
      column('standard_after', { type: 'integer' }, true),
      column('damage_after', { type: 'integer' }, true),
      column('allocated_after', { type: 'integer' }, true),
      column('order_no', { type: 'varchar', length: 64 }),
      column('reverses_id', { type: 'integer' }),
      column('operator', { type: 'varchar', length: 64 }),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('inventory_movement', ['reverses_id'], true), index('inventory_movement', ['inventory_id', 'seq']), index('inventory_movement', ['movement_time']), index('inventory_movement', ['client_id', 'movement_time']), index('inventory_movement', ['order_no'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_movement');
  }
}
