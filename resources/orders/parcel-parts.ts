import { boolean, datetime, decimal, enumOf, integer, json, money, relation, text, type CustomAction, type Label, type ListViewDef } from '@console/metadata';
import { CARRIERS } from '../pricing/options';
import { DIM_UNIT_OPTIONS, LABEL_SIZE_OPTIONS, PACKAGE_WEIGHT_UNIT_OPTIONS, SIGNATURE_TYPE_OPTIONS, TRACKING_STATUS_OPTIONS } from './options';

/**
 * What the orders that leave on a carrier's label share (parcel orders and cross-dock orders):
 * the shipping account, service and addresses the label is made for, the label's own fields
 * (set by the API's labels code, apps/api modules/orders/labels, never by a form), the packages'
 * sides and weight, the three choices of 02 §4 when the service or packages change under a
 * label, and the label actions.
 */

/** The address form's Validate: the order's service travels along for the carrier's advice (FedEx Home Delivery). */
const VALIDATE_ADDRESS = { url: 'orders/validate-address', send: ['carrierServiceId'] };

/** The shipping account, service (the order takes its carrier), packaging, signature, label size and the two addresses. */
export const shippingFields = () => ({
  shippingAccountId: relation({ en: 'Shipping Account', zh: '物流账号' }, { resource: 'shipping-account', labelField: 'nickname' }, { required: true, list: true, filter: 'eq' }),
  carrierServiceId: relation({ en: 'Service', zh: '服务' }, { resource: 'carrier-service', labelField: 'serviceName' }, { required: true, list: true, filter: 'eq' }),
  // the service's carrier, set by the hook
  carrier: enumOf({ en: 'Carrier', zh: '承运商' }, CARRIERS, { form: false, list: true, filter: 'eq' }),
  packageType: text({ en: 'Package Type', zh: '包装类型' }, { required: true, default: 'YOUR_PACKAGING', maxLength: 48, rules: ['trim'] }),
  signatureType: enumOf({ en: 'Signature Type', zh: '签收方式' }, SIGNATURE_TYPE_OPTIONS, { required: true, default: 4, list: true }),
  labelSize: enumOf({ en: 'Label Size', zh: '面单尺寸' }, LABEL_SIZE_OPTIONS, { required: true, default: '4x6', maxLength: 8, list: true }),
});

/**
 * 02 §3 Address objects, edited as a sub-form (the web's `address` widget), Validate under each
 * (02 §3 validation status and result; POST /api/orders/validate-address, the sandbox's validator).
 */
export const addressFields = () => ({
  recipient: json({ en: 'Recipient', zh: '收件人' }, { required: true, widget: 'address', validateWith: VALIDATE_ADDRESS }),
  sender: json({ en: 'Sender', zh: '发件人' }, { required: true, widget: 'address', validateWith: VALIDATE_ADDRESS }),
});

/** The label (Create Label, 02 §4, §9): set by the labels code, never by a form. */
export const labelFields = () => ({
  trackingNo: text({ en: 'Tracking No.', zh: '跟踪号' }, { maxLength: 40, form: false, list: true, filter: 'eq', copyable: true, searchable: true }),
  trackingStatus: enumOf({ en: 'Tracking Status', zh: '跟踪状态' }, TRACKING_STATUS_OPTIONS, { form: false, list: true, filter: 'in' }),
  labelTotal: money({ en: 'Label Total', zh: '面单运费' }, { form: false, list: true }),
  labelCreatedAt: datetime({ en: 'Label Created', zh: '面单创建时间' }, { form: false, list: true, sort: true }),
  voidRequestedAt: datetime({ en: 'Void Requested', zh: '申请作废时间' }, { form: false }),
  // 02 §4, §8: set when a replacement label failed (the former one is void), cleared by the next label
  labelReplaceNeeded: boolean({ en: 'Label Replace Needed', zh: '需重新生成面单' }, { required: true, default: false, creatable: false, form: false, list: true, filter: 'eq' }),
  // 02 §9 deduction type the label was paid with (instant 1, holding 2): what its void gives back
  labelDeductionType: integer({ en: 'Label Deduction Type', zh: '面单扣费方式' }, { form: false, show: false }),
  labelFileId: integer({ en: 'Label File', zh: '面单文件' }, { form: false, show: false }),
  ratedShipmentId: integer({ en: 'Rated Shipment', zh: '计价运单' }, { form: false, show: false }),
});

/** The label's fields in a show page's group. */
export const LABEL_GROUP_FIELDS = ['trackingNo', 'trackingStatus', 'labelTotal', 'labelCreatedAt', 'voidRequestedAt', 'labelReplaceNeeded'];

/** 02 §4: a change of the service or the packages of an order with a live label carries one of these (the labels code asks). */
export const LABEL_SAVE_CHOICES = {
  title: { en: 'The order has a shipping label', zh: '该订单已有面单' },
  options: [
    { value: 'void', label: { en: 'Save and void label', zh: '保存并作废面单' } },
    { value: 'replace', label: { en: 'Save and replace label', zh: '保存并重新生成面单' } },
  ],
  back: { en: 'Go back', zh: '返回' },
};

/**
 * 02 §2 `*-replace-label`: the list of the orders whose label replacement failed (their label is
 * void), under its own route and menu entry (`label`, told apart from the other kinds').
 */
export const replaceLabelView = (route: string, order: number, label: Label = { en: 'Replace Label', zh: '重新生成面单' }): ListViewDef => ({
  key: 'replaceLabel', route, label,
  filter: { labelReplaceNeeded: 'true' }, menu: { group: 'fulfillment', order },
});

/**
 * Create Label on an order in one of `labelled` statuses (the labels code refuses one that has a
 * live label), and Void Label, offered on every order (the labels code answers 02 §8's messages:
 * no label, already void).
 */
export const labelActions = (labelled: number[]): { create: CustomAction; void: CustomAction } => ({
  create: {
    name: 'createLabel', label: { en: 'Create Label', zh: '创建面单' }, action: 'edit', bulk: false, when: { field: 'status', in: labelled },
    done: { en: 'Label {trackingNo} created for order {orderNo}', zh: '订单 {orderNo} 的面单 {trackingNo} 已创建' },
  },
  void: {
    name: 'voidLabel', label: { en: 'Void Label', zh: '作废面单' }, action: 'edit', bulk: false,
    done: { en: 'Label {trackingNo} of order {orderNo} is being voided', zh: '订单 {orderNo} 的面单 {trackingNo} 正在作废' },
  },
});

/**
 * 02 §2 Get Rate on an order in one of `rated` statuses: the order's service, or another service
 * of its shipping account to compare (the show page's rate panel, apps/web
 * screens/orders/OrderRates.tsx, sends carrierServiceId; `form: false`: the dialog asks nothing).
 */
export const getRateAction = (rated: number[]): CustomAction => ({
  name: 'getRate', label: { en: 'Get Rate', zh: '获取运费' }, action: 'view', bulk: false, when: { field: 'status', in: rated },
  input: { carrierServiceId: integer({ en: 'Service', zh: '服务' }, { min: 1, form: false }) },
});

/** A package row of an order (02 §3: the sides, their unit, the weight and its unit, as the quote API takes them). */
export const packageFields = () => ({
  length: decimal({ en: 'Length', zh: '长' }, { required: true, scale: 2, min: 0, max: 9999, list: true }),
  width: decimal({ en: 'Width', zh: '宽' }, { required: true, scale: 2, min: 0, max: 9999, list: true }),
  height: decimal({ en: 'Height', zh: '高' }, { required: true, scale: 2, min: 0, max: 9999, list: true }),
  dimUnit: enumOf({ en: 'Dimension Unit', zh: '尺寸单位' }, DIM_UNIT_OPTIONS, { required: true, default: 'in', maxLength: 2, list: true, filter: 'eq' }),
  weight: decimal({ en: 'Weight', zh: '重量' }, { required: true, scale: 3, min: 0, max: 99999, list: true }),
  weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, PACKAGE_WEIGHT_UNIT_OPTIONS, { required: true, default: 'lb', maxLength: 2, list: true }),
});
