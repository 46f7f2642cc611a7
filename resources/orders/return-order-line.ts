import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * Orders > Returns' lines: a sku expected back and its quantity (from an order: one of its items,
 * at most what it shipped less what other returns took back; standalone: a product of the
 * client), checked by the orders hook, each sku once. What inspection decided of it — restocked
 * as standard, as damage, disposed of — is summed here by the inspections' hook. Written in the
 * return's form while it is a draft (its inline `lines`).
 */
export const returnOrderLine = defineResource({
  name: 'return-order-line',
  table: 'return_order_line',
  label: { en: 'Return Lines', zh: '退货明细' },
  singular: { en: 'Return Line', zh: '退货明细' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  hooks: 'return-order-line',
  titleField: 'sku',
  dataScope: { through: 'returnOrderId' },
  fields: {
    returnOrderId: relation({ en: 'Return Order', zh: '退货单' }, { resource: 'return-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains', sort: true }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 100000, list: true }),
    restocked: integer({ en: 'Restocked', zh: '良品上架' }, { required: true, default: 0, creatable: false, form: false, list: true }),
    damaged: integer({ en: 'Restocked as Damage', zh: '残次品上架' }, { required: true, default: 0, creatable: false, form: false, list: true }),
    disposed: integer({ en: 'Disposed', zh: '已销毁' }, { required: true, default: 0, creatable: false, form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { returnOrderId: 1, sku: 'COTTONTS-S-001', qty: 1 },
});
