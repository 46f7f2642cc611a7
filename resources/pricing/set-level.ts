import { definePage } from '@console/metadata';

/**
 * Fulfillment > Shipping Settings > Set Level (01 §2 `set-level`, 02 §3 Service level detail,
 * 02 §5 Service detail setting): the handwritten zone grid where a price-list level's own
 * prices are typed — one grid per service and package type (weight ranges x zones), saved as
 * `level-price-card` records through the resource API, so their rules, versions and audit are
 * the engine's. Viewing needs shipping-level view; saving checks the resource's own rights.
 */
export const setLevel = definePage({
  name: 'set-level',
  label: { en: 'Set Level', zh: '设置等级' },
  menu: { group: 'fulfillment', order: 23.5, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-level' },
  screen: 'pricing/set-level',
});
