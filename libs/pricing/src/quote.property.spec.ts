import fc from 'fast-check';
import { Decimal } from '@console/contracts';
import { quote } from './quote';
import { ZONES } from './shipment';
import type { Level, PackageInput, Peak, QuoteInput, RateCard, Surcharge } from './types';

/** A decimal text between min and max with up to `scale` decimals (built from an integer: no float). */
const decimalText = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => new Decimal(n).div(10 ** scale).toFixed());

/** Rows (0, 0.5], (0.5, 1], then one per lb up to 220 lb: every weight the packages below can reach. */
const ROW_BOUNDS: Array<[string, string]> = [['0', '0.5'], ['0.5', '1'], ...Array.from({ length: 219 }, (_, i) => [String(i + 1), String(i + 2)] as [string, string])];

const cardArb = (zone: string): fc.Arbitrary<RateCard> =>
  fc.record({
    minimumCharge: decimalText(0, 20, 5),
    // five decimals, so the rounding when a value is read is exercised
    values: fc.array(decimalText(0, 500, 5), { minLength: ROW_BOUNDS.length, maxLength: ROW_BOUNDS.length }),
  }).map(({ minimumCharge, values }) => ({
    minimumCharge, rows: ROW_BOUNDS.map(([from, to], i) => ({ from, to, zones: { [zone]: values[i] } })),
  }));

// Sides up to 30 in (76.2 cm): DIM at most 27000 / 139 = 194.2 -> 195 lb, inside the cards.
const packageArb: fc.Arbitrary<PackageInput> = fc.oneof(
  fc.record({ weight: decimalText(0.01, 150, 2), weightUnit: fc.constant('lb' as const) }),
  fc.record({ weight: decimalText(0.1, 400, 1), weightUnit: fc.constant('oz' as const) }),
  fc.record({ weight: decimalText(0.01, 60, 3), weightUnit: fc.constant('kg' as const) }),
  fc.record({ weight: decimalText(1, 60000, 0), weightUnit: fc.constant('g' as const) }),
).chain((weight) => fc.oneof(
  fc.record({ length: decimalText(0.5, 30, 1), width: decimalText(0.5, 30, 1), height: decimalText(0.5, 30, 1), dimUnit: fc.constant('in' as const) }),
  fc.record({ length: decimalText(1, 76, 1), width: decimalText(1, 76, 1), height: decimalText(1, 76, 1), dimUnit: fc.constant('cm' as const) }),
).map((box) => ({ ...weight, ...box })));

const levelArb = (zone: string): fc.Arbitrary<Level> => fc.oneof(
  fc.record({ mode: fc.constant('USE_COST' as const), capAtPublish: fc.boolean() }),
  fc.record({ mode: fc.constant('USE_PUBLISH' as const), capAtPublish: fc.boolean() }),
  fc.record({ mode: fc.constant('GENERAL_COST_RISE' as const), increaseRatio: decimalText(0, 1000, 4), capAtPublish: fc.boolean() }),
  fc.record({ mode: fc.constant('GENERAL_OFFRATE' as const), offRate: decimalText(0, 100, 4), capAtPublish: fc.boolean() }),
  fc.record({ mode: fc.constant('GENERAL_PRICING' as const), priceCard: cardArb(zone), capAtPublish: fc.boolean() }),
);

const surchargeArb: fc.Arbitrary<Surcharge> = fc.record({
  code: fc.string({ minLength: 1, maxLength: 6 }),
  carrier: fc.constantFrom(2 as const, 3 as const),
  effectiveService: fc.constantFrom(0 as const, 1 as const, 2 as const),
  status: fc.constantFrom(1 as const, 1 as const, 2 as const),
  when: fc.oneof(
    fc.constantFrom('always' as const, 'residential' as const, 'commercial' as const),
    fc.record({ zones: fc.subarray([...ZONES]) }),
    fc.record({ weightOver: decimalText(0, 100, 2) }),
    fc.record({ longestSideOver: decimalText(0, 30, 1) }),
    fc.record({ lengthPlusGirthOver: decimalText(0, 150, 1) }),
  ),
  calc: fc.constantFrom('FIXED' as const, 'PERCENT' as const),
  value: decimalText(0, 60, 5),
  rateBase: fc.option(fc.constantFrom('baseRate' as const, 'baseRateAndFuel' as const, 'All' as const), { nil: undefined }),
  perPackage: fc.boolean(),
  excludeFromFuel: fc.boolean(),
  offRatePercent: decimalText(0, 100, 3),
}).map((s) => (s.calc === 'PERCENT' ? { ...s, perPackage: false } : s));

const dayArb = fc.integer({ min: 1, max: 31 }).map((d) => `2025-12-${String(d).padStart(2, '0')}`);

const peakArb: fc.Arbitrary<Peak> = fc.record({
  name: fc.string({ maxLength: 8 }),
  carrier: fc.constantFrom(2 as const, 3 as const),
  effectiveService: fc.constantFrom(0 as const, 1 as const, 2 as const),
  from: dayArb,
  to: dayArb,
  amountPerPackage: decimalText(0, 10, 5),
  excludeFromFuel: fc.boolean(),
});

const inputArb: fc.Arbitrary<QuoteInput> = fc.constantFrom(...ZONES).chain((zone) => fc.record({
  shipDate: dayArb,
  carrier: fc.constant(2 as const),
  serviceGroup: fc.constant(1 as const),
  zone: fc.constant(zone),
  residential: fc.boolean(),
  packages: fc.array(packageArb, { minLength: 1, maxLength: 20 }),
  dimDivisor: fc.constantFrom(139, 166, '194'),
  dimMinCubicInches: fc.constantFrom(0, 1728),
  costCard: cardArb(zone),
  publishCard: cardArb(zone),
  level: levelArb(zone),
  surcharges: fc.array(surchargeArb, { maxLength: 8 }),
  fuelPercent: decimalText(0, 40, 4),
  peaks: fc.array(peakArb, { maxLength: 3 }),
}));

const AMOUNT = /^\d+\.\d{4}$/;

describe('quote(): properties over random valid shipments', () => {
  it('the total is exactly the sum of the line amounts, every amount a 4-decimal text', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = quote(input);
      if (!result.ok) throw new Error(`refused: ${result.message}`);
      let sum = new Decimal(0);
      for (const line of result.lines) {
        const amount = line.kind === 'base' ? line.price : line.amount;
        expect(amount).toMatch(AMOUNT);
        sum = sum.plus(amount);
      }
      expect(result.total).toMatch(AMOUNT);
      expect(new Decimal(result.total).eq(sum)).toBe(true);
      expect(result.billableWeights).toHaveLength(input.packages.length);
      for (const weight of result.billableWeights) expect(weight).toMatch(AMOUNT);
    }), { numRuns: 300 });
  });

  it('lines come as bases in package order, surcharges, peaks, then one fuel line on the right base', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = quote(input);
      if (!result.ok) throw new Error(`refused: ${result.message}`);
      const kinds = result.lines.map((line) => line.kind).join(' ');
      expect(kinds).toMatch(/^(base )+(surcharge )*(peak )*fuel$/);
      result.lines.filter((l) => l.kind === 'base').forEach((line, i) => expect(line.kind === 'base' && line.package).toBe(i + 1));
      const fuel = result.lines[result.lines.length - 1];
      if (fuel.kind !== 'fuel') throw new Error('no fuel line');
      // fuel = percent / 100 x on, half up to 4 decimals; on is at least the sum of the base prices
      expect(fuel.amount).toBe(new Decimal(fuel.percent).div(100).times(fuel.on).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4));
      const bases = result.lines.reduce((s, l) => (l.kind === 'base' ? s.plus(l.price) : s), new Decimal(0));
      expect(new Decimal(fuel.on).gte(bases)).toBe(true);
    }), { numRuns: 200 });
  });

  it('a base price is never below cost, and with the cap never above publish unless publish is below cost', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = quote(input);
      if (!result.ok) throw new Error(`refused: ${result.message}`);
      for (const line of result.lines) {
        if (line.kind !== 'base') continue;
        const [cost, publish, price] = [line.cost, line.publish, line.price].map((v) => new Decimal(v));
        expect(price.gte(cost)).toBe(true);
        if (input.level.capAtPublish && cost.lte(publish)) expect(price.lte(publish)).toBe(true);
      }
    }), { numRuns: 200 });
  });
});
