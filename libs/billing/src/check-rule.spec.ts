import { checkChargeItems } from './check-items';
import { checkChargeRule } from './check-rule';
import {
  CONDITION_AND_ELEMENT_REQUIRED, INTERVAL_INCOMPLETE, INVALID_AMOUNT, INVALID_DATA, THRESHOLD_INTERVAL_EXCLUSIVE, VALUE_ABOVE_ZERO,
} from './messages';
import { item, rule } from './test-support/fixtures';
import type { ChargeRule } from './types';

const banded = (intervals: unknown): Partial<ChargeRule> => ({ pricing: { kind: 'INTERVAL', intervals } as ChargeRule['pricing'] });

/** The same message as the item check for an item holding the rule, and the place it names. */
function refusedAt(overrides: Partial<ChargeRule> | Record<string, unknown>, message: string, at: object): void {
  const draft = rule(overrides as Partial<ChargeRule>);
  expect(checkChargeRule(draft)).toStrictEqual({ ok: false, message, at });
  expect(checkChargeItems([item({ rules: [draft] })])).toStrictEqual({ ok: false, message, item: 'item' });
}

describe('checkChargeRule: one rule, and where it fails (02 §3 Charge rule, 02 §5)', () => {
  it('accepts the valid rule of each pricing', () => {
    expect(checkChargeRule(rule())).toEqual({ ok: true });
    expect(checkChargeRule(rule(banded([{ from: '0', to: '10', unitPrice: '1' }, { from: '10', unitPrice: '0.5' }])))).toEqual({ ok: true });
    expect(checkChargeRule(rule({ min: '', max: null }))).toEqual({ ok: true });
  });

  it('names the conditions list or the charge element when one is missing', () => {
    refusedAt({ conditions: [] }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'conditions' });
    refusedAt({ conditions: Array.from({ length: 6 }, () => ({ element: 'ITEM_QTY', op: 'GE', value: '1' })) }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'conditions' });
    refusedAt({ chargeElement: null }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'chargeElement' });
  });

  it("names the condition and its input: an unselected element or operator, then a value not above 0", () => {
    const ok = { element: 'ITEM_QTY', op: 'GE', value: '1' };
    refusedAt({ conditions: [ok, { op: 'GE', value: '1' }] }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'condition', index: 1, field: 'element' });
    refusedAt({ conditions: [{ element: 'HOURS', value: '1' }] }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'condition', index: 0, field: 'op' });
    refusedAt({ conditions: [ok, { ...ok, value: '0' }] }, VALUE_ABOVE_ZERO, { part: 'condition', index: 1, field: 'value' });
    refusedAt({ conditions: [{ ...ok, value: '' }] }, VALUE_ABOVE_ZERO, { part: 'condition', index: 0, field: 'value' });
    // every condition is selected before any value is read, as the item check does
    refusedAt({ conditions: [{ ...ok, value: '0' }, { op: 'GE', value: '1' }] }, CONDITION_AND_ELEMENT_REQUIRED, { part: 'condition', index: 1, field: 'element' });
  });

  it('names the pricing when its kind is unknown or both settings are present', () => {
    refusedAt({ pricing: { kind: 'OTHER' } }, INVALID_DATA, { part: 'pricing' });
    refusedAt({ pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '1', intervals: [] } }, THRESHOLD_INTERVAL_EXCLUSIVE, { part: 'pricing' });
  });

  it('names the band whose bound breaks the chain: the first from 0, each from the previous to, only the last open', () => {
    refusedAt(banded([]), INTERVAL_INCOMPLETE, { part: 'intervals' });
    refusedAt(banded([{ from: '1', unitPrice: '1' }]), INTERVAL_INCOMPLETE, { part: 'intervals', index: 0, field: 'from' });
    refusedAt(banded([{ from: '0', to: '', unitPrice: '1' }, { from: '', unitPrice: '1' }]), INTERVAL_INCOMPLETE, { part: 'intervals', index: 0, field: 'to' });
    refusedAt(banded([{ from: '0', to: '5', unitPrice: '1' }, { from: '4', unitPrice: '1' }]), INTERVAL_INCOMPLETE, { part: 'intervals', index: 1, field: 'from' });
    refusedAt(banded([{ from: '0', to: '5', unitPrice: '1' }]), INTERVAL_INCOMPLETE, { part: 'intervals', index: 0, field: 'to' });
    refusedAt(banded([{ from: '0', to: '0', unitPrice: '1' }, { from: '0', unitPrice: '1' }]), INTERVAL_INCOMPLETE, { part: 'intervals', index: 0, field: 'to' });
  });

  it('names the amount that is not a number at least 0, the formula that is all zero and a max below the min', () => {
    refusedAt({ basicFee: '-1' }, INVALID_AMOUNT, { part: 'basicFee' });
    refusedAt({ pricing: { kind: 'THRESHOLD', threshold: 'x', unitPrice: '1' } }, INVALID_AMOUNT, { part: 'threshold' });
    refusedAt({ pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '' } }, INVALID_AMOUNT, { part: 'unitPrice' });
    refusedAt(banded([{ from: '0', to: '5', unitPrice: '1' }, { from: '5', unitPrice: '-2' }]), INVALID_AMOUNT, { part: 'intervals', index: 1, field: 'unitPrice' });
    refusedAt({ basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '3', unitPrice: '0' } }, INVALID_AMOUNT, { part: 'formula' });
    refusedAt({ min: '-1' }, INVALID_AMOUNT, { part: 'min' });
    refusedAt({ max: 'ten' }, INVALID_AMOUNT, { part: 'max' });
    refusedAt({ min: '5', max: '4.99' }, INVALID_AMOUNT, { part: 'max' });
  });

  it('needs a whole priority of at least 1 (its uniqueness is the item check)', () => {
    expect(checkChargeRule(rule({ priority: 0 }))).toStrictEqual({ ok: false, message: INVALID_DATA, at: { part: 'priority' } });
    expect(checkChargeRule(rule({ priority: 1.5 }))).toStrictEqual({ ok: false, message: INVALID_DATA, at: { part: 'priority' } });
  });

  it('refuses what is not a rule at all', () => {
    expect(checkChargeRule(null as unknown as ChargeRule)).toStrictEqual({ ok: false, message: CONDITION_AND_ELEMENT_REQUIRED, at: { part: 'rule' } });
  });
});
