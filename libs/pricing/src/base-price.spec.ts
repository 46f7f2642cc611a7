import { FEE_DETAILS_UNAVAILABLE, FEE_INVALID, INVALID_DATA, NOTE_NO_LESS_THAN_COST, NOTE_NO_MORE_THAN_PUBLISH } from './messages';
import { quote } from './quote';
import type { Level, QuoteInput } from './types';
import { baseLines, card, input, pkg, priced } from './test-support/fixtures';

/** The base line of one 2 lb package (cost 8.00, publish 11.00 in zone 5) under a level. */
function base(level: Level, overrides: Partial<QuoteInput> = {}) {
  const [line] = baseLines(priced(input({ level, ...overrides })));
  return line;
}

describe('rule 3: base price', () => {
  it('USE_COST is the cost, USE_PUBLISH the publish price', () => {
    expect(base({ mode: 'USE_COST', capAtPublish: false })).toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '8.0000' });
    expect(base({ mode: 'USE_PUBLISH', capAtPublish: false })).toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '11.0000' });
  });

  it('GENERAL_COST_RISE: cost x (1 + increaseRatio / 100)', () => {
    // 8.00 x 1.125 = 9.00
    expect(base({ mode: 'GENERAL_COST_RISE', increaseRatio: '12.5', capAtPublish: true }).price).toBe('9.0000');
    // 8.00 x 1.123456 = 8.987648 -> 8.9876
    expect(base({ mode: 'GENERAL_COST_RISE', increaseRatio: '12.3456', capAtPublish: true }).price).toBe('8.9876');
  });

  it('rounds the price half up at the 5th decimal right after the multiplication', () => {
    // 5 oz -> cost 5.00: 5.00 x 1.00001 = 5.00005 -> 5.0001 (a tie, rounded up)
    const line = base({ mode: 'GENERAL_COST_RISE', increaseRatio: '0.001', capAtPublish: false }, { packages: [pkg('5', { weightUnit: 'oz' })] });
    expect(line.price).toBe('5.0001');
  });

  it('GENERAL_OFFRATE: publish x (1 - offRate / 100)', () => {
    // 11.00 x 0.9 = 9.90
    expect(base({ mode: 'GENERAL_OFFRATE', offRate: '10', capAtPublish: false }).price).toBe('9.9000');
    // 11.00 x (1 - 0.12345) = 11 x 0.87655 = 9.64205 -> 9.6421 (half up)
    expect(base({ mode: 'GENERAL_OFFRATE', offRate: '12.345', capAtPublish: false }).price).toBe('9.6421');
  });

  it('GENERAL_PRICING: the price card, with its own minimum charge', () => {
    const priceCard = card([['0', '70', { '5': '9.25' }]]);
    expect(base({ mode: 'GENERAL_PRICING', priceCard, capAtPublish: false }).price).toBe('9.2500');
    // minimum 10.5 > 9.25 -> 10.50
    expect(base({ mode: 'GENERAL_PRICING', priceCard: { ...priceCard, minimumCharge: '10.5' }, capAtPublish: false }).price).toBe('10.5000');
  });

  it('GENERAL_PRICING is capped and floored too, with the notes', () => {
    const dear = card([['0', '70', { '5': '12.00' }]], '0');
    // 12.00 > publish 11.00 -> 11.00
    expect(base({ mode: 'GENERAL_PRICING', priceCard: dear, capAtPublish: true })).toMatchObject({ price: '11.0000', note: NOTE_NO_MORE_THAN_PUBLISH });
    const cheap = card([['0', '70', { '5': '7.00' }]]);
    // 7.00 < cost 8.00 -> 8.00
    expect(base({ mode: 'GENERAL_PRICING', priceCard: cheap, capAtPublish: true })).toMatchObject({ price: '8.0000', note: NOTE_NO_LESS_THAN_COST });
  });

  it('GENERAL_PRICING without a price (or a card) cannot be priced', () => {
    const other = card([['0', '70', { A: '9' }]]);
    expect(quote(input({ level: { mode: 'GENERAL_PRICING', priceCard: other, capAtPublish: false } }))).toEqual({ ok: false, message: FEE_DETAILS_UNAVAILABLE });
    expect(quote(input({ level: { mode: 'GENERAL_PRICING', capAtPublish: false } }))).toEqual({ ok: false, message: FEE_DETAILS_UNAVAILABLE });
  });

  it('caps at publish only when capAtPublish, with the note', () => {
    // 8.00 x 1.5 = 12.00 > 11.00
    expect(base({ mode: 'GENERAL_COST_RISE', increaseRatio: '50', capAtPublish: true }))
      .toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '11.0000', note: NOTE_NO_MORE_THAN_PUBLISH });
    const uncapped = base({ mode: 'GENERAL_COST_RISE', increaseRatio: '50', capAtPublish: false });
    expect(uncapped).toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '12.0000' });
    expect('note' in uncapped).toBe(false);
  });

  it('compares the rounded price with publish', () => {
    // 8.00 x 1.3750062 = 11.0000496 -> 11.0000, not > 11.00: no cap, no note
    const line = base({ mode: 'GENERAL_COST_RISE', increaseRatio: '37.50062', capAtPublish: true });
    expect(line).toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '11.0000' });
  });

  it('floors at cost, with the note', () => {
    // 11.00 x 0.6 = 6.60 < 8.00 -> 8.00
    expect(base({ mode: 'GENERAL_OFFRATE', offRate: '40', capAtPublish: false }))
      .toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '11.0000', price: '8.0000', note: NOTE_NO_LESS_THAN_COST });
  });

  it('when cost is above publish, the cap then the floor leave the cost (and the floor note)', () => {
    const lowPublish = card([['0', '70', { '5': '7.50' }]]);
    // 8.00 > 7.50 -> capped to 7.50, then 7.50 < 8.00 -> 8.00
    expect(base({ mode: 'USE_COST', capAtPublish: true }, { publishCard: lowPublish }))
      .toEqual({ kind: 'base', package: 1, cost: '8.0000', publish: '7.5000', price: '8.0000', note: NOTE_NO_LESS_THAN_COST });
  });

  it('prices every package on its own, in package order', () => {
    // 2 lb -> 8.00 / 11.00; 7 lb -> 15.00 / 20.00; x 1.3 -> 10.40 and 19.50
    const result = priced(input({ level: { mode: 'GENERAL_COST_RISE', increaseRatio: '30', capAtPublish: true }, packages: [pkg('2'), pkg('7')] }));
    expect(baseLines(result).map((l) => [l.package, l.price])).toEqual([[1, '10.4000'], [2, '19.5000']]);
    expect(result.total).toBe('29.9000');
  });

  describe('refusals', () => {
    const invalid = { ok: false, message: FEE_INVALID };

    it('a negative price after the multiplication, before any floor could hide it', () => {
      // 11.00 x (1 - 1.5) = -5.50
      expect(quote(input({ level: { mode: 'GENERAL_OFFRATE', offRate: '150', capAtPublish: false } }))).toEqual(invalid);
      // a negative card value used as the price (a minimum charge of 0 would have raised it to 0)
      const negative = card([['0', '70', { '5': '-1' }]], '-5');
      expect(quote(input({ costCard: negative }))).toEqual(invalid);
    });

    it('a percent below 0 or above 1000 (1000 itself is allowed)', () => {
      // 8.00 x 11 = 88.00
      expect(base({ mode: 'GENERAL_COST_RISE', increaseRatio: '1000', capAtPublish: false }).price).toBe('88.0000');
      for (const level of [
        { mode: 'GENERAL_COST_RISE', increaseRatio: '1000.0001', capAtPublish: false },
        { mode: 'GENERAL_COST_RISE', increaseRatio: '-0.01', capAtPublish: false },
        { mode: 'GENERAL_OFFRATE', offRate: '1001', capAtPublish: false },
        { mode: 'GENERAL_OFFRATE', offRate: -5, capAtPublish: false },
      ] as Level[]) {
        expect(quote(input({ level }))).toEqual(invalid);
      }
      expect(quote(input({ fuelPercent: '1000.5' }))).toEqual(invalid);
      expect(quote(input({ fuelPercent: '-1' }))).toEqual(invalid);
    });

    it('reads only the percent its mode uses', () => {
      // an old increase ratio left on a USE_COST level does not matter
      expect(base({ mode: 'USE_COST', increaseRatio: '5000', capAtPublish: false }).price).toBe('8.0000');
    });

    it('an unknown mode or a percent that is not a number: Invalid Data', () => {
      expect(quote(input({ level: { mode: 'CHEAPEST', capAtPublish: false } as never }))).toEqual({ ok: false, message: INVALID_DATA });
      expect(quote(input({ level: { mode: 'GENERAL_COST_RISE', increaseRatio: 'ten', capAtPublish: false } }))).toEqual({ ok: false, message: INVALID_DATA });
    });
  });
});
