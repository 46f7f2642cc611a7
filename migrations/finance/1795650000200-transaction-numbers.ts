import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client charge documents take their number from a sequence per client and kind
 * (`client-transaction:{clientId}`, `oms-transaction:{clientId}`; apps/api/src/modules/finance/
 * transactions/charge-writes.ts) instead of counting the client's documents, which two writers
 * at once on MariaDB both counted alike. Each sequence starts where the count is.
 */
export class TransactionNumbers1795650000200 implements MigrationInterface {
  name = 'TransactionNumbers1795650000200';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, prefix] of [['client_transaction', 'client-transaction'], ['oms_transaction', 'oms-transaction']]) {
      const counts = await q.manager.createQueryBuilder().select('t.client_id', 'clientId').addSelect('COUNT(*)', 'n').from(table, 't').groupBy('t.client_id').getRawMany<{ clientId: number; n: number }>();
      for (let i = 0; i < counts.length; i += 500) {
        const rows = counts.slice(i, i + 500).map((c) => ({ name: `${prefix}:${Number(c.clientId)}`, last_value: Number(c.n) }));
        await q.manager.createQueryBuilder().insert().into('number_sequence', ['name', 'last_value']).values(rows).execute();
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.manager.createQueryBuilder().delete().from('number_sequence').where("name LIKE 'client-transaction:%' OR name LIKE 'oms-transaction:%'").execute();
  }
}
