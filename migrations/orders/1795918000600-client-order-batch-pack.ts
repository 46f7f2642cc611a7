import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, int } from '../lib/table';

/**
 * Batch and pack's marks on parcel orders (02 §2): the batch an order is picked in, the units of
 * each item the pack station scanned (required: existing rows get 0 by a default that is then
 * dropped, as the engine's columns carry none), and the packaging material a package was closed in.
 */
export class ClientOrderBatchPack1795918000600 implements MigrationInterface {
  name = 'ClientOrderBatchPack1795918000600';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('client_order', new TableColumn(int('pick_batch_id')));
    await q.createIndex('client_order', index('client_order', ['pick_batch_id']));
    const filled = new TableColumn({ name: 'packed_qty', type: 'integer', isNullable: false, default: 0 });
    await q.addColumn('client_order_item', filled);
    await q.changeColumn('client_order_item', filled, new TableColumn({ name: 'packed_qty', type: 'integer', isNullable: false }));
    await q.addColumn('client_order_package', new TableColumn(int('packaging_material_id')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('client_order_package', 'packaging_material_id');
    await q.dropColumn('client_order_item', 'packed_qty');
    await q.dropIndex('client_order', index('client_order', ['pick_batch_id']));
    await q.dropColumn('client_order', 'pick_batch_id');
  }
}
