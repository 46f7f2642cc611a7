/**
 * Rule 2: the price a rate card gives a billable weight in a zone. A row matches w when
 * from < w <= to (the first row of a card starts at 0, so it takes (0, to]); the first matching
 * row in the card's order wins. Its value for the zone, rounded to 4 decimals when read, then at
 * least the card's minimum charge (rounded the same way).
 */
import { Decimal, Memo, readDecimal, round4 } from './decimal';
import { FEE_DETAILS_UNAVAILABLE, refuse } from './messages';
import { approxSign, readNum, toNum } from './num';
import type { RateCard, RateCardRow } from './types';
import { Units, unitsOf, unitsSign } from './units';

/** A price read from a card: the rounded Decimal, and its units (NaN when not a safe amount). */
export interface CardPrice {
  decimal: Decimal;
  units: number;
}

function cardPrice(value: Decimal): CardPrice {
  const decimal = round4(value);
  return { decimal, units: unitsOf(toNum(decimal)) };
}

/** The same grammar decimal.js accepts for a plain decimal, so both read such a text the same way. */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A binary approximation of a row bound, used ONLY to skip rows that are clearly far from w. NaN
 * when the bound is not a plain decimal, which sends it to the exact comparison. A text that
 * starts and ends with a digit ('12', '0.5', '1e3') reads the same in Number() and in Decimal
 * (or fails in both); anything else ('+1', ' 2', '.5') is checked against the grammar first.
 */
function approximate(bound: unknown): number {
  if (typeof bound === 'number') return bound;
  if (typeof bound !== 'string' || bound === '') return NaN;
  if (isDigit(bound.charCodeAt(0)) && isDigit(bound.charCodeAt(bound.length - 1))) return Number(bound);
  return approximations.get(bound, approximateText);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const approximateText = (text: string | number): number => (PLAIN_DECIMAL.test(text as string) ? Number(text) : NaN);
const approximations = new Memo<number>();

/** A billable weight as the lookup compares it: exact, as a double, and in units (NaN: none). */
interface LookupWeight {
  decimal: Decimal;
  approx: number;
  units: Units;
}

/**
 * The sign of bound - w, or undefined when the bound is not a number. The answer is exact: the
 * approximation decides only when it is further from w than any rounding error of a double could
 * explain (see approxSign); closer (a bound equal to w is the usual case) it is compared exactly,
 * in units when both have at most 4 decimals, else in Decimal.
 */
function compareBound(bound: unknown, approx: number, w: LookupWeight): number | undefined {
  const sign = approxSign(approx, w.approx);
  if (sign !== undefined) return sign;
  const exact = readNum(bound);
  return exact ? unitsSign(unitsOf(exact), w.units) ?? exact.decimal.cmp(w.decimal) : undefined;
}

/**
 * What was read from one position of a card's rows: the bounds last seen there with their
 * approximations, and the prices read for zones. Nothing is trusted without a check: on every
 * lookup each value is read again from the card and compared (===) with the one kept, and read
 * afresh when it differs, so a card changed in place between two quotes is priced as it is now.
 * Only the parsing is saved, never a decision.
 */
interface RowMemory {
  to: unknown;
  toApprox: number;
  from: unknown;
  fromApprox: number;
  /** zone -> the raw value last read there and its price (made when the row first matches). */
  prices: Map<string, { raw: unknown; price: CardPrice }> | undefined;
}

interface CardMemory {
  rows: RowMemory[];
  minimumRaw: unknown;
  minimum: CardPrice | null | undefined;
}

/**
 * Per card object: cards are shared by many quotes (a replay prices thousands of shipments on
 * the same few cards). Weak keys: a card nobody holds any more is forgotten.
 */
const memories = new WeakMap<object, CardMemory>();

function memoryOf(card: RateCard): CardMemory {
  let memory = memories.get(card);
  if (!memory) memories.set(card, (memory = { rows: [], minimumRaw: undefined, minimum: undefined }));
  return memory;
}

function rowMemory(memory: CardMemory, index: number): RowMemory {
  return (memory.rows[index] ??= { to: undefined, toApprox: NaN, from: undefined, fromApprox: NaN, prices: undefined });
}

/**
 * One card read for one quote. Rows are only read as far as the lookups need them, and the minimum
 * charge only when a row matched; what is parsed on the way is kept in the card's memory.
 */
export class CardReader {
  private readonly memory: CardMemory;

  constructor(private readonly card: RateCard | undefined, private readonly zone: string) {
    if (!card || typeof card !== 'object' || !Array.isArray(card.rows)) refuse(FEE_DETAILS_UNAVAILABLE);
    this.memory = memoryOf(card!);
  }

  /** The card's price for a billable weight; 'Unable to fetch the fee details' when it has none. */
  price(w: Decimal): Decimal {
    // (The specs' entry; quote() calls lookup() with the weight's double and units at hand.)
    return this.lookup({ decimal: w, approx: w.toNumber(), units: NaN }).decimal;
  }

  /** price(), with the units of the price as well. */
  lookup(w: LookupWeight): CardPrice {
    const rows = this.card!.rows;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!row || typeof row !== 'object') continue;
      const memory = rowMemory(this.memory, i);
      if (this.matches(row, memory, w)) return this.rowPrice(row, memory);
    }
    return refuse(FEE_DETAILS_UNAVAILABLE);
  }

  /** from < w <= to. The upper bound is checked first: it rules out every row below w on its own. */
  private matches(row: RateCardRow, memory: RowMemory, w: LookupWeight): boolean {
    const to = row.to;
    if (to !== memory.to) {
      memory.to = to;
      memory.toApprox = approximate(to);
    }
    const toSign = compareBound(to, memory.toApprox, w);
    if (toSign === undefined || toSign < 0) return false;
    const from = row.from;
    if (from !== memory.from) {
      memory.from = from;
      memory.fromApprox = approximate(from);
    }
    const fromSign = compareBound(from, memory.fromApprox, w);
    return fromSign !== undefined && fromSign < 0;
  }

  private rowPrice(row: RateCardRow, memory: RowMemory): CardPrice {
    const zones = row.zones;
    const raw = zones && typeof zones === 'object' ? zones[this.zone] : undefined;
    const prices = (memory.prices ??= new Map());
    let read = prices.get(this.zone);
    if (!read || read.raw !== raw) {
      const value = readDecimal(raw);
      if (!value) return refuse(FEE_DETAILS_UNAVAILABLE);
      prices.set(this.zone, (read = { raw, price: cardPrice(value) }));
    }
    const minimum = this.minimumCharge();
    return minimum && isBelow(read.price, minimum) ? minimum : read.price;
  }

  /** Absent or empty means the card has no minimum (null); any other text must be a number. */
  private minimumCharge(): CardPrice | null {
    const raw = this.card!.minimumCharge as unknown;
    if (raw !== this.memory.minimumRaw || this.memory.minimum === undefined) {
      const minimum = raw === undefined || raw === null || raw === ''
        ? null : cardPrice(readDecimal(raw) ?? refuse(FEE_DETAILS_UNAVAILABLE));
      this.memory.minimumRaw = raw;
      this.memory.minimum = minimum;
    }
    return this.memory.minimum;
  }
}

function isBelow(price: CardPrice, minimum: CardPrice): boolean {
  return Number.isNaN(price.units) || Number.isNaN(minimum.units) ? price.decimal.lt(minimum.decimal) : price.units < minimum.units;
}
