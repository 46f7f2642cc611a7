import { FEE_INVALID, INVALID_DATA } from './messages';
import { quote } from './quote';
import type { QuoteInput, Surcharge } from './types';
import { USE_COST, input, peak, pkg, priced, surcharge, surchargeAmount } from './test-support/fixtures';

/** Codes and amounts of the surcharge lines, in line order. */
function surchargeLines(quoteInput: QuoteInput): Array<[string, string]> {
  return priced(quoteInput).lines.flatMap((line) => (line.kind === 'surcharge' ? [[line.code, line.amount] as [string, string]] : []));
}

/** One 2 lb package (cost 8.00), UPS ground, zone 5, commercial, with these surcharges. */
const withSurcharges = (surcharges: Surcharge[], overrides: Partial<QuoteInput> = {}) => input({ surcharges, ...overrides });

describe('rule 4: which surcharges apply', () => {
  it('only active ones of the carrier, for every service (0) or the shipment group', () => {
    const lines = surchargeLines(withSurcharges([
      surcharge({ code: 'ALL-SERVICES', effectiveService: 0 }),
      surcharge({ code: 'GROUND', effectiveService: 1 }),
      surcharge({ code: 'EXPRESS', effectiveService: 2 }),
      surcharge({ code: 'INACTIVE', status: 2 }),
      surcharge({ code: 'FEDEX', carrier: 3 }),
    ]));
    expect(lines.map(([code]) => code)).toEqual(['ALL-SERVICES', 'GROUND']);
  });

  it('residential / commercial by the flag', () => {
    const both = [surcharge({ code: 'RES', when: 'residential' }), surcharge({ code: 'COM', when: 'commercial' })];
    expect(surchargeLines(withSurcharges(both, { residential: true })).map(([c]) => c)).toEqual(['RES']);
    expect(surchargeLines(withSurcharges(both, { residential: false })).map(([c]) => c)).toEqual(['COM']);
  });

  it('zones by membership of the shipment zone', () => {
    const das = [surcharge({ code: 'DAS', when: { zones: ['5', '6'] } }), surcharge({ code: 'REMOTE', when: { zones: ['A', 'K'] } })];
    expect(surchargeLines(withSurcharges(das)).map(([c]) => c)).toEqual(['DAS']);
  });

  it('weightOver compares the billable weight, strictly', () => {
    // 1.5 lb -> billable 2: 2 > 1.6 (the actual 1.5 would not be), 2 > 1.9999, but not 2 > 2
    const heavy = (over: string) => surcharge({ code: `OVER-${over}`, when: { weightOver: over } });
    const lines = surchargeLines(withSurcharges([heavy('1.6'), heavy('1.9999'), heavy('2')], { packages: [pkg('1.5')] }));
    expect(lines.map(([c]) => c)).toEqual(['OVER-1.6', 'OVER-1.9999']);
  });

  it('longestSideOver compares the longest rounded side, strictly', () => {
    // 10.5 x 4 x 3 in -> 11 x 4 x 3: 11 > 10.9 (10.5 would not be), 11 > 11 is false
    const box = pkg('2', { length: '4', width: '10.5', height: '3' });
    const lines = surchargeLines(withSurcharges([
      surcharge({ code: 'A', when: { longestSideOver: '10.9' } }), surcharge({ code: 'B', when: { longestSideOver: '11' } }),
    ], { packages: [box] }));
    expect(lines.map(([c]) => c)).toEqual(['A']);
  });

  it('lengthPlusGirthOver is longest + 2 x (the other two), on rounded sides', () => {
    // 11.6 x 10 x 8 in -> 12 x 10 x 8: 12 + 2 x (10 + 8) = 48; 48 > 47, 48 > 48 is false
    const box = pkg('2', { length: '10', width: '11.6', height: '8' });
    const lines = surchargeLines(withSurcharges([
      surcharge({ code: 'LPG-47', when: { lengthPlusGirthOver: '47' } }), surcharge({ code: 'LPG-48', when: { lengthPlusGirthOver: 48 } }),
    ], { packages: [box] }));
    expect(lines.map(([c]) => c)).toEqual(['LPG-47']);
  });
});

describe('rule 5: FIXED surcharges', () => {
  // 1, 6 and 7 lb: a weightOver 5 condition holds for 2 packages
  const three = [pkg('1'), pkg('6'), pkg('7')];

  it('per package: value x the packages the condition holds for', () => {
    const lines = surchargeLines(withSurcharges([
      surcharge({ code: 'HEAVY', when: { weightOver: '5' }, value: '2.50', perPackage: true }), // 2.50 x 2 = 5.00
      surcharge({ code: 'EACH', when: 'always', value: '2.50', perPackage: true }), // 2.50 x 3 = 7.50
      surcharge({ code: 'ONCE', when: { weightOver: '5' }, value: '2.50', perPackage: false }), // 2.50 once
      surcharge({ code: 'NONE', when: { weightOver: '7' }, value: '2.50', perPackage: true }), // holds for none
    ], { packages: three }));
    expect(lines).toEqual([['HEAVY', '5.0000'], ['EACH', '7.5000'], ['ONCE', '2.5000']]);
  });

  it('discounts: amount x (1 - offRatePercent / 100)', () => {
    // 5.55 x 0.9 = 4.995; 10.00 x 0 = 0 (a 100% discount still shows the line)
    const lines = surchargeLines(withSurcharges([
      surcharge({ code: 'RES', value: '5.55', offRatePercent: '10' }), surcharge({ code: 'FREE', value: '10', offRatePercent: '100' }),
    ]));
    expect(lines).toEqual([['RES', '4.9950'], ['FREE', '0.0000']]);
  });

  it('rounds half up after the discount: 1.0001 x 0.5 = 0.50005 -> 0.5001', () => {
    expect(surchargeLines(withSurcharges([surcharge({ code: 'X', value: '1.0001', offRatePercent: '50' })]))).toEqual([['X', '0.5001']]);
  });

  it('rounds before the discount too: 2.00005 -> 2.0001, x 0.5 = 1.00005 -> 1.0001', () => {
    // without the first rounding: 2.00005 x 0.5 = 1.000025 -> 1.0000
    expect(surchargeLines(withSurcharges([surcharge({ code: 'X', value: '2.00005', offRatePercent: '50' })]))).toEqual([['X', '1.0001']]);
  });

  it('rounds the per-package product, not each package: 0.33335 x 3 = 1.00005 -> 1.0001', () => {
    // rounding per package would give 0.3334 x 3 = 1.0002
    const each = surcharge({ code: 'X', value: '0.33335', perPackage: true });
    expect(surchargeLines(withSurcharges([each], { packages: three }))).toEqual([['X', '1.0001']]);
  });
});

describe('rule 6: PERCENT surcharges', () => {
  // 2 lb (8.00) + 7 lb (15.00) at cost: base 23.00; a FIXED 3.00; a peak 1.00 x 2 = 2.00; fuel 10%
  const shipment = (surcharges: Surcharge[]) => input({
    packages: [pkg('2'), pkg('7')], fuelPercent: '10', peaks: [peak({ amountPerPackage: '1.00' })], surcharges,
  });
  const fixed = surcharge({ code: 'FIX', value: '3.00' });
  const pct = (code: string, extra: Partial<Surcharge> = {}) => surcharge({ code, calc: 'PERCENT', value: '10', ...extra });

  it('applies value / 100 to each rate base, once', () => {
    const result = priced(shipment([
      fixed,
      pct('BASE', { rateBase: 'baseRate' }), // 10% x 23.00 = 2.30
      pct('BASE-FUEL', { rateBase: 'baseRateAndFuel' }), // 10% x 23.00 x 1.10 = 2.53
      pct('ALL', { rateBase: 'All' }), // 10% x (23.00 + 3.00 + 2.00) = 2.80, no other PERCENT in it
      pct('DEFAULT'), // no rate base: baseRate -> 2.30
    ]));
    expect(['FIX', 'BASE', 'BASE-FUEL', 'ALL', 'DEFAULT'].map((code) => surchargeAmount(result, code)))
      .toEqual(['3.0000', '2.3000', '2.5300', '2.8000', '2.3000']);
  });

  it('All takes the FIXED amounts after their discount, and FIXED ones are worked out first', () => {
    // listed before the FIXED one, yet its base has it: 23.00 + (3.00 x 0.5 = 1.50) + 2.00 = 26.50 -> 2.65
    const lines = surchargeLines(shipment([pct('ALL', { rateBase: 'All' }), surcharge({ code: 'FIX', value: '3.00', offRatePercent: '50' })]));
    expect(lines).toEqual([['ALL', '2.6500'], ['FIX', '1.5000']]); // lines keep the input order
  });

  it('rounds before and after its discount', () => {
    // one 2 lb package: 8.00 x 1.250625% = 0.10005 -> 0.1001; x 0.5 = 0.05005 -> 0.0501
    // (unrounded first: 0.10005 x 0.5 = 0.050025 -> 0.0500)
    const lines = surchargeLines(withSurcharges([pct('P', { value: '1.250625', offRatePercent: '50' })]));
    expect(lines).toEqual([['P', '0.0501']]);
  });

  it('is charged once when its condition holds for at least one package', () => {
    // weightOver 5 holds for the 7 lb package only: 10% x 23.00 = 2.30 (not x 1 package or x 2)
    expect(surchargeAmount(priced(shipment([pct('HEAVY', { when: { weightOver: '5' } })])), 'HEAVY')).toBe('2.3000');
    expect(surchargeAmount(priced(shipment([pct('HUGE', { when: { weightOver: '7' } })])), 'HUGE')).toBeUndefined();
  });

  it('refuses a PERCENT definition with perPackage set: Invalid Data', () => {
    expect(quote(withSurcharges([pct('P', { perPackage: true })]))).toEqual({ ok: false, message: INVALID_DATA });
    // ... only when it is in force for the shipment
    expect(priced(withSurcharges([pct('P', { perPackage: true, status: 2 })])).lines).toHaveLength(2);
  });
});

describe('refused definitions', () => {
  const invalid = { ok: false, message: FEE_INVALID };
  const malformed = { ok: false, message: INVALID_DATA };

  it('a negative amount, a percent outside 0..1000, a discount above 100%: the fee is invalid', () => {
    expect(quote(withSurcharges([surcharge({ value: '-1' })]))).toEqual(invalid);
    expect(quote(withSurcharges([surcharge({ calc: 'PERCENT', value: '-1' })]))).toEqual(invalid);
    expect(quote(withSurcharges([surcharge({ calc: 'PERCENT', value: '1000.01' })]))).toEqual(invalid);
    expect(quote(withSurcharges([surcharge({ offRatePercent: '-5' })]))).toEqual(invalid);
    expect(quote(withSurcharges([surcharge({ offRatePercent: '1001' })]))).toEqual(invalid);
    // 1.00 x (1 - 1.5) = -0.50: a discount that would pay the client
    expect(quote(withSurcharges([surcharge({ offRatePercent: '150' })]))).toEqual(invalid);
  });

  it('a definition in force is checked even when its condition does not hold', () => {
    expect(quote(withSurcharges([surcharge({ when: 'residential', value: '-1' })], { residential: false }))).toEqual(invalid);
  });

  it('an unknown calc, condition or rate base, or a value that is not a number: Invalid Data', () => {
    expect(quote(withSurcharges([surcharge({ calc: 'PER_KG' as never })]))).toEqual(malformed);
    expect(quote(withSurcharges([surcharge({ when: 'weekends' as never })]))).toEqual(malformed);
    expect(quote(withSurcharges([surcharge({ when: { weightOver: 'heavy' } })]))).toEqual(malformed);
    expect(quote(withSurcharges([surcharge({ calc: 'PERCENT', rateBase: 'Everything' as never })]))).toEqual(malformed);
    expect(quote(withSurcharges([surcharge({ value: 'free' })]))).toEqual(malformed);
  });

  it('definitions not in force are never read', () => {
    const broken = surcharge({ status: 2, value: '-1', when: 'weekends' as never, offRatePercent: 'x' });
    expect(priced(withSurcharges([broken, { ...broken, status: 1, carrier: 4 }])).total).toBe('8.0000');
  });
});

describe("02 §3: a surcharge's limit (a cap on its amount, before the discount)", () => {
  // 1, 6 and 7 lb: 2.50 per package on all three = 7.50
  const three = [pkg('1'), pkg('6'), pkg('7')];
  const each = (extra: Partial<Surcharge>) => surcharge({ code: 'EACH', value: '2.50', perPackage: true, ...extra });

  it('caps a FIXED amount, then the discount applies to the cap', () => {
    // 7.50 capped at 5.00 = 5.00, x (1 - 10%) = 4.50 (uncapped it would be 7.50 x 0.9 = 6.75)
    expect(surchargeLines(withSurcharges([each({ limit: '5', offRatePercent: '10' })], { packages: three }))).toEqual([['EACH', '4.5000']]);
    expect(surchargeLines(withSurcharges([each({ offRatePercent: '10' })], { packages: three }))).toEqual([['EACH', '6.7500']]);
  });

  it('leaves an amount at or under the limit as it is', () => {
    // 7.50 <= 10 and 7.50 <= 7.50: 7.50
    expect(surchargeLines(withSurcharges([each({ code: 'A', limit: '10' }), each({ code: 'B', limit: 7.5 })], { packages: three })))
      .toEqual([['A', '7.5000'], ['B', '7.5000']]);
  });

  it('absent, null or empty is no limit; 0 charges nothing; the limit is rounded to 4 decimals', () => {
    const lines = surchargeLines(withSurcharges([
      each({ code: 'NULL', limit: null }), each({ code: 'EMPTY', limit: '' }), each({ code: 'ZERO', limit: '0' }),
      each({ code: 'ROUND', limit: '1.23456' }), // 1.23456 -> 1.2346 (half up); 7.50 capped at 1.2346
    ], { packages: three }));
    expect(lines).toEqual([['NULL', '7.5000'], ['EMPTY', '7.5000'], ['ZERO', '0.0000'], ['ROUND', '1.2346']]);
  });

  it('caps a PERCENT amount; the capped, discounted amount is what fuel and the total take', () => {
    // 2 lb (8.00) + 7 lb (15.00) at cost: base 23.00; FIX 3.00; peak 1.00 x 2 = 2.00; fuel 10 %
    // ALL: 10 % x (23.00 + 3.00 + 2.00) = 2.80, capped at 2.50, x (1 - 50 %) = 1.25
    // fuel on 23.00 + 3.00 + 1.25 + 2.00 = 29.25: 2.925; total 23.00 + 3.00 + 1.25 + 2.00 + 2.925 = 32.175
    const result = priced(input({
      packages: [pkg('2'), pkg('7')], fuelPercent: '10', peaks: [peak({ amountPerPackage: '1.00' })],
      surcharges: [surcharge({ code: 'FIX', value: '3.00' }), surcharge({ code: 'ALL', calc: 'PERCENT', value: '10', rateBase: 'All', limit: '2.5', offRatePercent: '50' })],
    }));
    expect(surchargeAmount(result, 'ALL')).toBe('1.2500');
    expect(result.lines.find((line) => line.kind === 'fuel')).toMatchObject({ on: '29.2500', amount: '2.9250' });
    expect(result.total).toBe('32.1750');
  });

  it('a capped FIXED amount is what an All base takes', () => {
    // FIX 3.00 capped at 2.00; ALL: 10 % x (23.00 + 2.00 + 2.00) = 2.70
    const result = priced(input({
      packages: [pkg('2'), pkg('7')], peaks: [peak({ amountPerPackage: '1.00' })],
      surcharges: [surcharge({ code: 'FIX', value: '3.00', limit: '2' }), surcharge({ code: 'ALL', calc: 'PERCENT', value: '10', rateBase: 'All' })],
    }));
    expect([surchargeAmount(result, 'FIX'), surchargeAmount(result, 'ALL')]).toEqual(['2.0000', '2.7000']);
  });

  it('refuses a limit that is not a number (Invalid Data) or below 0 (the fee is invalid)', () => {
    expect(quote(withSurcharges([surcharge({ limit: 'lots' })]))).toEqual({ ok: false, message: INVALID_DATA });
    expect(quote(withSurcharges([surcharge({ limit: '-1' })]))).toEqual({ ok: false, message: FEE_INVALID });
  });
});

describe("02 §3: a surcharge's level rule (its discount per pricing level)", () => {
  // 5.55 with a 10 % discount: 4.995 discounted, 5.55 in full
  const res = (levelRule?: Surcharge['levelRule']) => surcharge({ code: levelRule ?? 'ABSENT', value: '5.55', offRatePercent: '10', ...(levelRule ? { levelRule } : {}) });
  const all = [res(), res('LEVEL_DEFAULT'), res('WITH_DISCOUNT'), res('FULL')];

  it("LEVEL_DEFAULT (or absent) follows the level's surcharge rule; WITH_DISCOUNT and FULL hold on every level", () => {
    const withDiscountLevel = surchargeLines(withSurcharges(all, { level: { ...USE_COST, surchargeRule: 'WITH_DISCOUNT' } }));
    expect(withDiscountLevel).toEqual([['ABSENT', '4.9950'], ['LEVEL_DEFAULT', '4.9950'], ['WITH_DISCOUNT', '4.9950'], ['FULL', '5.5500']]);
    const fullLevel = surchargeLines(withSurcharges(all, { level: { ...USE_COST, surchargeRule: 'FULL' } }));
    expect(fullLevel).toEqual([['ABSENT', '5.5500'], ['LEVEL_DEFAULT', '5.5500'], ['WITH_DISCOUNT', '4.9950'], ['FULL', '5.5500']]);
    // a level without a surcharge rule is WITH_DISCOUNT
    expect(surchargeLines(withSurcharges(all))).toEqual(withDiscountLevel);
  });

  it('in full, the limit still caps: 7.50 capped at 5.00, no discount', () => {
    const capped = surcharge({ code: 'EACH', value: '2.50', perPackage: true, limit: '5', offRatePercent: '10', levelRule: 'FULL' });
    expect(surchargeLines(withSurcharges([capped], { packages: [pkg('1'), pkg('6'), pkg('7')] }))).toEqual([['EACH', '5.0000']]);
  });

  it('refuses an unknown rule, of the surcharge or of the level: Invalid Data', () => {
    expect(quote(withSurcharges([surcharge({ levelRule: 'SOMETIMES' as never })]))).toEqual({ ok: false, message: INVALID_DATA });
    expect(quote(withSurcharges([], { level: { ...USE_COST, surchargeRule: 'HALF' as never } }))).toEqual({ ok: false, message: INVALID_DATA });
  });

  it('a broken discount is refused even when the rule charges in full', () => {
    expect(quote(withSurcharges([surcharge({ levelRule: 'FULL', offRatePercent: 'x' })]))).toEqual({ ok: false, message: INVALID_DATA });
  });
});
