import { describe, expect, it } from 'vitest';
import { dayjs } from '@console/contracts';
import { fuelRate, pricingLevel, surcharge } from '@console/resources';
import { recordToForm } from '../../../engine/form-values';
import { replayable, replayDraft, sameValue } from './replay-draft';

const standard = {
  id: 7, version: 3, levelName: 'Standard', levelCode: 'STANDARD', defaultRule: 'GENERAL_COST_RISE', calculationSubject: 'CostIncreaseRate',
  increaseRatio: '15.0000', offRate: null, capAtPublish: true, surchargeDefaultRule: 'WITH_DISCOUNT', isDefault: true, dimFactor: null, effectiveFrom: '2026-01-01',
};

describe('the replay draft from a form', () => {
  it('sends nothing but the record and its day when nothing changed', () => {
    const { draft, changed } = replayDraft(pricingLevel, recordToForm(pricingLevel, standard), 'edit', standard);
    expect(draft).toEqual({ resource: 'pricing-level', id: 7, values: {}, effectiveFrom: '2026-01-01' });
    expect(changed).toEqual([]);
  });

  it('sends the changed fields as the API takes them, equal decimals written otherwise unchanged', () => {
    const values = { ...recordToForm(pricingLevel, standard), increaseRatio: '20', dimFactor: '150', levelName: 'Standard', capAtPublish: true };
    expect(replayDraft(pricingLevel, values, 'edit', standard)).toEqual({
      draft: { resource: 'pricing-level', id: 7, values: { increaseRatio: '20', dimFactor: 150 }, effectiveFrom: '2026-01-01' },
      changed: ['increaseRatio', 'dimFactor'],
    });
    expect(replayDraft(pricingLevel, { ...values, increaseRatio: '15.00', dimFactor: undefined }, 'edit', standard).draft.values).toEqual({});
  });

  it('takes the effective date the form holds, and a cleared one leaves the day to the period', () => {
    const values = { ...recordToForm(pricingLevel, standard), effectiveFrom: dayjs('2026-11-02', 'YYYY-MM-DD') };
    expect(replayDraft(pricingLevel, values, 'edit', standard).draft.effectiveFrom).toBe('2026-11-02');
    const cleared = replayDraft(pricingLevel, { ...values, effectiveFrom: undefined }, 'edit', standard).draft;
    expect(cleared).not.toHaveProperty('effectiveFrom');
    expect(cleared.values).toEqual({});
  });

  it('counts a field hidden by its condition as emptied, as Save sends it', () => {
    const values = { ...recordToForm(pricingLevel, standard), defaultRule: 'GENERAL_OFFRATE', offRate: '10' };
    expect(replayDraft(pricingLevel, values, 'edit', standard).draft.values).toEqual({ defaultRule: 'GENERAL_OFFRATE', increaseRatio: null, offRate: '10' });
  });

  it('sends every filled field of a new record, without an id', () => {
    const values = { carrier: 2, fuelPercent: '16.5', effectiveFrom: dayjs('2026-11-16', 'YYYY-MM-DD'), note: '' };
    expect(replayDraft(fuelRate, values, 'create')).toEqual({
      draft: { resource: 'fuel-rate', values: { carrier: 2, fuelPercent: '16.5' }, effectiveFrom: '2026-11-16' },
      changed: ['carrier', 'fuelPercent'],
    });
  });

  it('offers the replay on edits, and on new records except levels', () => {
    expect(replayable(pricingLevel, 'edit')).toBe(true);
    expect(replayable(pricingLevel, 'create')).toBe(false);
    expect(replayable(surcharge, 'create')).toBe(true);
    expect(replayable(fuelRate, 'create')).toBe(true);
  });

  it('compares values by kind', () => {
    expect(sameValue(surcharge.fields.value, '5.85', '5.8500')).toBe(true);
    expect(sameValue(surcharge.fields.value, '5.86', '5.8500')).toBe(false);
    expect(sameValue(surcharge.fields.whenZones, ['9', '10'], ['9', '10'])).toBe(true);
    expect(sameValue(surcharge.fields.whenZones, ['10', '9'], ['9', '10'])).toBe(false);
    expect(sameValue(surcharge.fields.carrier, 2, 2)).toBe(true);
    expect(sameValue(surcharge.fields.rateCode, null, '')).toBe(true);
    expect(sameValue(surcharge.fields.rateCode, 'R1', null)).toBe(false);
    expect(sameValue(fuelRate.fields.effectiveFrom, '2026-11-16', '2026-11-16T00:00:00.000Z')).toBe(true);
  });
});
