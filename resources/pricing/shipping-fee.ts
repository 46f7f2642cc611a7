import { definePage } from '@console/metadata';

/**
 * Fulfillment > Shipping Settings > Shipping Fee (01 §2 `shipping-fee`): what a client pays per
 * service and zone under its level — the fee sheet (`GET /api/{product}-shipment/admin/rate/
 * fee-sheet`: base price per weight range and zone beside cost and publish) — and a quote of one
 * shipment explained line by line (`POST .../rate/quote`). Handwritten: two tools, not a table.
 */
export const shippingFee = definePage({
  name: 'shipping-fee',
  label: { en: 'Shipping Fee', zh: '运费' },
  menu: { group: 'fulfillment', order: 26.8, section: 'shippingSettings' },
  permission: { module: 'fulfillment', sub: 'shipping-fee-detail' },
  screen: 'pricing/shipping-fee',
});
