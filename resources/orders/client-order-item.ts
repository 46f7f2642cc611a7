import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * Orders > Parcel Outbound's items (02 §3 Parcel outbound order: items): a sku of the order's
 * client (resource `product`, checked by the orders hook) and its quantity, a positive integer.
 * Written only in the order's form and transaction (its inline `items`).
 */
export const clientOrderItem = defineResource({
  name: 'client-order-item',
  table: 'client_order_item',
  label: { en: 'Order Items', zh: '订单商品' },
  singular: { en: 'Order Item', zh: '订单商品' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  hooks: 'client-order-item',
  titleField: 'sku',
  dataScope: { through: 'clientOrderId' },
  fields: {
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', sort: true }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 100000, list: true }),
    // units the pack station scanned into the order (resource pack-scan), kept here in the scan's transaction
    packedQty: integer({ en: 'Packed Qty', zh: '已打包数量' }, { required: true, default: 0, creatable: false, form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { clientOrderId: 1, sku: 'COTTONTS-S-001', qty: 1 },
});
