import { describe, expect, it } from 'vitest';
import { idList, previewable, rebillRequest } from './rebill-draft';

describe("the re-bill preview's draft", () => {
  it('is offered on client plans to those who may edit them, never on supplier plans', () => {
    expect(previewable('client', null)).toBe(true);
    expect(previewable('client', ['client', 'supplier'])).toBe(true);
    expect(previewable('client', ['supplier'])).toBe(false);
    expect(previewable('supplier', null)).toBe(false);
    expect(previewable(undefined, null)).toBe(false);
  });

  it("reads a picker's ids in order, each once, leaving what is not an id", () => {
    expect(idList([3, '7', 3, 0, -1, 'x', 2.5, null])).toEqual([3, 7]);
    expect(idList(undefined)).toEqual([]);
    expect(idList('[1,2]')).toEqual([]);
  });

  it("takes the form's unsaved items and rules, the plan's id on edit and the clients chosen", () => {
    const values = { name: 'Standard 3PL', chargeItemIds: [1, 2, 10], storageRuleIds: [2], party: 'client' };
    expect(rebillRequest(values, 'edit', { id: 4, chargeItemIds: [1], storageRuleIds: [1, 2] }, ['2026-10-01', '2026-10-31'], [])).toEqual({
      from: '2026-10-01', to: '2026-10-31', planId: 4, chargeItemIds: [1, 2, 10], storageRuleIds: [2],
    });
    expect(rebillRequest({ chargeItemIds: undefined }, 'create', undefined, ['2026-11-24', '2026-11-24'], [9, 8])).toEqual({
      from: '2026-11-24', to: '2026-11-24', chargeItemIds: [], storageRuleIds: [], clientIds: [9, 8],
    });
  });
});
