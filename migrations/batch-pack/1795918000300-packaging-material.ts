import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The packaging-material table, its columns as the kind registry gave them when it was generated. */
export class PackagingMaterial1795918000300 implements MigrationInterface {
  name = 'PackagingMaterial1795918000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('packaging_material', [
      column('code', { type: 'varchar', length: 32 }, true),
      column('name', { type: 'varchar', length: 64 }, true),
      column('length', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('width', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('height', { type: 'decimal', precision: 18, scale: 2 }, true),
      column('dim_unit', { type: 'varchar', length: 2 }, true),
      column('weight', { type: 'decimal', precision: 18, scale: 3 }, true),
      column('weight_unit', { type: 'varchar', length: 2 }, true),
      column('barcode', { type: 'varchar', length: 32 }, true),
      column('status', { type: 'integer' }, true),
    ], [index('packaging_material', ['code'], true), index('packaging_material', ['barcode'], true)]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('packaging_material');
  }
}
