import fc from 'fast-check';
import { Decimal } from '@console/contracts';
import { CardReader } from './card-lookup';
import { FEE_DETAILS_UNAVAILABLE, QuoteRefusal } from './messages';
import { quote } from './quote';
import { COST_CARD, baseLines, card, input, pkg, priced } from './test-support/fixtures';

const UNABLE = { ok: false, message: FEE_DETAILS_UNAVAILABLE };

/** The cost line of a one-package USE_COST quote. */
function cost(weight: string, overrides: Parameters<typeof input>[0] = {}): string {
  return baseLines(priced(input({ packages: [pkg(weight)], ...overrides })))[0].cost;
}

describe('rule 2: card lookup (from < w <= to)', () => {
  it('puts a weight exactly on a bound in the row it ends', () => {
    // w = 2: (1, 2] matches (2 <= 2), (2, 3] does not (2 < 2 is false) -> 8.00
    expect(cost('2')).toBe('8.0000');
    // w = 3 -> (2, 3] -> 9.50; w = 0.5 -> (0, 0.5] -> 5.00; w = 70 -> (10, 70] -> 40.00
    expect(cost('3')).toBe('9.5000');
    expect(cost('0.5')).toBe('5.0000');
    expect(cost('70')).toBe('40.0000');
  });

  it('starts the first row at 0: the lightest parcel (1/16 lb) is in (0, 0.5]', () => {
    expect(cost('0.01')).toBe('5.0000'); // 0.01 x 16 = 0.16 -> 1 oz = 0.0625
  });

  it('reads the zone the shipment goes to', () => {
    expect(cost('2', { zone: 'A' })).toBe('9.0000');
  });

  it('takes the first matching row in the card order (rows need not be sorted)', () => {
    const shuffled = card([['2', '3', { '5': '9.50' }], ['0', '2', { '5': '8.00' }], ['1', '2', { '5': '99' }]]);
    expect(cost('2', { costCard: shuffled })).toBe('8.0000');
  });

  it('compares bounds exactly, not as binary floats', () => {
    // a bound of 0.3125 contains exactly 5 oz (5 / 16 = 0.3125)
    const ounces = card([['0', '0.3125', { '5': '4.00' }], ['0.3125', '70', { '5': '9.00' }]]);
    expect(baseLines(priced(input({ costCard: ounces, packages: [pkg('5', { weightUnit: 'oz' })] })))[0].cost).toBe('4.0000');
    // a bound a hair above w (1e-30) still contains it; one a hair below does not
    const hair = card([['0', '2.000000000000000000000000000001', { '5': '1.00' }], ['0', '70', { '5': '2.00' }]]);
    expect(cost('2', { costCard: hair })).toBe('1.0000');
    const below = card([['0', '1.999999999999999999999999999999', { '5': '1.00' }], ['0', '70', { '5': '2.00' }]]);
    expect(cost('2', { costCard: below })).toBe('2.0000');
  });

  it('rounds a card value half up to 4 decimals when it is read', () => {
    // 12.34565 -> 12.3457 (5th decimal 5 rounds up); 12.34564 -> 12.3456
    expect(cost('2', { costCard: card([['0', '70', { '5': '12.34565' }]]) })).toBe('12.3457');
    expect(cost('2', { costCard: card([['0', '70', { '5': '12.34564' }]]) })).toBe('12.3456');
  });

  it('raises a price to the minimum charge (rounded to 4 decimals too)', () => {
    // 5.00 < 6.5 -> 6.50
    expect(cost('0.25', { costCard: { ...COST_CARD, minimumCharge: '6.5' } })).toBe('6.5000');
    // 8.00 is above it -> unchanged
    expect(cost('2', { costCard: { ...COST_CARD, minimumCharge: '6.5' } })).toBe('8.0000');
    // minimum 5.00005 -> 5.0001 > 5.00
    expect(cost('0.25', { costCard: { ...COST_CARD, minimumCharge: '5.00005' } })).toBe('5.0001');
  });

  it('fails when no row matches: Unable to fetch the fee details', () => {
    expect(quote(input({ packages: [pkg('71')] }))).toEqual(UNABLE); // 70 < 71
    expect(quote(input({ costCard: card([['1', '70', { '5': '8' }]]), packages: [pkg('0.5')] }))).toEqual(UNABLE);
    expect(quote(input({ costCard: card([]) }))).toEqual(UNABLE);
  });

  it('fails when the row has no value for the zone', () => {
    expect(quote(input({ zone: 'B' }))).toEqual(UNABLE);
    expect(quote(input({ costCard: card([['0', '70', { '5': '' }]]) }))).toEqual(UNABLE);
  });

  it('fails when either card (cost or publish) has no price, even if the mode does not use it', () => {
    expect(quote(input({ publishCard: card([['0', '1', { '5': '7' }]]) }))).toEqual(UNABLE);
  });

  it('fails when a card is missing', () => {
    expect(quote(input({ costCard: undefined as never }))).toEqual(UNABLE);
  });
});

describe('CardReader against a plain Decimal scan', () => {
  // The reader skips far rows with a binary approximation; it must agree with the exact rule on
  // any card: unsorted rows, bounds with many decimals, bounds equal to w, numbers or texts.
  const bound = fc.oneof(
    fc.integer({ min: 0, max: 40 }).map(String),
    fc.integer({ min: 0, max: 40 * 16 }).map((n) => new Decimal(n).div(16).toFixed()),
    fc.integer({ min: 0, max: 4_000_000 }).map((n) => new Decimal(n).div(100_000).toFixed()),
    fc.integer({ min: 0, max: 40 }),
  );
  const row = fc.record({ from: bound, to: bound, price: fc.integer({ min: 0, max: 99_999 }).map((n) => new Decimal(n).div(100).toFixed()) });
  const weight = fc.oneof(fc.integer({ min: 1, max: 15 }).map((n) => new Decimal(n).div(16)), fc.integer({ min: 1, max: 40 }).map((n) => new Decimal(n)));

  it('finds the same row, or none', () => {
    fc.assert(fc.property(fc.array(row, { maxLength: 30 }), weight, (rows, w) => {
      const rateCard = { minimumCharge: '', rows: rows.map((r) => ({ from: r.from, to: r.to, zones: { '5': r.price } })) };
      const expected = rows.find((r) => new Decimal(r.from).lt(w) && w.lte(new Decimal(r.to)));
      let actual: string | undefined;
      try {
        actual = new CardReader(rateCard, '5').price(w).toFixed(4);
      } catch (error) {
        if (!(error instanceof QuoteRefusal)) throw error;
        expect(error.reason).toBe(FEE_DETAILS_UNAVAILABLE);
      }
      expect(actual).toBe(expected ? new Decimal(expected.price).toFixed(4) : undefined);
    }), { numRuns: 500 });
  });
});
