import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * 02 §4, §8: whether an order's label must be replaced (a replacement that failed left the
 * former label void; the `client-order-replace-label` list shows these orders). Required, with a
 * column default of false: the existing rows, and rows written beside the API (the demo seed, a
 * domain's raw insert), need no replacement.
 */
export class ClientOrderLabelReplace1795900000470 implements MigrationInterface {
  name = 'ClientOrderLabelReplace1795900000470';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('client_order', new TableColumn({ name: 'label_replace_needed', type: 'boolean', isNullable: false, default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('client_order', 'label_replace_needed');
  }
}
