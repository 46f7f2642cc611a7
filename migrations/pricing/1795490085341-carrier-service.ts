import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The carrier-service table, its columns as the kind registry gave them when it was generated. */
export class CarrierService1795490085341 implements MigrationInterface {
  name = 'CarrierService1795490085341';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('carrier_service', [
      column('carrier', { type: 'integer' }, true),
      column('service_code', { type: 'varchar', length: 48 }, true),
      column('service_name', { type: 'varchar', length: 96 }, true),
      column('service_group', { type: 'integer' }, true),
      column('service_type_group', { type: 'integer' }, true),
      column('package_types', { type: 'text' }),
      column('status', { type: 'integer' }, true),
    ], [index('carrier_service', ['service_code'], true), index('carrier_service', ['carrier', 'service_group'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('carrier_service');
  }
}
