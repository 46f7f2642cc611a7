import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { periodAt, periodOf, type Period } from '@console/ledger';
import { client, invoice } from '@console/resources';
import { AppException, badRequest } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { RecordWriter } from '../../../engine/record-writer';
import { buildInvoice, invoiceableQuery } from './invoice-builder';

type Row = Record<string, unknown>;

/** Who issued an invoice the 1st's automatic issue closed. */
export const SYSTEM_ISSUER = 'system';

/** What Generate answers: the month and how many drafts it built or refreshed. */
export interface GenerateAnswer {
  period: string;
  drafts: number;
}

/**
 * Client invoices (issue 13 §2): Generate builds the month's drafts, Issue freezes one. Each
 * client's invoice is built in a transaction of its own (invoice-builder.ts), so one client's
 * trouble never holds up the others and a posting waits at most for one client's build.
 */
@Injectable()
export class InvoiceService {
  constructor(private readonly ds: DataSource, private readonly writer: RecordWriter, @Inject(WRITE_LOCK) private readonly lock: WriteLock) {}

  /** The month's drafts, for every client (a sales user: its own) with billing to invoice or a draft to refresh. */
  async generate(periodText: string, admin: CurrentAdmin, now = new Date()): Promise<GenerateAnswer> {
    const period = this.periodOrRefuse(periodText);
    if (period.start > now) throw badRequest('periodNotBegun');
    let drafts = 0;
    for (const clientId of await this.clientsToInvoice(period, admin)) {
      const built = await this.inTransaction(admin, (em, records) => buildInvoice(em, records, clientId, period, { issue: false, issuedBy: null }));
      if (built && Number(built.status) === 1) drafts++;
    }
    return { period: period.period, drafts };
  }

  /** Issue: the draft rebuilt one last time and frozen, once its month is over. */
  async issue(current: { period: unknown; clientId: unknown }, admin: CurrentAdmin, now = new Date()): Promise<Row> {
    const period = this.periodOrRefuse(String(current.period));
    if (periodAt(now) <= period.period) throw new AppException(409, 'periodNotOver');
    return (await this.inTransaction(admin, (em, records) => buildInvoice(em, records, Number(current.clientId), period, { issue: true, issuedBy: admin.userName })))!;
  }

  /**
   * The automatic issue (invoice-issue-job.ts): every client's invoice of a month that is over,
   * built and issued by the system, each in its own transaction; an invoice issued already is
   * left as it is. Answers how many it issued.
   */
  async issueMonth(periodText: string, now = new Date()): Promise<number> {
    const period = this.periodOrRefuse(periodText);
    if (periodAt(now) <= period.period) throw new AppException(409, 'periodNotOver');
    let issued = 0;
    for (const clientId of await this.clientsToInvoice(period)) {
      const before = await this.ds.getRepository(entitySchemaOf(invoice)).findOne({ where: { clientId, period: period.period }, select: { id: true, status: true } });
      if (before && Number(before.status) === 2) continue;
      await this.inTransaction(undefined, (em, records) => buildInvoice(em, records, clientId, period, { issue: true, issuedBy: SYSTEM_ISSUER }));
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
   * Clients with billed entries before the month's end that no issued invoice lists, or with a
   * draft of the month; a sales user's own only (none given: the system's, every client).
   */
  private async clientsToInvoice(period: Period, admin?: CurrentAdmin): Promise<number[]> {
    const em = this.ds.manager;
    const withEntries = invoiceableQuery(em, period.end).select('DISTINCT e.client_id', 'clientId');
    const withDrafts = em.getRepository(entitySchemaOf(invoice)).createQueryBuilder('i').select('i.client_id', 'clientId').where('i.period = :period AND i.status = 1', { period: period.period });
    const ids = new Set<number>();
    for (const row of [...(await withEntries.getRawMany()), ...(await withDrafts.getRawMany())]) ids.add(Number(row.clientId));
    if (!admin?.assignedOnly || !ids.size) return [...ids].sort((a, b) => a - b);
    const own = await em.getRepository(entitySchemaOf(client)).createQueryBuilder('c').select('c.id', 'id').where('c.sales_id = :me', { me: admin.id }).getRawMany();
    const mine = new Set(own.map((r) => Number(r.id)));
    return [...ids].filter((id) => mine.has(id)).sort((a, b) => a - b);
  }
}
