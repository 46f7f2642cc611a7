import { EntitySchema, type EntityManager } from 'typeorm';
import { caseDayPrefix, caseNumber } from '@console/support';
import { uniqueViolationOf } from '../../core/database/driver-errors';

interface CaseCounterRow {
  id: number;
  caseDay: string;
  lastSeq: number;
}

export const CaseCounterEntity = new EntitySchema<CaseCounterRow>({
  name: 'ticket-case-counter',
  tableName: 'ticket_case_counter',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    caseDay: { name: 'case_day', type: 'varchar', length: 8 },
    lastSeq: { name: 'last_seq', type: 'integer' },
  },
  indices: [{ name: 'UQ_ticket_case_counter_case_day', columns: ['caseDay'], unique: true }],
});

/**
 * The next case number of the day ('T2611230001', libs/support `caseNumber`), in the ticket's
 * transaction: the day's counter row is incremented in place (its row lock holds a concurrent
 * create on MySQL until this one commits; SQLite's writes are one at a time), or created at 1.
 */
export async function nextCaseNumber(em: EntityManager, now: Date): Promise<string> {
  const day = caseDayPrefix(now).slice(1);
  const repo = em.getRepository(CaseCounterEntity);
  for (let attempt = 0; attempt < 3; attempt++) {
    const bumped = await repo.createQueryBuilder().update().set({ lastSeq: () => 'last_seq + 1' }).where('case_day = :day', { day }).execute();
    if (bumped.affected) return caseNumber(now, (await repo.findOneByOrFail({ caseDay: day })).lastSeq);
    try {
      await repo.insert({ caseDay: day, lastSeq: 1 });
      return caseNumber(now, 1);
    } catch (error) {
      // another create made the day's row first: bump it
      if (!uniqueViolationOf(error)) throw error;
    }
  }
  throw new Error(`case number of ${day}: the counter row could not be taken`);
}
