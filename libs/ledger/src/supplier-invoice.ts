import { BILL_TYPE, type BillType } from './invoice';
import { SUPPLIER_ENTRY_TYPE, type SupplierEntryType } from './payables';
import type { Units } from './units';

/**
 * A supplier warehouse's monthly invoice (02 §2 `invoices-supplier/warehouse`): what the
 * warehouse billed the platform in the month, from its payable's entries (supplier-entry), the
 * client invoice turned round. Pure: the finance module loads the entries and stores the answer.
 */

/** What a supplier invoice needs of a payable entry. */
export interface SupplierInvoiceEntry {
  id: number;
  entryType: SupplierEntryType;
  /** The entry's amount as posted: a charge positive, an adjustment signed (positive: the platform owes more). */
  amount: Units;
}

/** One line: the entry and what it adds to what the platform owes (a credit note is negative). */
export interface SupplierInvoiceLine {
  entryId: number;
  billType: BillType;
  charge: Units;
}

export interface SupplierInvoiceTotals {
  bill: Units;
  adjust: Units;
  /** What the month's entries add to what the platform owes: the sum of every line's charge. */
  total: Units;
  lines: number;
}

/**
 * The bill type of a payable entry, rules in order:
 * 1. a payment is not on the invoice (it settles invoices; the invoice shows the month's payments beside its total): null;
 * 2. a charge (the warehouse's bill) is a bill (3);
 * 3. an adjustment (a credit note or a correction, either sign) is an adjustment (1).
 */
export function supplierBillTypeOf(entryType: SupplierEntryType): BillType | null {
  if (entryType === SUPPLIER_ENTRY_TYPE.PAYMENT) return null;
  return entryType === SUPPLIER_ENTRY_TYPE.CHARGE ? BILL_TYPE.BILL : BILL_TYPE.ADJUST;
}

/** The lines (in the entries' order) and totals of a supplier invoice listing these entries; payments are left out. */
export function supplierInvoiceOf(entries: readonly SupplierInvoiceEntry[]): { lines: SupplierInvoiceLine[]; totals: SupplierInvoiceTotals } {
  const lines: SupplierInvoiceLine[] = [];
  for (const e of entries) {
    const billType = supplierBillTypeOf(e.entryType);
    if (billType !== null) lines.push({ entryId: e.id, billType, charge: e.amount });
  }
  const sumOf = (type: BillType) => lines.filter((l) => l.billType === type).reduce((sum, l) => sum + l.charge, 0n);
  return {
    lines,
    totals: { bill: sumOf(BILL_TYPE.BILL), adjust: sumOf(BILL_TYPE.ADJUST), total: lines.reduce((sum, l) => sum + l.charge, 0n), lines: lines.length },
  };
}

/** A supplier invoice's number: one per supplier and month ('SINV-202610-000003'). */
export function supplierInvoiceNumber(period: string, supplierId: number): string {
  return `SINV-${period.replace('-', '')}-${String(supplierId).padStart(6, '0')}`;
}
