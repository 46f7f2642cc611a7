import { datetime, defineResource, enumOf, integer, relation, text } from '@console/metadata';
import { CROSS_DOCK_STATUS_OPTIONS, INBOUND_STATUS } from './options';
import { LABEL_GROUP_FIELDS, LABEL_SAVE_CHOICES, addressFields, getRateAction, labelActions, labelFields, replaceLabelView, shippingFields } from './parcel-parts';
import { arrivalFields } from './receiving-parts';

/** 01 §4's inbound and cross-dock statuses (the codes shared with inbound orders). */
const S = INBOUND_STATUS;

/**
 * Orders > Cross Dock (01 §2, 02 §2 `crossdock-list`, which opens this list): a client's cartons
 * that arrive at one of the platform's warehouses and leave again on a carrier's label without
 * being put away. Its lines are the skus and quantities arriving (the client's products); its
 * packages are the cartons as they ship (sides and weight, checked as a parcel order's). Statuses
 * (01 §4): Submit moves a draft to Awaiting; Receive, when the delivery is at the dock, receives
 * every line in full onto the warehouse's receiving location (a receive movement, a lot dated the
 * day) and holds it for the order (an allocation: no parcel order can take it), so the order is
 * Received; Ship sends it on (ship movements) once it has a live label; Complete closes it.
 * Cancel, with a reason, ends an order before it ships: what was received is released onto the
 * dock as the client's stock, to be put away (a label not yet scanned is voided first). Labels
 * are a parcel order's (the carrier adapter, the money, the PDF, the three choices when the
 * service or cartons change under one); a failed replacement lists the order under
 * `cross-dock-order-replace-label` (02 §2). The order number is generated (CD and 10 digits).
 */
export const crossDockOrder = defineResource({
  name: 'cross-dock-order',
  table: 'cross_dock_order',
  label: { en: 'Cross Dock', zh: '越库' },
  singular: { en: 'Cross-Dock Order', zh: '越库单' },
  menu: { group: 'fulfillment', order: 5.3 },
  permission: { module: 'fulfillment', sub: 'cross-dock' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'cross-dock-order',
  titleField: 'orderNo',
  dataScope: { through: 'clientId' },
  // 02 §2's route for the list
  redirectsFrom: ['crossdock-list'],
  // Print Label on the show page (apps/web screens/orders/OrderLabel.tsx), and Get Rate compared across the account's services, as a parcel order's
  showAddon: 'order-label',
  showSection: 'order-rates',
  saveChoices: LABEL_SAVE_CHOICES,
  listViews: [replaceLabelView('cross-dock-order-replace-label', 5.35, { en: 'Cross-Dock Replace Label', zh: '越库重新生成面单' })],
  // the first screen at 1280 px shows the order, client, arrival and status; the rest are offered in the column chooser
  listHidden: [
    'warehouseId', 'referenceNo', 'containerType', 'containerNo', 'shippingAccountId', 'carrierServiceId', 'carrier', 'signatureType', 'labelSize',
    'trackingNo', 'trackingStatus', 'labelTotal', 'labelCreatedAt', 'labelReplaceNeeded', 'submittedAt', 'arrivedAt', 'shippedAt', 'completedAt', 'qty', 'receivedQty', 'createTime',
  ],
  fields: {
    orderNo: text({ en: 'Order No.', zh: '订单号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^CD[0-9]{10}$', message: { en: '{field}: CD and 10 digits', zh: '{field}：CD 加 10 位数字' } },
    }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    ...arrivalFields(),
    ...shippingFields(),
    ...addressFields(),
    status: enumOf({ en: 'Status', zh: '状态' }, CROSS_DOCK_STATUS_OPTIONS, { required: true, default: S.DRAFT, creatable: false, form: false, list: true, filter: 'in' }),
    cancelReason: text({ en: 'Cancel Reason', zh: '取消原因' }, { maxLength: 255, form: false }),
    submittedAt: datetime({ en: 'Submitted', zh: '提交时间' }, { form: false, list: true, sort: true }),
    arrivedAt: datetime({ en: 'Received', zh: '收货时间' }, { form: false, list: true, sort: true }),
    shippedAt: datetime({ en: 'Shipped', zh: '发货时间' }, { form: false, list: true, sort: true }),
    completedAt: datetime({ en: 'Completed', zh: '完成时间' }, { form: false, list: true, sort: true }),
    ...labelFields(),
    // the lines' sums, read with the order (the cross-dock hook's afterRead)
    qty: integer({ en: 'Qty', zh: '数量' }, { storage: 'computed', list: true }),
    receivedQty: integer({ en: 'Received Qty', zh: '已收数量' }, { storage: 'computed', list: true }),
    note: text({ en: 'Note', zh: '备注' }, { maxLength: 255, rules: ['trim'] }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'order', label: { en: 'Order', zh: '订单' }, fields: ['orderNo', 'clientId', 'warehouseId', 'referenceNo', 'status', 'cancelReason', 'note'] },
      { key: 'arrival', label: { en: 'Arrival', zh: '到货' }, fields: ['expectedArrival', 'containerType', 'containerNo', 'submittedAt', 'arrivedAt', 'qty', 'receivedQty'] },
      { key: 'shipping', label: { en: 'Shipping', zh: '物流' }, fields: ['shippingAccountId', 'carrierServiceId', 'carrier', 'packageType', 'signatureType', 'labelSize', 'shippedAt', 'completedAt'] },
      { key: 'label', label: { en: 'Label', zh: '面单' }, fields: LABEL_GROUP_FIELDS },
      { key: 'addresses', label: { en: 'Addresses', zh: '地址' }, fields: ['recipient', 'sender'] },
    ],
  },
  transitions: {
    field: 'status',
    allowed: {
      [S.DRAFT]: [S.AWAITING, S.CANCELLED],
      [S.AWAITING]: [S.RECEIVED, S.CANCELLED],
      [S.RECEIVED]: [S.SHIPPED, S.CANCELLED],
      [S.SHIPPED]: [S.COMPLETED],
    },
  },
  customActions: [
    // the order of the work: the first three offered on a record are its inline buttons (02 §2), the rest under More
    { name: 'submit', label: { en: 'Submit', zh: '提交' }, action: 'edit', when: { field: 'status', in: [S.DRAFT] }, done: { en: 'Cross-dock order {orderNo} submitted', zh: '越库单 {orderNo} 已提交' } },
    {
      name: 'receive', label: { en: 'Receive', zh: '收货' }, action: 'edit', when: { field: 'status', in: [S.AWAITING] },
      confirm: { en: 'Receive every line in full at the dock? The stock is held for this order until it ships.', zh: '按全部明细数量在月台收货？库存将为此单保留直至发货。' },
      done: { en: 'Cross-dock order {orderNo} received at {location}', zh: '越库单 {orderNo} 已在 {location} 收货' },
    },
    labelActions([S.DRAFT, S.AWAITING, S.RECEIVED]).create,
    getRateAction([S.DRAFT, S.AWAITING, S.RECEIVED]),
    {
      name: 'ship', label: { en: 'Ship', zh: '发货' }, action: 'edit', when: { field: 'status', in: [S.RECEIVED] },
      done: { en: 'Cross-dock order {orderNo} shipped', zh: '越库单 {orderNo} 已发货' },
    },
    {
      name: 'complete', label: { en: 'Complete', zh: '完成' }, action: 'edit', when: { field: 'status', in: [S.SHIPPED] },
      done: { en: 'Cross-dock order {orderNo} completed', zh: '越库单 {orderNo} 已完成' },
    },
    labelActions([]).void,
    {
      name: 'cancel', label: { en: 'Cancel', zh: '取消' }, action: 'edit', bulk: false, when: { field: 'status', in: [S.DRAFT, S.AWAITING, S.RECEIVED] },
      done: { en: 'Cross-dock order {orderNo} cancelled', zh: '越库单 {orderNo} 已取消' },
      input: { reason: text({ en: 'Cancel Reason', zh: '取消原因' }, { required: true, maxLength: 255, rules: ['trim'] }) },
    },
  ],
  children: [
    { resource: 'cross-dock-order-line', foreignKey: 'crossDockOrderId', key: 'lines', inline: { max: 200 }, onParentDelete: 'cascade' },
    { resource: 'cross-dock-order-package', foreignKey: 'crossDockOrderId', key: 'packages', inline: { max: 20 }, onParentDelete: 'cascade' },
  ],
  editWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft order can be edited', zh: '只能编辑草稿订单' } },
  deleteWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft cross-dock order can be deleted; cancel it instead', zh: '只能删除草稿越库单，请改为取消' } },
  indexes: [['clientId', 'status', 'createTime'], ['warehouseId', 'status', 'createTime'], ['status', 'createTime']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    clientId: 1, warehouseId: 1, referenceNo: 'XD-SAMPLE-1', expectedArrival: '2026-12-01', containerType: '40 FT',
    shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient: { name: 'Receiving Dock', company: 'Retail DC 12', addressLine1: '2200 Commerce Dr', addressLine2: '', city: 'Columbus', stateCode: 'OH', zipCode: '43219', countryCode: 'US', phone: '6145550100', email: 'dock12@example.com', isResidential: false },
    sender: { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false },
    note: 'Sample',
  },
});
