import fc from 'fast-check';
import { Decimal } from '@console/contracts';
import { charge } from './charge';
import type { ChargeInput, ChargeItem, ChargeRule, Element, EventPackage, PriceInterval } from './types';

/** A decimal text between min and max with up to `scale` decimals (built from an integer: no float). */
const decimalText = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => new Decimal(n).div(10 ** scale).toFixed());

const ELEMENTS: Element[] = ['ITEM_QTY', 'SKU_TYPES', 'PACKAGE_QTY', 'WEIGHT_LB', 'WEIGHT_KG', 'VOLUME_CBF', 'PALLET_QTY', 'HOURS'];

const packageArb: fc.Arbitrary<EventPackage> = fc.record({
  weight: fc.oneof(decimalText(0, 150, 3), fc.integer({ min: 0, max: 100 })),
  weightUnit: fc.constantFrom('lb' as const, 'oz' as const, 'kg' as const, 'g' as const),
  length: decimalText(0.1, 60, 2),
  width: decimalText(0.1, 60, 2),
  height: decimalText(0.1, 60, 2),
  dimUnit: fc.constantFrom('in' as const, 'cm' as const),
  lines: fc.array(fc.record({ sku: fc.constantFrom('A', 'B', 'C', 'D'), qty: fc.integer({ min: 1, max: 50 }) }), { maxLength: 3 }),
});

/** Contiguous bands from 0: cut points ascending, the last band open. */
const intervalsArb: fc.Arbitrary<PriceInterval[]> = fc
  .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 3 }), fc.array(decimalText(0, 5, 5), { minLength: 4, maxLength: 4 }))
  .map(([cuts, prices]) => {
    const bounds = ['0', ...cuts.sort((a, b) => a - b).map((c) => new Decimal(c).div(10).toFixed())];
    return bounds.map((from, i) => (i < bounds.length - 1 ? { from, to: bounds[i + 1], unitPrice: prices[i] } : { from, unitPrice: prices[i] }));
  });

const ruleArb = (priority: number): fc.Arbitrary<ChargeRule> => fc.record({
  priority: fc.constant(priority),
  conditions: fc.array(fc.record({
    element: fc.constantFrom(...ELEMENTS),
    op: fc.constantFrom('EQ' as const, 'GT' as const, 'LT' as const, 'GE' as const, 'LE' as const),
    value: decimalText(0.0001, 30, 4),
  }), { minLength: 1, maxLength: 2 }),
  chargeElement: fc.constantFrom(...ELEMENTS),
  // at least 0.01, so a rule is never all zero
  basicFee: decimalText(0.01, 10, 5),
  pricing: fc.oneof(
    fc.record({ kind: fc.constant('THRESHOLD' as const), threshold: decimalText(0, 50, 4), unitPrice: decimalText(0, 5, 5) }),
    intervalsArb.map((intervals) => ({ kind: 'INTERVAL' as const, intervals })),
  ),
  bounds: fc.option(fc.tuple(decimalText(0, 20, 5), decimalText(0, 20, 5)), { nil: undefined }),
}).map(({ bounds, ...rule }) => {
  if (!bounds) return rule;
  const [a, b] = new Decimal(bounds[0]).lte(bounds[1]) ? bounds : [bounds[1], bounds[0]];
  return { ...rule, min: a, max: b };
});

const itemArb = (id: string): fc.Arbitrary<ChargeItem> => fc.record({
  id: fc.constant(id),
  active: fc.boolean(),
  workOrderType: fc.constantFrom('OUTBOUND' as const, 'OUTBOUND' as const, 'INBOUND' as const),
  trigger: fc.constantFrom('SHIP' as const, 'SHIP' as const, 'PICK' as const),
  appliedOrderTypes: fc.constantFrom([], [], ['PARCEL'], ['FREIGHT']),
  freightType: fc.constantFrom('BOTH' as const, 'FBA' as const, 'NON_FBA' as const),
  chargeIfCancelled: fc.boolean(),
  chargeMethod: fc.constantFrom('PER_ORDER' as const, 'PER_PACKAGE' as const, 'PER_SKU_TYPE' as const),
  calculation: fc.constantFrom('FIXED' as const, 'PER_ITEM' as const, 'HOUR' as const, 'POUND' as const, 'KG' as const, 'CUBIC_FEET' as const, 'SKU_TYPE' as const, 'DAY' as const),
  price: decimalText(0, 40, 5),
  chargeMode: fc.constantFrom('INSTANT' as const, 'HOLDING' as const),
  hiddenToClient: fc.boolean(),
  rules: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }).chain((priorities) => fc.tuple(...priorities.map(ruleArb))),
});

const inputArb: fc.Arbitrary<ChargeInput> = fc.record({
  event: fc.record({
    workOrderType: fc.constant('OUTBOUND' as const),
    trigger: fc.constant('SHIP' as const),
    cancelled: fc.boolean(),
    fba: fc.boolean(),
    orderType: fc.constantFrom('PARCEL', 'FREIGHT'),
    hours: decimalText(0, 12, 5),
    pallets: fc.integer({ min: 0, max: 6 }),
    packages: fc.array(packageArb, { minLength: 1, maxLength: 4 }),
  }),
  items: fc.array(fc.nat(), { maxLength: 6 }).chain((ids) => fc.tuple(...ids.map((_, i) => itemArb(`item-${i + 1}`)))),
});

const AMOUNT = /^\d+\.\d{4}$/;
const round = (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/** The contract's D in plain Decimal, from the line's own quantity: the reference for every amount. */
function expectedAmount(item: ChargeItem, priority: number | null, quantity: string): { amount: string; note?: string } {
  const q = new Decimal(quantity);
  if (priority === null) return { amount: round(new Decimal(item.price).times(q)).toFixed(4) };
  const rule = item.rules.find((r) => r.priority === priority) as ChargeRule;
  let amount = new Decimal(rule.basicFee);
  if (rule.pricing.kind === 'THRESHOLD') {
    amount = amount.plus(round(Decimal.max(0, q.minus(rule.pricing.threshold)).times(rule.pricing.unitPrice)));
  } else {
    for (const band of rule.pricing.intervals) {
      const top = band.to === undefined ? q : Decimal.min(q, band.to as string);
      amount = amount.plus(round(Decimal.max(0, top.minus(band.from)).times(band.unitPrice)));
    }
  }
  if (rule.min !== undefined && amount.lt(rule.min as string)) return { amount: round(new Decimal(rule.min as string)).toFixed(4), note: 'MIN' };
  if (rule.max !== undefined && amount.gt(rule.max as string)) return { amount: round(new Decimal(rule.max as string)).toFixed(4), note: 'MAX' };
  return { amount: round(amount).toFixed(4) };
}

describe('charge(): properties over random valid plans and orders', () => {
  it('the lines add up: total, instant + holding, visibleTotal', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = charge(input);
      if (!result.ok) throw new Error(`refused: ${result.message} ${result.item ?? ''}`);
      let total = new Decimal(0);
      let instant = new Decimal(0);
      let visible = new Decimal(0);
      for (const line of result.lines) {
        if (line.kind !== 'charge') continue;
        expect(line.amount).toMatch(AMOUNT);
        expect(line.quantity).toMatch(AMOUNT);
        total = total.plus(line.amount);
        if (line.mode === 'INSTANT') instant = instant.plus(line.amount);
        if (!line.hidden) visible = visible.plus(line.amount);
      }
      for (const text of [result.total, result.instant, result.holding, result.visibleTotal]) expect(text).toMatch(AMOUNT);
      expect(result.total).toBe(total.toFixed(4));
      expect(result.instant).toBe(instant.toFixed(4));
      expect(new Decimal(result.instant).plus(result.holding).toFixed(4)).toBe(result.total);
      expect(result.visibleTotal).toBe(visible.toFixed(4));
    }), { numRuns: 300 });
  });

  it('every item gives a skip line or its units in item order, each amount as the contract computes it', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const result = charge(input);
      if (!result.ok) throw new Error(`refused: ${result.message}`);
      const seen = [...new Set(result.lines.map((line) => line.item))];
      expect(seen).toEqual(input.items.map((item) => item.id));
      for (const line of result.lines) {
        if (line.kind !== 'charge') continue;
        const item = input.items.find((i) => i.id === line.item) as ChargeItem;
        const expected = expectedAmount(item, line.rule, line.quantity);
        expect(line.amount).toBe(expected.amount);
        expect(line.note).toBe(expected.note);
        expect(line.mode).toBe(item.chargeMode);
        expect(line.hidden).toBe(item.hiddenToClient);
      }
    }), { numRuns: 300 });
  });
});
