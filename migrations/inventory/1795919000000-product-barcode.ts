import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, varchar } from '../lib/table';

/**
 * A product's barcode (its UPC-A, EAN-13, GTIN-14 or EAN-8 digits): what the pack station's
 * scanner reads off a unit, looked up by the code alone (the clients of the batch narrow it).
 */
export class ProductBarcode1795919000000 implements MigrationInterface {
  name = 'ProductBarcode1795919000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('product', new TableColumn(varchar('barcode', 14)));
    await q.createIndex('product', index('product', ['barcode']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('product', index('product', ['barcode']));
    await q.dropColumn('product', 'barcode');
  }
}
