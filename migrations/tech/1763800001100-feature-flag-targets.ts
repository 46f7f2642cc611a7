import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { int, text } from '../lib/table';

/**
 * The targets of a feature flag's targeted strategies: the org groups ('By organisation group',
 * a JSON list of org-group ids) and the percentage ('By percentage'). Both null otherwise.
 */
export class FeatureFlagTargets1763800001100 implements MigrationInterface {
  name = 'FeatureFlagTargets1763800001100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('feature_flag', [text('org_group_ids'), int('percentage')].map((c) => new TableColumn(c)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('feature_flag', ['org_group_ids', 'percentage']);
  }
}
