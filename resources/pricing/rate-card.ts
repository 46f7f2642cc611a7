import { defineResource, enumOf, relation } from '@console/metadata';
import { cardFields, changeEffectiveFrom } from './options';

/**
 * Fulfillment > Shipping Settings > Rate Card: what a carrier service costs the platform (cost)
 * and lists at (publish) on one shipping account, per package type and address type — the rate
 * engine's `costCard` / `publishCard`. `rows` are the weight ranges (lb; a row holds w when
 * from < w <= to, the first from 0) with a price per zone of 02 §9 (1-12, A, B, C, F, N, K);
 * `minimumCharge` is the least a package costs. One card per account x service x package type x
 * card type x address type (`uniqueTogether`); its rows are checked by the `rate-card` hooks. Dated versions: a card changed today does
 * not re-price last month. Cards are edited as sheets: XLSX out and in, with row-level errors.
 */
export const rateCard = defineResource({
  name: 'rate-card',
  table: 'rate_card',
  label: { en: 'Rate Card', zh: '价卡' },
  menu: { group: 'fulfillment', order: 25, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'rate-card',
  showAddon: 'rate-card-sheet',
  titleField: 'packageType',
  versions: { effectiveField: 'effectiveFrom' },
  // the first screen at 1280 px shows shippingAccountId, cardType, carrierServiceId, packageType; the rest are offered in the column chooser
  listHidden: ['addressType', 'minimumCharge', 'effectiveFrom', 'updateTime'],
  fields: {
    shippingAccountId: relation({ en: 'Shipping Account', zh: '物流账号' }, { resource: 'shipping-account', labelField: 'nickname' }, { required: true, list: true, filter: 'eq', index: true }),
    cardType: enumOf({ en: 'Card Type', zh: '价卡类型' }, [
      { value: 'COST', label: { en: 'Cost rate', zh: '成本价' } },
      { value: 'PUBLISH', label: { en: 'Publish rate', zh: '公布价' } },
    ], { required: true, maxLength: 8, list: true, filter: 'eq' }),
    ...cardFields(),
    effectiveFrom: changeEffectiveFrom(),
  },
  uniqueTogether: { fields: ['shippingAccountId', 'carrierServiceId', 'packageType', 'cardType', 'addressType'], message: 'rateCardTaken' },
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: {
    shippingAccountId: 1, carrierServiceId: 1, packageType: 'SAMPLE_PACK', cardType: 'COST', addressType: 0, minimumCharge: '8.5000',
    rows: [{ from: '0', to: '1', zones: { '2': '9.10', '3': '9.45' } }, { from: '1', to: '2', zones: { '2': '9.80', '3': '10.25' } }],
  },
});
