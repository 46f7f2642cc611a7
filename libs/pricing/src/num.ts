/**
 * A decimal of the input (or derived from one, like a percent's factor) held in the three forms
 * the engine works with, all made once per distinct value and then shared:
 * - `decimal`, the exact value: the reference every shortcut must agree with;
 * - `approx`, a double used only to settle comparisons that are clear by a wide margin;
 * - `mantissa` x 10^-`scale`, the same exact value as a scaled integer, for the safe-integer
 *   arithmetic of units.ts.
 */
import { Decimal, Memo, readDecimal } from './decimal';

export interface Num {
  readonly decimal: Decimal;
  /**
   * The nearest double (within 2^-53 relative), or NaN when the value is outside 1e-100..1e100:
   * there a double could overflow, or lose its relative precision in the subnormal range.
   */
  readonly approx: number;
  /** decimal = mantissa x 10^-scale exactly, scale >= 0; undefined when the exponent is extreme. */
  readonly mantissa: bigint | undefined;
  readonly scale: number;
  /** The mantissa as a double when it is a safe integer (so exact), else NaN. */
  readonly small: number;
  /** -1, 0 or 1 (a negative zero is 0, as in Decimal's lt/gt against 0). */
  readonly sign: number;
}

/** The double of a Decimal when it can be trusted to 2^-53 relative (see Num.approx), else NaN. */
export function approximate(decimal: Decimal): number {
  if (decimal.isZero()) return 0;
  const double = decimal.toNumber();
  const size = Math.abs(double);
  return size >= 1e-100 && size <= 1e100 ? double : NaN;
}

// Beyond this many digits either side of the point the scaled form is not worth making (and a
// Decimal like 1e9000000 would print nine million digits): such values take the Decimal path.
const MAX_EXPONENT = 60;

export function toNum(decimal: Decimal): Num {
  const sign = decimal.isZero() ? 0 : decimal.isNeg() ? -1 : 1;
  let mantissa: bigint | undefined;
  let scale = 0;
  if (decimal.isFinite() && Math.abs(decimal.e) <= MAX_EXPONENT && decimal.decimalPlaces() <= MAX_EXPONENT) {
    scale = decimal.decimalPlaces();
    // toFixed() never uses an exponent: '-12.05' -> -1205n with scale 2.
    mantissa = BigInt(decimal.toFixed().replace('.', ''));
  }
  const small = mantissa !== undefined && mantissa >= -MAX_SAFE_BIG && mantissa <= MAX_SAFE_BIG ? Number(mantissa) : NaN;
  return { decimal, approx: approximate(decimal), mantissa, scale, small, sign };
}

const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);

const nums = new Memo<Num | null>();

/** readDecimal() as a Num (memoised by the input text like readDecimal), or undefined. */
export function readNum(value: unknown): Num | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return nums.get(value, (raw) => {
    const decimal = readDecimal(raw);
    return decimal ? toNum(decimal) : null;
  }) ?? undefined;
}

/**
 * The sign of x - y for two doubles that are each within 1e-15 relative of exact values X and Y,
 * when that is also the sign of X - Y; undefined when it is too close to tell (or either is NaN or
 * infinite), and the caller compares the Decimals. The margin, 1e-9 relative, is a million times
 * any error of the doubles, so a decision here is never a rounding artefact.
 */
export function approxSign(x: number, y: number): number | undefined {
  const gap = x - y;
  if (Math.abs(gap) > 1e-9 * (1 + Math.abs(x) + Math.abs(y))) return gap > 0 ? 1 : -1;
  return undefined;
}
