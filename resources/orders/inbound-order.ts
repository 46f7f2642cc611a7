import { defineResource, integer, relation, text } from '@console/metadata';
import { INBOUND_STATUS } from './options';
import { RECEIVING_TRANSITIONS, arrivalFields, receivingActions, receivingOrderFields } from './receiving-parts';

/**
 * Orders > Inbound (01 §2, 02 §2 `inbound-order`): a client's stock announced to one of the
 * platform's warehouses. Its lines are the skus expected and their quantities (the client's
 * products); its receipts are what the dock counted in, each a receive movement of the inventory
 * (standard and damage into a put-away location, a new lot dated the day received), so receiving
 * is seen on the stock at once and `GET /api/inventory/verify` accounts for it.
 * Statuses (01 §4): Submit moves a draft to Awaiting; the receipt that completes every line moves
 * it to Received (reversing one moves it back); Complete closes it, in full or short (a 3PL
 * closes an inbound whose missing cartons will not come); Cancel, with a reason, ends a draft or
 * an awaiting order nothing was received on (received stock is reversed receipt by receipt first).
 * The order number is generated (IB and 10 digits). What stays open in the spec (which statuses an
 * inbound order goes through, over-receipt) is read as a warehouse lead would: nothing received
 * beyond a line's expected quantity; the surplus is a new inbound order.
 */
export const inboundOrder = defineResource({
  name: 'inbound-order',
  table: 'inbound_order',
  label: { en: 'Inbound', zh: '入库单' },
  singular: { en: 'Inbound Order', zh: '入库单' },
  menu: { group: 'fulfillment', order: 5 },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'inbound-order',
  titleField: 'orderNo',
  dataScope: { through: 'clientId' },
  // the first screen at 1280 px shows the order, client, arrival, status and expected quantity; the rest are offered in the column chooser
  listHidden: ['warehouseId', 'referenceNo', 'containerType', 'containerNo', 'trackingNo', 'receivedStandard', 'receivedDamage', 'arrivedAt', 'completedAt', 'submittedAt', 'createTime'],
  fields: {
    orderNo: text({ en: 'Inbound No.', zh: '入库单号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^IB[0-9]{10}$', message: { en: '{field}: IB and 10 digits', zh: '{field}：IB 加 10 位数字' } },
    }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    ...arrivalFields(),
    trackingNo: text({ en: 'Tracking / BOL No.', zh: '跟踪号 / 提单号' }, { maxLength: 40, list: true, filter: 'eq', rules: ['trim'] }),
    ...receivingOrderFields(),
    // the lines' sums, read with the order (the orders hook's afterRead)
    expectedQty: integer({ en: 'Expected Qty', zh: '预计数量' }, { storage: 'computed', list: true }),
    receivedStandard: integer({ en: 'Received Standard', zh: '已收良品' }, { storage: 'computed', list: true }),
    receivedDamage: integer({ en: 'Received Damage', zh: '已收残次品' }, { storage: 'computed', list: true }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'order', label: { en: 'Order', zh: '订单' }, fields: ['orderNo', 'clientId', 'warehouseId', 'referenceNo', 'status', 'cancelReason', 'note'] },
      { key: 'arrival', label: { en: 'Arrival', zh: '到货' }, fields: ['expectedArrival', 'containerType', 'containerNo', 'trackingNo', 'submittedAt', 'arrivedAt', 'completedAt'] },
      { key: 'quantities', label: { en: 'Quantities', zh: '数量' }, fields: ['expectedQty', 'receivedStandard', 'receivedDamage'] },
    ],
  },
  transitions: RECEIVING_TRANSITIONS,
  customActions: receivingActions({ en: 'Inbound order', zh: '入库单' }, { en: 'received', zh: '收货' }),
  children: [
    { resource: 'inbound-order-line', foreignKey: 'inboundOrderId', key: 'lines', inline: { max: 200 }, onParentDelete: 'cascade' },
    { resource: 'inbound-receipt', foreignKey: 'inboundOrderId', key: 'receipts', label: { en: 'Receiving', zh: '收货记录' }, onParentDelete: 'refuse' },
  ],
  editWhen: { field: 'status', in: [INBOUND_STATUS.DRAFT], message: { en: 'Only a draft order can be edited', zh: '只能编辑草稿订单' } },
  deleteWhen: { field: 'status', in: [INBOUND_STATUS.DRAFT], message: { en: 'Only a draft inbound order can be deleted; cancel it instead', zh: '只能删除草稿入库单，请改为取消' } },
  indexes: [['clientId', 'status', 'createTime'], ['warehouseId', 'status', 'createTime'], ['status', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientId: 1, warehouseId: 1, referenceNo: 'PO-SAMPLE-1', expectedArrival: '2026-12-01', containerType: '40 FT', note: 'Sample' },
});
