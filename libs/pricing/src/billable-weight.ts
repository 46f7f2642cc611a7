/**
 * Rule 1: the billable weight of a package, and the rounded sides the package conditions of the
 * surcharges (rule 4) look at.
 *
 * The rule is defined by its Decimal expressions (`exactDimWins`, `roundUpWeight`). Most packages
 * are decided without them: whole-inch sides are small integers, exact as doubles, and the
 * comparisons and roundings up are settled with doubles whenever they are clear by a wide margin
 * (see approxSign). Anything close to a boundary, or too large, is done in Decimal.
 */
import { Decimal, Memo, ONE, SIXTEEN, format4 } from './decimal';
import { Num, approxSign, approximate, toNum } from './num';
import type { ParsedPackage } from './shipment';
import { Units, formatUnits, unitsOf, unitsOfWhole, unitsSign } from './units';

// Exact definitions of the units (the international pound is exactly 0.45359237 kg).
const OUNCES_PER_LB = SIXTEEN;
const KG_PER_LB = new Decimal('0.45359237');
const G_PER_LB = new Decimal('453.59237');
const CM_PER_INCH = new Decimal('2.54');

/** A side in whole inches: the exact Decimal, and the same integer as a double (NaN beyond 2^53). */
interface Inches {
  decimal: Decimal;
  n: number;
}

/** A billable weight: the exact Decimal, a double of it (see Num.approx), its units and output text. */
export interface Weight {
  decimal: Decimal;
  approx: number;
  /** NaN when not a safe amount of 4 decimals. */
  units: Units;
  text: string;
}

export type PackageMeasure = 'billableWeight' | 'longestSide' | 'lengthPlusGirth';

/**
 * A package as rule 1 measured it. The side measures only matter to surcharges with a package
 * condition, so they are worked out when a condition asks (in Decimal only when it is close).
 */
export class MeasuredPackage {
  constructor(
    /** Rounded as rule 1 says: to the next whole ounce under 1 lb, else to the next whole lb. */
    readonly weight: Weight,
    /** Length, width, height in whole inches. */
    private readonly sides: readonly [Inches, Inches, Inches],
  ) {}

  /**
   * The sign of measure - threshold (strict '>' is a sign of 1): by the doubles when that is clear,
   * else exactly, in units (a threshold equal to the measure is the usual case), else in Decimal.
   */
  compare(measure: PackageMeasure, threshold: Num): number {
    const [a, b, c] = this.sides;
    switch (measure) {
      case 'billableWeight':
        return approxSign(this.weight.approx, threshold.approx) ?? unitsSign(this.weight.units, unitsOf(threshold))
          ?? this.weight.decimal.cmp(threshold.decimal);
      case 'longestSide': {
        // Integers below 2^53 are exact doubles; NaN (a side beyond that) sends it to Decimal.
        const longest = Math.max(a.n, b.n, c.n);
        return approxSign(longest, threshold.approx) ?? unitsSign(unitsOfWhole(longest), unitsOf(threshold))
          ?? this.longestSide().cmp(threshold.decimal);
      }
      default: {
        const sum = a.n + b.n + c.n;
        const girth = sum <= 2 ** 50 ? 2 * sum - Math.max(a.n, b.n, c.n) : NaN;
        return approxSign(girth, threshold.approx) ?? unitsSign(unitsOfWhole(girth), unitsOf(threshold))
          ?? this.lengthPlusGirth().cmp(threshold.decimal);
      }
    }
  }

  /** Longest side, whole inches. */
  private longestSide(): Decimal {
    const [a, b, c] = this.sides.map((side) => side.decimal);
    const ab = a.lt(b) ? b : a;
    return ab.lt(c) ? c : ab;
  }

  /** Longest side + 2 x (the other two) = 2 x (sum of the sides) - longest, whole inches. */
  private lengthPlusGirth(): Decimal {
    const [a, b, c] = this.sides.map((side) => side.decimal);
    return a.plus(b).plus(c).times(2).minus(this.longestSide());
  }
}

/**
 * Unit conversions, kept per input value: the parsed Num of a text is shared (see readNum), so the
 * same '30' cm or '9.5' kg is divided once, not on every quote. Weak keys: a value the parse memo
 * lets go is forgotten here too. Decimals cannot change, so a kept conversion is never stale.
 */
const poundsFromOunces = new WeakMap<Num, Num>();
const poundsFromKilograms = new WeakMap<Num, Num>();
const poundsFromGrams = new WeakMap<Num, Num>();
const inchesFromCentimetres = new WeakMap<Num, Inches>();
const inchesFromInches = new WeakMap<Num, Inches>();

function convert<T>(cache: WeakMap<Num, T>, value: Num, conversion: (value: Decimal) => T): T {
  let converted = cache.get(value);
  if (!converted) cache.set(value, (converted = conversion(value.decimal)));
  return converted;
}

/** Actual weight in lb, exact (Decimal division to 40 significant digits). */
function actualPounds(pkg: ParsedPackage): Num {
  switch (pkg.weightUnit) {
    case 'oz': return convert(poundsFromOunces, pkg.weight, (w) => toNum(w.div(OUNCES_PER_LB)));
    case 'kg': return convert(poundsFromKilograms, pkg.weight, (w) => toNum(w.div(KG_PER_LB)));
    case 'g': return convert(poundsFromGrams, pkg.weight, (w) => toNum(w.div(G_PER_LB)));
    default: return pkg.weight;
  }
}

const roundInches = (inches: Decimal): Decimal => (inches.isInteger() ? inches : inches.toDecimalPlaces(0, Decimal.ROUND_HALF_UP));

function inches(decimal: Decimal): Inches {
  const n = decimal.toNumber();
  return { decimal, n: Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : NaN };
}

/** A side in whole inches: centimetres converted first, then every side (inches too) rounded half up. */
function wholeInches(side: Num, unit: ParsedPackage['dimUnit']): Inches {
  return unit === 'cm'
    ? convert(inchesFromCentimetres, side, (cm) => inches(roundInches(cm.div(CM_PER_INCH))))
    : convert(inchesFromInches, side, (inch) => inches(roundInches(inch)));
}

/**
 * Light parcels are priced in ounce tiers: under 1 lb the weight goes up to the next 1/16 lb
 * (so 5 oz stays 0.3125), from 1 lb up to the next whole lb (so exactly 1 lb stays 1).
 */
function roundUpWeight(pounds: Decimal): Decimal {
  return pounds.lt(ONE) ? pounds.times(SIXTEEN).ceil().div(SIXTEEN) : pounds.ceil();
}

/** Whole pounds and sixteenths met so far: the few billable weights shipments have, shared. */
const weights = new Memo<Weight>(10_000);

const weightOf = (pounds: number): Weight => weights.get(pounds, () => {
  // Exact: a whole number below 5e8 (see nearInteger) or k/16, plain doubles, and so are the units.
  const decimal = new Decimal(pounds);
  return { decimal, approx: pounds, units: pounds * 10_000, text: formatUnits(pounds * 10_000) };
});

const weightOfDecimal = (decimal: Decimal): Weight => ({ decimal, approx: approximate(decimal), units: unitsOf(toNum(decimal)), text: format4(decimal) });

/** The distance below which a double is too close to an integer to be sure of its ceiling. */
const nearInteger = (x: number, up: number): boolean => Math.min(up - x, x - (up - 1)) <= 1e-9 * (1 + Math.abs(x));

/**
 * roundUpWeight() of pounds known as a double within 1e-15 of the exact value (exact: Decimal's
 * own 40-digit value), or undefined when the double is too close to 1 or to the next whole pound
 * (or sixteenth) for the ceiling to be certain. Then exact and double have the same ceiling.
 */
function roundUpApprox(pounds: number): Weight | undefined {
  const belowOne = approxSign(pounds, 1);
  if (belowOne === undefined) return undefined;
  const x = belowOne < 0 ? pounds * 16 : pounds;
  const up = Math.ceil(x);
  if (nearInteger(x, up)) return undefined;
  return weightOf(belowOne < 0 ? up / 16 : up);
}

/** The billable weight when the actual weight counts: kept per value, like the conversions. */
const roundedUp = new WeakMap<Num, Weight>();

function actualWeight(actual: Num): Weight {
  let weight = roundedUp.get(actual);
  if (!weight) roundedUp.set(actual, (weight = roundUpApprox(actual.approx) ?? weightOfDecimal(roundUpWeight(actual.decimal))));
  return weight;
}

/**
 * Whether the DIM weight counts: cubic > minimum and cubic > actual x divisor (which avoids the
 * costly division when the actual weight is larger). Undefined when the doubles cannot tell.
 */
function dimWinsApprox(cubic: number, actual: Num, dimDivisor: Num, dimMinCubicInches: Num): boolean | undefined {
  const overMinimum = approxSign(cubic, dimMinCubicInches.approx);
  if (overMinimum === undefined) return undefined;
  if (overMinimum < 0) return false;
  const overActual = approxSign(cubic, actual.approx * dimDivisor.approx);
  return overActual === undefined ? undefined : overActual > 0;
}

/** dimWinsApprox() in Decimal, as rule 1 defines it. */
function exactDimWins(cubic: Decimal, actual: Decimal, dimDivisor: Decimal, dimMinCubicInches: Decimal): boolean {
  return cubic.gt(dimMinCubicInches) && cubic.gt(actual.times(dimDivisor));
}

export function measurePackage(pkg: ParsedPackage, dimDivisor: Num, dimMinCubicInches: Num): MeasuredPackage {
  const unit = pkg.dimUnit;
  const sides = [wholeInches(pkg.sides[0], unit), wholeInches(pkg.sides[1], unit), wholeInches(pkg.sides[2], unit)] as const;
  const actual = actualPounds(pkg);
  // A product of whole inches below 2^53 is exact, as a double and as a Decimal (NaN: not safe).
  const cubic = sides[0].n * sides[1].n * sides[2].n;
  const exactCubic = (): Decimal => sides[0].decimal.times(sides[1].decimal).times(sides[2].decimal);
  // DIM weight = cubic / divisor, only above the minimum volume, when larger than the actual weight.
  const dimWins = (cubic <= Number.MAX_SAFE_INTEGER ? dimWinsApprox(cubic, actual, dimDivisor, dimMinCubicInches) : undefined)
    ?? exactDimWins(exactCubic(), actual.decimal, dimDivisor.decimal, dimMinCubicInches.decimal);
  if (!dimWins) return new MeasuredPackage(actualWeight(actual), sides);
  const weight = (cubic <= Number.MAX_SAFE_INTEGER ? roundUpApprox(cubic / dimDivisor.approx) : undefined)
    ?? weightOfDecimal(roundUpWeight(exactCubic().div(dimDivisor.decimal)));
  return new MeasuredPackage(weight, sides);
}
