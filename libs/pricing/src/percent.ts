/**
 * Percents of the input (increase ratio, off rate, fuel, PERCENT surcharge values, surcharge
 * discounts). Each distinct text is read, checked and turned into the factors the rules use once,
 * then shared: the same few percents come back in quote after quote.
 */
import { HUNDRED, Memo, ONE, ZERO, format4, isPercentInRange, readDecimal } from './decimal';
import { FEE_INVALID, INVALID_DATA, PricingMessage, refuse } from './messages';
import { Num, toNum } from './num';

export interface Percent {
  /** The percent as given, with 4 decimals (the fuel line shows it). */
  text: string;
  /** value / 100. */
  fraction: Num;
  /** 1 + value / 100 (a rise). */
  onePlus: Num;
  /** 1 - value / 100 (a discount). */
  oneMinus: Num;
}

const ZERO_NUM = toNum(ZERO);
const ONE_NUM = toNum(ONE);

export const NO_PERCENT: Percent = { text: format4(ZERO), fraction: ZERO_NUM, onePlus: ONE_NUM, oneMinus: ONE_NUM };

function read(raw: string | number): Percent | PricingMessage {
  const value = readDecimal(raw);
  // Not a number at all is malformed data; a number outside 0..1000 is rule 3's invalid fee.
  if (!value) return INVALID_DATA;
  if (!isPercentInRange(value)) return FEE_INVALID;
  if (value.isZero()) return NO_PERCENT;
  const fraction = value.div(HUNDRED);
  return { text: format4(value), fraction: toNum(fraction), onePlus: toNum(ONE.plus(fraction)), oneMinus: toNum(ONE.minus(fraction)) };
}

const percents = new Memo<Percent | PricingMessage>();

/** Absent (undefined or null) counts as 0: a level, carrier or surcharge without that percent. */
export function readPercent(raw: unknown): Percent {
  if (raw === undefined || raw === null) return NO_PERCENT;
  if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(INVALID_DATA);
  const percent = percents.get(raw, read);
  return typeof percent === 'string' ? refuse(percent) : percent;
}
