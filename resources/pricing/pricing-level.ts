import { boolean, decimal, defineResource, enumOf, integer, text } from '@console/metadata';
import { changeEffectiveFrom } from './options';

/**
 * Fulfillment > Shipping Level (01 §2 `add-level`, 02 §3 Pricing level): how a client's price is
 * made from the carrier's cost and published rates — the rate engine's `level`.
 *
 * - Default rule (02 §9 price rule codes -> pricing modes): shipping cost USE_COST, publish rate
 *   USE_PUBLISH, cost increase by ratio GENERAL_COST_RISE (+ increase ratio %), off rate
 *   GENERAL_OFFRATE (+ off rate %), price list GENERAL_PRICING (the level's own cards, edited on
 *   `set-level`'s zone grid).
 * - Calculation subject: the rate type the rule yields (02 §9: CostRate, PublishRate,
 *   CostIncreaseRate, PublishOffRate, PriceReplacementRate), set from the rule.
 * - Cap at published rate: a price above the publish rate is brought down to it ('No more than
 *   Publish Rate'); a price is never below cost ('No less than Cost Rate').
 * - Surcharge default rule: whether a client on this level gets each surcharge's off-rate
 *   discount or pays surcharges in full.
 * - Set as default: exactly one level is the default, the one a client without its own level
 *   is priced on; setting another moves the mark (the `pricing-level` hooks), and the default
 *   level cannot be deleted.
 * - DIM factor: this level's DIM divisor; empty uses the shipping account's.
 * - Every change is a dated version (`versions`).
 */
/** 02 §9: the rate type each price rule yields (a level's calculation subject). */
export const CALCULATION_SUBJECT_OF_RULE: Readonly<Record<string, 'CostRate' | 'PublishRate' | 'CostIncreaseRate' | 'PublishOffRate' | 'PriceReplacementRate'>> = {
  USE_COST: 'CostRate', USE_PUBLISH: 'PublishRate', GENERAL_COST_RISE: 'CostIncreaseRate', GENERAL_OFFRATE: 'PublishOffRate', GENERAL_PRICING: 'PriceReplacementRate',
};

export const pricingLevel = defineResource({
  name: 'pricing-level',
  route: 'add-level',
  table: 'pricing_level',
  label: { en: 'Shipping Level', zh: '运费等级' },
  singular: { en: 'Level', zh: '等级' },
  menu: { group: 'fulfillment', order: 23, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'pricing-level',
  titleField: 'levelName',
  formAddon: 'pricing-replay',
  versions: { effectiveField: 'effectiveFrom' },
  // the first screen at 1280 px shows levelName, levelCode, defaultRule, isDefault; the rest are offered in the column chooser
  listHidden: ['calculationSubject', 'increaseRatio', 'offRate', 'capAtPublish', 'surchargeDefaultRule', 'dimFactor', 'effectiveFrom', 'updateTime'],
  fields: {
    levelName: text({ en: 'Level Name', zh: '等级名称' }, { required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    levelCode: text({ en: 'Level Code', zh: '等级代码' }, {
      required: true, maxLength: 32, unique: true, list: true, filter: 'eq', sort: true, copyable: true, rules: ['trim'],
      pattern: { regex: '^[A-Z0-9_]+$', message: 'codeUpperSnake' },
    }),
    defaultRule: enumOf({ en: 'Default Rule', zh: '默认规则' }, [
      { value: 'USE_COST', label: { en: 'Shipping cost', zh: '运费成本' } },
      { value: 'USE_PUBLISH', label: { en: 'Publish rate', zh: '公布价' } },
      { value: 'GENERAL_COST_RISE', label: { en: 'Cost increase by ratio', zh: '成本按比例上浮' } },
      { value: 'GENERAL_OFFRATE', label: { en: 'Off rate', zh: '公布价折扣' } },
      { value: 'GENERAL_PRICING', label: { en: 'Price list', zh: '价格表' } },
    ], { required: true, default: 'GENERAL_COST_RISE', maxLength: 20, list: true, filter: 'eq' }),
    calculationSubject: enumOf({ en: 'Calculation Subject', zh: '计算对象' }, [
      { value: 'CostRate', label: { en: 'Cost rate', zh: '成本价' } },
      { value: 'PublishRate', label: { en: 'Publish rate', zh: '公布价' } },
      { value: 'CostIncreaseRate', label: { en: 'Cost increase rate', zh: '成本上浮价' } },
      { value: 'PublishOffRate', label: { en: 'Publish off rate', zh: '公布折扣价' } },
      { value: 'PriceReplacementRate', label: { en: 'Price replacement rate', zh: '替换价' } },
    ], { form: false, maxLength: 24, list: true }),
    increaseRatio: decimal({ en: 'Increase Ratio %', zh: '上浮比例 %' }, { required: true, scale: 4, min: 0, max: 1000, list: true, unit: 'percent', visibleWhen: { field: 'defaultRule', in: ['GENERAL_COST_RISE'] } }),
    offRate: decimal({ en: 'Off Rate %', zh: '折扣比例 %' }, { required: true, scale: 4, min: 0, max: 100, list: true, unit: 'percent', visibleWhen: { field: 'defaultRule', in: ['GENERAL_OFFRATE'] } }),
    capAtPublish: boolean({ en: 'Cap at Published Rate', zh: '不高于公布价' }, { default: true, list: true }),
    surchargeDefaultRule: enumOf({ en: 'Surcharge Default Rule', zh: '附加费默认规则' }, [
      { value: 'WITH_DISCOUNT', label: { en: "Each surcharge's discount applies", zh: '按各附加费折扣收取' } },
      { value: 'FULL', label: { en: 'Surcharges in full', zh: '附加费全额收取' } },
    ], { required: true, default: 'WITH_DISCOUNT', maxLength: 16, list: true }),
    isDefault: boolean({ en: 'Set as Default', zh: '设为默认' }, { default: false, list: true, filter: 'eq' }),
    dimFactor: integer({ en: 'DIM Factor', zh: '材积系数' }, {
      min: 1, max: 999, list: true, help: { en: "DIM divisor for this level's clients; empty: the shipping account's", zh: '该等级客户的材积除数；留空则用物流账号的' },
    }),
    effectiveFrom: changeEffectiveFrom(),
  },
  deleteWhen: { field: 'isDefault', in: [false], message: 'defaultLevelLocked' },
  listTimes: ['updateTime'],
  defaultSort: { field: 'levelName', order: 'asc' },
  sample: { levelName: 'Sample Level', levelCode: 'SAMPLE_LEVEL', defaultRule: 'GENERAL_COST_RISE', increaseRatio: '12.5000', capAtPublish: true, surchargeDefaultRule: 'WITH_DISCOUNT', isDefault: false, dimFactor: 139 },
});
