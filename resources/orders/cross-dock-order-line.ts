import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * Orders > Cross Dock's lines: a sku of the order's client (resource `product`, checked by the
 * cross-dock hook; each sku once per order) and the quantity arriving. What was received of it is
 * set by the order's Receive. Written in the order's form while it is a draft (its inline `lines`).
 */
export const crossDockOrderLine = defineResource({
  name: 'cross-dock-order-line',
  table: 'cross_dock_order_line',
  label: { en: 'Cross-Dock Lines', zh: '越库明细' },
  singular: { en: 'Cross-Dock Line', zh: '越库明细' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'cross-dock' },
  actions: [],
  hooks: 'cross-dock-order-line',
  titleField: 'sku',
  dataScope: { through: 'crossDockOrderId' },
  fields: {
    crossDockOrderId: relation({ en: 'Cross-Dock Order', zh: '越库单' }, { resource: 'cross-dock-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', sort: true }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 1000000, list: true }),
    receivedQty: integer({ en: 'Received Qty', zh: '已收数量' }, { required: true, default: 0, creatable: false, form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { crossDockOrderId: 1, sku: 'COTTONTS-S-001', qty: 24 },
});
