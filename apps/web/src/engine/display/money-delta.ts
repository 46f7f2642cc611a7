import { Decimal, formatMoney } from '@console/contracts';

/** Exact order of two decimal strings (a missing one first), for a table's sorters. */
export function compareAmounts(a: string | null | undefined, b: string | null | undefined): number {
  if (a == null || b == null) return (a == null ? 0 : 1) - (b == null ? 0 : 1);
  return new Decimal(a).comparedTo(new Decimal(b));
}

/** Which way a change of money goes: up (the client pays more, shown red), down (green) or flat. */
export function direction(amount: string): 'up' | 'down' | 'flat' {
  const d = new Decimal(amount);
  return d.isZero() ? 'flat' : d.isPositive() ? 'up' : 'down';
}

/** A change of money shown with its sign: +$1.23, -$1.23, $0.00. */
export function signedMoney(amount: string): string {
  return direction(amount) === 'up' ? `+${formatMoney(amount)}` : formatMoney(amount);
}
