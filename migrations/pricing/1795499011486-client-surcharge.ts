import { MigrationInterface, QueryRunner } from 'typeorm';
import { column, index, table } from '../lib/table';

/** The client-surcharge table, its columns as the kind registry gave them when it was generated. */
export class ClientSurcharge1795499011486 implements MigrationInterface {
  name = 'ClientSurcharge1795499011486';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(table('client_surcharge', [
      column('client_id', { type: 'integer' }, true),
      column('surcharge_id', { type: 'integer' }, true),
      column('off_rate_percent', { type: 'decimal', precision: 18, scale: 4 }, true),
      column('effective_from', { type: 'date' }, true),
      column('note', { type: 'varchar', length: 255 }),
    ], [index('client_surcharge', ['client_id']), index('client_surcharge', ['surcharge_id']), index('client_surcharge', ['client_id', 'effective_from'])]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('client_surcharge');
  }
}
