import { defineResource, integer, relation, text } from '@console/metadata';
import { INBOUND_STATUS } from './options';
import { RECEIVING_TRANSITIONS, etaField, receivingActions, receivingOrderFields } from './receiving-parts';

/**
 * Orders > Returns (01 §2, 02 §2 `return-order`): units a client's customers send back to one of
 * the platform's warehouses, from a parcel order it shipped or standalone (a return with no
 * order in the console). Its lines are the skus and quantities expected back: from an order,
 * only what it shipped and was not returned already; standalone, the client's products. Its
 * inspections are what the dock decided for each unit: restocked as standard or as damage (a
 * return movement of the inventory into a location, a lot dated the day inspected) or disposed
 * of (recorded; the units never re-enter the stock). Statuses are those of an inbound order
 * (01 §4 gives returns none of their own): Submit to Awaiting; Received once every line is
 * inspected in full; Complete closes it, short or in full; Cancel, with a reason, ends one nothing
 * was inspected on. The number is generated (RT and 10 digits).
 */
export const returnOrder = defineResource({
  name: 'return-order',
  table: 'return_order',
  label: { en: 'Returns', zh: '退货单' },
  singular: { en: 'Return Order', zh: '退货单' },
  menu: { group: 'fulfillment', order: 6.7 },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'return-order',
  titleField: 'orderNo',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows the return, client, order, status and quantity; the rest are offered in the column chooser
  listHidden: ['warehouseId', 'rmaNo', 'trackingNo', 'expectedArrival', 'inspectedQty', 'arrivedAt', 'submittedAt', 'completedAt', 'createTime'],
  fields: {
    orderNo: text({ en: 'Return No.', zh: '退货单号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^RT[0-9]{10}$', message: { en: '{field}: RT and 10 digits', zh: '{field}：RT 加 10 位数字' } },
    }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    // from a shipped parcel order of the client, or none (standalone)
    clientOrderId: relation({ en: 'Outbound Order', zh: '出库单' }, { resource: 'client-order', labelField: 'orderNo', match: { clientId: 'clientId' } }, {
      editable: false, list: true, filter: 'eq', help: { en: 'The shipped order the units come back from; empty for a standalone return', zh: '退回商品所属的已发货订单；独立退货留空' },
    }),
    rmaNo: text({ en: 'RMA No.', zh: 'RMA 号' }, { maxLength: 64, list: true, filter: 'contains', searchable: true, rules: ['trim'] }),
    trackingNo: text({ en: 'Return Tracking No.', zh: '退货跟踪号' }, { maxLength: 40, list: true, filter: 'eq', copyable: true, rules: ['trim'] }),
    reason: text({ en: 'Return Reason', zh: '退货原因' }, { maxLength: 255, rules: ['trim'] }),
    expectedArrival: etaField(false),
    ...receivingOrderFields(),
    // the lines' sums, read with the order (the orders hook's afterRead)
    expectedQty: integer({ en: 'Qty', zh: '数量' }, { storage: 'computed', list: true }),
    inspectedQty: integer({ en: 'Inspected Qty', zh: '已检数量' }, { storage: 'computed', list: true }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'order', label: { en: 'Return', zh: '退货' }, fields: ['orderNo', 'clientId', 'warehouseId', 'clientOrderId', 'rmaNo', 'status', 'reason', 'cancelReason'] },
      { key: 'arrival', label: { en: 'Arrival', zh: '到货' }, fields: ['trackingNo', 'expectedArrival', 'submittedAt', 'arrivedAt', 'completedAt'] },
      { key: 'quantities', label: { en: 'Quantities', zh: '数量' }, fields: ['expectedQty', 'inspectedQty'] },
    ],
  },
  transitions: RECEIVING_TRANSITIONS,
  customActions: receivingActions({ en: 'Return order', zh: '退货单' }, { en: 'inspected', zh: '质检' }),
  children: [
    { resource: 'return-order-line', foreignKey: 'returnOrderId', key: 'lines', inline: { max: 200 }, onParentDelete: 'cascade' },
    { resource: 'return-inspection', foreignKey: 'returnOrderId', key: 'inspections', label: { en: 'Inspection', zh: '质检记录' }, onParentDelete: 'refuse' },
  ],
  editWhen: { field: 'status', in: [INBOUND_STATUS.DRAFT], message: { en: 'Only a draft order can be edited', zh: '只能编辑草稿订单' } },
  deleteWhen: { field: 'status', in: [INBOUND_STATUS.DRAFT], message: { en: 'Only a draft return order can be deleted; cancel it instead', zh: '只能删除草稿退货单，请改为取消' } },
  indexes: [['clientId', 'status', 'createTime'], ['warehouseId', 'status', 'createTime'], ['status', 'createTime'], ['clientOrderId']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientId: 1, warehouseId: 1, rmaNo: 'RMA-SAMPLE-1', reason: 'Wrong size' },
});
