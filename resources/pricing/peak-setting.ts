import { boolean, date, defineResource, enumOf, lte, money, text } from '@console/metadata';
import { CARRIERS, changeEffectiveFrom, EFFECTIVE_SERVICES } from './options';

/**
 * Fulfillment > Shipping Settings > Peak Setting (01 §2 `peak-setting`): a carrier's peak (demand)
 * surcharge, a fixed amount per package for shipments dated within its window (first and last
 * day included), on one service group or all. It is the rate engine's `Peak`: not discounted,
 * and part of the fuel base unless excluded. Edits are dated versions from `effectiveFrom`
 * (empty: the day of the change), so a window moved today does not re-price last week.
 */
export const peakSetting = defineResource({
  name: 'peak-setting',
  table: 'peak_setting',
  label: { en: 'Peak Setting', zh: '旺季附加费' },
  singular: { en: 'Peak', zh: '旺季附加费' },
  menu: { group: 'fulfillment', order: 21, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'name',
  formAddon: 'pricing-replay',
  versions: { effectiveField: 'effectiveFrom' },
  // the first screen at 1280 px shows name, carrier, startDate, endDate, amountPerPackage; the rest are offered in the column chooser
  listHidden: ['effectiveService', 'excludeFromFuel', 'effectiveFrom', 'updateTime'],
  fields: {
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 64, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    effectiveService: enumOf({ en: 'Effective Service', zh: '适用服务' }, EFFECTIVE_SERVICES, { required: true, default: 0, list: true, filter: 'eq' }),
    startDate: date({ en: 'From', zh: '开始日期' }, { required: true, list: true, filter: 'between', sort: true }),
    endDate: date({ en: 'To', zh: '结束日期' }, { required: true, list: true, filter: 'between', sort: true }),
    amountPerPackage: money({ en: 'Amount per Package', zh: '每件金额' }, { required: true, min: 0, list: true, sort: true }),
    excludeFromFuel: boolean({ en: 'Exclude in Fuel Rate Compute', zh: '不计入燃油费' }, { default: false, list: true, filter: 'eq' }),
    effectiveFrom: changeEffectiveFrom(),
  },
  recordRules: [lte('startDate', 'endDate', { en: 'The window ends before it starts', zh: '结束日期早于开始日期' })],
  listTimes: ['updateTime'],
  indexes: [['carrier', 'startDate']],
  defaultSort: { field: 'startDate', order: 'desc' },
  sample: { name: 'Holiday peak 2026', carrier: 2, effectiveService: 0, startDate: '2026-11-30', endDate: '2027-01-17', amountPerPackage: '1.9500', excludeFromFuel: false },
});
