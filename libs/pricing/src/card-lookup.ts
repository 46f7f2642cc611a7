/**
 * Rule 2: the price a rate card gives a billable weight in a zone. A row matches w when
 * from < w <= to (the first row of a card starts at 0, so it takes (0, to]); the first matching
 * row in the card's order wins. Its value for the zone, rounded to 4 decimals when read, then at
 * least the card's minimum charge (rounded the same way).
 */
import { Decimal, Memo, readDecimal, round4 } from './decimal';
import { FEE_DETAILS_UNAVAILABLE, refuse } from './messages';
import type { RateCard, RateCardRow } from './types';

/** The same grammar decimal.js accepts for a plain decimal, so both read such a text the same way. */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A binary approximation of a row bound, used ONLY to skip rows that are clearly far from w: a
 * card has ~70 rows and turning each bound into a Decimal would dominate the cost of a quote. NaN
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

/**
 * The sign of bound - w, or undefined when the bound is not a number. The answer is exact: the
 * approximation decides only when it is further from w than any rounding error of a double could
 * explain (a relative 1e-9 against errors of 1e-16); everything closer is compared in Decimal.
 */
function compareBound(bound: unknown, w: Decimal, wApprox: number): number | undefined {
  const approx = approximate(bound);
  const tolerance = 1e-9 * (1 + Math.abs(wApprox) + Math.abs(approx));
  if (Number.isFinite(approx) && Math.abs(approx - wApprox) > tolerance) return approx > wApprox ? 1 : -1;
  const exact = readDecimal(bound);
  return exact ? exact.cmp(w) : undefined;
}

/** from < w <= to. The upper bound is checked first: it rules out every row below w on its own. */
function rowMatches(row: RateCardRow, w: Decimal, wApprox: number): boolean {
  if (!row || typeof row !== 'object') return false;
  const to = compareBound(row.to, w, wApprox);
  if (to === undefined || to < 0) return false;
  const from = compareBound(row.from, w, wApprox);
  return from !== undefined && from < 0;
}

/**
 * One card read for one quote. The minimum charge is parsed once, on the first lookup, and rows
 * are only parsed as far as the lookups need them.
 */
export class CardReader {
  private minimum: Decimal | null | undefined;

  constructor(private readonly card: RateCard | undefined, private readonly zone: string) {
    if (!card || typeof card !== 'object' || !Array.isArray(card.rows)) refuse(FEE_DETAILS_UNAVAILABLE);
  }

  /** The card's price for a billable weight; 'Unable to fetch the fee details' when it has none. */
  price(w: Decimal, wApprox: number = w.toNumber()): Decimal {
    const rows = this.card!.rows;
    for (let i = 0; i < rows.length; i++) {
      if (!rowMatches(rows[i], w, wApprox)) continue;
      const zones = rows[i].zones;
      const value = zones && typeof zones === 'object' ? readDecimal(zones[this.zone]) : undefined;
      if (!value) return refuse(FEE_DETAILS_UNAVAILABLE);
      const price = round4(value);
      const minimum = this.minimumCharge();
      return minimum && price.lt(minimum) ? minimum : price;
    }
    return refuse(FEE_DETAILS_UNAVAILABLE);
  }

  /** Absent or empty means the card has no minimum (null); any other text must be a number. */
  private minimumCharge(): Decimal | null {
    if (this.minimum === undefined) {
      const raw = this.card!.minimumCharge as unknown;
      this.minimum = raw === undefined || raw === null || raw === ''
        ? null : round4(readDecimal(raw) ?? refuse(FEE_DETAILS_UNAVAILABLE));
    }
    return this.minimum;
  }
}
