import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '../lib/table';

/**
 * The Parcel Outbound list's indexes (02 §4 statuses; the list sorts by createTime desc): a
 * status filter alone had no index, so the page read every order and sorted the matches, and
 * the count read the (client, status) index whole. (status, create_time) answers both: the count
 * is a range of the index, the page its first 20 entries read backwards. The (client, status)
 * and (warehouse, status) indexes end in create_time for the same reason when a client or a
 * warehouse is filtered too; as prefixes they still serve what they served.
 */
export class ClientOrderListIndexes1795900000480 implements MigrationInterface {
  name = 'ClientOrderListIndexes1795900000480';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('client_order', index('client_order', ['status', 'create_time']));
    for (const lead of ['client_id', 'warehouse_id']) {
      await q.createIndex('client_order', index('client_order', [lead, 'status', 'create_time']));
      await q.dropIndex('client_order', `IDX_client_order_${lead}_status`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const lead of ['client_id', 'warehouse_id']) {
      await q.createIndex('client_order', index('client_order', [lead, 'status']));
      await q.dropIndex('client_order', `IDX_client_order_${lead}_status_create_time`);
    }
    await q.dropIndex('client_order', 'IDX_client_order_status_create_time');
  }
}
