import { checkChargeItems } from './check-items';
import { charge } from './charge';
import {
  CONDITION_AND_ELEMENT_REQUIRED, INTERVAL_INCOMPLETE, INVALID_AMOUNT, INVALID_DATA, RECEIVE_NEEDS_PER_PACKAGE,
  THRESHOLD_INTERVAL_EXCLUSIVE, TOO_MANY_RULES, VALUE_ABOVE_ZERO,
} from './messages';
import { event, input, item, pkg, rule } from './test-support/fixtures';
import type { ChargeEvent, ChargeInput, ChargeItem, ChargeRule, EventPackage } from './types';

/** The exact failure: `toStrictEqual`, so an `item` key that should be absent must be absent. */
function refusedEvent(overrides: Partial<ChargeEvent>): void {
  expect(charge(input([item()], overrides))).toStrictEqual({ ok: false, message: INVALID_DATA });
}

function withPackage(overrides: Partial<EventPackage>): Partial<ChargeEvent> {
  return { packages: [pkg([{ sku: 'A', qty: 1 }]), pkg([{ sku: 'B', qty: 1 }], overrides)] };
}

const ruleItem = (rules: ChargeRule[], overrides: Partial<ChargeItem> = {}): ChargeInput =>
  input([item({ id: 'rules', calculation: 'PER_ITEM', rules, ...overrides })]);

function refusedRule(overrides: Partial<ChargeRule> | Record<string, unknown>, message: string): void {
  expect(charge(ruleItem([rule(overrides as Partial<ChargeRule>)]))).toStrictEqual({ ok: false, message, item: 'rules' });
}

function accepted(value: ChargeInput): void {
  expect(charge(value).ok).toBe(true);
}

describe('check 1: the event (Invalid Data, no item key)', () => {
  it('needs 1..200 packages', () => {
    refusedEvent({ packages: [] });
    refusedEvent({ packages: Array.from({ length: 201 }, () => pkg()) });
    accepted(input([item()], { packages: Array.from({ length: 200 }, () => pkg()) }));
  });

  it('refuses a weight below 0 (0 itself is a weight)', () => {
    refusedEvent(withPackage({ weight: '-0.0001' }));
    refusedEvent(withPackage({ weight: -1 }));
    accepted(input([item()], withPackage({ weight: '0' })));
  });

  it('refuses a side that is not above 0', () => {
    refusedEvent(withPackage({ length: '0' }));
    refusedEvent(withPackage({ width: -2 }));
    refusedEvent(withPackage({ height: '0.0000' }));
    accepted(input([item()], withPackage({ height: '0.0001' })));
  });

  it('refuses a qty that is not a whole number >= 1', () => {
    refusedEvent(withPackage({ lines: [{ sku: 'B', qty: 0 }] }));
    refusedEvent(withPackage({ lines: [{ sku: 'B', qty: 1.5 }] }));
    refusedEvent(withPackage({ lines: [{ sku: 'B', qty: -1 }] }));
    accepted(input([item()], withPackage({ lines: [{ sku: 'B', qty: '2.0' }] })));
    accepted(input([item()], withPackage({ lines: [] }))); // lines may be empty
  });

  it('refuses hours below 0 and pallets that are not a whole number >= 0', () => {
    refusedEvent({ hours: '-0.01' });
    refusedEvent({ pallets: -1 });
    refusedEvent({ pallets: 1.5 });
    accepted(input([item()], { hours: '0', pallets: 0 }));
  });

  it('refuses values that are not numbers: text, NaN, Infinity, hex', () => {
    refusedEvent(withPackage({ weight: 'abc' }));
    refusedEvent(withPackage({ weight: Number.NaN }));
    refusedEvent(withPackage({ length: Number.POSITIVE_INFINITY }));
    refusedEvent(withPackage({ lines: [{ sku: 'B', qty: '0x10' }] }));
    refusedEvent({ hours: '' });
    refusedEvent({ pallets: 'Infinity' as unknown as number });
  });

  it('refuses an unknown unit and a field of the wrong kind', () => {
    refusedEvent(withPackage({ weightUnit: 'stone' as 'lb' }));
    refusedEvent(withPackage({ dimUnit: 'mm' as 'cm' }));
    refusedEvent({ workOrderType: 'TRANSFER' as 'OUTBOUND' });
    refusedEvent({ cancelled: 'no' as unknown as boolean });
  });

  it('comes before every item check', () => {
    const broken = item({ id: 'broken', rules: Array.from({ length: 21 }, (_, i) => rule({ priority: i + 1 })) });
    expect(charge({ event: event({ packages: [] }), items: [broken] })).toStrictEqual({ ok: false, message: INVALID_DATA });
  });
});

describe('check 2a and 2b: rules per item and receive timing', () => {
  const rules = (n: number) => Array.from({ length: n }, (_, i) => rule({ priority: i + 1 }));

  it('allows 20 rules and refuses 21', () => {
    accepted(ruleItem(rules(20)));
    expect(charge(ruleItem(rules(21)))).toStrictEqual({ ok: false, message: TOO_MANY_RULES, item: 'rules' });
  });

  it('allows receive timing only per package', () => {
    for (const chargeMethod of ['PER_ORDER', 'PER_SKU_TYPE'] as const) {
      expect(charge(input([item({ id: 'rcv', trigger: 'RECEIVE', chargeMethod })])))
        .toStrictEqual({ ok: false, message: RECEIVE_NEEDS_PER_PACKAGE, item: 'rcv' });
    }
    accepted(input([item({ id: 'rcv', trigger: 'RECEIVE', chargeMethod: 'PER_PACKAGE' })]));
  });

  it('checks a before b, and b before the rules', () => {
    expect(charge(ruleItem(rules(21), { trigger: 'RECEIVE' }))).toMatchObject({ message: TOO_MANY_RULES });
    expect(charge(ruleItem([rule({ conditions: [] })], { trigger: 'RECEIVE' }))).toMatchObject({ message: RECEIVE_NEEDS_PER_PACKAGE });
  });
});

describe('check 2c: each rule', () => {
  it('needs 1..5 conditions and a charge element', () => {
    const condition = { element: 'ITEM_QTY', op: 'GE', value: '1' } as const;
    refusedRule({ conditions: [] }, CONDITION_AND_ELEMENT_REQUIRED);
    refusedRule({ conditions: Array.from({ length: 6 }, () => condition) }, CONDITION_AND_ELEMENT_REQUIRED);
    accepted(ruleItem([rule({ conditions: Array.from({ length: 5 }, () => condition) })]));
    refusedRule({ chargeElement: undefined }, CONDITION_AND_ELEMENT_REQUIRED);
    refusedRule({ chargeElement: null }, CONDITION_AND_ELEMENT_REQUIRED);
    // a blank row of the editor: a condition without its element
    refusedRule({ conditions: [{ op: 'GE', value: '1' }] } as Record<string, unknown>, CONDITION_AND_ELEMENT_REQUIRED);
  });

  it('needs every condition value above 0', () => {
    refusedRule({ conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '0' }] }, VALUE_ABOVE_ZERO);
    refusedRule({ conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '1' }, { element: 'HOURS', op: 'LT', value: '-2' }] }, VALUE_ABOVE_ZERO);
    refusedRule({ conditions: [{ element: 'ITEM_QTY', op: 'GE', value: 'x' }] }, VALUE_ABOVE_ZERO);
    accepted(ruleItem([rule({ conditions: [{ element: 'WEIGHT_LB', op: 'GT', value: '0.0001' }] })]));
  });

  it('refuses a pricing with both a threshold and intervals key, whatever their values', () => {
    refusedRule({ pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '1', intervals: [] } }, THRESHOLD_INTERVAL_EXCLUSIVE);
    refusedRule({ pricing: { kind: 'INTERVAL', intervals: [{ from: '0', unitPrice: '1' }], threshold: undefined } }, THRESHOLD_INTERVAL_EXCLUSIVE);
  });

  it('refuses graduated intervals that do not follow on from 0 to an open end', () => {
    const bands = (intervals: unknown) => ({ pricing: { kind: 'INTERVAL', intervals } }) as Record<string, unknown>;
    refusedRule(bands([]), INTERVAL_INCOMPLETE);
    refusedRule(bands([{ from: '1', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // first from not 0
    refusedRule(bands([{ from: '0', to: '5', unitPrice: '1' }, { from: '6', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // gap
    refusedRule(bands([{ from: '0', to: '5', unitPrice: '1' }, { from: '4', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // overlap
    refusedRule(bands([{ from: '0', to: '0', unitPrice: '1' }, { from: '0', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // to not above from
    refusedRule(bands([{ from: '0', to: '5', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // the last has a to
    refusedRule(bands([{ from: '0', unitPrice: '1' }, { from: '5', unitPrice: '1' }]), INTERVAL_INCOMPLETE); // an open band before the last
    // bounds compare as decimals: '5' = '5.0'
    accepted(ruleItem([rule(bands([{ from: '0.00', to: '5', unitPrice: '1' }, { from: '5.0', to: 10, unitPrice: '1' }, { from: '10', unitPrice: '0' }]))]));
  });

  it("refuses a negative amount, an all-zero price and crossed bounds with 'Invalid amount...'", () => {
    refusedRule({ basicFee: '-0.01' }, INVALID_AMOUNT);
    refusedRule({ pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '-1' } }, INVALID_AMOUNT);
    refusedRule({ pricing: { kind: 'THRESHOLD', threshold: '-1', unitPrice: '1' } }, INVALID_AMOUNT);
    refusedRule({ pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '2', unitPrice: '1' }, { from: '2', unitPrice: '-1' }] } }, INVALID_AMOUNT);
    refusedRule({ min: '-1' }, INVALID_AMOUNT);
    refusedRule({ max: '-1' }, INVALID_AMOUNT);
    refusedRule({ basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '3', unitPrice: '0.00' } }, INVALID_AMOUNT);
    refusedRule({ basicFee: 0, pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '2', unitPrice: '0' }, { from: '2', unitPrice: 0 }] } }, INVALID_AMOUNT);
    refusedRule({ min: '5', max: '4.9999' }, INVALID_AMOUNT);
    refusedRule({ basicFee: 'ten' }, INVALID_AMOUNT);
    accepted(ruleItem([rule({ min: '5', max: '5' })]));
    accepted(ruleItem([rule({ basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0.01' } })]));
    accepted(ruleItem([rule({ basicFee: '0.01', pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '0' } })]));
  });

  it('checks one rule in the contract order', () => {
    // no condition and a negative fee: the condition check comes first
    refusedRule({ conditions: [], basicFee: '-1' }, CONDITION_AND_ELEMENT_REQUIRED);
    // a value of 0 and both keys: the value comes first
    refusedRule({ conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '0' }], pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '1', intervals: [] } }, VALUE_ABOVE_ZERO);
    // both keys and broken intervals: exclusivity first
    refusedRule({ pricing: { kind: 'INTERVAL', intervals: [], threshold: '1' } }, THRESHOLD_INTERVAL_EXCLUSIVE);
    // broken intervals and a negative fee: the intervals first
    refusedRule({ basicFee: '-1', pricing: { kind: 'INTERVAL', intervals: [{ from: '1', unitPrice: '1' }] } }, INTERVAL_INCOMPLETE);
  });

  it('finishes one rule before the next', () => {
    const first = rule({ priority: 1, basicFee: '-1' });
    const second = rule({ priority: 2, conditions: [] });
    expect(charge(ruleItem([first, second]))).toStrictEqual({ ok: false, message: INVALID_AMOUNT, item: 'rules' });
    expect(charge(ruleItem([second, first]))).toStrictEqual({ ok: false, message: CONDITION_AND_ELEMENT_REQUIRED, item: 'rules' });
  });
});

describe('check 2d: priorities, then the price', () => {
  it('refuses two rules with one priority with Invalid Data', () => {
    expect(charge(ruleItem([rule({ priority: 3 }), rule({ priority: 3 })]))).toStrictEqual({ ok: false, message: INVALID_DATA, item: 'rules' });
  });

  it('checks the rules before the priorities, and the priorities before the price', () => {
    const duplicates = [rule({ priority: 1 }), rule({ priority: 1, conditions: [] })];
    expect(charge(ruleItem(duplicates))).toMatchObject({ message: CONDITION_AND_ELEMENT_REQUIRED });
    expect(charge(ruleItem([rule({ priority: 1 }), rule({ priority: 1 })], { price: '-1' }))).toMatchObject({ message: INVALID_DATA });
  });

  it("refuses a negative price with 'Invalid amount...'", () => {
    expect(charge(input([item({ id: 'neg', price: '-0.01' })]))).toStrictEqual({ ok: false, message: INVALID_AMOUNT, item: 'neg' });
    expect(charge(input([item({ id: 'nan', price: 'n/a' })]))).toStrictEqual({ ok: false, message: INVALID_AMOUNT, item: 'nan' });
    accepted(input([item({ price: '0' })]));
  });

  it('refuses a priority that is not a whole number >= 1', () => {
    expect(charge(ruleItem([rule({ priority: 0 })]))).toMatchObject({ message: INVALID_DATA, item: 'rules' });
    expect(charge(ruleItem([rule({ priority: 1.5 })]))).toMatchObject({ message: INVALID_DATA, item: 'rules' });
  });
});

describe('check 2: items in input order, whether or not they apply', () => {
  it('names the first item at fault', () => {
    const items = [
      item({ id: 'good' }),
      item({ id: 'second', price: '-1', active: false }), // inactive, still checked
      item({ id: 'third', rules: Array.from({ length: 21 }, (_, i) => rule({ priority: i + 1 })) }),
    ];
    expect(charge({ event: event(), items })).toStrictEqual({ ok: false, message: INVALID_AMOUNT, item: 'second' });
  });

  it('checks items that would be skipped (another work order type, periodic)', () => {
    expect(charge(input([item({ id: 'in', workOrderType: 'INBOUND', rules: [rule({ conditions: [] })] })])))
      .toStrictEqual({ ok: false, message: CONDITION_AND_ELEMENT_REQUIRED, item: 'in' });
    expect(charge(input([item({ id: 'day', calculation: 'DAY', price: '-3' })])))
      .toStrictEqual({ ok: false, message: INVALID_AMOUNT, item: 'day' });
  });

  it('refuses an item of the wrong shape with Invalid Data', () => {
    expect(charge(input([item({ id: 'odd', chargeMethod: 'PER_PALLET' as 'PER_ORDER' })]))).toStrictEqual({ ok: false, message: INVALID_DATA, item: 'odd' });
    expect(charge(input([item({ id: 'odd', rules: 'none' as unknown as ChargeRule[] })]))).toStrictEqual({ ok: false, message: INVALID_DATA, item: 'odd' });
    expect(charge(input([item({ id: 7 as unknown as string })]))).toStrictEqual({ ok: false, message: INVALID_DATA, item: '#1' });
    expect(charge({ event: event(), items: 'x' as unknown as ChargeItem[] })).toStrictEqual({ ok: false, message: INVALID_DATA });
    expect(charge(null as unknown as ChargeInput)).toStrictEqual({ ok: false, message: INVALID_DATA });
  });
});

describe('checkChargeItems: the item checks alone (a form saving a charge item)', () => {
  it('answers ok for valid items and the first fault with its item otherwise, as charge() would', () => {
    expect(checkChargeItems([item({ id: 'a' }), item({ id: 'b', rules: [rule()] })])).toEqual({ ok: true });
    expect(checkChargeItems([item({ id: 'a' }), item({ id: 'b', trigger: 'RECEIVE' })]))
      .toEqual({ ok: false, message: 'Receive timing is allowed only when charge method is Per Package', item: 'b' });
    expect(checkChargeItems([item({ id: 'a', price: '-1' })])).toEqual({ ok: false, message: 'Invalid amount...', item: 'a' });
  });
});
