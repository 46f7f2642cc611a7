import { defineResource, relation } from '@console/metadata';
import { cardFields, changeEffectiveFrom } from './options';

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
    ...cardFields(),
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
