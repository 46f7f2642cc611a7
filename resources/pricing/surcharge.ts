import { boolean, decimal, defineResource, enumOf, json, text } from '@console/metadata';
import { ACTIVE_STATUS, CARRIERS, changeEffectiveFrom, EFFECTIVE_SERVICES } from './options';

const ZONE_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'];
const PACKAGE_CONDITIONS = ['weightOver', 'longestSideOver', 'lengthPlusGirthOver'];

/**
 * Label SaaS > Platform Setting > Surcharge Setting (01 §2 `platform-setting/surcharge-setting`,
 * 02 §3 Surcharge): the carriers' surcharges (residential, delivery area, additional handling,
 * large package, ...) as the rate engine applies them. Each field maps onto the engine's
 * `Surcharge`: `appliesWhen` (+ `whenZones` or `whenOver`) is `when`, `calculation`/`value`/`rateBase` the
 * amount, `multiplyByPackageCount` is `perPackage` (FIXED only), `offRatePercent` the discount,
 * `levelRule` the engine's `levelRule` (02 §3 "level rule": with its discount or in full, per level,
 * or as the level's surcharge default rule says) and `limitAmount` its `limit` (02 §3 "limit": a
 * cap on the amount before the discount; `limit` itself is an SQL word, hence the column name).
 *
 * Lifecycle (02 §4):
 * - Level status New -> Using once a level or a client uses it -> Modified when it is changed
 *   while in use; Restore makes the version in use current again (the `surcharge` hooks).
 * - Deactivate stops it for new quotes; earlier waybills keep what they were charged. It cannot
 *   be resumed (no way back from Inactive): a new surcharge is made instead.
 * - A surcharge in use cannot be deleted ('It could not be deleted for that it has been used.').
 * - Every change is a dated version (`versions`), so a quote is priced with the surcharge as it
 *   was on its ship date.
 */
export const surcharge = defineResource({
  name: 'surcharge',
  route: 'platform-setting/surcharge-setting',
  table: 'surcharge',
  label: { en: 'Surcharge Setting', zh: '附加费设置' },
  singular: { en: 'Surcharge', zh: '附加费' },
  menu: { group: 'labelSaas', order: 2, section: 'platformSetting' },
  permission: { module: 'labelSaas', sub: 'surcharge-setting' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'surcharge',
  titleField: 'name',
  formAddon: 'pricing-replay',
  versions: { effectiveField: 'effectiveFrom' },
  // the first screen at 1280 px shows name, carrier, value ($ or % tells the calculation), status and its use (New, Using,
  // Modified); the rest are offered in the column chooser
  listHidden: ['effectiveService', 'billCode', 'rateCode', 'appliesWhen', 'calculation', 'excludeFromFuel', 'offRatePercent', 'effectiveFrom', 'updateTime'],
  fields: {
    name: text({ en: 'Surcharge Name', zh: '附加费名称' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    effectiveService: enumOf({ en: 'Effective Service', zh: '适用服务' }, EFFECTIVE_SERVICES, { required: true, default: 0, list: true, filter: 'eq' }),
    billCode: text({ en: 'Bill Code', zh: '账单代码' }, {
      required: true, maxLength: 32, unique: true, list: true, filter: 'eq', copyable: true, searchable: true, rules: ['trim'],
      pattern: { regex: '^[A-Z0-9_]+$', message: 'codeUpperSnake' },
      help: { en: "The code on a quote's line and on the carrier's bill, e.g. RES", zh: '报价明细与承运商账单上的代码，例如 RES' },
    }),
    rateCode: text({ en: 'Rate Code', zh: '费率代码' }, { maxLength: 32, list: true, filter: 'eq', rules: ['trim'] }),
    descriptionEn: text({ en: 'English Description', zh: '英文描述' }, { maxLength: 255, rules: ['trim'] }),
    descriptionZh: text({ en: 'Chinese Description', zh: '中文描述' }, { maxLength: 255, rules: ['trim'] }),
    appliesWhen: enumOf({ en: 'Applies When', zh: '适用条件' }, [
      { value: 'always', label: { en: 'Always', zh: '始终' } },
      { value: 'residential', label: { en: 'Residential address', zh: '住宅地址' } },
      { value: 'commercial', label: { en: 'Commercial address', zh: '商业地址' } },
      { value: 'zones', label: { en: 'Zone is one of', zh: '分区属于' } },
      { value: 'weightOver', label: { en: 'A package weighs over (lb)', zh: '包裹计费重超过（磅）' } },
      { value: 'longestSideOver', label: { en: 'A side is longer than (in)', zh: '最长边超过（英寸）' } },
      { value: 'lengthPlusGirthOver', label: { en: 'Length + girth over (in)', zh: '长度+周长超过（英寸）' } },
    ], { required: true, default: 'always', maxLength: 24, list: true, filter: 'eq' }),
    whenZones: json({ en: 'Zones', zh: '分区' }, {
      widget: 'tags', required: true, visibleWhen: { field: 'appliesWhen', in: ['zones'] },
      help: { en: `Zones: ${ZONE_CODES.join(', ')}`, zh: `分区：${ZONE_CODES.join('、')}` },
    }),
    whenOver: decimal({ en: 'Over', zh: '超过' }, { required: true, scale: 2, min: 0, max: 100000, visibleWhen: { field: 'appliesWhen', in: PACKAGE_CONDITIONS } }),
    calculation: enumOf({ en: 'Calculation Rule', zh: '计算规则' }, [
      { value: 'FIXED', label: { en: 'Fixed amount', zh: '固定金额' } },
      { value: 'PERCENT', label: { en: 'Percent of a rate base', zh: '按费率基数百分比' } },
    ], { required: true, default: 'FIXED', maxLength: 8, list: true, filter: 'eq' }),
    value: decimal({ en: 'Value', zh: '数值' }, {
      required: true, scale: 4, min: 0, max: 100000, list: true, unit: { field: 'calculation', values: { FIXED: 'money', PERCENT: 'percent' } },
      help: { en: 'An amount in $ (fixed) or a percent (percent)', zh: '固定金额（美元）或百分比' },
    }),
    rateBase: enumOf({ en: 'Rate Base', zh: '费率基数' }, [
      { value: 'baseRate', label: { en: 'Base rate', zh: '基础运费' } },
      { value: 'baseRateAndFuel', label: { en: 'Base rate and fuel', zh: '基础运费及燃油费' } },
      { value: 'All', label: { en: 'All (base, fixed surcharges and peaks)', zh: '全部（基础运费、固定附加费与旺季附加费）' } },
    ], { required: true, default: 'baseRate', maxLength: 16, visibleWhen: { field: 'calculation', in: ['PERCENT'] } }),
    multiplyByPackageCount: boolean({ en: 'Multiply by Package Count', zh: '按包裹数量计算' }, {
      default: false, visibleWhen: { field: 'calculation', in: ['FIXED'] },
      help: { en: 'Charged for each package the condition holds for', zh: '按满足条件的每个包裹收取' },
    }),
    levelRule: enumOf({ en: 'Level Rule', zh: '等级规则' }, [
      { value: 'LEVEL_DEFAULT', label: { en: "The level's surcharge default rule", zh: '按等级的附加费默认规则' } },
      { value: 'WITH_DISCOUNT', label: { en: 'Discount on every level', zh: '所有等级均按折扣收取' } },
      { value: 'FULL', label: { en: 'In full on every level', zh: '所有等级均全额收取' } },
    ], {
      required: true, default: 'LEVEL_DEFAULT', maxLength: 16, filter: 'eq',
      help: { en: "Whether a client's level charges this surcharge with its discount or in full", zh: '客户所在等级按折扣还是全额收取该附加费' },
    }),
    limitAmount: decimal({ en: 'Limit', zh: '上限' }, {
      scale: 4, min: 0, max: 100000,
      help: { en: 'The most it charges on one shipment ($), before the discount; empty: no limit', zh: '单票最多收取的金额（美元），折扣前计算；留空即不设上限' },
    }),
    excludeFromFuel: boolean({ en: 'Exclude in Fuel Rate Compute', zh: '不计入燃油费' }, { default: false, list: true, filter: 'eq' }),
    offRatePercent: decimal({ en: 'Off-rate Discount %', zh: '折扣百分比' }, { required: true, default: '0', scale: 4, min: 0, max: 100, list: true, unit: 'percent' }),
    status: enumOf({ en: 'Status', zh: '状态' }, ACTIVE_STATUS, { required: true, default: 1, form: false, list: true, filter: 'eq' }),
    levelStatus: enumOf({ en: 'Level Status', zh: '等级状态' }, [
      { value: 'NEW', label: { en: 'New', zh: '新建' } },
      { value: 'USING', label: { en: 'Using', zh: '使用中' } },
      { value: 'MODIFIED', label: { en: 'Modified', zh: '已修改' } },
    ], { required: true, default: 'NEW', form: false, maxLength: 8, list: true, filter: 'eq' }),
    effectiveFrom: changeEffectiveFrom(),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'surcharge', label: { en: 'Surcharge', zh: '附加费' }, fields: ['name', 'carrier', 'effectiveService', 'billCode', 'rateCode', 'descriptionEn', 'descriptionZh', 'status', 'levelStatus'] },
      { key: 'applies', label: { en: 'When It Applies', zh: '适用条件' }, fields: ['appliesWhen', 'whenZones', 'whenOver'] },
      { key: 'amount', label: { en: 'Amount', zh: '金额' }, fields: ['calculation', 'value', 'rateBase', 'multiplyByPackageCount', 'limitAmount', 'offRatePercent', 'levelRule', 'excludeFromFuel', 'effectiveFrom'] },
    ],
  },
  customActions: [
    { name: 'deactivate', label: { en: 'Deactivate', zh: '停用' }, action: 'special', done: { en: '{name} deactivated', zh: '{name} 已停用' }, when: { field: 'status', in: [1] }, set: { status: 2 },
      confirm: { en: 'Deactivate this surcharge? New quotes stop charging it; earlier waybills keep theirs. It cannot be resumed.', zh: '确定停用该附加费吗？新报价将不再收取，已有运单不受影响。停用后不可恢复。' } },
    { name: 'restore', label: { en: 'Restore', zh: '恢复' }, action: 'special', bulk: false, when: { field: 'levelStatus', in: ['MODIFIED'] },
      confirm: { en: 'Restore the version in use? The changes made since become history.', zh: '确定恢复到使用中的版本吗？此后的修改将成为历史版本。' } },
  ],
  transitions: { field: 'status', allowed: { 1: [2], 2: [] } },
  deleteWhen: { field: 'levelStatus', in: ['NEW'], message: 'surchargeInUse' },
  listTimes: ['updateTime'],
  indexes: [['carrier', 'status']],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: {
    name: 'Residential Delivery', carrier: 2, effectiveService: 0, billCode: 'RESZ', appliesWhen: 'residential', calculation: 'FIXED',
    value: '5.8500', multiplyByPackageCount: true, excludeFromFuel: false, offRatePercent: '10.0000',
  },
});
