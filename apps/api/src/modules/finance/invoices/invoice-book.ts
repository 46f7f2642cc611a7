import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { unitsFromStorage, type Period, type Units } from '@console/ledger';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { InvoiceForm } from './invoice-document';
import type { Row } from '../../../engine/row';

/** One invoice line as a book's arithmetic answers it (libs/ledger `invoiceOf`, `supplierInvoiceOf`). */
interface BookLine {
  entryId: number;
  billType: number;
  charge: Units;
}

/**
 * A kind of monthly invoice (a client's, a supplier warehouse's): where its entries live and how
 * they become lines. invoice-builder.ts builds either kind through this, so Generate, Issue, the
 * daily issue, the printed forms and the one-entry-one-issued-invoice rule are written once.
 */
export interface InvoiceBook extends InvoiceForm {
  /** The job and log name ('client', 'supplier'). */
  kind: string;
  /** The line field naming its invoice. */
  lineParentField: string;
  /** The party's row locked like one of its postings (FOR UPDATE on MySQL): none interleaves with a build. */
  lock(em: EntityManager, partyId: number): Promise<void>;
  /**
   * The entries an invoice ending at `end` may list (alias `e`, with `seq` and `record_time`), of
   * one party (parameter `:partyId`) or of all; `invoiceableOf` leaves out those an issued
   * invoice lists.
   */
  invoiceable(em: EntityManager, end: Date, partyId?: number): SelectQueryBuilder<Row>;
  /** The column of `e` naming the party. */
  partyColumn: string;
  /** The lines (entries' order) and the header's totals and line count. */
  compute(entries: Row[]): { lines: BookLine[]; values: Row };
  /** The month's money the other way, shown beside the total (funds received, payments made). */
  otherWay(em: EntityManager, partyId: number, period: Period): Promise<Row>;
  /** A line's own fields from its entry (its type, source, description). */
  lineOf(entry: Row): Row;
  number(period: string, partyId: number): string;
  partyName(em: EntityManager, partyId: number): Promise<string>;
  /** The lines of the party's bill-to block, for a book whose invoices bill their party (a client's). */
  billTo?(em: EntityManager, partyId: number): Promise<string[]>;
  /** The parties a user may invoice, or null for all (a sales user sees its own clients only). */
  ownParties(em: EntityManager, admin: CurrentAdmin): Promise<Set<number> | null>;
}

/** What an invoice of the book ending at `end` may list: its invoiceable entries that no issued invoice lists. */
export function invoiceableOf(em: EntityManager, book: InvoiceBook, end: Date, partyId?: number): SelectQueryBuilder<Row> {
  const party = partyId === undefined ? '' : `l.${book.partyColumn} = :partyId AND `;
  const claimed = em.getRepository(entitySchemaOf(book.lineDef)).createQueryBuilder('l').select('l.claimed_entry_id').where(`${party}l.claimed_entry_id IS NOT NULL`);
  return book.invoiceable(em, end, partyId).andWhere(`e.id NOT IN (${claimed.getQuery()})`, { partyId });
}

/** The sum of a column over a query's rows, as stored units (a driver may answer a number or a string). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity's query
export async function sumOf(query: SelectQueryBuilder<any>, column: string): Promise<bigint> {
  const row = await query.select(`COALESCE(SUM(${column}), 0)`, 'sum').getRawOne<{ sum: string | number }>();
  return unitsFromStorage(String(row?.sum ?? 0).split('.')[0]);
}
