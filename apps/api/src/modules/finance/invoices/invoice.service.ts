import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { periodAt, periodOf, type Period } from '@console/ledger';
import { AppException, badRequest } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { RecordWriter } from '../../../engine/record-writer';
import { invoiceableOf, type InvoiceBook } from './invoice-book';
import { buildInvoice } from './invoice-builder';
import type { Row } from '../../../engine/row';

/** Who issued an invoice the 1st's automatic issue closed. */
const SYSTEM_ISSUER = 'system';

/** What Generate answers: the month and how many drafts it built or refreshed. */
interface GenerateAnswer {
  period: string;
  drafts: number;
}

/**
 * Monthly invoices of either book, clients' and supplier warehouses' (02 §2 `invoices`,
 * `invoices-supplier/warehouse`): Generate builds the month's drafts, Issue freezes one. Each
 * party's invoice is built in a transaction of its own (invoice-builder.ts), so one party's trouble
 * never holds up the others and a posting waits at most for one party's build.
 */
@Injectable()
export class InvoiceService {
  constructor(private readonly ds: DataSource, private readonly writer: RecordWriter, @Inject(WRITE_LOCK) private readonly lock: WriteLock) {}

  /** The month's drafts, for every party (a sales user: its own clients) with entries to invoice or a draft to refresh. */
  async generate(book: InvoiceBook, periodText: string, admin: CurrentAdmin, now = new Date()): Promise<GenerateAnswer> {
    const period = this.periodOrRefuse(periodText);
    if (period.start > now) throw badRequest('periodNotBegun');
    let drafts = 0;
    for (const partyId of await this.partiesToInvoice(book, period, admin)) {
      const built = await this.inTransaction(admin, (em, records) => buildInvoice(em, records, book, partyId, period, { issue: false, issuedBy: null }));
      if (built && Number(built.status) === 1) drafts++;
    }
    return { period: period.period, drafts };
  }

  /** Issue: the draft rebuilt one last time and frozen, once its month is over. */
  async issue(book: InvoiceBook, current: Row, admin: CurrentAdmin, now = new Date()): Promise<Row> {
    const period = this.periodOrRefuse(String(current.period));
    if (periodAt(now) <= period.period) throw new AppException(409, 'periodNotOver');
    return (await this.inTransaction(admin, (em, records) => buildInvoice(em, records, book, Number(current[book.partyField]), period, { issue: true, issuedBy: admin.userName })))!;
  }

  /**
   * The automatic issue (invoice-issue-job.ts): every party's invoice of a month that is over,
   * built and issued by the system, each in its own transaction; an invoice issued already is
   * left as it is. Answers how many it issued.
   */
  async issueMonth(book: InvoiceBook, periodText: string, now = new Date()): Promise<number> {
    const period = this.periodOrRefuse(periodText);
    if (periodAt(now) <= period.period) throw new AppException(409, 'periodNotOver');
    let issued = 0;
    for (const partyId of await this.partiesToInvoice(book, period)) {
      const before = await this.ds.getRepository(entitySchemaOf(book.def)).findOne({ where: { [book.partyField]: partyId, period: period.period }, select: { id: true, status: true } });
      if (before && Number(before.status) === 2) continue;
      await this.inTransaction(undefined, (em, records) => buildInvoice(em, records, book, partyId, period, { issue: true, issuedBy: SYSTEM_ISSUER }));
      issued++;
    }
    return issued;
  }

  private periodOrRefuse(text: string): Period {
    const period = periodOf(text);
    if (!period) throw badRequest('invalidData');
    return period;
  }

  private inTransaction<T>(admin: CurrentAdmin | undefined, work: (em: EntityManager, records: ReturnType<RecordWriter['in']>) => Promise<T>): Promise<T> {
    return this.lock.run(() => this.ds.transaction((em) => work(em, this.writer.in(em, admin))));
  }

  /**
   * Parties with entries before the month's end that no issued invoice lists, or with a draft of
   * the month; those the user may invoice (none given: the system's, every party).
   */
  private async partiesToInvoice(book: InvoiceBook, period: Period, admin?: CurrentAdmin): Promise<number[]> {
    const em = this.ds.manager;
    const withEntries = invoiceableOf(em, book, period.end).select(`DISTINCT e.${book.partyColumn}`, 'partyId');
    const withDrafts = em.getRepository(entitySchemaOf(book.def)).createQueryBuilder('i').select(`i.${book.partyColumn}`, 'partyId')
      .where('i.period = :period AND i.status = 1', { period: period.period });
    const ids = new Set<number>();
    for (const row of [...(await withEntries.getRawMany()), ...(await withDrafts.getRawMany())]) ids.add(Number(row.partyId));
    const own = admin && ids.size ? await book.ownParties(em, admin) : null;
    return [...ids].filter((id) => !own || own.has(id)).sort((a, b) => a - b);
  }
}
