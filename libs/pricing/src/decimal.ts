/**
 * The few decimal helpers the engine needs, over the shared `Decimal` of @console/contracts
 * (40 significant digits, ROUND_HALF_UP), so a price never passes through a binary float.
 */
import { Decimal } from '@console/contracts';

export { Decimal };

/** Amounts are kept and shown with 4 decimals ("save 4", spec 01 §9). */
const AMOUNT_DIGITS = 4;

// Constants built once: constructing a Decimal costs far more than reusing one, and quote() is hot.
export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);
export const SIXTEEN = new Decimal(16);
const PERCENT_MAX = new Decimal(1000);

/**
 * A small bounded memo keyed by an input text (or number). Decimals are immutable, so a value
 * read from '12.50' can be shared by every quote that meets '12.50' again: rate cards, percents
 * and thresholds repeat from one quote to the next, and parsing is the costliest step of a quote.
 * The key is the text itself, never an object, so a caller changing its cards cannot see stale data.
 */
export class Memo<V> {
  private readonly values = new Map<string | number, V>();

  constructor(private readonly limit = 20_000) {}

  get(key: string | number, compute: (key: string | number) => V): V {
    let value = this.values.get(key);
    if (value === undefined && !this.values.has(key)) {
      value = compute(key);
      // Crude but bounded: a flood of distinct texts costs a re-parse, never unbounded memory.
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return value as V;
  }
}

function parse(value: string | number): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (value === '') return null;
  try {
    const parsed = new Decimal(value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

const parsed = new Memo<Decimal | null>();

/**
 * A decimal from the input, or undefined when the value is not a finite number. Numbers go through
 * Decimal's own exact conversion of their shortest text; empty strings and other types are refused.
 */
export function readDecimal(value: unknown): Decimal | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return parsed.get(value, parse) ?? undefined;
}

/** Round half up to 4 decimals; a value that already fits is returned as it is (cheaper, same value). */
export function round4(value: Decimal): Decimal {
  return value.decimalPlaces() <= AMOUNT_DIGITS ? value : value.toDecimalPlaces(AMOUNT_DIGITS, Decimal.ROUND_HALF_UP);
}

/** What a value with 0..4 decimals needs to show exactly 4. */
const PADDING = ['.0000', '000', '00', '0', ''];

/**
 * The 4-decimal text of the output ('13.0000'); a negative zero prints as '0.0000'. A value with
 * at most 4 decimals is written in full by toFixed() and padded (several times cheaper than
 * toFixed(4), which re-rounds); anything longer is rounded half up by toFixed(4).
 */
export function format4(value: Decimal): string {
  if (value.isZero()) return '0.0000';
  const places = value.decimalPlaces();
  if (places > AMOUNT_DIGITS) return value.toFixed(AMOUNT_DIGITS, Decimal.ROUND_HALF_UP);
  return value.toFixed() + PADDING[places];
}

/** The spec's bound on every percent: from 0 to 1000 inclusive ('-0' counts as 0, hence gte). */
export function isPercentInRange(percent: Decimal): boolean {
  return percent.gte(ZERO) && percent.lte(PERCENT_MAX);
}
