import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * Orders > Inbound's lines: a sku of the order's client (resource `product`, checked by the
 * orders hook; each sku once per order) and the quantity expected. What was received of it,
 * standard and damage, is the sum of its receipts, kept here by the receipts' hook. Written in
 * the order's form while it is a draft (its inline `lines`).
 */
export const inboundOrderLine = defineResource({
  name: 'inbound-order-line',
  table: 'inbound_order_line',
  label: { en: 'Inbound Lines', zh: '入库明细' },
  singular: { en: 'Inbound Line', zh: '入库明细' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  hooks: 'inbound-order-line',
  titleField: 'sku',
  dataScope: { through: 'inboundOrderId' },
  fields: {
    inboundOrderId: relation({ en: 'Inbound Order', zh: '入库单' }, { resource: 'inbound-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', sort: true }),
    expectedQty: integer({ en: 'Expected Qty', zh: '预计数量' }, { required: true, min: 1, max: 1000000, list: true }),
    receivedStandard: integer({ en: 'Received Standard', zh: '已收良品' }, { required: true, default: 0, creatable: false, form: false, list: true }),
    receivedDamage: integer({ en: 'Received Damage', zh: '已收残次品' }, { required: true, default: 0, creatable: false, form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { inboundOrderId: 1, sku: 'COTTONTS-S-001', expectedQty: 24 },
});
