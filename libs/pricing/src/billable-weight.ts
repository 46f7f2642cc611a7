/**
 * Rule 1: the billable weight of a package, and the rounded sides the package conditions of the
 * surcharges (rule 4) look at.
 */
import { Decimal, ONE, SIXTEEN } from './decimal';
import type { ParsedPackage } from './shipment';

// Exact definitions of the units (the international pound is exactly 0.45359237 kg).
const OUNCES_PER_LB = SIXTEEN;
const KG_PER_LB = new Decimal('0.45359237');
const G_PER_LB = new Decimal('453.59237');
const CM_PER_INCH = new Decimal('2.54');

/**
 * A package as rule 1 measured it. The side measures only matter to surcharges with a package
 * condition, so they are worked out on first use and kept.
 */
export class MeasuredPackage {
  private longest: Decimal | undefined;
  private girth: Decimal | undefined;

  constructor(
    /** Rounded as rule 1 says: to the next whole ounce under 1 lb, else to the next whole lb. */
    readonly billableWeight: Decimal,
    /** Length, width, height in whole inches. */
    private readonly sides: readonly [Decimal, Decimal, Decimal],
  ) {}

  /** Longest side, whole inches. */
  get longestSide(): Decimal {
    if (!this.longest) {
      const [a, b, c] = this.sides;
      const ab = a.lt(b) ? b : a;
      this.longest = ab.lt(c) ? c : ab;
    }
    return this.longest;
  }

  /** Longest side + 2 x (the other two) = 2 x (sum of the sides) - longest, whole inches. */
  get lengthPlusGirth(): Decimal {
    if (!this.girth) {
      const [a, b, c] = this.sides;
      this.girth = a.plus(b).plus(c).times(2).minus(this.longestSide);
    }
    return this.girth;
  }
}

/**
 * Unit conversions, kept per input value: the parsed Decimal of a text is shared (see readDecimal),
 * so the same '30' cm or '9.5' kg is divided once, not on every quote. Weak keys: a value the
 * parse memo lets go is forgotten here too.
 */
const poundsFromOunces = new WeakMap<Decimal, Decimal>();
const poundsFromKilograms = new WeakMap<Decimal, Decimal>();
const poundsFromGrams = new WeakMap<Decimal, Decimal>();
const inchesFromCentimetres = new WeakMap<Decimal, Decimal>();
const inchesFromInches = new WeakMap<Decimal, Decimal>();

function convert(cache: WeakMap<Decimal, Decimal>, value: Decimal, conversion: (value: Decimal) => Decimal): Decimal {
  let converted = cache.get(value);
  if (!converted) cache.set(value, (converted = conversion(value)));
  return converted;
}

/** Actual weight in lb, exact (Decimal division to 40 significant digits). */
export function actualPounds(pkg: ParsedPackage): Decimal {
  switch (pkg.weightUnit) {
    case 'oz': return convert(poundsFromOunces, pkg.weight, (w) => w.div(OUNCES_PER_LB));
    case 'kg': return convert(poundsFromKilograms, pkg.weight, (w) => w.div(KG_PER_LB));
    case 'g': return convert(poundsFromGrams, pkg.weight, (w) => w.div(G_PER_LB));
    default: return pkg.weight;
  }
}

const roundInches = (inches: Decimal): Decimal => (inches.isInteger() ? inches : inches.toDecimalPlaces(0, Decimal.ROUND_HALF_UP));

/** A side in whole inches: centimetres converted first, then every side (inches too) rounded half up. */
export function wholeInches(side: Decimal, unit: ParsedPackage['dimUnit']): Decimal {
  return unit === 'cm'
    ? convert(inchesFromCentimetres, side, (cm) => roundInches(cm.div(CM_PER_INCH)))
    : convert(inchesFromInches, side, roundInches);
}

/**
 * Light parcels are priced in ounce tiers: under 1 lb the weight goes up to the next 1/16 lb
 * (so 5 oz stays 0.3125), from 1 lb up to the next whole lb (so exactly 1 lb stays 1).
 */
export function roundUpWeight(pounds: Decimal): Decimal {
  return pounds.lt(ONE) ? pounds.times(SIXTEEN).ceil().div(SIXTEEN) : pounds.ceil();
}

export function measurePackage(pkg: ParsedPackage, dimDivisor: Decimal, dimMinCubicInches: Decimal): MeasuredPackage {
  const unit = pkg.dimUnit;
  const sides = [wholeInches(pkg.sides[0], unit), wholeInches(pkg.sides[1], unit), wholeInches(pkg.sides[2], unit)] as const;
  const cubic = sides[0].times(sides[1]).times(sides[2]);
  const actual = actualPounds(pkg);
  let weight = actual;
  // DIM weight = cubic / divisor, only above the minimum volume. It wins when cubic > actual x
  // divisor (divisor > 0), which avoids the costly division when the actual weight is larger.
  if (cubic.gt(dimMinCubicInches) && cubic.gt(actual.times(dimDivisor))) weight = cubic.div(dimDivisor);
  return new MeasuredPackage(roundUpWeight(weight), sides);
}
