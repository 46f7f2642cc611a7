import { FLOW_TYPE, type FlowType } from './codes';
import { formatUnits, type Units } from './units';

/**
 * An account's figures (02 §3, 01 §3), all derived from its entries:
 * totalFunded = sum of amounts with flow type add funds; totalBilled = minus the sum of amounts
 * with flow type billed; balance = sum of all amounts (= totalFunded - totalBilled); unBilled =
 * sum of pending deltas (holds not yet settled); available = balance - unBilled.
 */
export interface Figures {
  totalFunded: Units;
  totalBilled: Units;
  balance: Units;
  unBilled: Units;
  available: Units;
}

/** What an entry changes: its signed amount (a credit is positive) and hold (a hold is positive). */
export interface Movement {
  flowType: FlowType;
  amount: Units;
  pendingDelta: Units;
}

export const ZERO_FIGURES: Readonly<Figures> = Object.freeze({ totalFunded: 0n, totalBilled: 0n, balance: 0n, unBilled: 0n, available: 0n });

/** The figures after one movement. */
export function applyMovement(before: Figures, m: Movement): Figures {
  const balance = before.balance + m.amount;
  const unBilled = before.unBilled + m.pendingDelta;
  return {
    totalFunded: before.totalFunded + (m.flowType === FLOW_TYPE.ADD_FUNDS ? m.amount : 0n),
    totalBilled: before.totalBilled - (m.flowType === FLOW_TYPE.BILLED ? m.amount : 0n),
    balance,
    unBilled,
    available: balance - unBilled,
  };
}

/** The figures of a sequence of movements, from nothing: what the stored account must equal. */
export function figuresOf(movements: Iterable<Movement>): Figures {
  let figures: Figures = ZERO_FIGURES;
  for (const m of movements) figures = applyMovement(figures, m);
  return figures;
}

export function sameFigures(a: Figures, b: Figures): boolean {
  return a.totalFunded === b.totalFunded && a.totalBilled === b.totalBilled && a.balance === b.balance
    && a.unBilled === b.unBilled && a.available === b.available;
}

/** The figures as stored and answered: 4-decimal strings (the API, the account and client rows). */
export function formatFigures(f: Figures): Record<keyof Figures, string> {
  return {
    totalFunded: formatUnits(f.totalFunded), totalBilled: formatUnits(f.totalBilled), balance: formatUnits(f.balance),
    unBilled: formatUnits(f.unBilled), available: formatUnits(f.available),
  };
}
