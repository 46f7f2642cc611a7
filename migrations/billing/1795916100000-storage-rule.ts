import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The storage-rule table, its columns as the kind registry gave them when it was generated. */
export class StorageRule1795916100000 implements MigrationInterface {
  name = 'StorageRule1795916100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('storage_rule', [
      column('party', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('calculation', { type: 'varchar', length: 32 }, true),
      column('quantity_type', { type: 'varchar', length: 32 }, true),
      column('charge_mode', { type: 'varchar', length: 32 }, true),
      column('unit', { type: 'varchar', length: 32 }, true),
      column('price', { type: 'bigint' }, true),
      column('round_up', { type: 'boolean' }),
      column('by_inventory_age', { type: 'boolean' }),
      column('free_days', { type: 'integer' }),
      column('pallet_volume_unit', { type: 'varchar', length: 32 }),
      column('pallet_volume', { type: 'decimal', precision: 18, scale: 4 }),
      column('sku_types_per_pallet', { type: 'integer' }),
      column('min_volume', { type: 'decimal', precision: 18, scale: 4 }),
      column('inbound_storage', { type: 'boolean' }),
      column('inbound_charge_method', { type: 'varchar', length: 32 }),
      column('inbound_timing', { type: 'varchar', length: 32 }),
      column('inbound_free_days', { type: 'integer' }),
      column('inbound_price', { type: 'bigint' }),
      column('return_storage', { type: 'boolean' }),
      column('return_charge_method', { type: 'varchar', length: 32 }),
      column('return_timing', { type: 'varchar', length: 32 }),
      column('return_free_days', { type: 'integer' }),
      column('return_price', { type: 'bigint' }),
      column('cross_dock_storage', { type: 'boolean' }),
      column('cross_dock_charge_method', { type: 'varchar', length: 32 }),
      column('cross_dock_timing', { type: 'varchar', length: 32 }),
      column('cross_dock_free_days', { type: 'integer' }),
      column('cross_dock_price', { type: 'bigint' }),
      column('status', { type: 'integer' }, true),
    ], [index('storage_rule', ['party', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('storage_rule');
  }
}
