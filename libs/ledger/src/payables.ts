import type { Units } from './units';

/**
 * What moves what the platform owes a supplier (a warehouse, a carrier): the supplier billed it
 * (charge), it paid the supplier (payment), or a correction either way (adjustment).
 */
export const SUPPLIER_ENTRY_TYPE = { CHARGE: 1, PAYMENT: 2, ADJUSTMENT: 3 } as const;
export type SupplierEntryType = (typeof SUPPLIER_ENTRY_TYPE)[keyof typeof SUPPLIER_ENTRY_TYPE];

/** A supplier's figures: each a sum of its entries' movements, `owed` = charged - paid (+ adjustments). */
export interface PayableFigures {
  totalCharged: Units;
  totalPaid: Units;
  owed: Units;
}

export const ZERO_PAYABLE: PayableFigures = { totalCharged: 0n, totalPaid: 0n, owed: 0n };

export type PayableOutcome =
  | { ok: true; movement: Units; before: PayableFigures; after: PayableFigures }
  | { ok: false; problem: 'amountPositive' | 'amountNotZero' };

/**
 * One posting to a supplier's payable, rules in order:
 *  1. a charge or a payment is stated as a positive amount ('amountPositive' otherwise);
 *  2. an adjustment is signed (positive: the platform owes more) and not zero ('amountNotZero');
 *  3. a charge adds to owed and to totalCharged; a payment takes from owed and adds to
 *     totalPaid; an adjustment moves owed only. Owed may go below zero: a prepaid supplier.
 */
export function postPayable(before: PayableFigures, type: SupplierEntryType, amount: Units): PayableOutcome {
  if (type !== SUPPLIER_ENTRY_TYPE.ADJUSTMENT && amount <= 0n) return { ok: false, problem: 'amountPositive' };
  if (type === SUPPLIER_ENTRY_TYPE.ADJUSTMENT && amount === 0n) return { ok: false, problem: 'amountNotZero' };
  const movement = type === SUPPLIER_ENTRY_TYPE.PAYMENT ? -amount : amount;
  const after: PayableFigures = {
    totalCharged: before.totalCharged + (type === SUPPLIER_ENTRY_TYPE.CHARGE ? amount : 0n),
    totalPaid: before.totalPaid + (type === SUPPLIER_ENTRY_TYPE.PAYMENT ? amount : 0n),
    owed: before.owed + movement,
  };
  return { ok: true, movement, before, after };
}
