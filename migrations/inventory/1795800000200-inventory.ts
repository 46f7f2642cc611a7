import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The inventory table, its columns as the kind registry gave them when it was generated. */
export class Inventory1795800000200 implements MigrationInterface {
  name = 'Inventory1795800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('inventory', [
      column('sku', { type: 'varchar', length: 64 }, true),
      column('client_id', { type: 'integer' }, true),
      column('warehouse_id', { type: 'integer' }, true),
      column('location_id', { type: 'integer' }, true),
      column('lot_date', { type: 'date' }, true),
      column('standard', { type: 'integer' }, true),
      column('damage', { type: 'integer' }, true),
      column('allocated', { type: 'integer' }, true),
      column('available', { type: 'integer' }, true),
      column('product_id', { type: 'integer' }, true),
      column('movement_count', { type: 'integer' }, true),
      column('last_movement_time', { type: 'datetime' }),
    ], [index('inventory', ['warehouse_id', 'location_id', 'client_id', 'sku', 'lot_date'], true), index('inventory', ['client_id', 'sku']), index('inventory', ['warehouse_id', 'client_id'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory');
  }
}
