import { defineResource, enumOf, integer, relation, text } from '@console/metadata';
import { BATCH_ORDER_STATUS, BATCH_ORDER_STATUS_OPTIONS } from './options';

const O = BATCH_ORDER_STATUS;

/**
 * WMS > Batches' orders (02 §2 Batch and pack: add to batch, remove from batch), written by the
 * batch's actions: Add to Batch takes parcel orders' numbers (each To Pick of the batch's
 * warehouse, in no other batch; Picking at once when the batch is), Remove on an order's row
 * gives it back, To Pick (the row stays, Removed). Both only until picking is confirmed ('Picked
 * lists and packages cannot be edited after picking is confirmed', 02 §4); the batch's pick list
 * is drawn again from its orders' allocations after each (batch-pack hooks).
 */
export const pickBatchOrder = defineResource({
  name: 'pick-batch-order',
  table: 'pick_batch_order',
  label: { en: 'Batch Orders', zh: '波次订单' },
  singular: { en: 'Batch Order', zh: '波次订单' },
  menu: { group: 'wms', hidden: true },
  permission: { module: 'wms', sub: 'batch-pack' },
  actions: [],
  hooks: 'pick-batch-order',
  titleField: 'orderNo',
  // a user scoped to assigned clients sees their orders of a batch only
  dataScope: { through: 'clientOrderId' },
  fields: {
    pickBatchId: relation({ en: 'Batch', zh: '波次' }, { resource: 'pick-batch', labelField: 'batchNo' }, { required: true, editable: false, filter: 'eq', index: true }),
    orderNo: text({ en: 'Order No.', zh: '订单号' }, {
      required: true, maxLength: 16, editable: false, list: true, filter: 'contains', copyable: true, rules: ['trim'],
      pattern: { regex: '^SO[0-9]{10}$', message: { en: '{field}: SO and 10 digits', zh: '{field}：SO 加 10 位数字' } },
    }),
    clientOrderId: relation({ en: 'Order', zh: '订单' }, { resource: 'client-order', labelField: 'orderNo' }, { required: true, form: false, index: true }),
    sequence: integer({ en: 'Sequence', zh: '顺序' }, { required: true, default: 0, form: false, list: true }),
    units: integer({ en: 'Units', zh: '件数' }, { required: true, default: 0, form: false, list: true }),
    status: enumOf({ en: 'Pick Status', zh: '拣货状态' }, BATCH_ORDER_STATUS_OPTIONS, { required: true, default: O.WAITING, creatable: false, form: false, list: true, filter: 'eq' }),
  },
  customActions: [
    { name: 'remove', label: { en: 'Remove from Batch', zh: '移出波次' }, action: 'edit', when: { field: 'status', in: [O.WAITING] },
      confirm: { en: 'Remove this order from the batch? It goes back to To Pick.', zh: '将此订单移出波次？订单将恢复为待拣货。' },
      done: { en: 'Order {orderNo} removed from the batch', zh: '订单 {orderNo} 已移出波次' } },
  ],
  uniqueTogether: { fields: ['pickBatchId', 'orderNo'], message: { en: 'This order is already in the batch', zh: '该订单已在此波次中' } },
  listTimes: [],
  defaultSort: { field: 'sequence', order: 'asc' },
  sample: { pickBatchId: 1, orderNo: 'SO0000009999', clientOrderId: 1, sequence: 99, units: 1, status: O.WAITING },
});
