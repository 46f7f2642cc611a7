import { EntitySchema, type EntityManager } from 'typeorm';

interface NumberSequenceRow {
  id: number;
  name: string;
  lastValue: string;
}

export const NumberSequenceEntity = new EntitySchema<NumberSequenceRow>({
  name: 'number-sequence',
  tableName: 'number_sequence',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    name: { name: 'name', type: 'varchar', length: 100 },
    lastValue: { name: 'last_value', type: 'bigint' },
  },
  indices: [{ name: 'UQ_number_sequence_name', columns: ['name'], unique: true }],
});

/**
 * The next number of the named sequence (1 for a new one), in the caller's transaction: one
 * upsert that creates the sequence's row at 1 or increments it in place. Its exclusive row lock
 * holds any other writer of the same sequence on MySQL until this transaction ends (SQLite's
 * writes are one at a time), so no two commits take one number, and a rolled-back one gives its
 * number back. (An insert that fails on the unique name and then updates would hold a shared
 * lock first: two of those asking for the exclusive one deadlock.) Numbers read as "max + 1" or
 * "count + 1" from the documents are what two writers at once both read alike.
 */
export async function nextInSequence(em: EntityManager, name: string): Promise<number> {
  const upsert = ['mysql', 'mariadb'].includes(em.connection.options.type)
    ? 'INSERT INTO number_sequence (name, last_value) VALUES (?, 1) ON DUPLICATE KEY UPDATE last_value = last_value + 1'
    : 'INSERT INTO number_sequence (name, last_value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET last_value = last_value + 1';
  await em.query(upsert, [name]);
  // our own write is what this read sees (the row is ours until commit)
  return Number((await em.getRepository(NumberSequenceEntity).findOneByOrFail({ name })).lastValue);
}
