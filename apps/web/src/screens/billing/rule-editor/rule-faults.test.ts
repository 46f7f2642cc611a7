import { describe, expect, it } from 'vitest';
import { cellOf, ruleFaults } from './rule-faults';
import { addInterval, newRule, type DraftRule } from './rule-model';

/** A rule the engine accepts: ITEM_QTY >= 1, basic fee 1 + 0.5 per item above 2. */
const good = (): DraftRule => ({
  priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '1' }], chargeElement: 'ITEM_QTY', basicFee: '1',
  pricing: { kind: 'THRESHOLD', threshold: '2', unitPrice: '0.5' },
});

describe('which message goes under which cell (the engine\'s checks, 02 §5)', () => {
  it('none for a right rule', () => {
    expect(ruleFaults([good()], 'en')).toEqual([undefined]);
  });

  it("a condition's value not above 0: under that condition's line, its value input marked, in the UI's language", () => {
    const rule = { ...good(), conditions: [good().conditions[0], { element: 'HOURS' as const, op: 'GT' as const, value: '0' }] };
    expect(ruleFaults([rule], 'en')).toEqual([{ cell: 'condition.1.value', under: 'condition.1', message: 'The value must be greater than 0' }]);
    expect(ruleFaults([rule], 'zh')[0]?.message).toBe('值必须大于 0');
  });

  it('a new rule: the condition and the charge element must be selected, the element first', () => {
    const rule = { ...newRule(1), chargeElement: 'ITEM_QTY' as const };
    expect(ruleFaults([newRule(1), rule], 'en')).toEqual([
      { cell: 'chargeElement', under: 'chargeElement', message: 'A condition and a charge element must be selected' },
      { cell: 'condition.0.element', under: 'condition.0', message: 'A condition and a charge element must be selected' },
    ]);
  });

  it('an unfinished band: under that band, its to marked', () => {
    const intervals = addInterval([{ from: '0', unitPrice: '1' }]);
    const [fault] = ruleFaults([{ ...good(), pricing: { kind: 'INTERVAL', intervals } }], 'zh');
    expect(fault).toEqual({ cell: 'interval.0.to', under: 'interval.0', message: '须先完成上一个区间，才能设置下一个' });
  });

  it('amounts: each under its own input, an all-zero formula under the pricing, a max below the min under the max', () => {
    const fault = (patch: Partial<DraftRule>) => ruleFaults([{ ...good(), ...patch }], 'en')[0];
    expect(fault({ basicFee: '1,5' })).toEqual({ cell: 'basicFee', under: 'basicFee', message: 'Invalid amount...' });
    expect(fault({ pricing: { kind: 'THRESHOLD', threshold: '', unitPrice: '1' } })).toMatchObject({ cell: 'threshold', under: 'threshold' });
    expect(fault({ pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '-1' } })).toMatchObject({ cell: 'unitPrice', under: 'threshold' });
    expect(fault({ basicFee: '0', pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '0' } })).toMatchObject({ cell: 'formula', under: 'pricing' });
    expect(fault({ min: '3', max: '2' })).toMatchObject({ cell: 'max', under: 'max', message: 'Invalid amount...' });
    expect(fault({ pricing: { kind: 'INTERVAL', intervals: [{ from: '0', unitPrice: 'x' }] } })).toMatchObject({ cell: 'interval.0.unitPrice', under: 'interval.0' });
  });

  it('maps the places the engine names', () => {
    expect(cellOf({ part: 'intervals' })).toEqual({ cell: 'intervals', under: 'intervals' });
    expect(cellOf({ part: 'rule' })).toEqual({ cell: 'priority', under: 'priority' });
    expect(cellOf({ part: 'min' })).toEqual({ cell: 'min', under: 'min' });
  });
});
