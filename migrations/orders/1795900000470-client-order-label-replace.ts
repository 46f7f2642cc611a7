import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * 02 §4, §8: whether an order's label must be replaced (a replacement that failed left the
 * former label void; the `client-order-replace-label` list shows these orders). Required: the
 * existing rows are given false by a default that is then dropped, as the engine's columns carry
 * no database default (every write states its value: the API by the field's default, the seed by hand).
 */
export class ClientOrderLabelReplace1795900000470 implements MigrationInterface {
  name = 'ClientOrderLabelReplace1795900000470';

  async up(q: QueryRunner): Promise<void> {
    const filled = new TableColumn({ name: 'label_replace_needed', type: 'boolean', isNullable: false, default: 0 });
    await q.addColumn('client_order', filled);
    await q.changeColumn('client_order', filled, new TableColumn({ name: 'label_replace_needed', type: 'boolean', isNullable: false }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('client_order', 'label_replace_needed');
  }
}
