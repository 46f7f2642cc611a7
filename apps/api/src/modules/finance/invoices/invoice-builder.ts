import type { EntityManager } from 'typeorm';
import { FLOW_TYPE, formatUnits, invoiceNumber, invoiceOf, unitsFromStorage, type ChangeType, type FlowType, type Period } from '@console/ledger';
import { balanceEntry, invoice, invoiceLine } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { uniqueViolationOf } from '../../../core/database/driver-errors';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { BoundRecordWriter } from '../../../engine/record-writer';
import { NoAccount, lockAccount, units } from '../ledger-writes';

type Row = Record<string, unknown>;
const LINE_CHUNK = 500;
const ISSUED = 2;

/**
 * Builds (or rebuilds) one client's invoice for one month inside the caller's transaction, the
 * client's account row locked like a posting's: its lines are the client's billed entries with
 * an amount, up to the month's end, that no issued invoice lists (libs/ledger `invoiceOf`).
 * A draft's lines are replaced; issuing marks each line's entry as claimed (a unique column), so
 * two issues racing for one entry fail rather than list it twice. An issued invoice is answered
 * as it is. Answers null when there is nothing to invoice and no draft to refresh.
 */
export async function buildInvoice(em: EntityManager, records: BoundRecordWriter, clientId: number, period: Period, options: { issue: boolean; issuedBy: string | null }): Promise<Row | null> {
  // the account row locked (FOR UPDATE on MySQL): no posting or other issue of the client interleaves
  await lockAccount(em, clientId).catch((error) => { if (!(error instanceof NoAccount)) throw error; });
  const invoices = em.getRepository(entitySchemaOf(invoice));
  const existing = await invoices.findOneBy({ clientId, period: period.period }) as Row | null;
  if (existing && Number(existing.status) === ISSUED) return existing;
  const entries = await invoiceableEntries(em, clientId, period.end);
  if (!existing && !entries.length && !options.issue) return null;
  const { lines, totals } = invoiceOf(entries.map((e) => ({ id: Number(e.id), changeType: Number(e.recordType) as ChangeType, flowType: Number(e.flowType) as FlowType, amount: units(e.amount) })));
  const values: Row = {
    lineCount: totals.lines, billTotal: formatUnits(totals.bill), adjustTotal: formatUnits(totals.adjust), voidTotal: formatUnits(totals.void),
    refundTotal: formatUnits(totals.refund), totalAmount: formatUnits(totals.total), fundsReceived: await fundsReceived(em, clientId, period),
    ...(options.issue ? { status: ISSUED, issuedAt: new Date(), issuedBy: options.issuedBy } : {}),
  };
  const saved = existing
    ? await records.update(invoice, Number(existing.id), values, { before: existing })
    : await records.insert(invoice, { invoiceNo: invoiceNumber(period.period, clientId), clientId, period: period.period, periodStart: period.start.toISOString().slice(0, 10), periodEnd: period.lastDay, status: 1, ...values });
  const invoiceId = Number(saved.id);
  const lineRepo = em.getRepository(entitySchemaOf(invoiceLine));
  await lineRepo.delete({ invoiceId });
  const byId = new Map(entries.map((e) => [Number(e.id), e]));
  const now = new Date();
  const rows = lines.map((l) => {
    const e = byId.get(l.entryId)!;
    return {
      invoiceId, clientId, recordTime: e.recordTime, billType: l.billType, recordType: e.recordType, entryId: l.entryId, sourceType: e.sourceType,
      sourceId: e.sourceId ?? null, description: e.note ?? null, charge: formatUnits(l.charge), claimedEntryId: options.issue ? l.entryId : null,
      version: 1, createTime: now, updateTime: now,
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

/** Billed entries with an amount, before `end`, not on an issued invoice: in the ledger's order. */
function invoiceableEntries(em: EntityManager, clientId: number, end: Date): Promise<Row[]> {
  return invoiceableQuery(em, end, clientId).orderBy('e.seq', 'ASC').getMany() as Promise<Row[]>;
}

/**
 * What an invoice ending at `end` may list: billed entries with an amount before it that no
 * issued invoice lists; of one client, or of all (Generate asks which clients have any).
 */
export function invoiceableQuery(em: EntityManager, end: Date, clientId?: number) {
  const ofClient = (alias: string) => (clientId === undefined ? '' : `${alias}.client_id = :clientId AND `);
  const claimed = em.getRepository(entitySchemaOf(invoiceLine)).createQueryBuilder('l').select('l.claimed_entry_id')
    .where(`${ofClient('l')}l.claimed_entry_id IS NOT NULL`);
  return em.getRepository(entitySchemaOf(balanceEntry)).createQueryBuilder('e')
    .where(`${ofClient('e')}e.flow_type = :billed AND e.amount <> 0 AND e.record_time < :end`, { clientId, billed: FLOW_TYPE.BILLED, end })
    .andWhere(`e.id NOT IN (${claimed.getQuery()})`);
}

/** Funds added within the month (the invoice shows them beside the charges; they are not lines). */
async function fundsReceived(em: EntityManager, clientId: number, period: Period): Promise<string> {
  const row = await em.getRepository(entitySchemaOf(balanceEntry)).createQueryBuilder('e').select('COALESCE(SUM(e.amount), 0)', 'sum')
    .where('e.client_id = :clientId AND e.flow_type = :funds AND e.record_time >= :start AND e.record_time < :end', { clientId, funds: FLOW_TYPE.ADD_FUNDS, start: period.start, end: period.end })
    .getRawOne<{ sum: string | number }>();
  return formatUnits(unitsFromStorage(String(row?.sum ?? 0).split('.')[0]));
}
