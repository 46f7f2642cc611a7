/**
 * Reads the shipment-level input once, checking what rule 3 calls 'Invalid Data' (zone, number of
 * packages, weights and sides) and the percents the quote always uses. Everything later works on
 * the parsed values, so each input string is parsed once per call (and once at all, while the
 * memo of its text keeps it: see readNum).
 */
import { Memo, ZERO } from './decimal';
import { INVALID_DATA, refuse } from './messages';
import { Num, readNum, toNum } from './num';
import { NO_PERCENT, Percent, readPercent } from './percent';
import type { DimUnit, Level, PricingMode, QuoteInput, RateCard, WeightUnit } from './types';

/** The spec's zone set in its order (02 §9): 1-12 plus the non-contiguous and special areas A, B, C, F, N, K. */
export const ZONE_LIST: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'];
export const ZONES: ReadonlySet<string> = new Set(ZONE_LIST);
export const MAX_PACKAGES = 20;

const WEIGHT_UNITS: ReadonlySet<string> = new Set<WeightUnit>(['lb', 'oz', 'kg', 'g']);
const DIM_UNITS: ReadonlySet<string> = new Set<DimUnit>(['in', 'cm']);
const MODES: ReadonlySet<string> = new Set<PricingMode>(['USE_COST', 'USE_PUBLISH', 'GENERAL_COST_RISE', 'GENERAL_OFFRATE', 'GENERAL_PRICING']);

export interface ParsedPackage {
  weight: Num;
  weightUnit: WeightUnit;
  /** length, width, height as given (not yet in inches, not yet rounded). */
  sides: [Num, Num, Num];
  dimUnit: DimUnit;
}

export interface LevelTerms {
  mode: PricingMode;
  /** What the looked-up price is multiplied by: 1 + increaseRatio/100 or 1 - offRate/100. */
  factor: Num;
  priceCard: RateCard | undefined;
  capAtPublish: boolean;
  /** The level's surcharge default rule is FULL: surcharges deferring to it get no discount. */
  fullSurcharges: boolean;
}

export interface Shipment {
  shipDate: string;
  carrier: number;
  serviceGroup: number;
  zone: string;
  residential: boolean;
  packages: ParsedPackage[];
  dimDivisor: Num;
  dimMinCubicInches: Num;
  fuelPercent: Percent;
  level: LevelTerms;
}

function calendarDay(value: string | number): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(value)) return null;
  const day = value.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? day : null;
}

const days = new Memo<string | null>();
const ZERO_NUM = toNum(ZERO);

/** A real calendar date 'YYYY-MM-DD' (a time after it is ignored), or undefined. */
export function readDate(value: unknown): string | undefined {
  return typeof value === 'string' ? days.get(value, calendarDay) ?? undefined : undefined;
}

const positives = new Memo<Num | null>();
const readPositive = (value: string | number): Num | null => {
  const parsed = readNum(value);
  return parsed && parsed.sign > 0 ? parsed : null;
};

/** A weight, side or divisor: one that is not above 0 (or not a number at all) cannot be measured. */
function positive(value: unknown): Num {
  const parsed = typeof value === 'string' || typeof value === 'number' ? positives.get(value, readPositive) : null;
  return parsed ?? refuse(INVALID_DATA);
}

function readPackage(raw: unknown): ParsedPackage {
  if (!raw || typeof raw !== 'object') refuse(INVALID_DATA);
  const pkg = raw as Record<string, unknown>;
  const weightUnit = pkg.weightUnit as WeightUnit;
  const dimUnit = pkg.dimUnit as DimUnit;
  if (!WEIGHT_UNITS.has(weightUnit) || !DIM_UNITS.has(dimUnit)) refuse(INVALID_DATA);
  return { weight: positive(pkg.weight), weightUnit, sides: [positive(pkg.length), positive(pkg.width), positive(pkg.height)], dimUnit };
}

/**
 * Only the percent the mode uses is read: a USE_COST level that still carries an old increase
 * ratio prices the same as one without it.
 */
function readLevel(raw: unknown): LevelTerms {
  if (!raw || typeof raw !== 'object') refuse(INVALID_DATA);
  const level = raw as Level;
  if (!MODES.has(level.mode)) refuse(INVALID_DATA);
  let factor = NO_PERCENT.onePlus;
  if (level.mode === 'GENERAL_COST_RISE') factor = readPercent(level.increaseRatio).onePlus;
  if (level.mode === 'GENERAL_OFFRATE') factor = readPercent(level.offRate).oneMinus;
  // An absent surcharge rule is WITH_DISCOUNT (each surcharge's own discount); an unknown one is malformed.
  const rule = level.surchargeRule;
  if (rule !== undefined && rule !== null && rule !== 'WITH_DISCOUNT' && rule !== 'FULL') refuse(INVALID_DATA);
  return { mode: level.mode, factor, priceCard: level.priceCard, capAtPublish: level.capAtPublish === true, fullSurcharges: rule === 'FULL' };
}

/**
 * Order of the checks: the shape of the shipment ('Invalid Data') before any percent ('fee is
 * invalid'), so a quote that is malformed and has a bad percent reports the malformed data.
 */
export function readShipment(input: QuoteInput): Shipment {
  if (!input || typeof input !== 'object') refuse(INVALID_DATA);
  const zone = typeof input.zone === 'number' ? String(input.zone) : input.zone;
  if (typeof zone !== 'string' || !ZONES.has(zone)) refuse(INVALID_DATA);
  const rawPackages: unknown = input.packages;
  if (!Array.isArray(rawPackages) || rawPackages.length === 0 || rawPackages.length > MAX_PACKAGES) refuse(INVALID_DATA);
  const packages = rawPackages.map(readPackage);
  const shipDate = readDate(input.shipDate) ?? refuse(INVALID_DATA);
  const dimDivisor = positive(input.dimDivisor);
  // "0 = always": an absent minimum behaves like 0.
  const dimMinCubicInches = input.dimMinCubicInches === undefined || input.dimMinCubicInches === null
    ? ZERO_NUM : readNum(input.dimMinCubicInches) ?? refuse(INVALID_DATA);
  if (!MODES.has(input.level?.mode)) refuse(INVALID_DATA);
  const fuelPercent = readPercent(input.fuelPercent);
  const level = readLevel(input.level);
  return {
    shipDate, carrier: Number(input.carrier), serviceGroup: Number(input.serviceGroup), zone,
    residential: input.residential === true, packages, dimDivisor, dimMinCubicInches, fuelPercent, level,
  };
}
