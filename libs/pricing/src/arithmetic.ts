/**
 * The arithmetic of rules 3 to 9, written once in quote.ts and run with one of two implementations:
 * - UNITS: safe integers of ten-thousandths (units.ts), tens of times cheaper than decimal.js,
 *   exact for every amount a real shipment has, and throwing NOT_EXACT for any other;
 * - DECIMAL: the Decimal expressions themselves, the reference, run again when UNITS gave up.
 * Every operation of UNITS returns the value DECIMAL returns or throws, so a quote priced with
 * UNITS is the quote DECIMAL would give, lines, refusals and messages included.
 *
 * Amounts here are always 4-decimal values (card prices, rounded products, their sums). Factors
 * (`Num`) are any input decimal or a percent's fraction, 1 + fraction or 1 - fraction.
 */
import type { CardPrice } from './card-lookup';
import { Decimal, ZERO, format4, round4 } from './decimal';
import type { Num } from './num';
import { NOT_EXACT, Units, countTimes4, formatUnits, plus, times4, timesTimes4 } from './units';

export interface Arithmetic<A> {
  readonly zero: A;
  /** A price found on a card (already rounded to 4 decimals when read). */
  card(price: CardPrice): A;
  plus(a: A, b: A): A;
  /** round4(a x f). */
  times4(a: A, f: Num): A;
  /** round4(f2 x (a x f1)), with a x f1 not rounded: a percent of a base that includes fuel. */
  timesTimes4(a: A, f1: Num, f2: Num): A;
  /** round4(f x n) for a count n of packages (f itself when n is 1). */
  countTimes4(f: Num, n: number): A;
  /** a < 0 (a negative zero is not). */
  isNegative(a: A): boolean;
  gt(a: A, b: A): boolean;
  lt(a: A, b: A): boolean;
  /** The output text, 4 decimals. */
  format(a: A): string;
}

export const UNITS: Arithmetic<Units> = {
  zero: 0,
  card: (price) => {
    if (Number.isNaN(price.units)) throw NOT_EXACT;
    return price.units;
  },
  plus,
  times4,
  timesTimes4,
  countTimes4,
  isNegative: (a) => a < 0,
  gt: (a, b) => a > b,
  lt: (a, b) => a < b,
  format: formatUnits,
};

/** Exactly the Decimal expressions the rules used before UNITS existed; keep them in that order. */
export const DECIMAL: Arithmetic<Decimal> = {
  zero: ZERO,
  card: (price) => price.decimal,
  plus: (a, b) => a.plus(b),
  times4: (a, f) => round4(a.times(f.decimal)),
  timesTimes4: (a, f1, f2) => round4(f2.decimal.times(a.times(f1.decimal))),
  countTimes4: (f, n) => round4(n === 1 ? f.decimal : f.decimal.times(n)),
  isNegative: (a) => a.lt(ZERO),
  gt: (a, b) => a.gt(b),
  lt: (a, b) => a.lt(b),
  format: format4,
};
