import { INVALID_DATA } from './messages';
import { quote } from './quote';
import { baseLines, input, pkg, priced } from './test-support/fixtures';

/** The billable weight and the cost the card gives it (USE_COST, zone 5 of COST_CARD). */
function weigh(...packages: ReturnType<typeof pkg>[]) {
  const result = priced(input({ packages }));
  return { weights: result.billableWeights, costs: baseLines(result).map((l) => l.cost) };
}

describe('rule 1: billable weight', () => {
  it('keeps ounce tiers under 1 lb: 5 oz = 5/16 lb = 0.3125, already a whole ounce', () => {
    // 5 / 16 = 0.3125 < 1 -> ceil(0.3125 x 16 = 5) / 16 = 0.3125 -> row (0, 0.5] -> 5.00
    expect(weigh(pkg('5', { weightUnit: 'oz' }))).toEqual({ weights: ['0.3125'], costs: ['5.0000'] });
  });

  it('rounds a part ounce up: 5.1 oz -> 6 oz = 0.375 lb', () => {
    // 5.1 / 16 = 0.31875 -> x 16 = 5.1 -> ceil 6 -> 6 / 16 = 0.375
    expect(weigh(pkg('5.1', { weightUnit: 'oz' })).weights).toEqual(['0.3750']);
  });

  it('16 oz is exactly 1 lb and stays 1 (not rounded to 2)', () => {
    // 16 / 16 = 1, not < 1 -> ceil(1) = 1 -> row (0.5, 1] -> 6.00
    expect(weigh(pkg('16', { weightUnit: 'oz' }))).toEqual({ weights: ['1.0000'], costs: ['6.0000'] });
  });

  it('17 oz = 1.0625 lb goes up to 2 lb; 0.95 lb goes up to 16 oz = 1 lb', () => {
    // 17 / 16 = 1.0625 -> ceil 2; 0.95 x 16 = 15.2 -> ceil 16 -> 16 / 16 = 1
    expect(weigh(pkg('17', { weightUnit: 'oz' }), pkg('0.95')).weights).toEqual(['2.0000', '1.0000']);
  });

  it('converts kilograms and grams exactly (1 lb = 0.45359237 kg)', () => {
    // 0.45359237 kg / 0.45359237 = 1 exactly -> 1; 1 kg = 2.2046... lb -> 3 -> row (2, 3] -> 9.50
    // 453.59237 g = 1 lb -> 1; 500 g = 1.1023... lb -> 2
    const result = weigh(
      pkg('0.45359237', { weightUnit: 'kg' }), pkg('1', { weightUnit: 'kg' }),
      pkg('453.59237', { weightUnit: 'g' }), pkg('500', { weightUnit: 'g' }),
    );
    expect(result.weights).toEqual(['1.0000', '3.0000', '1.0000', '2.0000']);
    expect(result.costs).toEqual(['6.0000', '9.5000', '6.0000', '8.0000']);
  });

  it('accepts numbers as well as decimal strings', () => {
    expect(weigh(pkg(2.5)).weights).toEqual(['3.0000']);
  });

  describe('DIM weight', () => {
    // USPS style: divisor 166, DIM only above 1,728 cubic inches.
    const usps = (box: Partial<ReturnType<typeof pkg>>) =>
      priced(input({ dimDivisor: 166, dimMinCubicInches: 1728, packages: [pkg('1', box)] })).billableWeights[0];

    it('does not count at exactly the minimum volume: 12 x 12 x 12 = 1728, not > 1728', () => {
      expect(usps({ length: '12', width: '12', height: '12' })).toBe('1.0000');
    });

    it('counts above it: 12 x 12 x 13 = 1872 > 1728 -> 1872 / 166 = 11.277 -> 12', () => {
      expect(usps({ length: '12', width: '12', height: '13' })).toBe('12.0000');
    });

    it('does not count below it: 10 x 10 x 10 = 1000', () => {
      expect(usps({ length: '10', width: '10', height: '10' })).toBe('1.0000');
    });

    it('with minimum 0 always counts: 10 x 10 x 10 / 139 = 7.19 -> 8', () => {
      expect(weigh(pkg('1', { length: '10', width: '10', height: '10' })).weights).toEqual(['8.0000']);
    });

    it('is ignored when the actual weight is greater: max(20, 7.19) = 20', () => {
      expect(weigh(pkg('20', { length: '10', width: '10', height: '10' })).weights).toEqual(['20.0000']);
    });

    it('rounds each side half up to a whole inch first (inches too)', () => {
      // 10.5 -> 11: 11 x 11 x 11 = 1331 / 1331 = 1 -> 1 (unrounded 1157.625 / 1331 = 0.87 -> 14 oz = 0.875)
      const up = pkg('0.5', { length: '10.5', width: '10.5', height: '10.5' });
      expect(priced(input({ dimDivisor: 1331, packages: [up] })).billableWeights).toEqual(['1.0000']);
      // 10.49 -> 10: 10 x 10 x 10 = 1000 / 1000 = 1 -> 1 (unrounded 1154.3 / 1000 = 1.15 -> 2)
      const down = pkg('0.5', { length: '10.49', width: '10.49', height: '10.49' });
      expect(priced(input({ dimDivisor: 1000, packages: [down] })).billableWeights).toEqual(['1.0000']);
    });

    it('converts centimetres to inches, then rounds: 30.48 cm = 12 in, 1.27 cm = 0.5 -> 1 in', () => {
      // 30.48 / 2.54 = 12; 1.27 / 2.54 = 0.5 -> half up -> 1: 12 x 12 x 1 = 144 / 144 = 1 -> max(0.6, 1) = 1.
      // Unrounded (0.5) it would be 72 / 144 = 0.5 -> max(0.6, 0.5) = 0.6 -> 10 oz = 0.625.
      const box = { length: '30.48', width: '30.48', height: '1.27', dimUnit: 'cm' as const };
      expect(priced(input({ dimDivisor: 144, packages: [pkg('0.6', box)] })).billableWeights).toEqual(['1.0000']);
      // 30 x 20 x 15 cm -> 11.81, 7.87, 5.91 -> 12 x 8 x 6 = 576 / 139 = 4.14 -> 5
      expect(weigh(pkg('0.75', { length: '30', width: '20', height: '15', dimUnit: 'cm' })).weights).toEqual(['5.0000']);
    });
  });

  it('refuses a weight or side that is not above 0, or not a number: Invalid Data', () => {
    for (const bad of [pkg('0'), pkg('-1'), pkg('abc'), pkg(''), pkg('2', { length: '0' }), pkg('2', { height: '-3' }), pkg('2', { width: 'x' })]) {
      expect(quote(input({ packages: [bad] }))).toEqual({ ok: false, message: INVALID_DATA });
    }
  });

  it('refuses an unknown unit: Invalid Data', () => {
    expect(quote(input({ packages: [pkg('2', { weightUnit: 'st' as never })] }))).toEqual({ ok: false, message: INVALID_DATA });
    expect(quote(input({ packages: [pkg('2', { dimUnit: 'mm' as never })] }))).toEqual({ ok: false, message: INVALID_DATA });
  });
});
