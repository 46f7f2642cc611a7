import { boolean, date, datetime, defineResource, enumOf, file, integer, json, relation, text } from '@console/metadata';
import {
  CANCEL_STATUS, CANCEL_STATUS_OPTIONS, CONTAINER_METHODS, CONTAINER_TYPE_OPTIONS, DELIVERY_METHOD_OPTIONS, DELIVERY_TYPE_OPTIONS, DESTINATION_TYPE_OPTIONS,
  FREIGHT_STATUS, FREIGHT_STATUS_OPTIONS,
} from './options';

const S = FREIGHT_STATUS;
/** 02 §5, §9: freight documents at most 10 MB each and 5 per type; a shipping label PDF only, the others also spreadsheets and Word. */
const TEN_MB = 10 * 1024 * 1024;

/**
 * Orders > Freight Outbound (02 §3 Freight outbound order; its screens' routes are not shown:
 * `freight-order`): a client's pallets or cartons leaving one of the platform's warehouses by
 * freight or carrier delivery, to an FBA warehouse or elsewhere. Every field of 02 §3; its
 * packages (package type no, qty, sides, weight) and items (sku, FNSKU, qty, pick location) are
 * inline child tables; its documents are two file fields (shipping labels, others: 02 §5's types
 * and limits). Statuses move as 02 §4 lists them, by the actions: Submit allocates the items'
 * stock (the parcel orders' allocation), Process, Ready to Ship, Ship (the allocated stock
 * leaves), Complete; Cancel (02 §5: a reason is required) releases or returns the stock. The
 * rules of 02 §5 are the orders hook's (freight/freight-rules.ts). Billing automation charges its
 * events (Process: pick, Ready to Ship: pack, Ship, Complete) by the client's plan, listed under
 * its Charge & Fees tab. The show page prints its bill of lading (the `bol` document, a PDF of the
 * pallets, packages and addresses).
 */
export const freightOrder = defineResource({
  name: 'freight-order',
  table: 'freight_order',
  label: { en: 'Freight Outbound', zh: '大货出库单' },
  singular: { en: 'Freight Outbound Order', zh: '大货出库单' },
  menu: { group: 'fulfillment', order: 6.2 },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'freight-order',
  titleField: 'orderNo',
  dataScope: { through: 'clientId' },
  // 02 §2: the view's tabs are Detail, Activity Log (the record's history of status moves and edits) and Charge & Fees (its child below)
  showTabs: { details: { en: 'Detail', zh: '详情' }, history: { en: 'Activity Log', zh: '操作日志' } },
  documents: [{ name: 'bol', label: { en: 'Bill of Lading', zh: '提单' }, format: 'pdf' }],
  // Merged BOL on the list's selection (apps/web screens/orders/MergedBol.tsx): one PDF of their bills of lading
  bulkAddon: 'freight-merged-bol',
  // the first screen at 1280 px shows the order, client, ship date and status; the rest are offered in the column chooser (and filter as before)
  listHidden: [
    'warehouseId', 'destinationType', 'deliveryType', 'deliveryMethod', 'containerType', 'amazonShipmentId', 'amazonReferenceId', 'proNumber', 'appointmentIsa', 'masterTracking',
    'shippingAccountId', 'relatedOrderNo', 'palletCount', 'totalPackageQty', 'poBox', 'cancelStatus', 'submittedAt', 'shippedAt', 'createTime',
  ],
  fields: {
    orderNo: text({ en: 'Order No.', zh: '订单号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^FO[0-9]{10}$', message: { en: '{field}: FO and 10 digits', zh: '{field}：FO 加 10 位数字' } },
    }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    destinationType: enumOf({ en: 'Destination Type', zh: '目的地类型' }, DESTINATION_TYPE_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    deliveryType: enumOf({ en: 'Delivery Type', zh: '派送类型' }, DELIVERY_TYPE_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    deliveryMethod: enumOf({ en: 'Delivery Method', zh: '派送方式' }, DELIVERY_METHOD_OPTIONS, { required: true, default: 1, list: true, filter: 'eq' }),
    containerType: enumOf({ en: 'Container Type', zh: '柜型' }, CONTAINER_TYPE_OPTIONS, { maxLength: 12, list: true, filter: 'eq', visibleWhen: { field: 'deliveryMethod', in: CONTAINER_METHODS } }),
    requestShipDate: date({ en: 'Request Ship Date', zh: '要求发货日期' }, { required: true, list: true, filter: 'between', sort: true }),
    amazonShipmentId: text({ en: 'Amazon Shipment ID', zh: '亚马逊货件号' }, {
      maxLength: 16, list: true, filter: 'eq', copyable: true, rules: ['trim'], visibleWhen: { field: 'destinationType', in: [1] },
      pattern: { regex: '^FBA[0-9A-Z]{8,12}$', message: { en: '{field}: FBA and 8 to 12 letters or digits, e.g. FBA15D6Z8Q2K', zh: '{field}：FBA 加 8 到 12 位字母或数字，例如 FBA15D6Z8Q2K' } },
    }),
    amazonReferenceId: text({ en: 'Amazon Reference ID', zh: '亚马逊参考号' }, {
      maxLength: 16, list: true, filter: 'eq', rules: ['trim'], visibleWhen: { field: 'destinationType', in: [1] },
      pattern: { regex: '^[0-9A-Z]{8}$', message: { en: '{field}: 8 letters or digits', zh: '{field}：8 位字母或数字' } },
    }),
    proNumber: text({ en: 'PRO Number', zh: 'PRO 号' }, { maxLength: 32, list: true, filter: 'eq', copyable: true, rules: ['trim'] }),
    appointmentIsa: text({ en: 'Appointment ISA', zh: '预约 ISA' }, {
      maxLength: 16, list: true, filter: 'eq', rules: ['trim'], pattern: { regex: '^[0-9]{6,16}$', message: { en: '{field}: 6 to 16 digits', zh: '{field}：6 到 16 位数字' } },
    }),
    masterTracking: text({ en: 'Master Tracking', zh: '主跟踪号' }, { maxLength: 40, list: true, filter: 'eq', copyable: true, rules: ['trim'] }),
    shippingAccountId: relation({ en: 'Shipping Account', zh: '物流账号' }, { resource: 'shipping-account', labelField: 'nickname' }, { list: true, filter: 'eq' }),
    // 02 §5: a related order already used by another freight order (not cancelled) is refused
    relatedOrderNo: text({ en: 'Related Order No.', zh: '关联订单号' }, { maxLength: 40, list: true, filter: 'eq', rules: ['trim'] }),
    // 02 §3 recipient: name, address lines, city, state, zip, country, phone, email (the address widget) and the PO box flag
    recipient: json({ en: 'Recipient', zh: '收件人' }, { required: true, widget: 'address' }),
    poBox: boolean({ en: 'PO Box', zh: '邮政信箱' }, { required: true, default: false, list: true }),
    // 02 §9: greater than 0 and below 99999
    palletCount: integer({ en: 'Pallet Count', zh: '托盘数' }, { min: 1, max: 99998, list: true }),
    totalPackageQty: integer({ en: 'Total Package Qty', zh: '总箱数' }, { storage: 'computed', list: true }),
    // 02 §5: a tax id (SIN) of 9 to 12 characters
    taxId: text({ en: 'Tax ID (SIN)', zh: '税号（SIN）' }, {
      maxLength: 12, rules: ['trim'], pattern: { regex: '^.{9,12}$', message: { en: '{field}: 9 to 12 characters', zh: '{field}：9 到 12 个字符' } },
    }),
    // 02 §5: an international order's ITN must be obtained first (AES ITN: X + 14 digits)
    itn: text({ en: 'ITN', zh: 'ITN' }, {
      maxLength: 15, rules: ['trim'], pattern: { regex: '^X[0-9]{14}$', message: { en: '{field}: X and 14 digits, e.g. X20261123456789', zh: '{field}：X 加 14 位数字，例如 X20261123456789' } },
    }),
    shippingLabels: file({ en: 'Shipping Labels', zh: '面单' }, { file: { accept: ['pdf'], maxFiles: 5, maxBytes: TEN_MB }, show: true }),
    otherDocuments: file({ en: 'Other Documents', zh: '其他文件' }, { file: { accept: ['pdf', 'png', 'jpeg', 'jpg', 'xlsx', 'xls', 'doc', 'docx'], maxFiles: 5, maxBytes: TEN_MB }, show: true }),
    status: enumOf({ en: 'Status', zh: '状态' }, FREIGHT_STATUS_OPTIONS, { required: true, default: S.DRAFT, creatable: false, form: false, list: true, filter: 'in' }),
    cancelStatus: enumOf({ en: 'Cancel Status', zh: '取消状态' }, CANCEL_STATUS_OPTIONS, { required: true, default: CANCEL_STATUS.NOT_CANCELLED, creatable: false, form: false, list: true, filter: 'eq' }),
    cancelReason: text({ en: 'Cancel Reason', zh: '取消原因' }, { maxLength: 255, form: false }),
    submittedAt: datetime({ en: 'Submitted', zh: '提交时间' }, { form: false, list: true, sort: true }),
    shippedAt: datetime({ en: 'Shipped', zh: '发货时间' }, { form: false, list: true, sort: true }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'order', label: { en: 'Order', zh: '订单' }, fields: ['orderNo', 'clientId', 'warehouseId', 'relatedOrderNo', 'status', 'cancelStatus', 'cancelReason', 'submittedAt', 'shippedAt'] },
      { key: 'delivery', label: { en: 'Delivery', zh: '派送' }, fields: ['destinationType', 'deliveryType', 'deliveryMethod', 'containerType', 'requestShipDate', 'shippingAccountId', 'proNumber', 'masterTracking'] },
      { key: 'amazon', label: { en: 'Amazon', zh: '亚马逊' }, fields: ['amazonShipmentId', 'amazonReferenceId', 'appointmentIsa'] },
      { key: 'recipient', label: { en: 'Recipient', zh: '收件人' }, fields: ['recipient', 'poBox'] },
      { key: 'cargo', label: { en: 'Cargo', zh: '货物' }, fields: ['palletCount', 'totalPackageQty', 'taxId', 'itn'] },
      { key: 'documents', label: { en: 'Documents', zh: '文件' }, fields: ['shippingLabels', 'otherDocuments'] },
    ],
  },
  transitions: {
    field: 'status',
    allowed: {
      [S.DRAFT]: [S.SUBMITTED, S.CANCELLED],
      [S.SUBMITTED]: [S.PROCESSING, S.CANCELLED],
      [S.PROCESSING]: [S.TO_SHIP, S.CANCELLED],
      [S.TO_SHIP]: [S.SHIPPED, S.CANCELLED],
      [S.SHIPPED]: [S.COMPLETED, S.CANCELLED],
    },
  },
  customActions: [
    { name: 'submit', label: { en: 'Submit', zh: '提交' }, action: 'edit', when: { field: 'status', in: [S.DRAFT] }, done: { en: 'Freight order {orderNo} submitted', zh: '大货出库单 {orderNo} 已提交' } },
    { name: 'process', label: { en: 'Process', zh: '开始处理' }, action: 'edit', when: { field: 'status', in: [S.SUBMITTED] }, done: { en: 'Freight order {orderNo} processing', zh: '大货出库单 {orderNo} 处理中' } },
    { name: 'readyToShip', label: { en: 'Ready to Ship', zh: '待发货' }, action: 'edit', when: { field: 'status', in: [S.PROCESSING] }, done: { en: 'Freight order {orderNo} ready to ship', zh: '大货出库单 {orderNo} 待发货' } },
    { name: 'ship', label: { en: 'Ship', zh: '发货' }, action: 'edit', when: { field: 'status', in: [S.TO_SHIP] }, done: { en: 'Freight order {orderNo} shipped', zh: '大货出库单 {orderNo} 已发货' } },
    { name: 'complete', label: { en: 'Complete', zh: '完成' }, action: 'edit', when: { field: 'status', in: [S.SHIPPED] }, done: { en: 'Freight order {orderNo} completed', zh: '大货出库单 {orderNo} 已完成' } },
    {
      name: 'cancel', label: { en: 'Cancel', zh: '取消' }, action: 'edit', bulk: false, when: { field: 'status', in: [S.DRAFT, S.SUBMITTED, S.PROCESSING, S.TO_SHIP, S.SHIPPED] },
      done: { en: 'Freight order {orderNo} cancelled', zh: '大货出库单 {orderNo} 已取消' },
      input: { reason: text({ en: 'Cancel Reason', zh: '取消原因' }, { required: true, maxLength: 255, rules: ['trim'] }) },
    },
  ],
  children: [
    { resource: 'freight-order-package', foreignKey: 'freightOrderId', key: 'packages', inline: { max: 200 }, onParentDelete: 'cascade' },
    { resource: 'freight-order-item', foreignKey: 'freightOrderId', key: 'items', inline: { max: 200 }, onParentDelete: 'cascade' },
    // 02 §2's third tab: what billing automation charged the order, event by event (resources/billing/billing-charge.ts)
    { resource: 'billing-charge', foreignKey: 'freightOrderId', label: { en: 'Charge & Fees', zh: '费用明细' }, tab: true, onParentDelete: 'refuse' },
  ],
  editWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft order can be edited', zh: '只能编辑草稿订单' } },
  deleteWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft order can be deleted; cancel it instead', zh: '只能删除草稿订单，请改为取消' } },
  indexes: [['clientId', 'status', 'createTime'], ['warehouseId', 'status', 'createTime'], ['status', 'createTime'], ['relatedOrderNo']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    clientId: 1, warehouseId: 1, destinationType: 1, deliveryType: 1, deliveryMethod: 1, containerType: '53 FT', requestShipDate: '2026-12-10', amazonShipmentId: 'FBA15D6Z8Q2K', palletCount: 2,
    recipient: { name: 'Amazon ONT8', company: 'Amazon.com Services', addressLine1: '24300 Nandina Ave', addressLine2: '', city: 'Moreno Valley', stateCode: 'CA', zipCode: '92551', countryCode: 'US', phone: '9515550100', email: '', isResidential: false },
  },
});
