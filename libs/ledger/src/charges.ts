import { CHANGE_TYPE, type ChangeType } from './codes';
import { parseUnits, type Units } from './units';

const SCALE = 10_000n;

/** One charge item as a module or a person states it: a fee code, how many, at what price each. */
export interface ChargeItemInput {
  code: string;
  description?: string;
  /** Up to 4 decimals (hours, pounds, cubic feet...), more than 0. */
  quantity: string | number;
  /** Up to 4 decimals; negative for a credit line (a discount). */
  unitPrice: string | number;
}

export interface ChargeLine {
  code: string;
  description: string | null;
  quantity: Units;
  unitPrice: Units;
  /** quantity x unitPrice, rounded half away from zero to 4 decimals. */
  amount: Units;
}

export type ChargeProblem = 'transactionNoItems' | 'invalidData';

/** quantity x price in units (both scaled by 10^4): the product scaled back, rounded half away from zero. */
export function lineAmount(quantity: Units, unitPrice: Units): Units {
  const product = quantity * unitPrice;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + SCALE / 2n) / SCALE;
  return negative ? -rounded : rounded;
}

/**
 * A transaction's charge lines and total from its items, or the problem: no items, a code that
 * is empty or longer than 32, a quantity not above 0, or an amount that is not one.
 */
export function chargeLinesOf(items: readonly ChargeItemInput[]): { ok: true; lines: ChargeLine[]; total: Units } | { ok: false; problem: ChargeProblem; index?: number } {
  if (!items.length) return { ok: false, problem: 'transactionNoItems' };
  const lines: ChargeLine[] = [];
  let total = 0n;
  for (const [index, item] of items.entries()) {
    const quantity = parseUnits(String(item.quantity));
    const unitPrice = parseUnits(String(item.unitPrice));
    const code = typeof item.code === 'string' ? item.code.trim() : '';
    if (quantity === null || quantity <= 0n || unitPrice === null || !code || code.length > 32) return { ok: false, problem: 'invalidData', index };
    const amount = lineAmount(quantity, unitPrice);
    lines.push({ code, description: item.description?.trim() || null, quantity, unitPrice, amount });
    total += amount;
  }
  return { ok: true, lines, total };
}

/**
 * What the ledger posts for a transaction of `total` that corrects one of `previousTotal` (none:
 * a first charge): the difference, debited (negative) when the charge grew. A first charge posts
 * as its kind's change type; a correction is an adjustment (02 §9 other, 8), either sign, so
 * an invoice lists it as one. Answers amount 0 when nothing changed: no entry is posted then.
 */
export function postingOfCharge(total: Units, previousTotal: Units | null, firstChangeType: ChangeType): { amount: Units; changeType: ChangeType } {
  if (previousTotal === null) return { amount: -total, changeType: firstChangeType };
  return { amount: previousTotal - total, changeType: CHANGE_TYPE.OTHER };
}
