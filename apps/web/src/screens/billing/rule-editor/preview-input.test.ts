import { describe, expect, it } from 'vitest';
import type { ChargeRule } from '@console/billing';
import { itemValues, missingForPreview, preview, previewInput } from './preview-input';
import { defaultSample, updateLine, updateSample } from './sample-order';

/** A charge item's form values: per order, 0.35 per item when no rule holds. */
const values = (rules: ChargeRule[] = [], patch: Record<string, unknown> = {}) => ({
  name: 'Pick', workOrderTypeId: 1, chargeTrigger: 'SHIP', chargeMethod: 'PER_ORDER', calculation: 'PER_ITEM', price: '0.35', chargeMode: 'INSTANT',
  freightType: 'BOTH', fba: false, chargeIfCancelled: false, hiddenToClient: false, appliedOrderTypes: [], rules, ...patch,
});

/** ITEM_QTY >= 5: the default sample's 3 items do not meet it. */
const manyItems: ChargeRule = {
  priority: 1, conditions: [{ element: 'ITEM_QTY', op: 'GE', value: '5' }], chargeElement: 'ITEM_QTY', basicFee: '2', pricing: { kind: 'THRESHOLD', threshold: '1', unitPrice: '0.50' },
};
/** Over 5 lb, graduated: 1 + 5 x 0.40 + (q - 5) x 0.25. */
const heavy: ChargeRule = {
  priority: 2, conditions: [{ element: 'WEIGHT_LB', op: 'GT', value: '5' }], chargeElement: 'WEIGHT_LB', basicFee: '1',
  pricing: { kind: 'INTERVAL', intervals: [{ from: '0', to: '5', unitPrice: '0.40' }, { from: '5', unitPrice: '0.25' }] },
};
/** 1.00 per package, at least 5, at most 20. */
const perPackage: ChargeRule = {
  priority: 3, conditions: [{ element: 'PACKAGE_QTY', op: 'GE', value: '1' }], chargeElement: 'PACKAGE_QTY', basicFee: '0',
  pricing: { kind: 'THRESHOLD', threshold: '0', unitPrice: '1.00' }, min: '5.00', max: '20',
};

const priced = (item: Record<string, unknown>, sample = defaultSample(), language = 'en') => {
  const shown = preview(previewInput(item, 'OUTBOUND', sample), language);
  if (shown.kind !== 'priced') throw new Error(`refused: ${shown.message}`);
  return shown.result;
};

describe('the preview prices the sample order with the item as the form holds it', () => {
  it("builds the event from the sample at the item's work order type and trigger, the item made active", () => {
    const input = previewInput(values([], { status: 2, chargeTrigger: 'PICK' }), 'INBOUND', defaultSample());
    expect(input.event).toEqual({ ...defaultSample(), workOrderType: 'INBOUND', trigger: 'PICK' });
    expect(input.items).toHaveLength(1);
    expect(input.items[0]).toMatchObject({ id: 'new', active: true, workOrderType: 'INBOUND', trigger: 'PICK', price: '0.35', chargeMethod: 'PER_ORDER' });
  });

  it('without a rule: the price times the items (3 x 0.35)', () => {
    const result = priced(values());
    expect(result.lines).toEqual([{ kind: 'charge', item: 'new', unit: 'order', rule: null, element: 'ITEM_QTY', quantity: '3.0000', amount: '1.0500', mode: 'INSTANT', hidden: false }]);
    expect(result).toMatchObject({ total: '1.0500', instant: '1.0500', holding: '0.0000', visibleTotal: '1.0500' });
  });

  it('the first rule by priority that holds decides: 10 lb graduated is 1 + 5 x 0.40 + 5 x 0.25', () => {
    const [line] = priced(values([manyItems, heavy, perPackage])).lines;
    expect(line).toMatchObject({ rule: 2, element: 'WEIGHT_LB', quantity: '10.0000', amount: '4.2500' });
    expect(line).not.toHaveProperty('note');
  });

  it('a rule moved first prices instead, raised to its min (1 package x 1.00 -> 5.00)', () => {
    const [line] = priced(values([{ ...perPackage, priority: 1 }, { ...manyItems, priority: 2 }, { ...heavy, priority: 3 }])).lines;
    expect(line).toMatchObject({ rule: 1, element: 'PACKAGE_QTY', quantity: '1.0000', amount: '5.0000', note: 'MIN' });
  });

  it('a holding, hidden item: its amount is held and not visible', () => {
    const result = priced(values([], { chargeMode: 'HOLDING', hiddenToClient: true }));
    expect(result).toMatchObject({ total: '1.0500', instant: '0.0000', holding: '1.0500', visibleTotal: '0.0000' });
    expect(result.lines[0]).toMatchObject({ mode: 'HOLDING', hidden: true });
  });

  it("skips with the engine's reason: a cancelled order the item does not charge", () => {
    expect(priced(values(), updateSample(defaultSample(), { cancelled: true })).lines).toEqual([{ kind: 'skip', item: 'new', reason: 'CANCELLED' }]);
  });

  it("says whose fault a refusal is, in the UI's language", () => {
    const badLine = updateLine(defaultSample(), 0, 0, { qty: '' });
    expect(preview(previewInput(values(), 'OUTBOUND', badLine), 'zh')).toEqual({ kind: 'refused', message: '数据无效', fault: 'sample' });
    expect(preview(previewInput(values([{ ...heavy, basicFee: '-1' }]), 'OUTBOUND', defaultSample()), 'en')).toEqual({ kind: 'refused', message: 'Invalid amount...', fault: 'item' });
  });

  it("names the item's fields still needed, reading those an edit form does not hold from the record", () => {
    expect(missingForPreview(values([], { workOrderTypeId: undefined, calculation: '' }))).toEqual(['workOrderTypeId', 'calculation']);
    const { chargeMethod: _held, ...editForm } = values();
    expect(missingForPreview(editForm)).toEqual(['chargeMethod']);
    expect(missingForPreview(itemValues(editForm, { id: 4, chargeMethod: 'PER_PACKAGE' }))).toEqual([]);
    expect(itemValues(editForm, { id: 4, price: '9' }).price).toBe('0.35');
  });
});
