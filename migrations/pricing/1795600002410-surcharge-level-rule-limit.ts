import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * 02 §3 Surcharge "level rule" and "limit": how each pricing level charges the
 * surcharge (existing ones follow their level's surcharge default rule, as before) and a cap on
 * its amount (none for existing ones).
 */
export class SurchargeLevelRuleLimit1795600002410 implements MigrationInterface {
  name = 'SurchargeLevelRuleLimit1795600002410';

  async up(q: QueryRunner): Promise<void> {
    // Added empty, filled for the existing rows, then required (no column default: the definition's
    // default is the API's to write, as for every other column).
    await q.addColumns('surcharge', [
      new TableColumn({ name: 'level_rule', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'limit_amount', type: 'decimal', precision: 18, scale: 4, isNullable: true }),
    ]);
    // Plain SQL both databases read alike (the query builder would map names through the entity).
    await q.query("UPDATE surcharge SET level_rule = 'LEVEL_DEFAULT'");
    await q.changeColumn('surcharge', 'level_rule', new TableColumn({ name: 'level_rule', type: 'varchar', length: '16', isNullable: false }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('surcharge', 'limit_amount');
    await q.dropColumn('surcharge', 'level_rule');
  }
}
