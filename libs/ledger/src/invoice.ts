import { CHANGE_TYPE, FLOW_TYPE, type ChangeType, type FlowType } from './codes';
import type { Units } from './units';

/**
 * A monthly invoice's arithmetic (02 §2 `invoices`): which ledger entries it lists, the bill type
 * of each (02 §9: adjust 1, void 2, bill 3, refund 4), its lines and totals. Pure: the finance
 * module loads the entries and stores what this answers.
 */
export const BILL_TYPE = { ADJUST: 1, VOID: 2, BILL: 3, REFUND: 4 } as const;
export type BillType = (typeof BILL_TYPE)[keyof typeof BILL_TYPE];

/** What an invoice needs of an entry. */
export interface InvoiceEntry {
  id: number;
  changeType: ChangeType;
  flowType: FlowType;
  /** The entry's signed amount (a credit to the client is positive). */
  amount: Units;
}

/** One line: the entry and what it charged the client (a credit is negative). */
export interface InvoiceLine {
  entryId: number;
  billType: BillType;
  charge: Units;
}

export interface InvoiceTotals {
  bill: Units;
  adjust: Units;
  void: Units;
  refund: Units;
  /** What the period charged the client: the sum of every line's charge = minus the entries' amounts. */
  total: Units;
  lines: number;
}

/**
 * Billing that moved money is invoiced: the billed flow with an amount. Funds added are
 * payments, not charges; a hold or a freeze alone (amount 0) charges nothing until settled.
 */
export function isInvoiced(entry: Pick<InvoiceEntry, 'flowType' | 'amount'>): boolean {
  return entry.flowType === FLOW_TYPE.BILLED && entry.amount !== 0n;
}

/**
 * The bill type of an invoiced entry, rules in order:
 * 1. voiding a label (5) or its tracking (4) is a void;
 * 2. an "other" movement (8: a person's Create Transaction) is an adjustment, either sign;
 * 3. any other credit (a bill or label charge given back) is a refund;
 * 4. any other debit (a label, a bill deduction, a settled hold, a freeze taken) is a bill.
 */
export function billTypeOf(entry: Pick<InvoiceEntry, 'changeType' | 'amount'>): BillType {
  if (entry.changeType === CHANGE_TYPE.VOIDING_LABELS || entry.changeType === CHANGE_TYPE.TRACKING_FOR_VOIDED_LABEL) return BILL_TYPE.VOID;
  if (entry.changeType === CHANGE_TYPE.OTHER) return BILL_TYPE.ADJUST;
  return entry.amount > 0n ? BILL_TYPE.REFUND : BILL_TYPE.BILL;
}

/** The lines (in the entries' order) and totals of an invoice listing these entries. */
export function invoiceOf(entries: readonly InvoiceEntry[]): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const lines = entries.filter(isInvoiced).map((e) => ({ entryId: e.id, billType: billTypeOf(e), charge: -e.amount }));
  const sumOf = (type: BillType) => lines.filter((l) => l.billType === type).reduce((sum, l) => sum + l.charge, 0n);
  const totals: InvoiceTotals = {
    bill: sumOf(BILL_TYPE.BILL), adjust: sumOf(BILL_TYPE.ADJUST), void: sumOf(BILL_TYPE.VOID), refund: sumOf(BILL_TYPE.REFUND),
    total: lines.reduce((sum, l) => sum + l.charge, 0n), lines: lines.length,
  };
  return { lines, totals };
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month in UTC, 'YYYY-MM': entries from `start` (inclusive) to `end` (exclusive). */
export interface Period {
  period: string;
  start: Date;
  end: Date;
  /** The last day, 'YYYY-MM-DD'. */
  lastDay: string;
}

/** 'YYYY-MM' -> its bounds; null when not a month. */
export function periodOf(value: string): Period | null {
  const match = PERIOD.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month, 1));
  const last = new Date(end.getTime() - 86_400_000);
  return { period: value, start, end, lastDay: last.toISOString().slice(0, 10) };
}

/** The month a moment falls in, 'YYYY-MM' (UTC). */
export function periodAt(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** The month before the one a moment falls in, 'YYYY-MM' (UTC): what the 1st's automatic issue closes. */
export function periodBefore(moment: Date): string {
  return periodAt(new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() - 1, 1)));
}

/** An invoice's number: one per client and month, so the same inputs always name it alike. */
export function invoiceNumber(period: string, clientId: number): string {
  return `INV-${period.replace('-', '')}-${String(clientId).padStart(6, '0')}`;
}
