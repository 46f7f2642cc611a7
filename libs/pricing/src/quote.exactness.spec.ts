import fc from 'fast-check';
import { Decimal } from '@console/contracts';
import { Arithmetic, DECIMAL, UNITS } from './arithmetic';
import { measurePackage } from './billable-weight';
import { QuoteRefusal } from './messages';
import { readNum } from './num';
import { priceWith, quote } from './quote';
import type { ParsedPackage } from './shipment';
import { cardPool, mutateCard, randomInput, seededRandom } from './test-support/random-inputs';
import { COST_CARD, PUBLISH_CARD, card, input, pkg } from './test-support/fixtures';
import type { QuoteInput, RateCard } from './types';
import { NotExact } from './units';

/** The outcome of the rules with one arithmetic: the result, the refusal, or 'not exact'. */
function outcome<A>(quoteInput: QuoteInput, kit: Arithmetic<A>): string {
  try {
    return JSON.stringify(priceWith(quoteInput, kit));
  } catch (error) {
    if (error instanceof QuoteRefusal) return `refused: ${error.reason}`;
    if (error instanceof NotExact) return 'not exact';
    throw error;
  }
}

describe('safe-integer arithmetic against Decimal', () => {
  // UNITS must give what DECIMAL gives, or give up (and quote() then uses DECIMAL). The inputs
  // lean on rounding halves, wide values and every refusal (see test-support/random-inputs.ts).
  // tools/differential.ts runs the same inputs by the hundred thousand against an older build.
  it('prices random inputs exactly as Decimal does, or gives up', () => {
    const rnd = seededRandom(20251210);
    const cards = cardPool(rnd, 9);
    let priced = 0;
    let pricedByUnits = 0;
    for (let i = 0; i < 1000; i++) {
      if (rnd() < 0.05) mutateCard(rnd, cards[Math.floor(rnd() * cards.length)]);
      const quoteInput = randomInput(rnd, cards);
      const exact = outcome(quoteInput, DECIMAL);
      const fast = outcome(quoteInput, UNITS);
      if (fast !== 'not exact') expect(fast).toBe(exact);
      expect(JSON.stringify(quote(quoteInput))).toBe(exact.startsWith('refused: ') ? JSON.stringify({ ok: false, message: exact.slice(9) }) : exact);
      if (exact.startsWith('{')) {
        priced++;
        if (fast !== 'not exact') pricedByUnits++;
      }
    }
    // The fast path is the usual one: only the deliberately wide values fall back.
    expect(priced).toBeGreaterThan(300);
    expect(pricedByUnits / priced).toBeGreaterThan(0.9);
  });

  it('falls back to Decimal for amounts beyond safe integers', () => {
    const huge = card([['0', '70', { '5': '123456789012345.6789' }]]);
    const quoteInput = input({ costCard: huge, publishCard: huge });
    expect(outcome(quoteInput, UNITS)).toBe('not exact');
    const result = quote(quoteInput);
    expect(result.ok && result.total).toBe('123456789012345.6789');
  });
});

describe('card memory', () => {
  // Cards are remembered per object between quotes; a card changed in place must price as it is now.
  const copy = (rateCard: RateCard): RateCard => JSON.parse(JSON.stringify(rateCard));

  it('sees every change made to a card between two quotes', () => {
    const rnd = seededRandom(7);
    const cards = cardPool(rnd, 6);
    for (let i = 0; i < 300; i++) {
      const quoteInput = randomInput(rnd, cards, true);
      quote(quoteInput); // the cards' memory now holds what this quote read
      mutateCard(rnd, quoteInput.costCard);
      mutateCard(rnd, quoteInput.publishCard);
      const fresh = { ...quoteInput, costCard: copy(quoteInput.costCard), publishCard: copy(quoteInput.publishCard) };
      expect(quote(quoteInput)).toEqual(quote(fresh));
    }
  });

  it('prices the new value of a row, bound and minimum edited in place', () => {
    const edited = copy(COST_CARD);
    const shipment = input({ costCard: edited, publishCard: PUBLISH_CARD, packages: [pkg('2')] });
    const costOf = (): string | undefined => {
      const result = quote(shipment);
      return result.ok && result.lines[0].kind === 'base' ? result.lines[0].cost : undefined;
    };
    expect(costOf()).toBe('8.0000');
    edited.rows[2].zones['5'] = '8.12345';
    expect(costOf()).toBe('8.1235');
    edited.rows[1].to = '2';
    expect(costOf()).toBe('6.0000');
    edited.minimumCharge = '7.5';
    expect(costOf()).toBe('7.5000');
    edited.rows.splice(0, 2);
    expect(costOf()).toBe('8.1235');
  });
});

describe('billable weight against the plain Decimal rule', () => {
  // measurePackage() settles most packages with doubles; it must agree with rule 1 done in Decimal.
  const KG = new Decimal('0.45359237');
  const CM = new Decimal('2.54');
  const toInches = (side: Decimal, unit: string): Decimal => (unit === 'cm' ? side.div(CM) : side).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  function expected(weight: string, weightUnit: string, sides: string[], dimUnit: string, divisor: string, minimum: string): string {
    const w = new Decimal(weight);
    const pounds = weightUnit === 'oz' ? w.div(16) : weightUnit === 'kg' ? w.div(KG) : weightUnit === 'g' ? w.div(KG.times(1000)) : w;
    const [a, b, c] = sides.map((side) => toInches(new Decimal(side), dimUnit));
    const cubic = a.times(b).times(c);
    const dim = cubic.gt(minimum) && cubic.gt(pounds.times(divisor)) ? cubic.div(divisor) : pounds;
    return (dim.lt(1) ? dim.times(16).ceil().div(16) : dim.ceil()).toFixed(4);
  }

  const text = (max: number, places: number) => fc.integer({ min: 1, max: max * 10 ** places }).map((n) => new Decimal(n).div(10 ** places).toFixed());
  const edgy = (values: string[], other: fc.Arbitrary<string>) => fc.oneof(fc.constantFrom(...values), other);

  it('gives the same weight, and the same answers to the surcharge conditions', () => {
    fc.assert(fc.property(
      edgy(['1', '0.0625', '16', '0.45359237', '453.59237', '2', '1e-30', '1e20'], text(200, 4)),
      fc.constantFrom('lb', 'oz', 'kg', 'g'),
      fc.array(edgy(['12.5', '1.27', '29.21', '0.4', '1e8', '139', '1'], text(80, 2)), { minLength: 3, maxLength: 3 }),
      fc.constantFrom('in', 'cm'),
      fc.constantFrom('139', '166', '1', '0.5', '139.0000000000000000000000000000000000001'),
      fc.constantFrom('0', '1728', '1727.5', '1e30'),
      edgy(['5', '1', '12', '50', '0.0625'], text(120, 1)),
      (weight, weightUnit, sides, dimUnit, divisor, minimum, threshold) => {
        const parsed: ParsedPackage = {
          weight: readNum(weight)!, weightUnit: weightUnit as never, sides: sides.map((side) => readNum(side)!) as never, dimUnit: dimUnit as never,
        };
        const measured = measurePackage(parsed, readNum(divisor)!, readNum(minimum)!);
        const billable = expected(weight, weightUnit, sides, dimUnit, divisor, minimum);
        expect(measured.weight.text).toBe(billable);
        expect(measured.weight.decimal.toFixed(4)).toBe(billable);
        const over = readNum(threshold)!;
        const [a, b, c] = sides.map((side) => toInches(new Decimal(side), dimUnit));
        const longest = Decimal.max(a, b, c);
        expect(measured.compare('billableWeight', over)).toBe(new Decimal(billable).cmp(threshold));
        expect(measured.compare('longestSide', over)).toBe(longest.cmp(threshold));
        expect(measured.compare('lengthPlusGirth', over)).toBe(a.plus(b).plus(c).times(2).minus(longest).cmp(threshold));
      },
    ), { numRuns: 3000 });
  });
});
