import type { EntityManager } from 'typeorm';
import { formatUnits, type Period } from '@console/ledger';
import { AppException } from '../../../core/envelope/app-exception';
import { uniqueViolationOf } from '../../../core/database/driver-errors';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { BoundRecordWriter } from '../../../engine/record-writer';
import { invoiceableOf, type InvoiceBook } from './invoice-book';
import type { Row } from '../../../engine/row';

const LINE_CHUNK = 500;
const ISSUED = 2;

/**
 * Builds (or rebuilds) one party's invoice of a book (a client's, a supplier warehouse's) for one
 * month inside the caller's transaction, the party's row locked like a posting's: its lines are
 * the party's invoiceable entries up to the month's end that no issued invoice lists. A draft's
 * lines are replaced; issuing marks each line's entry as claimed (a unique column), so two issues
 * racing for one entry fail rather than list it twice. An issued invoice is answered as it is.
 * Answers null when there is nothing to invoice and no draft to refresh.
 */
export async function buildInvoice(em: EntityManager, records: BoundRecordWriter, book: InvoiceBook, partyId: number, period: Period, options: { issue: boolean; issuedBy: string | null }): Promise<Row | null> {
  await book.lock(em, partyId);
  const existing = await em.getRepository(entitySchemaOf(book.def)).findOneBy({ [book.partyField]: partyId, period: period.period }) as Row | null;
  if (existing && Number(existing.status) === ISSUED) return existing;
  const entries = await invoiceableOf(em, book, period.end, partyId).orderBy('e.seq', 'ASC').getMany() as Row[];
  if (!existing && !entries.length && !options.issue) return null;
  const { lines, values } = book.compute(entries);
  Object.assign(values, await book.otherWay(em, partyId, period), options.issue ? { status: ISSUED, issuedAt: new Date(), issuedBy: options.issuedBy } : {});
  const saved = existing
    ? await records.update(book.def, Number(existing.id), values, { before: existing })
    : await records.insert(book.def, {
      invoiceNo: book.number(period.period, partyId), [book.partyField]: partyId, period: period.period,
      periodStart: period.start.toISOString().slice(0, 10), periodEnd: period.lastDay, status: 1, ...values,
    });
  const invoiceId = Number(saved.id);
  const lineRepo = em.getRepository(entitySchemaOf(book.lineDef));
  await lineRepo.delete({ [book.lineParentField]: invoiceId });
  const byId = new Map(entries.map((e) => [Number(e.id), e]));
  const now = new Date();
  const rows = lines.map((l) => {
    const e = byId.get(l.entryId)!;
    return {
      [book.lineParentField]: invoiceId, [book.partyField]: partyId, recordTime: e.recordTime, billType: l.billType, entryId: l.entryId,
      ...book.lineOf(e), charge: formatUnits(l.charge), claimedEntryId: options.issue ? l.entryId : null, version: 1, createTime: now, updateTime: now,
    };
  });
  try {
    for (let i = 0; i < rows.length; i += LINE_CHUNK) await lineRepo.insert(rows.slice(i, i + LINE_CHUNK));
  } catch (error) {
    // another issue listed one of these entries first: this one is stale
    if (uniqueViolationOf(error)) throw new AppException(409, 'versionConflict');
    throw error;
  }
  return saved;
}
