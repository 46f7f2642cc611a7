/**
 * Amounts of 4 decimals held as safe integers of ten-thousandths (12.3456 is 123456), and the few
 * operations the rules do on them. Each function returns exactly the value the Decimal expression
 * named in its comment returns (40 significant digits, then half up to 4 decimals), or throws
 * NOT_EXACT when it cannot be sure of that; the quote is then priced again in Decimal.
 *
 * Why the results are the same: an amount has at most 16 digits (it is below 2^53), and so has a
 * factor's `small` mantissa. A Decimal sum or product of such values has at most 32 significant
 * digits, so Decimal computes it exactly (no rounding at 40 digits), and so do these functions as
 * long as every integer stays safe; each checks that, or, on the BigInt path, that the exact
 * product has fewer than 40 digits. Rounding half up (away from zero) the exact value is then the
 * same on both sides. A negative zero never matters: every test is a comparison and 0 prints
 * '0.0000' either way.
 */
import type { Num } from './num';

export type Units = number;

/** Thrown (never an Error: no stack to build) when a result might differ from Decimal's. */
export class NotExact {}
export const NOT_EXACT = new NotExact();

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** 10^0 .. 10^22, all exact doubles. */
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
const BIG_POW10: bigint[] = [];
const bigPow10 = (k: number): bigint => (BIG_POW10[k] ??= 10n ** BigInt(k));
/** Decimal keeps 40 significant digits: an exact product below 10^40 is never rounded by it. */
const DECIMAL_LIMIT = bigPow10(40);

function safe(value: number): Units {
  if (!(Math.abs(value) <= MAX_SAFE)) throw NOT_EXACT;
  return value;
}

function safeBig(value: bigint): Units {
  if (value > BigInt(MAX_SAFE) || value < -BigInt(MAX_SAFE)) throw NOT_EXACT;
  return Number(value);
}

function belowDecimalLimit(value: bigint): bigint {
  if (value >= DECIMAL_LIMIT || value <= -DECIMAL_LIMIT) throw NOT_EXACT;
  return value;
}

/**
 * p / 10^k rounded half away from zero (Decimal's ROUND_HALF_UP), p a safe integer. The remainder
 * is exact (% on doubles is), so is p - r, and so is the division of that multiple of 10^k.
 */
function roundScaled(p: number, k: number): Units {
  if (k === 0) return p;
  // |p| < 2^53 < 0.901 x 10^16: beyond 16 places the quotient is below 0.1 and rounds to 0.
  if (k > 16) return 0;
  const d = POW10[k];
  const r = p % d;
  const q = (p - r) / d;
  return 2 * Math.abs(r) >= d ? (p < 0 ? q - 1 : q + 1) : q;
}

function roundScaledBig(p: bigint, k: number): bigint {
  if (k === 0) return p;
  const d = bigPow10(k);
  const r = p % d; // BigInt division truncates, so r has the sign of p, as above
  const q = p / d;
  const twice = r < 0n ? -2n * r : 2n * r;
  return twice >= d ? (p < 0n ? q - 1n : q + 1n) : q;
}

/** a.plus(b). */
export function plus(a: Units, b: Units): Units {
  return safe(a + b);
}

/** round4(a.times(f)). */
export function times4(a: Units, f: Num): Units {
  const p = a * f.small;
  if (Math.abs(p) <= MAX_SAFE) return roundScaled(p, f.scale);
  if (f.mantissa === undefined) throw NOT_EXACT;
  return safeBig(roundScaledBig(belowDecimalLimit(BigInt(a) * f.mantissa), f.scale));
}

/** round4(f2.times(a.times(f1))): the inner product is not rounded to 4 decimals, only to 40 digits. */
export function timesTimes4(a: Units, f1: Num, f2: Num): Units {
  const inner = a * f1.small;
  if (Math.abs(inner) <= MAX_SAFE) {
    const p = inner * f2.small;
    if (Math.abs(p) <= MAX_SAFE) return roundScaled(p, f1.scale + f2.scale);
  }
  if (f1.mantissa === undefined || f2.mantissa === undefined) throw NOT_EXACT;
  const exactInner = belowDecimalLimit(BigInt(a) * f1.mantissa);
  return safeBig(roundScaledBig(belowDecimalLimit(exactInner * f2.mantissa), f1.scale + f2.scale));
}

/**
 * round4(n === 1 ? f : f.times(n)) for a count n of packages. The value itself may have any
 * number of decimals (an input amount, not yet rounded); a count of 1 is not multiplied at all.
 */
export function countTimes4(f: Num, n: number): Units {
  const p = f.small * n;
  if (Math.abs(p) <= MAX_SAFE) return f.scale <= 4 ? safe(p * POW10[4 - f.scale]) : roundScaled(p, f.scale - 4);
  if (f.mantissa === undefined) throw NOT_EXACT;
  const exact = n === 1 ? f.mantissa : belowDecimalLimit(f.mantissa * BigInt(n));
  return safeBig(f.scale <= 4 ? exact * bigPow10(4 - f.scale) : roundScaledBig(exact, f.scale - 4));
}

/** The units of a value with at most 4 decimals, or NaN when it has more or is not a safe amount. */
export function unitsOf(value: Num): Units {
  if (value.scale > 4) return NaN;
  const units = value.small * POW10[4 - value.scale];
  return Math.abs(units) <= MAX_SAFE ? units : NaN;
}

/** n x 10^4 for a whole number n (NaN when that is not a safe amount). */
export function unitsOfWhole(n: number): Units {
  const units = n * 10_000;
  return Math.abs(units) <= MAX_SAFE ? units : NaN;
}

/** The sign of a - b, exact, when both are amounts in units; undefined when either is NaN. */
export function unitsSign(a: Units, b: Units): number | undefined {
  if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
  return a > b ? 1 : a < b ? -1 : 0;
}

/** format4() of the same value: '-12.3000', '0.0000' (a negative zero too). */
export function formatUnits(units: Units): string {
  if (units === 0) return '0.0000';
  const size = Math.abs(units);
  const fraction = size % 10000;
  const whole = (size - fraction) / 10000;
  return `${units < 0 ? '-' : ''}${whole}.${String(fraction).padStart(4, '0')}`;
}
