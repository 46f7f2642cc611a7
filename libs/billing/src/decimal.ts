/**
 * The few decimal helpers the engine needs, over the shared `Decimal` of @console/contracts
 * (40 significant digits, ROUND_HALF_UP), so an amount never passes through a binary float.
 */
import { Decimal } from '@console/contracts';

export { Decimal, Memo, format4, round4 } from '@console/contracts';

// Constants built once: constructing a Decimal costs more than reusing one, and charge() is hot.
export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const SIXTEEN = new Decimal(16);
export const THOUSAND = new Decimal(1000);
export const MILLION = new Decimal(1_000_000);
/** Pounds in a kilogram's definition: 1 lb = 0.45359237 kg exactly. */
export const KG_PER_LB = new Decimal('0.45359237');
/** Grams in a pound: 453.59237 exactly. */
export const G_PER_LB = new Decimal('453.59237');
/** Cubic inches in a cubic foot. */
export const CUBIC_INCHES_PER_CBF = new Decimal(1728);
/** Cubic centimetres in a cubic foot: 1728 x 2.54^3. */
export const CUBIC_CM_PER_CBF = new Decimal('28316.846592');
/** Cubic metres in a cubic inch: 2.54^3 / 10^6. */
export const CBM_PER_CUBIC_INCH = new Decimal('0.000016387064');



const SMALL_INTEGERS: Decimal[] = [];

/** The Decimal of a whole count (packages, skus, pallets): small ones are made once and shared. */
export function integer(n: number): Decimal {
  if (n >= 0 && n < 1024) return (SMALL_INTEGERS[n] ??= new Decimal(n));
  return new Decimal(n);
}

/** The least whole number >= a / b, exactly (b > 0), even when a / b has more than 40 digits. */
export function ceilDiv(a: Decimal, b: Decimal): Decimal {
  const q = a.div(b).ceil();
  // A quotient just above a whole number may round down onto it at 40 digits: then q x b < a.
  return q.times(b).lt(a) ? q.plus(ONE) : q;
}
