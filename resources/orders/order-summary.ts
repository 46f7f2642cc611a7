import { definePage } from '@console/metadata';

/**
 * Fulfillment > Order Summary (02 §2 `order-summary`): parcel orders made over a range of days
 * (the shortcuts of 02 §9: last week, last month, last 3 months), a chart of orders per day by
 * status and, beside it, their counts and label totals per client, warehouse and status;
 * exported as XLSX. `GET /api/orders/summary` (view) and `.../export` (all); a sales user's
 * figures are their clients' only. Handwritten: a chart and a table, not a list of records.
 */
export const orderSummary = definePage({
  name: 'order-summary',
  label: { en: 'Order Summary', zh: '订单汇总' },
  menu: { group: 'fulfillment', order: 6.9 },
  permission: { module: 'fulfillment', sub: 'orders-summary' },
  screen: 'orders/order-summary',
});
