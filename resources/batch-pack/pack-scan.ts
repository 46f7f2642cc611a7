import { defineResource, relation, text } from '@console/metadata';

/**
 * WMS > Pack scans: one row per unit a packer scanned into an order at the pack station, with
 * who and when; Undo at the station removes the last one of the order being packed, until the
 * order is finished. An order's items count their packed units from these (Packed Qty, kept on
 * the item in the same transaction), and an order cancelled after packing loses them.
 */
export const packScan = defineResource({
  name: 'pack-scan',
  table: 'pack_scan',
  label: { en: 'Pack Scans', zh: '打包扫描记录' },
  singular: { en: 'Pack Scan', zh: '打包扫描' },
  menu: { group: 'wms', hidden: true },
  permission: { module: 'wms', sub: 'batch-pack' },
  actions: [],
  titleField: 'sku',
  dataScope: { through: 'clientOrderId' },
  fields: {
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { required: true, list: true, filter: 'eq', index: true }),
    clientOrderItemId: relation({ en: 'Order Item', zh: '订单商品' }, { resource: 'client-order-item', labelField: 'sku' }, { required: true, show: false }),
    sku: text({ en: 'SKU', zh: 'SKU' }, { required: true, maxLength: 64, list: true, filter: 'eq' }),
    code: text({ en: 'Scanned Code', zh: '扫描条码' }, { required: true, maxLength: 64, list: true }),
    pickBatchId: relation({ en: 'Batch', zh: '波次' }, { resource: 'pick-batch', labelField: 'batchNo' }, { list: true, filter: 'eq' }),
    userName: text({ en: 'Packer', zh: '打包员' }, { required: true, maxLength: 64, list: true, filter: 'eq' }),
  },
  defaultSort: { field: 'id', order: 'asc' },
  sample: { clientOrderId: 1, clientOrderItemId: 1, sku: 'COTTONTS-S-001', code: 'COTTONTS-S-001', userName: 'sample-packer' },
});
