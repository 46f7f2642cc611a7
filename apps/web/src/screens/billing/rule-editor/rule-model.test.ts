import { describe, expect, it } from 'vitest';
import { checkChargeRule, type ChargeRule } from '@console/billing';
import {
  MAX_CONDITIONS, MAX_RULES, addCondition, addInterval, addRule, canAddRule, chained, inOrder, moveRule, newRule, removeCondition,
  removeInterval, removeRule, renumber, switchPricing, updateCondition, updateInterval, withBound, type DraftRule,
} from './rule-model';

const named = (fee: string, priority: number): DraftRule => ({ ...newRule(priority), basicFee: fee });
const fees = (rules: DraftRule[]) => rules.map((r) => `${r.priority}:${r.basicFee}`);

describe('the rules as rows (02 §3 Charge rule: priority is the row order)', () => {
  it('reads a stored list by priority, keeping equal ones in their order; anything else is no rows', () => {
    expect(fees(inOrder([named('c', 3), named('a', 1), named('b', 2), named('b2', 2)]))).toEqual(['1:a', '2:b', '2:b2', '3:c']);
    expect(inOrder(null)).toEqual([]);
    expect(inOrder('[]')).toEqual([]);
  });

  it('adds a new rule at the end with the next priority, never past 20', () => {
    const one = addRule([]);
    expect(one).toEqual([newRule(1)]);
    expect(one[0]).toEqual({ priority: 1, conditions: [{ op: 'GE', value: '' }], chargeElement: null, basicFee: '', pricing: { kind: 'THRESHOLD', threshold: '', unitPrice: '' } });
    const full = Array.from({ length: MAX_RULES }, (_, i) => named(String(i), i + 1));
    expect(canAddRule(full)).toBe(false);
    expect(addRule(full)).toBe(full);
    expect(canAddRule(full.slice(1))).toBe(true);
  });

  it('removes a rule and numbers the rest 1..n', () => {
    expect(fees(removeRule([named('a', 1), named('b', 2), named('c', 3)], 0))).toEqual(['1:b', '2:c']);
  });

  it('moves a rule (drag or up/down) and numbers them again from the new order', () => {
    const rules = [named('a', 1), named('b', 2), named('c', 3)];
    expect(fees(moveRule(rules, 2, 0))).toEqual(['1:c', '2:a', '3:b']);
    expect(fees(moveRule(rules, 0, 1))).toEqual(['1:b', '2:a', '3:c']);
    // out of range or onto itself: the same order, numbered
    expect(fees(moveRule(rules, 0, 3))).toEqual(['1:a', '2:b', '3:c']);
    expect(fees(renumber([named('x', 7), named('y', 9)]))).toEqual(['1:x', '2:y']);
  });

  it('keeps an emptied min or max out of the rule (no bound), a typed one as its text', () => {
    const rule = withBound(newRule(1), 'min', '5.00');
    expect(rule.min).toBe('5.00');
    expect('min' in withBound(rule, 'min', '')).toBe(false);
  });
});

describe('conditions: 1..5 per rule', () => {
  it('adds up to five and removes down to one', () => {
    let rule = newRule(1);
    for (let i = 0; i < 10; i++) rule = addCondition(rule);
    expect(rule.conditions).toHaveLength(MAX_CONDITIONS);
    for (let i = 0; i < 10; i++) rule = removeCondition(rule, 0);
    expect(rule.conditions).toHaveLength(1);
  });

  it('changes one condition only', () => {
    const rule = updateCondition(addCondition(newRule(1)), 1, { element: 'WEIGHT_LB', value: '5' });
    expect(rule.conditions).toEqual([{ op: 'GE', value: '' }, { element: 'WEIGHT_LB', op: 'GE', value: '5' }]);
  });
});

describe('pricing: threshold or intervals, exclusive by construction (02 §5)', () => {
  it('switching writes a pricing of the other kind only, carrying the unit price', () => {
    const threshold = { ...newRule(1), pricing: { kind: 'THRESHOLD' as const, threshold: '3', unitPrice: '0.5' } };
    const banded = switchPricing(threshold, 'INTERVAL');
    expect(banded.pricing).toEqual({ kind: 'INTERVAL', intervals: [{ from: '0', unitPrice: '0.5' }] });
    expect(switchPricing(banded, 'THRESHOLD').pricing).toEqual({ kind: 'THRESHOLD', threshold: '', unitPrice: '0.5' });
    expect(switchPricing(threshold, 'THRESHOLD')).toBe(threshold);
  });

  it("prefills a new band's from with the previous band's to, and keeps only the last open", () => {
    let bands = addInterval([{ from: '0', unitPrice: '1' }]);
    expect(bands).toEqual([{ from: '0', to: '', unitPrice: '1' }, { from: '', unitPrice: '' }]);
    bands = updateInterval(bands, 0, { to: '10' });
    expect(bands).toEqual([{ from: '0', to: '10', unitPrice: '1' }, { from: '10', unitPrice: '' }]);
    bands = addInterval(updateInterval(bands, 1, { unitPrice: '0.5' }));
    bands = updateInterval(bands, 1, { to: '50' });
    expect(bands).toEqual([{ from: '0', to: '10', unitPrice: '1' }, { from: '10', to: '50', unitPrice: '0.5' }, { from: '50', unitPrice: '' }]);
  });

  it('removing a band chains the rest again; the first starts at 0 and the new last is open', () => {
    const bands = [{ from: '0', to: '10', unitPrice: '1' }, { from: '10', to: '50', unitPrice: '0.5' }, { from: '50', unitPrice: '0.2' }];
    expect(removeInterval(bands, 2)).toEqual([{ from: '0', to: '10', unitPrice: '1' }, { from: '10', unitPrice: '0.5' }]);
    expect(removeInterval(bands, 0)).toEqual([{ from: '0', to: '50', unitPrice: '0.5' }, { from: '50', unitPrice: '0.2' }]);
    expect(removeInterval([bands[2]], 0)).toEqual([bands[2]]);
    expect(chained([{ from: '7', to: '9', unitPrice: '1' }])).toEqual([{ from: '0', unitPrice: '1' }]);
  });

  it('a rule built with these steps is one the engine accepts', () => {
    let rule = updateCondition(newRule(1), 0, { element: 'WEIGHT_LB', value: '5' });
    rule = { ...switchPricing(rule, 'INTERVAL'), chargeElement: 'WEIGHT_LB', basicFee: '1' };
    const intervals = updateInterval(addInterval(updateInterval((rule.pricing as { intervals: [] }).intervals, 0, { unitPrice: '0.40' })), 0, { to: '5' });
    rule = { ...rule, pricing: { kind: 'INTERVAL', intervals: updateInterval(intervals, 1, { unitPrice: '0.25' }) } };
    expect(checkChargeRule(rule as ChargeRule)).toEqual({ ok: true });
  });
});
