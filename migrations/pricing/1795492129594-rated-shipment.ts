import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The rated-shipment table, its columns as the kind registry gave them when it was generated. */
export class RatedShipment1795492129594 implements MigrationInterface {
  name = 'RatedShipment1795492129594';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('rated_shipment', [
      column('reference', { type: 'varchar', length: 32 }, true),
      column('client_id', { type: 'integer' }),
      column('shipping_account_id', { type: 'integer' }, true),
      column('carrier_service_id', { type: 'integer' }, true),
      column('package_type', { type: 'varchar', length: 32 }, true),
      column('ship_date', { type: 'date' }, true),
      column('zone', { type: 'varchar', length: 2 }, true),
      column('residential', { type: 'boolean' }),
      column('package_count', { type: 'integer' }, true),
      column('billable_weight', { type: 'decimal', precision: 18, scale: 4 }),
      column('pricing_level_id', { type: 'integer' }),
      column('total', { type: 'bigint' }, true),
      column('packages', { type: 'text' }, true),
      column('lines', { type: 'text' }, true),
    ], [index('rated_shipment', ['reference'], true), index('rated_shipment', ['client_id']), index('rated_shipment', ['ship_date']), index('rated_shipment', ['client_id', 'ship_date'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rated_shipment');
  }
}
