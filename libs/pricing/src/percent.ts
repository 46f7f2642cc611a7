/**
 * Percents of the input (increase ratio, off rate, fuel, PERCENT surcharge values, surcharge
 * discounts). Each distinct text is read, checked and turned into the factors the rules use once,
 * then shared: the same few percents come back in quote after quote.
 */
import { Decimal, HUNDRED, Memo, ONE, ZERO, isPercentInRange, readDecimal } from './decimal';
import { FEE_INVALID, INVALID_DATA, PricingMessage, refuse } from './messages';

export interface Percent {
  /** As given, e.g. 12.5. */
  value: Decimal;
  /** value / 100. */
  fraction: Decimal;
  /** 1 + value / 100 (a rise). */
  onePlus: Decimal;
  /** 1 - value / 100 (a discount). */
  oneMinus: Decimal;
}

export const NO_PERCENT: Percent = { value: ZERO, fraction: ZERO, onePlus: ONE, oneMinus: ONE };

function read(raw: string | number): Percent | PricingMessage {
  const value = readDecimal(raw);
  // Not a number at all is malformed data; a number outside 0..1000 is rule 3's invalid fee.
  if (!value) return INVALID_DATA;
  if (!isPercentInRange(value)) return FEE_INVALID;
  if (value.isZero()) return NO_PERCENT;
  const fraction = value.div(HUNDRED);
  return { value, fraction, onePlus: ONE.plus(fraction), oneMinus: ONE.minus(fraction) };
}

const percents = new Memo<Percent | PricingMessage>();

/** Absent (undefined or null) counts as 0: a level, carrier or surcharge without that percent. */
export function readPercent(raw: unknown): Percent {
  if (raw === undefined || raw === null) return NO_PERCENT;
  if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(INVALID_DATA);
  const percent = percents.get(raw, read);
  return typeof percent === 'string' ? refuse(percent) : percent;
}
