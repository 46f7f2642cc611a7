import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * Orders > Freight Outbound's items (02 §3: sku, FNSKU, qty, pick location): a sku of the order's
 * client (resource `product`, checked by the orders hook), its Amazon FNSKU and quantity, and the
 * location to pick it from when the warehouse names one (in the order's warehouse). Submit
 * allocates the items' stock. Written in the order's form while it is a draft (its inline `items`).
 */
export const freightOrderItem = defineResource({
  name: 'freight-order-item',
  table: 'freight_order_item',
  label: { en: 'Freight Items', zh: '大货商品' },
  singular: { en: 'Freight Item', zh: '大货商品' },
  menu: { group: 'fulfillment', hidden: true },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: [],
  hooks: 'freight-order-item',
  titleField: 'sku',
  dataScope: { through: 'freightOrderId' },
  fields: {
    freightOrderId: relation({ en: 'Freight Order', zh: '大货出库单' }, { resource: 'freight-order', labelField: 'orderNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, rules: ['trim'], list: true, filter: 'contains' }),
    fnsku: text({ en: 'FNSKU', zh: 'FNSKU' }, {
      maxLength: 10, rules: ['trim'], list: true, pattern: { regex: '^[0-9A-Z]{10}$', message: { en: '{field}: 10 letters or digits, e.g. X001ABCD23', zh: '{field}：10 位字母或数字，例如 X001ABCD23' } },
    }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 1, max: 1000000, list: true }),
    pickLocationId: relation({ en: 'Pick Location', zh: '拣货库位' }, { resource: 'location', labelField: 'code' }, { list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'id', order: 'asc' },
  sample: { freightOrderId: 1, sku: 'COTTONTS-S-001', fnsku: 'X001ABCD23', qty: 1 },
});
