/**
 * Volumes from the sides as given (the charge contract): cubic feet = L x W x H / 1728 for inches,
 * / 28316.846592 for centimetres; cubic metres = L x W x H x 0.000016387064 for inches,
 * / 1000000 for centimetres. The product of the sides is exact; only the division can need
 * rounding, and only at Decimal's 40 digits, long before the 4 decimals of a result.
 */
import { CBM_PER_CUBIC_INCH, CUBIC_CM_PER_CBF, CUBIC_INCHES_PER_CBF, Decimal, MILLION, Memo, round4 } from './decimal';
import { Num, numOf } from './num';
import type { DimUnit } from './types';

export const DIM_UNITS: ReadonlySet<string> = new Set<DimUnit>(['in', 'cm']);

/** L x W x H, in cubic inches or cubic centimetres as the sides are. Exact. */
export function sideProduct(length: Decimal, width: Decimal, height: Decimal): Decimal {
  return length.times(width).times(height);
}

/** Cubic feet of a product of sides in `unit`, unrounded. */
export function cubicFeet(product: Decimal, unit: DimUnit): Decimal {
  return product.div(unit === 'in' ? CUBIC_INCHES_PER_CBF : CUBIC_CM_PER_CBF);
}

/** Cubic metres of a product of sides in `unit`, unrounded (exact: both factors terminate). */
export function cubicMetres(product: Decimal, unit: DimUnit): Decimal {
  return unit === 'in' ? product.times(CBM_PER_CUBIC_INCH) : product.div(MILLION);
}

/**
 * Cubic feet of a sum of inch products and a sum of centimetre products, each divided once:
 * (sum in inches) / 1728 + (sum in centimetres) / 28316.846592, unrounded. Summing the products
 * first keeps the only inexact step, the division, to one per unit of measure.
 */
export function cubicFeetOfSums(inches: Decimal | undefined, centimetres: Decimal | undefined): Decimal {
  if (inches === undefined) return centimetres === undefined ? new Decimal(0) : cubicFeet(centimetres, 'cm');
  const feet = cubicFeet(inches, 'in');
  return centimetres === undefined ? feet : feet.plus(cubicFeet(centimetres, 'cm'));
}

const packageFeet = new Memo<Num, string>();

/**
 * A package's volume in cubic feet, rounded (a fact of charge()). Memoised by the sides' texts:
 * the same carton sizes come back order after order.
 */
export function packageCubicFeet(
  rawLength: string | number, rawWidth: string | number, rawHeight: string | number,
  length: Decimal, width: Decimal, height: Decimal, unit: DimUnit,
): Num {
  const key = `${unit}|${rawLength}|${rawWidth}|${rawHeight}`;
  return packageFeet.get(key, () => numOf(round4(cubicFeet(sideProduct(length, width, height), unit))));
}
