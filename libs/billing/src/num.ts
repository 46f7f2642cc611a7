/**
 * A number of the engine in the form its hot path works with. Every fact and every amount of a
 * result has at most 4 decimals, so most values are whole numbers of ten-thousandths that fit a
 * safe integer ('12.5' is 125000 `units`): adding, comparing and multiplying them as doubles is
 * exact as long as every integer stays safe, and several times cheaper than Decimal. A value that
 * does not fit (more decimals, or beyond about 900 billion) has `units` NaN and lives as a Decimal;
 * each operation below checks, and falls back to Decimal whenever it cannot be sure, so the result
 * is always the contract's Decimal result.
 */
import { Decimal } from './decimal';

const SCALE = 10_000;
const DECIMAL_SCALE = new Decimal(SCALE);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export class Num {
  private exact: Decimal | undefined;

  /** units: the value x 10^4 when that is a safe integer, else NaN (then `exact` is given). */
  constructor(readonly units: number, exact?: Decimal) {
    this.exact = exact;
  }

  /** The exact value (made from the units on first use: a division by 10^4 is exact). */
  get decimal(): Decimal {
    return (this.exact ??= new Decimal(this.units).div(DECIMAL_SCALE));
  }
}

/** The Num of an exact Decimal. */
export function numOf(decimal: Decimal): Num {
  if (decimal.decimalPlaces() <= 4) {
    const units = decimal.times(DECIMAL_SCALE).toNumber();
    if (Number.isSafeInteger(units)) return new Num(units + 0, decimal); // + 0: no negative zero
  }
  return new Num(NaN, decimal);
}

const SMALL: Num[] = [];

/** The Num of a whole count (small ones shared). */
export function countNum(n: number): Num {
  if (n >= 0 && n < 1024) return (SMALL[n] ??= new Num(n * SCALE));
  const units = n * SCALE;
  return Number.isSafeInteger(units) ? new Num(units) : new Num(NaN, new Decimal(n));
}

export const NUM_ZERO = countNum(0);
export const NUM_ONE = countNum(1);

/** a + b, exact. */
export function plus(a: Num, b: Num): Num {
  const units = a.units + b.units; // NaN stays NaN
  if (Math.abs(units) <= MAX_SAFE) return new Num(units);
  return numOf(a.decimal.plus(b.decimal));
}

/** The sign of a - b, exact. */
export function compare(a: Num, b: Num): number {
  const au = a.units;
  const bu = b.units;
  if (au === au && bu === bu) return au > bu ? 1 : au < bu ? -1 : 0; // both numbers (not NaN)
  return a.decimal.cmp(b.decimal);
}

/** The sign of a: -1, 0 or 1 (a negative zero is 0). */
export function sign(a: Num): number {
  const u = a.units;
  if (u === u) return u > 0 ? 1 : u < 0 ? -1 : 0;
  return a.decimal.isZero() ? 0 : a.decimal.isNeg() ? -1 : 1;
}

/**
 * units x units / 10^4 rounded half up, i.e. round4(a x b) in units, or NaN when the exact
 * product is beyond a safe integer (a double product of two integers is exact exactly when it is
 * at most 2^53; beyond, it is at least 2^53, so the test below never passes a rounded product).
 */
export function timesUnits(a: number, b: number): number {
  const p = a * b;
  if (!(Math.abs(p) <= MAX_SAFE)) return NaN;
  const r = p % SCALE; // exact on doubles; the sign of p
  const q = (p - r) / SCALE;
  return 2 * Math.abs(r) >= SCALE ? (p < 0 ? q - 1 : q + 1) : q;
}

/** The 4-decimal text of a safe integer of units: 125000 -> '12.5000'. */
export function formatUnits(units: number): string {
  if (units === 0) return '0.0000';
  const size = Math.abs(units);
  const fraction = size % SCALE;
  const whole = (size - fraction) / SCALE;
  return `${units < 0 ? '-' : ''}${whole}.${fraction < 10 ? '000' : fraction < 100 ? '00' : fraction < 1000 ? '0' : ''}${fraction}`;
}
