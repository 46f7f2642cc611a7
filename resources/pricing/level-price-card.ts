import { defineResource, enumOf, json, money, relation, text } from '@console/metadata';
import { ADDRESS_TYPE_OPTIONS, changeEffectiveFrom } from './options';

/**
 * Fulfillment > Shipping Settings > Service Level Detail (02 §3): a price-list level's own
 * prices for one carrier service and package type (and address type) — the rate engine's
 * `level.priceCard` when the level's rule is GENERAL_PRICING. Edited on `set-level`'s zone grid
 * (weight ranges x zones, 02 §5's rules); listed here for its history, rollback and export.
 * One card per level x service x package type x address type; its rows are checked by the
 * `level-price-card` hooks, like a rate card's. Dated versions: a price changed today does not
 * re-price last month.
 */
export const levelPriceCard = defineResource({
  name: 'level-price-card',
  table: 'level_price_card',
  label: { en: 'Service Level Details', zh: '服务等级明细' },
  singular: { en: 'Service Level Detail', zh: '服务等级明细' },
  menu: { group: 'fulfillment', order: 24, section: 'shippingSettings', hidden: true },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'level-price-card',
  titleField: 'packageType',
  versions: { effectiveField: 'effectiveFrom' },
  fields: {
    pricingLevelId: relation({ en: 'Level', zh: '等级' }, { resource: 'pricing-level', labelField: 'levelName' }, { required: true, list: true, filter: 'eq', index: true }),
    carrierServiceId: relation({ en: 'Service', zh: '服务' }, { resource: 'carrier-service', labelField: 'serviceName' }, { required: true, list: true, filter: 'eq', index: true }),
    packageType: text({ en: 'Package Type', zh: '包装类型' }, { required: true, default: 'YOUR_PACKAGING', maxLength: 32, list: true, filter: 'eq', rules: ['trim'] }),
    addressType: enumOf({ en: 'Address Type', zh: '地址类型' }, ADDRESS_TYPE_OPTIONS, { required: true, default: 0, list: true, filter: 'eq' }),
    minimumCharge: money({ en: 'Minimum Charge', zh: '最低收费' }, { required: true, min: 0, list: true }),
    rows: json({ en: 'Weight Ranges x Zones', zh: '重量段 × 分区' }, {
      required: true, widget: 'rate-grid',
      help: { en: 'Each row: weight from (exclusive) and to (inclusive) in lb, and a price per zone', zh: '每行：重量起（不含）止（含，磅）及各分区价格' },
    }),
    effectiveFrom: changeEffectiveFrom(),
  },
  uniqueTogether: { fields: ['pricingLevelId', 'carrierServiceId', 'packageType', 'addressType'], message: 'levelPriceCardTaken' },
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: {
    pricingLevelId: 1, carrierServiceId: 1, packageType: 'SAMPLE_PACK', addressType: 0, minimumCharge: '9.0000',
    rows: [{ from: '0', to: '1', zones: { '2': '9.60', '3': '9.95' } }, { from: '1', to: '2', zones: { '2': '10.30', '3': '10.75' } }],
  },
});
