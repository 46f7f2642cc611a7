import { defineResource, enumOf, lte, text } from '@console/metadata';
import { CARRIERS, ZONE_OPTIONS } from './options';

/**
 * Fulfillment > Shipping Settings > Zone Chart: a carrier's zones from an origin ZIP3 to ranges of
 * destination ZIP3s (the carriers publish them per origin; 02 §9's zones 1-12, A, B, C, F, N, K).
 * A quote reads the row whose range holds the destination's ZIP3; none means 'The address is
 * incorrect, so the estimated rate and delivery time cannot be calculated' (02 §8). Imported
 * from XLSX, with row-level errors, like any importable list.
 */
export const zoneChart = defineResource({
  name: 'zone-chart',
  table: 'zone_chart',
  label: { en: 'Zone Chart', zh: '分区表' },
  menu: { group: 'fulfillment', order: 24, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  actions: ['create', 'edit', 'delete', 'export'],
  import: true,
  titleField: 'originZip3',
  // the first screen at 1280 px shows carrier, originZip3, destZip3From, zone; the rest are offered in the column chooser
  listHidden: ['destZip3To', 'createTime'],
  fields: {
    carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { required: true, list: true, filter: 'eq', sort: true }),
    originZip3: text({ en: 'Origin ZIP3', zh: '始发邮编前三位' }, { required: true, maxLength: 3, list: true, filter: 'eq', sort: true, rules: ['trim'], pattern: { regex: '^[0-9]{3}$', message: 'zip3Invalid' } }),
    destZip3From: text({ en: 'Destination ZIP3 From', zh: '目的邮编前三位起' }, { required: true, maxLength: 3, list: true, filter: 'eq', sort: true, rules: ['trim'], pattern: { regex: '^[0-9]{3}$', message: 'zip3Invalid' } }),
    destZip3To: text({ en: 'Destination ZIP3 To', zh: '目的邮编前三位止' }, { required: true, maxLength: 3, list: true, rules: ['trim'], pattern: { regex: '^[0-9]{3}$', message: 'zip3Invalid' } }),
    zone: enumOf({ en: 'Zone', zh: '分区' }, ZONE_OPTIONS, { required: true, maxLength: 2, list: true, filter: 'eq' }),
  },
  recordRules: [lte('destZip3From', 'destZip3To', { en: 'The range ends before it starts', zh: '区间结束早于开始' })],
  indexes: [['carrier', 'originZip3', 'destZip3From']],
  defaultSort: { field: 'destZip3From', order: 'asc' },
  maxPageSize: 5000,
  sample: { carrier: 2, originZip3: '917', destZip3From: '900', destZip3To: '935', zone: '2' },
});
