import { date, decimal, defineResource, enumOf, text } from '@console/metadata';
import { CARRIERS } from './options';

/**
 * Fulfillment > Shipping Settings > Fuel Rate (01 §2 `fuel-rate`): the fuel surcharge percent a
 * carrier charges, changed weekly. Each row is one carrier's percent from a date; a quote uses,
 * for its carrier, the rate with the latest effective date on or before its ship date (the rate
 * engine's `fuelPercent`). Edits are dated versions (`versions`): a shipment priced last month is
 * priced again with the rate that was in force then, whatever was changed since.
 */
export const fuelRate = defineResource({
  name: 'fuel-rate',
  table: 'fuel_rate',
  label: { en: 'Fuel Rate', zh: '燃油费率' },
  menu: { group: 'fulfillment', order: 20, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'effectiveFrom',
  formAddon: 'pricing-replay',
  versions: { effectiveField: 'effectiveFrom' },
  fields: {
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    fuelPercent: decimal({ en: 'Fuel Percent', zh: '燃油附加费率' }, {
      required: true, scale: 4, min: 0, max: 100, list: true, filter: 'between', sort: true, unit: 'percent',
      help: { en: 'Percent of the base rate and the surcharges not excluded from fuel, e.g. 15.25', zh: '按基础运费及未排除燃油的附加费计算的百分比，例如 15.25' },
    }),
    effectiveFrom: date({ en: 'Effective From', zh: '生效日期' }, {
      required: true, list: true, filter: 'between', sort: true,
      help: { en: 'Carriers change fuel weekly, usually from a Monday', zh: '承运商每周调整燃油费率，通常自周一起生效' },
    }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  listTimes: ['updateTime'],
  indexes: [['carrier', 'effectiveFrom']],
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
  sample: { carrier: 2, fuelPercent: '15.2500', effectiveFrom: '2026-11-23', note: 'Week 48' },
});
