import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The charge-item table, its columns as the kind registry gave them when it was generated. */
export class ChargeItem1795916000000 implements MigrationInterface {
  name = 'ChargeItem1795916000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('charge_item', [
      column('party', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('description', { type: 'text' }),
      column('work_order_type_id', { type: 'integer' }, true),
      column('charge_type', { type: 'integer' }, true),
      column('charge_mode', { type: 'varchar', length: 32 }, true),
      column('charge_method', { type: 'varchar', length: 32 }, true),
      column('charge_trigger', { type: 'varchar', length: 32 }, true),
      column('applied_order_types', { type: 'text' }),
      column('calculation', { type: 'varchar', length: 32 }, true),
      column('price', { type: 'bigint' }, true),
      column('weight_unit', { type: 'varchar', length: 32 }),
      column('volume_unit', { type: 'varchar', length: 32 }),
      column('freight_type', { type: 'varchar', length: 32 }, true),
      column('fba', { type: 'boolean' }, true),
      column('charge_if_cancelled', { type: 'boolean' }),
      column('hidden_to_client', { type: 'boolean' }),
      column('status', { type: 'integer' }, true),
      column('rules', { type: 'text' }),
    ], [index('charge_item', ['party', 'status'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('charge_item');
  }
}
