import { charge } from './charge';
import { event, input, item, pkg, rule } from './test-support/fixtures';
import type { ChargeEvent, ChargeItem, ChargeLine, ChargeResult, ChargeRule, Element } from './types';

function lines(result: ChargeResult): ChargeLine[] {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.lines;
}

/**
 * Three packages, worked out by hand:
 *   1: 3.2 lb, 12 x 10 x 8 in, lines A x2, B x1
 *      lb 3.2000; kg 3.2 x 0.45359237 = 1.451495584 -> 1.4515; cbf 960 / 1728 = 0.5555... -> 0.5556
 *   2: 10 oz, 30 x 20 x 15 cm, line A x1
 *      lb 10 / 16 = 0.6250; kg 10 x 0.45359237 / 16 = 0.28349523125 -> 0.2835;
 *      cbf 9000 / 28316.846592 = 0.317832... -> 0.3178
 *   3: 2 kg, 12 x 12 x 12 in, lines C x3, B x4
 *      lb 2 / 0.45359237 = 4.409245... -> 4.4092; kg 2.0000; cbf 1728 / 1728 = 1.0000
 * Order: qty 2+1+1+3+4 = 11; skus A, B, C = 3; lb 3.2 + 0.625 + 4.4092 = 8.2342;
 *        kg 1.4515 + 0.2835 + 2 = 3.7350; cbf 0.5556 + 0.3178 + 1 = 1.8734; hours 1.23456 -> 1.2346; pallets 2
 */
const THREE: Partial<ChargeEvent> = {
  hours: '1.23456',
  pallets: 2,
  packages: [
    pkg([{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }], { weight: '3.2', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in' }),
    pkg([{ sku: 'A', qty: 1 }], { weight: 10, weightUnit: 'oz', length: 30, width: 20, height: 15, dimUnit: 'cm' }),
    pkg([{ sku: 'C', qty: 3 }, { sku: 'B', qty: 4 }], { weight: '2', weightUnit: 'kg', length: '12', width: '12', height: '12', dimUnit: 'in' }),
  ],
};

const ELEMENTS: Element[] = ['ITEM_QTY', 'SKU_TYPES', 'PACKAGE_QTY', 'WEIGHT_LB', 'WEIGHT_KG', 'VOLUME_CBF', 'PALLET_QTY', 'HOURS'];

/** One item per element whose only rule always holds and charges exactly the element's fact (0 + q x 1). */
function factsOf(method: ChargeItem['chargeMethod'], overrides: Partial<ChargeEvent> = THREE): Record<string, Record<string, string>> {
  const items = ELEMENTS.map((element) => item({
    id: element, chargeMethod: method, calculation: 'PER_ITEM',
    rules: [rule({ conditions: [{ element: 'PACKAGE_QTY', op: 'GE', value: '1' }], chargeElement: element, basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1' } })],
  }));
  const byUnit: Record<string, Record<string, string>> = {};
  for (const line of lines(charge(input(items, overrides)))) {
    if (line.kind !== 'charge') throw new Error('skipped');
    expect(line.amount).toBe(line.quantity);
    (byUnit[line.unit] ??= {})[line.element] = line.quantity;
  }
  return byUnit;
}

describe('B: which items apply', () => {
  const reasonOf = (overrides: Partial<ChargeItem>, eventOverrides: Partial<ChargeEvent> = {}) => lines(charge(input([item({ id: 'i', ...overrides })], eventOverrides)))[0];

  it('gives each skip reason', () => {
    expect(reasonOf({ active: false })).toEqual({ kind: 'skip', item: 'i', reason: 'INACTIVE' });
    expect(reasonOf({ workOrderType: 'INBOUND' })).toEqual({ kind: 'skip', item: 'i', reason: 'WORK_ORDER_TYPE' });
    expect(reasonOf({ calculation: 'DAY' })).toEqual({ kind: 'skip', item: 'i', reason: 'PERIODIC' });
    expect(reasonOf({ calculation: 'MONTH' })).toEqual({ kind: 'skip', item: 'i', reason: 'PERIODIC' });
    expect(reasonOf({ trigger: 'PICK' })).toEqual({ kind: 'skip', item: 'i', reason: 'TRIGGER' });
    expect(reasonOf({ appliedOrderTypes: ['FREIGHT'] })).toEqual({ kind: 'skip', item: 'i', reason: 'ORDER_TYPE' });
    expect(reasonOf({ freightType: 'FBA' })).toEqual({ kind: 'skip', item: 'i', reason: 'FREIGHT_TYPE' });
    expect(reasonOf({ freightType: 'NON_FBA' }, { fba: true })).toEqual({ kind: 'skip', item: 'i', reason: 'FREIGHT_TYPE' });
    expect(reasonOf({}, { cancelled: true })).toEqual({ kind: 'skip', item: 'i', reason: 'CANCELLED' });
    expect(reasonOf({ chargeMethod: 'PER_SKU_TYPE' }, { packages: [pkg([]), pkg([])] })).toEqual({ kind: 'skip', item: 'i', reason: 'NO_UNITS' });
  });

  it('charges when none holds', () => {
    expect(reasonOf({ appliedOrderTypes: ['FREIGHT', 'PARCEL'] }).kind).toBe('charge');
    expect(reasonOf({ freightType: 'FBA' }, { fba: true }).kind).toBe('charge');
    expect(reasonOf({ freightType: 'BOTH' }, { fba: true }).kind).toBe('charge');
    expect(reasonOf({ chargeIfCancelled: true }, { cancelled: true }).kind).toBe('charge');
    // per order and per package charge an event without lines
    expect(reasonOf({ chargeMethod: 'PER_PACKAGE' }, { packages: [pkg([])] }).kind).toBe('charge');
  });

  it('gives the first reason that holds, in the contract order', () => {
    const all: Partial<ChargeItem> = {
      active: false, workOrderType: 'INBOUND', calculation: 'DAY', trigger: 'PICK', appliedOrderTypes: ['FREIGHT'],
      freightType: 'FBA', chargeIfCancelled: false, chargeMethod: 'PER_SKU_TYPE',
    };
    const noLines: Partial<ChargeEvent> = { cancelled: true, packages: [pkg([])] };
    const order = ['INACTIVE', 'WORK_ORDER_TYPE', 'PERIODIC', 'TRIGGER', 'ORDER_TYPE', 'FREIGHT_TYPE', 'CANCELLED', 'NO_UNITS'];
    // Fix the causes one by one: each time the next reason shows.
    const fixes: Array<Partial<ChargeItem>> = [
      { active: true }, { workOrderType: 'OUTBOUND' }, { calculation: 'FIXED' }, { trigger: 'SHIP' }, { appliedOrderTypes: [] },
      { freightType: 'BOTH' }, { chargeIfCancelled: true },
    ];
    let current = { ...all };
    order.forEach((reason, i) => {
      expect(reasonOf(current, noLines)).toEqual({ kind: 'skip', item: 'i', reason });
      if (i < fixes.length) current = { ...current, ...fixes[i] };
    });
  });
});

describe('C: units and facts of each charge method', () => {
  it('PER_ORDER: one unit with the whole event', () => {
    expect(factsOf('PER_ORDER')).toEqual({
      order: {
        ITEM_QTY: '11.0000', SKU_TYPES: '3.0000', PACKAGE_QTY: '3.0000', WEIGHT_LB: '8.2342', WEIGHT_KG: '3.7350',
        VOLUME_CBF: '1.8734', PALLET_QTY: '2.0000', HOURS: '1.2346',
      },
    });
  });

  it('PER_PACKAGE: one unit per package, no pallets or hours', () => {
    expect(factsOf('PER_PACKAGE')).toEqual({
      'package:1': { ITEM_QTY: '3.0000', SKU_TYPES: '2.0000', PACKAGE_QTY: '1.0000', WEIGHT_LB: '3.2000', WEIGHT_KG: '1.4515', VOLUME_CBF: '0.5556', PALLET_QTY: '0.0000', HOURS: '0.0000' },
      'package:2': { ITEM_QTY: '1.0000', SKU_TYPES: '1.0000', PACKAGE_QTY: '1.0000', WEIGHT_LB: '0.6250', WEIGHT_KG: '0.2835', VOLUME_CBF: '0.3178', PALLET_QTY: '0.0000', HOURS: '0.0000' },
      'package:3': { ITEM_QTY: '7.0000', SKU_TYPES: '2.0000', PACKAGE_QTY: '1.0000', WEIGHT_LB: '4.4092', WEIGHT_KG: '2.0000', VOLUME_CBF: '1.0000', PALLET_QTY: '0.0000', HOURS: '0.0000' },
    });
  });

  it('PER_SKU_TYPE: one unit per sku, first seen first, with its qty and the packages holding it', () => {
    const units = factsOf('PER_SKU_TYPE');
    // A: 2 + 1 in packages 1 and 2; B: 1 + 4 in packages 1 and 3; C: 3 in package 3
    expect(Object.keys(units)).toEqual(['sku:A', 'sku:B', 'sku:C']);
    const zero = { WEIGHT_LB: '0.0000', WEIGHT_KG: '0.0000', VOLUME_CBF: '0.0000', PALLET_QTY: '0.0000', HOURS: '0.0000' };
    expect(units['sku:A']).toEqual({ ITEM_QTY: '3.0000', SKU_TYPES: '1.0000', PACKAGE_QTY: '2.0000', ...zero });
    expect(units['sku:B']).toEqual({ ITEM_QTY: '5.0000', SKU_TYPES: '1.0000', PACKAGE_QTY: '2.0000', ...zero });
    expect(units['sku:C']).toEqual({ ITEM_QTY: '3.0000', SKU_TYPES: '1.0000', PACKAGE_QTY: '1.0000', ...zero });
  });

  it('counts a sku listed twice in one package as one sku type and one package', () => {
    const twice: Partial<ChargeEvent> = { packages: [pkg([{ sku: 'Z', qty: 1 }, { sku: 'Y', qty: 2 }, { sku: 'Z', qty: 4 }])] };
    expect(factsOf('PER_PACKAGE', twice)['package:1']).toMatchObject({ ITEM_QTY: '7.0000', SKU_TYPES: '2.0000' });
    const skus = factsOf('PER_SKU_TYPE', twice);
    expect(Object.keys(skus)).toEqual(['sku:Z', 'sku:Y']);
    expect(skus['sku:Z']).toMatchObject({ ITEM_QTY: '5.0000', PACKAGE_QTY: '1.0000' });
  });

  it('converts grams and sums rounded weights', () => {
    // 500 g: 500 / 453.59237 = 1.102311... -> 1.1023 lb; 500 / 1000 = 0.5000 kg
    // 1 lb: 1.0000 lb, 0.45359237 -> 0.4536 kg. Order: 2.1023 lb, 0.9536 kg (sums of the rounded values)
    const grams: Partial<ChargeEvent> = { packages: [pkg([], { weight: '500', weightUnit: 'g' }), pkg([], { weight: '1' })] };
    expect(factsOf('PER_PACKAGE', grams)['package:1']).toMatchObject({ WEIGHT_LB: '1.1023', WEIGHT_KG: '0.5000' });
    expect(factsOf('PER_ORDER', grams).order).toMatchObject({ WEIGHT_LB: '2.1023', WEIGHT_KG: '0.9536', PACKAGE_QTY: '2.0000', ITEM_QTY: '0.0000', SKU_TYPES: '0.0000' });
  });
});

describe('D: the amount of a unit', () => {
  const perPackage = (rules: ChargeRule[], packages: ChargeEvent['packages'], overrides: Partial<ChargeItem> = {}) =>
    lines(charge(input([item({ id: 'p', chargeMethod: 'PER_PACKAGE', calculation: 'PER_ITEM', price: '9', rules, ...overrides })], { packages })));
  const qtyPackages = (...qtys: number[]) => qtys.map((qty) => pkg(qty === 0 ? [] : [{ sku: 'A', qty }]));
  const always = [{ element: 'PACKAGE_QTY', op: 'GE', value: '1' }] as ChargeRule['conditions'];

  it('THRESHOLD: basicFee + max(0, q - threshold) x unitPrice, the threshold included in the fee', () => {
    const threshold = rule({ conditions: always, basicFee: '5', pricing: { kind: 'THRESHOLD', threshold: '10', unitPrice: '0.5' } });
    // q 9: 5 + 0 = 5; q 10 (on the bound): 5 + 0 = 5; q 11: 5 + 1 x 0.5 = 5.5
    expect(perPackage([threshold], qtyPackages(9, 10, 11)).map((l) => l.kind === 'charge' && [l.quantity, l.amount, l.rule, l.element]))
      .toEqual([['9.0000', '5.0000', 1, 'ITEM_QTY'], ['10.0000', '5.0000', 1, 'ITEM_QTY'], ['11.0000', '5.5000', 1, 'ITEM_QTY']]);
  });

  it('rounds each product before it is added, and the amount once more at the end', () => {
    // q 1 above threshold 0: 1 x 0.00004 = 0.00004 -> 0.0000; 1.00001 + 0 = 1.00001 -> 1.0000
    // (unrounded it would be 1.00005 -> 1.0001)
    const fine = rule({ conditions: always, basicFee: '1.00001', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0.00004' } });
    expect(perPackage([fine], qtyPackages(1))[0]).toMatchObject({ amount: '1.0000' });
    // q 3 above threshold 0: 3 x 0.33333 = 0.99999 -> 1.0000; + 0.5 = 1.5000
    const third = rule({ conditions: always, basicFee: '0.5', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0.33333' } });
    expect(perPackage([third], qtyPackages(3))[0]).toMatchObject({ amount: '1.5000' });
  });

  it('INTERVAL: graduated, each band pricing the part of q inside it, quantities on the bounds', () => {
    const graduated = rule({
      conditions: always, basicFee: '2',
      pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '10', unitPrice: '1' }, { from: '10', to: '20', unitPrice: '0.5' }, { from: '20', unitPrice: '0.25' }] },
    });
    // q 0: 2; q 5: 2 + 5 x 1 = 7; q 10: 2 + 10 x 1 = 12; q 11: 12 + 1 x 0.5 = 12.5;
    // q 20: 12 + 10 x 0.5 = 17; q 25: 17 + 5 x 0.25 = 18.25
    expect(perPackage([graduated], qtyPackages(0, 5, 10, 11, 20, 25)).map((l) => l.kind === 'charge' && l.amount))
      .toEqual(['2.0000', '7.0000', '12.0000', '12.5000', '17.0000', '18.2500']);
  });

  it('INTERVAL on a weight, each product rounded', () => {
    // 3.2 lb: 0.1234 x 1 = 0.1234, 0.3 x 1.11111 = 0.333333 -> 0.3333,
    // (3.2 - 0.4234) x 0.77777 = 2.7766 x 0.77777 = 2.159556182 -> 2.1596
    // 0 + 0.1234 + 0.3333 + 2.1596 = 2.6163
    const weight = rule({
      conditions: always, chargeElement: 'WEIGHT_LB', basicFee: '0',
      pricing: { kind: 'INTERVAL', intervals: [{ from: 0, to: '0.1234', unitPrice: '1' }, { from: '0.1234', to: '0.4234', unitPrice: '1.11111' }, { from: '0.4234', unitPrice: '0.77777' }] },
    });
    expect(perPackage([weight], [pkg([], { weight: '3.2' })])[0]).toMatchObject({ element: 'WEIGHT_LB', quantity: '3.2000', amount: '2.6163' });
  });

  it('raises to min and lowers to max, with a note only when a bound set the amount', () => {
    const bounded = rule({ conditions: always, basicFee: '1', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1' }, min: '3', max: '6' });
    // 1 + q: q 1 -> 2 < 3: 3 MIN; q 2 -> 3 (= min, no note); q 5 -> 6 (= max, no note); q 7 -> 8 > 6: 6 MAX
    expect(perPackage([bounded], qtyPackages(1, 2, 5, 7))).toEqual([
      { kind: 'charge', item: 'p', unit: 'package:1', rule: 1, element: 'ITEM_QTY', quantity: '1.0000', amount: '3.0000', mode: 'INSTANT', hidden: false, note: 'MIN' },
      { kind: 'charge', item: 'p', unit: 'package:2', rule: 1, element: 'ITEM_QTY', quantity: '2.0000', amount: '3.0000', mode: 'INSTANT', hidden: false },
      { kind: 'charge', item: 'p', unit: 'package:3', rule: 1, element: 'ITEM_QTY', quantity: '5.0000', amount: '6.0000', mode: 'INSTANT', hidden: false },
      { kind: 'charge', item: 'p', unit: 'package:4', rule: 1, element: 'ITEM_QTY', quantity: '7.0000', amount: '6.0000', mode: 'INSTANT', hidden: false, note: 'MAX' },
    ]);
    expect('note' in perPackage([bounded], qtyPackages(2))[0]).toBe(false);
  });

  it('rounds the amount after the bounds', () => {
    // 1 + 1 = 2 < min 2.00005 -> 2.00005 -> 2.0001 (MIN); 1 + 9 = 10 > max 7.77777 -> 7.77777 -> 7.7778 (MAX)
    const bounded = rule({ conditions: always, basicFee: '1', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1' }, min: '2.00005', max: '7.77777' });
    expect(perPackage([bounded], qtyPackages(1, 9)).map((l) => l.kind === 'charge' && [l.amount, l.note]))
      .toEqual([['2.0001', 'MIN'], ['7.7778', 'MAX']]);
  });

  it('tries the rules by priority, lower first, whatever their input order; all conditions must hold', () => {
    const low = rule({ priority: 5, conditions: always, basicFee: '1', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0.01' } });
    const high = rule({
      priority: 2, basicFee: '100', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0.01' },
      conditions: [{ element: 'ITEM_QTY', op: 'GT', value: '5' }, { element: 'ITEM_QTY', op: 'LE', value: '10' }],
    });
    // q 5: priority 2 fails (5 > 5 is false): priority 5, 1 + 0.05; q 6 and 10: priority 2; q 11: priority 5
    expect(perPackage([low, high], qtyPackages(5, 6, 10, 11)).map((l) => l.kind === 'charge' && [l.rule, l.amount]))
      .toEqual([[5, '1.0500'], [2, '100.0600'], [2, '100.1000'], [5, '1.1100']]);
  });

  it('compares exactly with each operator', () => {
    // package 2 weighs 10 oz = 0.6250 lb; the value '0.625' is the same decimal
    const test = (op: 'EQ' | 'GT' | 'LT' | 'GE' | 'LE', value: string) => {
      const decided = rule({ conditions: [{ element: 'WEIGHT_LB', op, value }], basicFee: '1', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0' } });
      const [line] = perPackage([decided], [pkg([], { weight: '10', weightUnit: 'oz' })]);
      return line.kind === 'charge' ? line.rule : 'skipped';
    };
    expect([test('EQ', '0.625'), test('EQ', '0.6251'), test('GE', '0.625'), test('GT', '0.625'), test('GT', '0.6249')]).toEqual([1, null, 1, null, 1]);
    expect([test('LE', '0.625'), test('LT', '0.625'), test('LT', '0.62500001')]).toEqual([1, null, 1]);
  });

  it('without a rule that holds: price x the measure of the calculation, rounded', () => {
    const never: ChargeRule = rule({ conditions: [{ element: 'PALLET_QTY', op: 'GT', value: '100' }] });
    const calculations = ['FIXED', 'PER_ITEM', 'HOUR', 'POUND', 'KG', 'CUBIC_FEET', 'SKU_TYPE'] as const;
    const items = calculations.map((calculation) => item({ id: calculation, calculation, price: '0.35', rules: calculation === 'FIXED' ? [never] : [] }));
    // FIXED 0.35 x 1; PER_ITEM 11 x 0.35 = 3.85; HOUR 1.2346 x 0.35 = 0.43211 -> 0.4321;
    // POUND 8.2342 x 0.35 = 2.88197 -> 2.8820; KG 3.7350 x 0.35 = 1.30725 -> 1.3073 (half up);
    // CUBIC_FEET 1.8734 x 0.35 = 0.65569 -> 0.6557; SKU_TYPE 3 x 0.35 = 1.05
    expect(lines(charge(input(items, THREE))).map((l) => l.kind === 'charge' && [l.item, l.rule, l.element, l.quantity, l.amount])).toEqual([
      ['FIXED', null, 'FIXED', '1.0000', '0.3500'],
      ['PER_ITEM', null, 'ITEM_QTY', '11.0000', '3.8500'],
      ['HOUR', null, 'HOURS', '1.2346', '0.4321'],
      ['POUND', null, 'WEIGHT_LB', '8.2342', '2.8820'],
      ['KG', null, 'WEIGHT_KG', '3.7350', '1.3073'],
      ['CUBIC_FEET', null, 'VOLUME_CBF', '1.8734', '0.6557'],
      ['SKU_TYPE', null, 'SKU_TYPES', '3.0000', '1.0500'],
    ]);
  });

  it('FIXED per package charges the price once per package; a price of many decimals is rounded', () => {
    // 1.23456 -> 1.2346 per package
    expect(perPackage([], qtyPackages(1, 0), { calculation: 'FIXED', price: '1.23456' }).map((l) => l.kind === 'charge' && [l.unit, l.element, l.quantity, l.amount]))
      .toEqual([['package:1', 'FIXED', '1.0000', '1.2346'], ['package:2', 'FIXED', '1.0000', '1.2346']]);
  });

  it('keeps a zero amount as a line', () => {
    expect(perPackage([], qtyPackages(0), { calculation: 'PER_ITEM', price: '3' })).toEqual([
      { kind: 'charge', item: 'p', unit: 'package:1', rule: null, element: 'ITEM_QTY', quantity: '0.0000', amount: '0.0000', mode: 'INSTANT', hidden: false },
    ]);
  });

  it('stays exact beyond what safe integers hold', () => {
    // qty 10^15 x 2: 2000000000000000 items at 0.01 = 20000000000000.0000
    const huge: ChargeEvent['packages'] = [pkg([{ sku: 'A', qty: '1000000000000000' }, { sku: 'B', qty: '1000000000000000' }])];
    expect(charge(input([item({ calculation: 'PER_ITEM', price: '0.01' })], { packages: huge }))).toMatchObject({
      lines: [{ quantity: '2000000000000000.0000', amount: '20000000000000.0000' }],
      total: '20000000000000.0000',
    });
  });
});

describe('E: the result', () => {
  it('adds the lines up by mode and visibility', () => {
    const items = [
      item({ id: 'fee', price: '2.50' }), // order: 2.50, instant
      item({ id: 'labour', calculation: 'HOUR', price: '30', chargeMode: 'HOLDING' }), // 1.2346 x 30 = 37.038, holding
      item({ id: 'handling', chargeMethod: 'PER_PACKAGE', calculation: 'POUND', price: '0.1', hiddenToClient: true }),
      // per package 3.2 x 0.1 = 0.32; 0.625 x 0.1 = 0.0625; 4.4092 x 0.1 = 0.44092 -> 0.4409 (hidden)
      item({ id: 'off', active: false }),
      item({ id: 'pick', chargeMethod: 'PER_SKU_TYPE', calculation: 'PER_ITEM', price: '0.2', chargeMode: 'HOLDING', hiddenToClient: true }),
      // A 3 x 0.2 = 0.6; B 5 x 0.2 = 1.0; C 3 x 0.2 = 0.6 (holding, hidden)
    ];
    const result = charge(input(items, THREE));
    expect(result).toEqual({
      ok: true,
      lines: [
        { kind: 'charge', item: 'fee', unit: 'order', rule: null, element: 'FIXED', quantity: '1.0000', amount: '2.5000', mode: 'INSTANT', hidden: false },
        { kind: 'charge', item: 'labour', unit: 'order', rule: null, element: 'HOURS', quantity: '1.2346', amount: '37.0380', mode: 'HOLDING', hidden: false },
        { kind: 'charge', item: 'handling', unit: 'package:1', rule: null, element: 'WEIGHT_LB', quantity: '3.2000', amount: '0.3200', mode: 'INSTANT', hidden: true },
        { kind: 'charge', item: 'handling', unit: 'package:2', rule: null, element: 'WEIGHT_LB', quantity: '0.6250', amount: '0.0625', mode: 'INSTANT', hidden: true },
        { kind: 'charge', item: 'handling', unit: 'package:3', rule: null, element: 'WEIGHT_LB', quantity: '4.4092', amount: '0.4409', mode: 'INSTANT', hidden: true },
        { kind: 'skip', item: 'off', reason: 'INACTIVE' },
        { kind: 'charge', item: 'pick', unit: 'sku:A', rule: null, element: 'ITEM_QTY', quantity: '3.0000', amount: '0.6000', mode: 'HOLDING', hidden: true },
        { kind: 'charge', item: 'pick', unit: 'sku:B', rule: null, element: 'ITEM_QTY', quantity: '5.0000', amount: '1.0000', mode: 'HOLDING', hidden: true },
        { kind: 'charge', item: 'pick', unit: 'sku:C', rule: null, element: 'ITEM_QTY', quantity: '3.0000', amount: '0.6000', mode: 'HOLDING', hidden: true },
      ],
      // total 2.5 + 37.038 + 0.32 + 0.0625 + 0.4409 + 0.6 + 1 + 0.6 = 42.5614
      total: '42.5614',
      // instant 2.5 + 0.32 + 0.0625 + 0.4409 = 3.3234; holding 37.038 + 2.2 = 39.238
      instant: '3.3234',
      holding: '39.2380',
      // visible 2.5 + 37.038 = 39.538
      visibleTotal: '39.5380',
    });
    // the note key is absent, not undefined
    for (const line of lines(result)) expect(Object.keys(line)).not.toContain('note');
  });

  it('gives zeros when every item skips, and an empty plan no lines', () => {
    expect(charge(input([item({ active: false })]))).toEqual({
      ok: true, lines: [{ kind: 'skip', item: 'item', reason: 'INACTIVE' }], total: '0.0000', instant: '0.0000', holding: '0.0000', visibleTotal: '0.0000',
    });
    expect(charge({ event: event(), items: [] })).toEqual({ ok: true, lines: [], total: '0.0000', instant: '0.0000', holding: '0.0000', visibleTotal: '0.0000' });
  });

  it('does not change its input', () => {
    const value = input([item({ rules: [rule({ priority: 2 }), rule({ priority: 1 })] })], THREE);
    const copy = JSON.parse(JSON.stringify(value));
    charge(value);
    expect(value).toEqual(copy);
  });
});
