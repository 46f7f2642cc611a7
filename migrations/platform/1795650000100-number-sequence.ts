import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { index, varchar } from '../lib/table';

/**
 * Named number sequences (apps/api/src/engine/number-sequence.ts): one row per sequence, its
 * row locked by the update that takes the next number, so two writers at once on MySQL never
 * get the same one.
 */
export class NumberSequence1795650000100 implements MigrationInterface {
  name = 'NumberSequence1795650000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'number_sequence',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('name', 100, true), { name: 'last_value', type: 'bigint', isNullable: false },
      ],
      indices: [index('number_sequence', ['name'], true)],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('number_sequence');
  }
}
