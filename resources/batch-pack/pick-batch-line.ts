import { defineResource, integer, relation, text } from '@console/metadata';

/**
 * WMS > Batches' pick list: one line per stock row the batch's orders are allocated on (a
 * location, a client's sku, a lot), in walking order (the location's pick sequence, then its
 * code). Drawn by the batch-pack hooks from the orders' allocations whenever the batch's orders
 * change. While the batch is Picking, the picker's count is entered as Picked Qty (it starts at
 * the quantity: only a short pick is typed); Confirm Picking records the shortfall and locks it.
 */
export const pickBatchLine = defineResource({
  name: 'pick-batch-line',
  table: 'pick_batch_line',
  label: { en: 'Pick List', zh: '拣货单' },
  singular: { en: 'Pick Line', zh: '拣货行' },
  menu: { group: 'wms', hidden: true },
  permission: { module: 'wms', sub: 'batch-pack' },
  actions: ['edit'],
  hooks: 'pick-batch-line',
  titleField: 'sku',
  // a user scoped to assigned clients sees their lines only
  dataScope: { through: 'clientId' },
  fields: {
    pickBatchId: relation({ en: 'Batch', zh: '波次' }, { resource: 'pick-batch', labelField: 'batchNo' }, { required: true, editable: false, form: false, filter: 'eq', index: true }),
    walkOrder: integer({ en: 'No.', zh: '序号' }, { required: true, default: 0, form: false, list: true, sort: true }),
    locationId: relation({ en: 'Location', zh: '库位' }, { resource: 'location', labelField: 'code' }, { required: true, editable: false, form: false, list: true }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, editable: false, form: false, list: true, filter: 'contains' }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, form: false, list: true }),
    inventoryId: integer({ en: 'Stock Row', zh: '库存行' }, { required: true, editable: false, form: false, show: false }),
    qty: integer({ en: 'Qty', zh: '数量' }, { required: true, min: 0, max: 1000000, editable: false, form: false, list: true }),
    pickedQty: integer({ en: 'Picked Qty', zh: '已拣数量' }, { required: true, min: 0, max: 1000000, default: 0, list: true }),
    shortQty: integer({ en: 'Short Qty', zh: '缺货数量' }, { required: true, default: 0, form: false, list: true }),
  },
  listTimes: [],
  defaultSort: { field: 'walkOrder', order: 'asc' },
  sample: { pickBatchId: 1, walkOrder: 1, locationId: 1, sku: 'COTTONTS-S-001', clientId: 1, inventoryId: 1, qty: 5, pickedQty: 2, shortQty: 0 },
});
