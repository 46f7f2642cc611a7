import { Decimal } from './money';

/**
 * What the pure engines (the rate engine, the charge engine) share over `Decimal`: amounts and
 * measures rounded half up to 4 decimals and written with exactly 4, and a bounded memo of
 * values parsed from input texts.
 */
const DIGITS = 4;

/** Round half up to 4 decimals; a value that already fits is returned as it is (cheaper, same value). */
export function round4(value: Decimal): Decimal {
  return value.decimalPlaces() <= DIGITS ? value : value.toDecimalPlaces(DIGITS, Decimal.ROUND_HALF_UP);
}

/** What a value with 0..4 decimals needs to show exactly 4. */
const PADDING = ['.0000', '000', '00', '0', ''];

/**
 * The 4-decimal text of an output ('13.0000'); a negative zero prints as '0.0000'. A value with at
 * most 4 decimals is written in full by toFixed() and padded (several times cheaper than
 * toFixed(4), which re-rounds); anything longer is rounded half up by toFixed(4).
 */
export function format4(value: Decimal): string {
  if (value.isZero()) return '0.0000';
  const places = value.decimalPlaces();
  if (places > DIGITS) return value.toFixed(DIGITS, Decimal.ROUND_HALF_UP);
  return value.toFixed() + PADDING[places];
}

/**
 * A small bounded memo keyed by an input text (or number). Decimals are immutable, so a value read
 * from '12.50' can be shared by every call that meets '12.50' again: rate cards, prices and
 * thresholds repeat from one call to the next, and parsing is a large part of one. The key is the
 * text itself, never an object, so a caller changing its data in place never sees stale values.
 */
export class Memo<V, K extends string | number = string | number> {
  private readonly values = new Map<K, V>();

  constructor(private readonly limit = 20_000) {}

  get(key: K, compute: (key: K) => V): V {
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
