import { boolean, datetime, defineResource, enumOf, money, relation, requiredWhen, text, type ListTabs } from '@console/metadata';
import { LITHIUM_OPTIONS } from '../inventory/options';
import { CANCEL_STATUS, CANCEL_STATUS_OPTIONS, ORDER_STATUS, ORDER_STATUS_OPTIONS, TRACKING_STATUS_OPTIONS } from './options';
import { LABEL_GROUP_FIELDS, LABEL_SAVE_CHOICES, addressFields, getRateAction, labelActions, labelFields, replaceLabelView, shippingFields } from './parcel-parts';

const S = ORDER_STATUS;
/** 02 §4: a submitted order may be cancelled at any step before it is completed (a shipped one's stock comes back). */
const CANCELLABLE = [S.DRAFT, S.TO_PICK, S.PICKING, S.TO_PACK, S.TO_SHIP, S.SHIPPED];
/** 02 §4 tracking status label created (TRACKING_STATUS_OPTIONS, libs/carriers TRACKING_STATUS): the carrier has not scanned the parcel yet. */
const LABEL_CREATED = 1;
/** Every other tracking status: the carrier has the parcel (in transit, delivered, exception) or the label is being voided or is void. */
const NOT_LABEL_CREATED = TRACKING_STATUS_OPTIONS.map((o) => o.value).filter((v) => v !== LABEL_CREATED);
/** 02 §4, §9: a label for an order not cancelled nor completed. */
const LABELS = labelActions([S.DRAFT, S.TO_PICK, S.PICKING, S.TO_PACK, S.TO_SHIP]);

/**
 * 02 §4 Order status filters (01 §4: All empty, Awaiting 2, Processing 3, Partially Shipped 7,
 * Shipped 4, Delivered 5, Cancelled 6) read over the order's own statuses. The spec gives the
 * codes, not what each holds; this reading keeps the tabs disjoint with the list's one filter
 * language (each field one condition, ANDed; no OR across two fields):
 * - Awaiting: drafts and to pick (not yet worked on in the warehouse);
 * - Processing: picking, to pack, to ship;
 * - Partially Shipped: shipped, and the carrier has not scanned the label yet (label created);
 * - Shipped: shipped, and the label is past label created (in transit, delivered, exception,
 *   or being voided / voided);
 * - Delivered: completed. A shipped order whose tracking says delivered stays under Shipped
 *   until it is completed: "completed or tracking delivered" would be an OR across two fields.
 * - Cancelled: cancelled.
 * A shipped order with no tracking status at all (no label) is in no tab but All.
 */
const STATUS_TABS: ListTabs = {
  tabs: [
    { code: '', label: { en: 'All', zh: '全部' }, filter: {} },
    { code: 2, label: { en: 'Awaiting', zh: '待处理' }, filter: { status: [S.DRAFT, S.TO_PICK] } },
    { code: 3, label: { en: 'Processing', zh: '处理中' }, filter: { status: [S.PICKING, S.TO_PACK, S.TO_SHIP] } },
    { code: 7, label: { en: 'Partially Shipped', zh: '部分发货' }, filter: { status: [S.SHIPPED], trackingStatus: [LABEL_CREATED] } },
    { code: 4, label: { en: 'Shipped', zh: '已发货' }, filter: { status: [S.SHIPPED], trackingStatus: NOT_LABEL_CREATED } },
    { code: 5, label: { en: 'Delivered', zh: '已送达' }, filter: { status: [S.COMPLETED] } },
    { code: 6, label: { en: 'Cancelled', zh: '已取消' }, filter: { status: [S.CANCELLED] } },
  ],
};

/**
 * Orders > Parcel Outbound (02 §2 `client-order`, 02 §3 Parcel outbound order): a client's
 * parcel order shipped from one of the platform's warehouses on a shipping account and carrier
 * service of the pricing domain (the order takes the service's carrier). Its recipient and
 * sender are 02 §3 Addresses (name, company, address lines, city, state, zip, country, phone,
 * e-mail, residential), checked by the address form's rules of 02 §5 (libs/carriers
 * `checkAddressForm`, in the orders hook); its items (sku, qty) and packages (sides, units,
 * weight) are inline child tables, checked per row (the client's products; 02 §5 Parcel
 * dimensions and Parcel order). The order number is generated from a number sequence.
 * Statuses move as 02 §4 lists them, by the actions: Submit allocates the items' stock (drafts
 * -> to pick), Cancel releases it (a shipped order's stock is returned), Get Rate prices the
 * packages with the pricing domain's quote (02 §2), Create Label prices them the same way, takes
 * the money (02 §9 deduction type: a debit or a hold) and stores the carrier's label PDF, Void
 * Label gives it back (02 §4 tracking statuses: void pending, then voided).
 */
export const clientOrder = defineResource({
  name: 'client-order',
  table: 'client_order',
  label: { en: 'Parcel Outbound', zh: '小包出库单' },
  singular: { en: 'Parcel Outbound Order', zh: '小包出库单' },
  menu: { group: 'fulfillment', order: 6 },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'client-order',
  titleField: 'orderNo',
  // Print Label on the show page (apps/web screens/orders/OrderLabel.tsx): the label PDF in a new window
  showAddon: 'order-label',
  // Print Labels on the list's selection (apps/web screens/orders/PrintLabels.tsx): one merged PDF of their labels
  bulkAddon: 'order-labels-print',
  // 02 §4: a change of the service or the packages of an order with a live label carries one of these (orders.hooks.ts asks)
  saveChoices: LABEL_SAVE_CHOICES,
  // 02 §2 `client-order-replace-label`: the orders whose label replacement failed (their label is void)
  listViews: [replaceLabelView('client-order-replace-label', 6.5)],
  // Get Rate compared across the account's services under the details (screens/orders/OrderRates.tsx)
  showSection: 'order-rates',
  // Import Tracking above the list (apps/web screens/orders/TrackingImport.tsx, 02 §2)
  listAddon: 'tracking-import',
  dataScope: { through: 'clientId' },
  // 02 §2 'Users import outbound orders': one order per group of rows sharing an Order Ref (the
  // order's columns repeated on each row, one item and one package per row), each created as the
  // form creates it (a draft with its number, addresses as JSON, skus of the client); 02 §8
  import: {
    groupBy: { key: 'orderRef', label: { en: 'Order Ref', zh: '订单参考号' } },
    children: ['items', 'packages'],
    refusal: { en: 'Please correct the error(s) in red with relevant orders.', zh: '请修正标红的错误及相关订单。' },
  },
  // the first screen at 1280 px shows the order, client, service and status; the rest are offered in the column chooser
  // 02 §4 Order status filters above the list (`?tab=3`), read as STATUS_TABS says
  listTabs: STATUS_TABS,
  listHidden: ['warehouseId', 'tag', 'carrier', 'shippingAccountId', 'signatureType', 'labelSize', 'cancelStatus', 'trackingNo', 'trackingStatus', 'labelTotal', 'labelCreatedAt', 'labelReplaceNeeded', 'submittedAt', 'pickBatchId', 'createTime'],
  fields: {
    orderNo: text({ en: 'Order No.', zh: '订单号' }, {
      required: true, unique: true, maxLength: 16, form: false, list: true, filter: 'contains', sort: true, copyable: true, searchable: true,
      pattern: { regex: '^SO[0-9]{10}$', message: { en: '{field}: SO and 10 digits', zh: '{field}：SO 加 10 位数字' } },
    }),
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, list: true, filter: 'eq' }),
    tag: text({ en: 'Tag', zh: '标签' }, { maxLength: 64, list: true, filter: 'eq', rules: ['trim'] }),
    ...shippingFields(),
    insuranceAmount: money({ en: 'Insurance', zh: '保险金额' }, { min: 0, max: 100000 }),
    codAmount: money({ en: 'COD', zh: '货到付款金额' }, { min: 0, max: 100000 }),
    ...addressFields(),
    commodityValue: money({ en: 'Commodity Value', zh: '货值' }, { min: 0, max: 1000000 }),
    countryOfOrigin: text({ en: 'Country of Origin', zh: '原产国' }, { minLength: 2, maxLength: 2, widget: 'country', rules: ['trim'] }),
    scheduleB: text({ en: 'Schedule B No.', zh: 'Schedule B 编码' }, {
      maxLength: 12, rules: ['trim'], pattern: { regex: '^[0-9]{4}\\.?[0-9]{2}\\.?[0-9]{4}$', message: { en: '{field}: 10 digits, e.g. 6109.10.0012', zh: '{field}：10 位数字，例如 6109.10.0012' } },
    }),
    // 02 §3: EEI or ITN for international shipments (AES ITN: X + 14 digits)
    itn: text({ en: 'EEI / ITN', zh: 'EEI / ITN' }, {
      maxLength: 15, rules: ['trim'], pattern: { regex: '^X[0-9]{14}$', message: { en: '{field}: X and 14 digits, e.g. X20261123456789', zh: '{field}：X 加 14 位数字，例如 X20261123456789' } },
    }),
    // 02 §3 Lithium declaration: no lithium, or ion / metal across six packing types
    lithium: enumOf({ en: 'Lithium Declaration', zh: '锂电池申报' }, LITHIUM_OPTIONS, { required: true, default: 1 }),
    lithiumSameAsSender: boolean({ en: 'Contact Same as Sender', zh: '联系人同发件人' }, { default: true, visibleWhen: { field: 'lithium', in: [2, 3, 4, 5, 6, 7] } }),
    // required when the contact is not the sender (recordRules)
    lithiumContactPhone: text({ en: 'Lithium Contact Phone', zh: '锂电池联系电话' }, {
      maxLength: 20, rules: ['trim', 'digits10'], visibleWhen: { field: 'lithium', in: [2, 3, 4, 5, 6, 7] },
    }),
    status: enumOf({ en: 'Status', zh: '状态' }, ORDER_STATUS_OPTIONS, { required: true, default: S.DRAFT, creatable: false, form: false, list: true, filter: 'in' }),
    cancelStatus: enumOf({ en: 'Cancel Status', zh: '取消状态' }, CANCEL_STATUS_OPTIONS, { required: true, default: CANCEL_STATUS.NOT_CANCELLED, creatable: false, form: false, list: true, filter: 'eq' }),
    cancelReason: text({ en: 'Cancel Reason', zh: '取消原因' }, { maxLength: 255, form: false }),
    ...labelFields(),
    submittedAt: datetime({ en: 'Submitted', zh: '提交时间' }, { form: false, list: true, sort: true }),
    // 02 §2 Batch and pack: the batch it is picked in (set and cleared by the batch-pack hooks)
    pickBatchId: relation({ en: 'Batch', zh: '波次' }, { resource: 'pick-batch', labelField: 'batchNo' }, { form: false, list: true, filter: 'eq', index: true }),
  },
  layout: {
    style: 'sections',
    groups: [
      { key: 'order', label: { en: 'Order', zh: '订单' }, fields: ['orderNo', 'clientId', 'warehouseId', 'tag', 'status', 'cancelStatus', 'cancelReason', 'submittedAt', 'pickBatchId'] },
      { key: 'label', label: { en: 'Label', zh: '面单' }, fields: LABEL_GROUP_FIELDS },
      { key: 'shipping', label: { en: 'Shipping', zh: '物流' }, fields: ['shippingAccountId', 'carrierServiceId', 'carrier', 'packageType', 'signatureType', 'labelSize', 'insuranceAmount', 'codAmount'] },
      { key: 'addresses', label: { en: 'Addresses', zh: '地址' }, fields: ['recipient', 'sender'] },
      { key: 'customs', label: { en: 'Customs', zh: '报关' }, fields: ['commodityValue', 'countryOfOrigin', 'scheduleB', 'itn'] },
      // 02 §2 'A lithium declaration dialog exists': on the form a button showing the choice, the fields in its dialog
      { key: 'lithium', label: { en: 'Lithium Declaration', zh: '锂电池申报' }, fields: ['lithium', 'lithiumSameAsSender', 'lithiumContactPhone'], style: 'dialog' },
    ],
  },
  recordRules: [
    requiredWhen('lithiumContactPhone', { field: 'lithiumSameAsSender', in: [false] }, { en: 'Lithium Contact Phone is required unless the contact is the sender', zh: '联系人不同于发件人时，必须填写锂电池联系电话' }),
  ],
  transitions: {
    field: 'status',
    allowed: {
      [S.DRAFT]: [S.TO_PICK, S.CANCELLED],
      [S.TO_PICK]: [S.PICKING, S.CANCELLED],
      // back To Pick: taken out of its batch, or left short when the batch's picking was confirmed (batch-pack)
      [S.PICKING]: [S.TO_PICK, S.TO_PACK, S.CANCELLED],
      [S.TO_PACK]: [S.TO_SHIP, S.CANCELLED],
      [S.TO_SHIP]: [S.SHIPPED, S.CANCELLED],
      [S.SHIPPED]: [S.COMPLETED, S.CANCELLED],
    },
  },
  customActions: [
    // the order of the work: the first three offered on a record are its inline buttons (02 §2), the rest under More
    { name: 'submit', label: { en: 'Submit', zh: '提交' }, action: 'edit', done: { en: 'Order {orderNo} submitted: stock allocated', zh: '订单 {orderNo} 已提交，库存已分配' }, when: { field: 'status', in: [S.DRAFT] } },
    // 02 §4, §9: a label for an order not cancelled nor completed; the hook refuses one that has a live label
    LABELS.create,
    getRateAction([S.DRAFT, S.TO_PICK, S.PICKING, S.TO_PACK, S.TO_SHIP]),
    // 02 §4, §8: to ship -> shipped, refused for an order without a live label (its stock leaves: ship movements)
    {
      name: 'ship', label: { en: 'Ship', zh: '发货' }, action: 'edit', when: { field: 'status', in: [S.TO_SHIP] },
      done: { en: 'Order {orderNo} shipped', zh: '订单 {orderNo} 已发货' },
    },
    // 02 §4: shipped -> completed (Delivered); billing automation charges the Complete event and settles the order's holds
    {
      name: 'complete', label: { en: 'Complete', zh: '完成' }, action: 'edit', when: { field: 'status', in: [S.SHIPPED] },
      done: { en: 'Order {orderNo} completed', zh: '订单 {orderNo} 已完成' },
    },
    LABELS.void,
    // 02 §4: a change of the charges of an order that left the warehouse is a new OMS transaction correcting the last (order-charges.ts)
    {
      name: 'editCharges', label: { en: 'Edit Charges', zh: '修改费用' }, action: 'edit', bulk: false, when: { field: 'status', in: [S.SHIPPED, S.COMPLETED] },
      done: { en: 'Charges of order {orderNo} recorded as transaction {transactionNo}', zh: '订单 {orderNo} 的费用已记为交易 {transactionNo}' },
      input: {
        amount: money({ en: 'Handling Charge', zh: '操作费' }, { required: true, min: 0, max: 100000 }),
        note: text({ en: 'Reason', zh: '原因' }, { required: true, maxLength: 255, rules: ['trim'] }),
      },
    },
    {
      name: 'cancel', label: { en: 'Cancel', zh: '取消' }, action: 'edit', bulk: false, when: { field: 'status', in: CANCELLABLE },
      done: { en: 'Order {orderNo} cancelled', zh: '订单 {orderNo} 已取消' },
      input: { reason: text({ en: 'Cancel Reason', zh: '取消原因' }, { required: true, maxLength: 255, rules: ['trim'] }) },
    },
  ],
  children: [
    { resource: 'client-order-item', foreignKey: 'clientOrderId', key: 'items', inline: { max: 50 }, onParentDelete: 'cascade' },
    { resource: 'client-order-package', foreignKey: 'clientOrderId', key: 'packages', inline: { max: 20 }, onParentDelete: 'cascade' },
    // what billing automation charged the order, event by event (resources/billing/billing-charge.ts)
    { resource: 'billing-charge', foreignKey: 'clientOrderId', label: { en: 'Charge & Fees', zh: '费用明细' }, onParentDelete: 'refuse' },
  ],
  // only drafts are edited; a submitted order moves by its actions
  editWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft order can be edited', zh: '只能编辑草稿订单' } },
  // only drafts are deleted (a submitted order is cancelled)
  deleteWhen: { field: 'status', in: [S.DRAFT], message: { en: 'Only a draft order can be deleted; cancel it instead', zh: '只能删除草稿订单，请改为取消' } },
  // the list sorts by createTime desc: a status filter, alone or with a client or warehouse, reads its page off the index
  // and the order summary's grouped reads over a range of days hold every column they read (apps/api modules/orders/summary)
  indexes: [['clientId', 'status', 'createTime'], ['warehouseId', 'status', 'createTime'], ['status', 'createTime'], ['createTime', 'clientId', 'warehouseId', 'status', 'labelTotal']],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: {
    clientId: 1, warehouseId: 1, tag: 'Sample', shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient: { name: 'Jane Doe', company: '', addressLine1: '350 5th Ave', addressLine2: '', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', email: 'jane@example.com', isResidential: true },
    sender: { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false },
    lithium: 1,
  },
});
