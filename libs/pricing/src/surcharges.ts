/**
 * Rules 4 to 7 for surcharges: which definitions are in force for the shipment, how many packages
 * their condition holds for, and their amounts (FIXED, then PERCENT on a rate base), each rounded
 * before and again after the client's discount.
 */
import type { Arithmetic } from './arithmetic';
import type { MeasuredPackage, PackageMeasure } from './billable-weight';
import { FEE_INVALID, INVALID_DATA, refuse } from './messages';
import { Num, readNum } from './num';
import { NO_PERCENT, readPercent } from './percent';
import type { Shipment } from './shipment';
import type { RateBase, Surcharge, SurchargeLevelRule } from './types';

/** A `when` read once: either true/false for the whole shipment, or a threshold on each package. */
type Condition =
  | { scope: 'shipment'; holds: boolean }
  | { scope: 'package'; measure: PackageMeasure; over: Num };

export interface SurchargeTerms {
  code: string;
  calc: 'FIXED' | 'PERCENT';
  /** FIXED: the amount; PERCENT: the percent already divided by 100. */
  value: Num;
  rateBase: RateBase;
  perPackage: boolean;
  excludeFromFuel: boolean;
  /** 1 - offRatePercent / 100, or 1 when the level rule charges it in full. */
  discountFactor: Num;
  /** The cap on the amount before the discount (02 §3 "limit"), or undefined for none. */
  limit: Num | undefined;
  condition: Condition;
}

const RATE_BASES: ReadonlySet<string> = new Set<RateBase>(['baseRate', 'baseRateAndFuel', 'All']);
const LEVEL_RULES: ReadonlySet<string> = new Set<SurchargeLevelRule>(['LEVEL_DEFAULT', 'WITH_DISCOUNT', 'FULL']);
const PACKAGE_CONDITIONS: ReadonlyArray<[string, PackageMeasure]> = [
  ['weightOver', 'billableWeight'], ['longestSideOver', 'longestSide'], ['lengthPlusGirthOver', 'lengthPlusGirth'],
];

/** Rule 4's definition filter: active, same carrier, every service (0) or the shipment's group. */
export function isInForce(definition: Surcharge, shipment: Shipment): boolean {
  if (!definition || typeof definition !== 'object') return false;
  const service = Number(definition.effectiveService);
  return Number(definition.status) === 1 && Number(definition.carrier) === shipment.carrier
    && (service === 0 || service === shipment.serviceGroup);
}

function readCondition(when: Surcharge['when'], shipment: Shipment): Condition {
  if (when === 'always') return { scope: 'shipment', holds: true };
  if (when === 'residential') return { scope: 'shipment', holds: shipment.residential };
  if (when === 'commercial') return { scope: 'shipment', holds: !shipment.residential };
  if (when && typeof when === 'object') {
    if ('zones' in when) {
      if (!Array.isArray(when.zones)) refuse(INVALID_DATA);
      return { scope: 'shipment', holds: when.zones.some((zone) => String(zone) === shipment.zone) };
    }
    for (const [key, measure] of PACKAGE_CONDITIONS) {
      if (key in when) {
        const over = readNum((when as Record<string, unknown>)[key]) ?? refuse(INVALID_DATA);
        return { scope: 'package', measure, over };
      }
    }
  }
  return refuse(INVALID_DATA);
}

/**
 * Reads a definition that is in force. A broken definition fails the quote even when its condition
 * does not hold for this shipment: it is wrong for every shipment of the carrier and service, and a
 * malformed condition could not even be evaluated. Definitions not in force are never read.
 * - not a number, unknown calc, condition or rate base: 'Invalid Data';
 * - PERCENT with perPackage set is "refused" (rule 6): 'Invalid Data', the definition is invalid;
 * - a negative FIXED amount, a PERCENT value or a discount outside 0..1000: 'fee is invalid'.
 */
export function readSurcharge(definition: Surcharge, shipment: Shipment): SurchargeTerms {
  const calc = definition.calc;
  if (calc !== 'FIXED' && calc !== 'PERCENT') return refuse(INVALID_DATA);
  const condition = readCondition(definition.when, shipment);
  let value: Num;
  let rateBase: RateBase = 'baseRate';
  if (calc === 'FIXED') {
    value = readNum(definition.value) ?? refuse(INVALID_DATA);
    if (value.sign < 0) refuse(FEE_INVALID);
  } else {
    if (definition.perPackage === true) refuse(INVALID_DATA);
    // An absent rate base is the plain base rate: the narrowest base, the one a percent on a
    // carrier's invoice is quoted on unless it says otherwise.
    if (definition.rateBase !== undefined && definition.rateBase !== null) {
      if (!RATE_BASES.has(definition.rateBase)) refuse(INVALID_DATA);
      rateBase = definition.rateBase;
    }
    if (definition.value === undefined || definition.value === null) refuse(INVALID_DATA);
    value = readPercent(definition.value).fraction;
  }
  // The level rule: absent is LEVEL_DEFAULT; FULL (its own, or the level's when it defers) charges
  // no discount. The discount percent is still read and checked: the definition is wrong either way.
  const levelRule = definition.levelRule ?? 'LEVEL_DEFAULT';
  if (!LEVEL_RULES.has(levelRule)) refuse(INVALID_DATA);
  const discount = readPercent(definition.offRatePercent).oneMinus;
  const full = levelRule === 'FULL' || (levelRule === 'LEVEL_DEFAULT' && shipment.level.fullSurcharges);
  // The limit: absent, null or '' is none; not a number is malformed; below 0 an invalid fee.
  let limit: Num | undefined;
  if (definition.limit !== undefined && definition.limit !== null && definition.limit !== '') {
    limit = readNum(definition.limit) ?? refuse(INVALID_DATA);
    if (limit.sign < 0) refuse(FEE_INVALID);
  }
  return {
    code: definition.code, calc, value, rateBase, condition,
    perPackage: definition.perPackage === true, excludeFromFuel: definition.excludeFromFuel === true,
    discountFactor: full ? NO_PERCENT.oneMinus : discount, limit,
  };
}

/** How many packages the condition holds for: all or none for a shipment condition; strict '>'. */
export function countMatching(condition: Condition, measured: readonly MeasuredPackage[]): number {
  if (condition.scope === 'shipment') return condition.holds ? measured.length : 0;
  let count = 0;
  for (const pkg of measured) if (pkg.compare(condition.measure, condition.over) > 0) count++;
  return count;
}

/**
 * Cap a rounded amount at the surcharge's limit, then discount it and round again (rule 7). A
 * negative amount either side fails the quote: a discount above 100% would pay the client for
 * the surcharge.
 */
export function discounted<A>(kit: Arithmetic<A>, before: A, discountFactor: Num, limit?: Num): A {
  if (kit.isNegative(before)) refuse(FEE_INVALID);
  if (limit !== undefined) {
    // The limit as a 4-decimal amount (rounded like every amount); the smaller of the two.
    const cap = kit.countTimes4(limit, 1);
    if (kit.gt(before, cap)) before = cap;
  }
  const after = discountFactor === NO_PERCENT.oneMinus ? before : kit.times4(before, discountFactor);
  if (kit.isNegative(after)) refuse(FEE_INVALID);
  return after;
}

/** Rule 5: per package, value x the packages the condition holds for; otherwise value once. */
export function fixedAmount<A>(kit: Arithmetic<A>, terms: SurchargeTerms, matching: number): A {
  return discounted(kit, kit.countTimes4(terms.value, terms.perPackage ? matching : 1), terms.discountFactor, terms.limit);
}

/**
 * Rule 6: once, value / 100 x the rate base. The base is not rounded itself, only the amount is:
 * baseRateAndFuel is the sum of the base prices times (1 + fuel / 100), left unrounded.
 */
export function percentAmount<A>(kit: Arithmetic<A>, terms: SurchargeTerms, sums: { base: A; fixed: A; peaks: A }, fuelOnePlus: Num): A {
  const before = terms.rateBase === 'baseRateAndFuel' ? kit.timesTimes4(sums.base, fuelOnePlus, terms.value)
    : kit.times4(terms.rateBase === 'All' ? kit.plus(kit.plus(sums.base, sums.fixed), sums.peaks) : sums.base, terms.value);
  return discounted(kit, before, terms.discountFactor, terms.limit);
}
