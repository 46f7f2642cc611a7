import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { defineResource, enumOf, exactlyOne, integer, lte, money, relation, requiredWhen, text, type ResourceDef } from '@console/metadata';
import { recordRuleDependencies, recordRuleOf } from './form-rules';
import { inlineToApi, inlineToForm, rowFields } from './child-values';
import { parentShowPath, presetFromQuery } from './form-values';
import { failureToast } from '../platform/error-placement';

/** A charge plan with inline tiers, record rules and a status machine (as the API fixture). */
const base = {
  menu: { group: 'tech' as const, hidden: true }, permission: { module: 'tech' as const, sub: 'feature-flag' },
  actions: ['create' as const, 'edit' as const], defaultSort: { field: 'id' as const, order: 'asc' as const },
};
const plan = defineResource({
  ...base, name: 'plan', table: 'plan', label: { en: 'Plans', zh: '方案' },
  fields: {
    name: text({ en: 'Name', zh: '名称' }, { required: true }),
    chargeBy: enumOf({ en: 'Charge By', zh: '计费方式' }, [{ value: 1, label: { en: 'Per Order', zh: '按订单' } }, { value: 2, label: { en: 'Per Package', zh: '按包裹' } }]),
    receiveTiming: text({ en: 'Receive Timing', zh: '接收时机' }),
    threshold: money({ en: 'Threshold', zh: '阈值' }),
    interval: integer({ en: 'Interval', zh: '间隔' }),
  },
  recordRules: [exactlyOne(['threshold', 'interval']), requiredWhen('receiveTiming', { field: 'chargeBy', in: [2] })],
  children: [{ resource: 'tier', foreignKey: 'planId', key: 'tiers', inline: { max: 3 }, onParentDelete: 'cascade' }],
});
const tier = defineResource({
  ...base, name: 'tier', table: 'tier', label: { en: 'Tiers', zh: '阶梯' },
  fields: {
    planId: relation({ en: 'Plan', zh: '方案' }, { resource: 'plan', labelField: 'name' }, { required: true }),
    fromQty: integer({ en: 'From', zh: '起' }, { required: true }),
    toQty: integer({ en: 'To', zh: '止' }),
    price: money({ en: 'Price', zh: '价格' }, { required: true }),
  },
  recordRules: [lte('fromQty', 'toQty')],
});
const find = (name: string): ResourceDef | undefined => ({ plan, tier } as Record<string, ResourceDef>)[name];

async function check(rules: ReturnType<typeof recordRuleOf>): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    try {
      await rule.validator!(rule, undefined, () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}

describe('record rules on the form', () => {
  it('judges the whole form with the shared evaluator and shows the message under each named field, per language', async () => {
    const values = { name: 'P', threshold: '', interval: '' };
    expect(await check(recordRuleOf(plan, 'threshold', 'en', () => values))).toBe('Fill exactly one of Threshold, Interval');
    expect(await check(recordRuleOf(plan, 'interval', 'zh', () => values))).toBe('阈值、间隔须且只能填写一项');
    expect(await check(recordRuleOf(plan, 'interval', 'en', () => ({ ...values, interval: '3' })))).toBeNull();
    expect(await check(recordRuleOf(plan, 'interval', 'en', () => ({ threshold: '1.5', interval: '3' })))).toBe('Fill exactly one of Threshold, Interval');
    // a field no rule names gets no extra rule
    expect(recordRuleOf(plan, 'name', 'en', () => values)).toEqual([]);
  });

  it('reads the stored record under the form for fields the form does not hold (edit)', async () => {
    const form = { chargeBy: 2 };
    expect(await check(recordRuleOf(plan, 'receiveTiming', 'en', () => form, { threshold: '1.0000', receiveTiming: null })))
      .toBe('Receive Timing is required when Charge By is Per Package');
    expect(await check(recordRuleOf(plan, 'receiveTiming', 'en', () => ({ ...form, receiveTiming: 'On arrival' }), { threshold: '1.0000' }))).toBeNull();
    // the condition's own field carries no error of requiredWhen
    expect(await check(recordRuleOf(plan, 'chargeBy', 'en', () => form, { threshold: '1' }))).toBeNull();
  });

  it('re-checks a field when another field of its rules changes', () => {
    expect(recordRuleDependencies(plan, 'threshold')).toEqual(['interval']);
    expect(recordRuleDependencies(plan, 'receiveTiming')).toEqual(['chargeBy']);
    expect(recordRuleDependencies(tier, 'toQty')).toEqual(['fromQty']);
  });

  it('compares number text typed in a row as numbers (9 <= 10)', async () => {
    expect(await check(recordRuleOf(tier, 'toQty', 'en', () => ({ fromQty: '9', toQty: '10' })))).toBeNull();
    expect(await check(recordRuleOf(tier, 'toQty', 'en', () => ({ fromQty: '11', toQty: '10' })))).toBe('From must not be greater than To');
  });
});

describe('inline child rows in the parent form', () => {
  it('a row edits the child form fields without the foreign key', () => {
    expect(rowFields(tier, 'planId')).toEqual(['fromQty', 'toQty', 'price']);
  });

  it('reads stored rows into the form and sends them back: ids kept, new rows without, foreign key never', () => {
    const record = { id: 7, name: 'P', tiers: [{ id: 3, planId: 7, fromQty: 0, toQty: 9, price: '1.5000', version: 2 }] };
    const form = inlineToForm(plan, record, find);
    expect(form).toEqual({ tiers: [{ id: 3, fromQty: '0', toQty: '9', price: '1.5000' }] });
    const values = { tiers: [{ ...(form.tiers as object[])[0], toQty: '' }, { fromQty: '10', price: '2', toQty: undefined }] };
    expect(inlineToApi(plan, values, find)).toEqual({
      tiers: [{ id: 3, fromQty: 0, toQty: null, price: '1.5000' }, { fromQty: 10, price: '2' }],
    });
    // a form that removed every row sends an empty list (the API deletes the stored ones)
    expect(inlineToApi(plan, { tiers: [] }, find)).toEqual({ tiers: [] });
  });

  it('a child create form opened from the parent starts with the parent chosen (relation ids only)', () => {
    expect(presetFromQuery(tier, new URLSearchParams('planId=7&price=9'))).toEqual({ planId: 7 });
    expect(presetFromQuery(tier, new URLSearchParams('planId=abc'))).toEqual({});
    // once saved, it goes back to the parent's show page
    expect(parentShowPath(tier, { planId: 7 })).toBe('/plan/show/7');
    expect(parentShowPath(tier, {})).toBeUndefined();
  });

  it('a row error from the API shows under the row, not as a toast', () => {
    expect(failureToast('Invalid Data', { 'tiers.1.price': 'Price is required' }, ['name', 'tiers'])).toBeNull();
    expect(failureToast('Invalid Data', { 'other.1.price': 'x' }, ['name', 'tiers'])).toBe('x');
  });
});
