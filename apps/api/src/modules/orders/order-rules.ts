import type { EntityManager } from 'typeorm';
import { checkAddressForm, checkPackage, checkPackageCount, type Address, type CarrierLine, type CarrierProblem, type ParcelPackage } from '@console/carriers';
import { interpolate, interpolateBoth, type FieldError } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { carrierService, clientOrder, shippingAccount } from '@console/resources';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

/** The orders domain's own messages, in both languages (02 §5, §8). */
export const ORDER_MESSAGES = {
  addressInvalid: { en: '{field}: enter the address as name, address lines, city, state, zip, country and phone', zh: '{field}：请按姓名、地址行、城市、州、邮编、国家和电话填写地址' },
  serviceOfOtherCarrier: { en: 'The service is not one of the shipping account\'s carrier', zh: '该服务不属于物流账号的承运商' },
  skuNotOfClient: { en: 'SKU {sku} is not a product of this client', zh: 'SKU {sku} 不是该客户的产品' },
  lithiumPhoneRequired: { en: 'Lithium Contact Phone is required unless the contact is the sender', zh: '联系人不同于发件人时，必须填写锂电池联系电话' },
  rateNotUs: { en: 'Get Rate is not supported for non-US recipient countries', zh: '收件国家不是美国时不支持获取运费' },
  serviceNotOfAccount: { en: 'The service is not offered by the order\'s shipping account', zh: '该服务不属于订单的物流账号' },
  itemsRequired: { en: 'Add at least one item before submitting the order', zh: '提交订单前请至少添加一个商品' },
  labelExists: { en: 'The order already has a shipping label; void it before creating another', zh: '该订单已有面单，请先作废再创建新面单' },
  // 02 §4: a change of the service or the packages of an order with a live label carries a choice
  labelChoiceRequired: { en: 'The order has a shipping label: save and void it, save and replace it, or go back', zh: '该订单已有面单：请选择保存并作废面单、保存并重新生成面单，或返回' },
  // 02 §8, the spec's own sentences
  replaceFailed: { en: 'Replacing Label failed, the updates have been saved and the former label is void', zh: '重新生成面单失败，修改已保存，原面单已作废' },
  cannotReplace: { en: 'The label cannot be replaced at this moment, contact customer service', zh: '目前无法重新生成面单，请联系客服' },
  shipWithoutLabel: { en: 'Shipment Error, orders without a related shipping label must have the label replaced before they can be shipped', zh: '发货错误：没有关联面单的订单必须先重新生成面单才能发货' },
  someWithoutLabel: { en: 'There is no shipping labels for the some of the selected orders, this action can not be completed', zh: '部分所选订单没有面单，无法完成此操作' },
  // label import (02 §5 Label import) and tracking import (02 §2)
  labelImportBadName: { en: 'The file name must be the order numbers joined by underscores, e.g. SO0000000001_SO0000000002.pdf', zh: '文件名必须是以下划线连接的订单号，例如 SO0000000001_SO0000000002.pdf' },
  labelImportNotOrder: { en: '{orderNo}: not an order of this client and warehouse', zh: '{orderNo}：不是该客户和仓库的订单' },
  labelImportRepeated: { en: '{orderNo}: named twice in the file name', zh: '{orderNo}：在文件名中重复出现' },
  labelImportCancelled: { en: '{orderNo}: the order is cancelled', zh: '{orderNo}：该订单已取消' },
  labelImportHasLabel: { en: '{orderNo}: the order already has a shipping label', zh: '{orderNo}：该订单已有面单' },
  labelImportPages: { en: 'The PDF has {pages} page(s) for {orders} order(s); it needs one page per order', zh: 'PDF 有 {pages} 页，对应 {orders} 个订单；每个订单需要一页' },
  labelImportUnreadable: { en: 'The PDF cannot be read', zh: '无法读取该 PDF' },
  labelImportDone: { en: '{count} label(s) imported', zh: '已导入 {count} 个面单' },
  trackingOrderUnknown: { en: 'Order {orderNo} does not exist', zh: '订单 {orderNo} 不存在' },
  trackingOrderHasLabel: { en: 'Order {orderNo} already has a tracking number', zh: '订单 {orderNo} 已有跟踪号' },
  trackingNoFormat: { en: '{trackingNo} is not a {carrier} tracking number', zh: '{trackingNo} 不是 {carrier} 的跟踪号' },
  trackingCarrierOther: { en: 'The order ships with {carrier}, not {given}', zh: '该订单的承运商是 {carrier}，不是 {given}' },
  trackingRepeated: { en: 'Order {orderNo} is repeated in the file', zh: '订单 {orderNo} 在文件中重复' },
  trackingImportFailed: { en: '{count} row(s) have errors; fix them and import again, nothing was imported', zh: '{count} 行有错误，请修改后重新导入，未导入任何数据' },
  // orders that bring stock in (receiving/): inbound orders and their receipts, returns and their inspections
  skuTwice: { en: 'SKU {sku} is listed twice; put its whole quantity on one line', zh: 'SKU {sku} 重复出现，请合并为一行' },
  inboundLinesRequired: { en: 'Add at least one line before submitting the inbound order', zh: '提交入库单前请至少添加一行明细' },
  inboundNotAwaiting: { en: 'Only an awaiting inbound order can be received', zh: '只有待收货的入库单可以收货' },
  inboundSkuNotOnOrder: { en: 'SKU {sku} is not on this inbound order', zh: 'SKU {sku} 不在此入库单上' },
  inboundOverReceipt: { en: 'Receiving {quantity} of {sku} would exceed its expected quantity: {expected} expected, {done} received', zh: '收货 {quantity} 件 {sku} 将超过预计数量：预计 {expected}，已收 {done}' },
  inboundHasReceipts: { en: 'Stock was received on this inbound order: reverse its receipts before cancelling it', zh: '此入库单已收货，取消前请先冲销收货记录' },
  inboundNothingReceived: { en: 'Nothing was received on this inbound order: cancel it instead', zh: '此入库单尚未收货，请改为取消' },
  inboundClosed: { en: 'The inbound order is {status}: its receipts can no longer be reversed', zh: '入库单{status}，不能再冲销收货记录' },
  returnLinesRequired: { en: 'Add at least one line before submitting the return order', zh: '提交退货单前请至少添加一行明细' },
  returnNotAwaiting: { en: 'Only an awaiting return order can be inspected', zh: '只有待收货的退货单可以质检' },
  returnSkuNotOnOrder: { en: 'SKU {sku} is not on this return order', zh: 'SKU {sku} 不在此退货单上' },
  returnOverInspected: { en: 'Inspecting {quantity} of {sku} would exceed its returned quantity: {expected} expected, {done} inspected', zh: '质检 {quantity} 件 {sku} 将超过退货数量：预计 {expected}，已检 {done}' },
  returnHasInspections: { en: 'Units of this return were inspected: reverse the inspections before cancelling it', zh: '此退货单已质检，取消前请先冲销质检记录' },
  returnNothingInspected: { en: 'Nothing was inspected on this return order: cancel it instead', zh: '此退货单尚未质检，请改为取消' },
  returnClosed: { en: 'The return order is {status}: its inspections can no longer be reversed', zh: '退货单{status}，不能再冲销质检记录' },
  returnOrderNotShipped: { en: 'Order {orderNo} has not shipped: only a shipped or completed order can be returned', zh: '订单 {orderNo} 尚未发货：只能退回已发货或已完成的订单' },
  returnSkuNotShipped: { en: 'SKU {sku} was not shipped on order {orderNo}', zh: 'SKU {sku} 不在订单 {orderNo} 的发货商品中' },
  returnOverShipped: { en: 'Returning {qty} of {sku} would exceed what order {orderNo} shipped: {shipped} shipped, {returned} already returned', zh: '退回 {qty} 件 {sku} 将超过订单 {orderNo} 的发货数量：已发 {shipped}，已退 {returned}' },
  // freight outbound orders (02 §5 Freight order)
  freightNeedsCargo: { en: 'Package information or an item list is needed', zh: '需要填写包裹信息或商品清单' },
  freightRelatedUsed: { en: 'The related order {relatedOrderNo} is already used by freight order {orderNo}', zh: '关联订单 {relatedOrderNo} 已被大货出库单 {orderNo} 使用' },
  freightItnFirst: { en: 'The ITN must be obtained first', zh: '请先获取 ITN' },
  freightLabelRequired: { en: 'International orders need a shipping label', zh: '国际订单需要上传面单' },
  freightMergedBolTwo: { en: 'Select at least two orders for a merged BOL', zh: '合并提单请至少选择两个订单' },
  freightPoBox: { en: 'Freight cannot be delivered to a PO box; choose Carrier Delivery', zh: '货运无法派送到邮政信箱，请选择快递派送' },
  crossDockLinesRequired: { en: 'Add at least one line before submitting the cross-dock order', zh: '提交越库单前请至少添加一行明细' },
  crossDockNoDock: { en: 'The warehouse has no active receiving location to take the delivery', zh: '该仓库没有可用的收货区库位接收到货' },
  voidBeforeCancel: { en: 'The order has a shipping label the carrier has not scanned; void it before cancelling the order', zh: '该订单的面单尚未被承运商扫描，请先作废面单再取消订单' },
} as const;

export const fieldError = (field: string, text: { en: string; zh: string }): FieldError => ({ field, message: text.en, zhMessage: text.zh });
export const say = (key: keyof typeof ORDER_MESSAGES, params: Record<string, string> = {}) => interpolateBoth(ORDER_MESSAGES[key], params);

/** 400 with every problem under its field, headed by the first. */
export function refuse(errors: FieldError[]): never {
  const first = errors[0];
  throw new AppException(400, { en: first.message, zh: first.zhMessage }, {}, { errors });
}

const problemsAt = (prefix: string, problems: CarrierProblem[]): FieldError[] =>
  problems.map((p) => ({ field: prefix ? `${prefix}.${p.field}` : p.field, message: p.en, zhMessage: p.zh }));

/** A json address as libs/carriers reads it (02 §3 Address), or null when it is not an object. */
export function addressOf(value: unknown): Address | null {
  const raw = typeof value === 'string' ? safeParse(value) : value;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const a = raw as Record<string, unknown>;
  const str = (k: string) => (a[k] === undefined || a[k] === null ? undefined : String(a[k]));
  return {
    name: str('name'), company: str('company'), addressLine1: str('addressLine1') ?? '', addressLine2: str('addressLine2'), city: str('city') ?? '',
    stateCode: str('stateCode'), zipCode: str('zipCode') ?? '', countryCode: str('countryCode') ?? '', phone: str('phone'), email: str('email'),
    isResidential: a.isResidential === true || a.isResidential === 1 || a.isResidential === 'true',
  };
}

function safeParse(text: string): unknown {
  try { return JSON.parse(text); } catch { return null; }
}

/** 02 §5 Address form on the recipient and the sender: each problem under its field ('recipient.phone'). */
export function addressProblems(values: { recipient?: unknown; sender?: unknown }, line?: CarrierLine): FieldError[] {
  const errors: FieldError[] = [];
  const labels = { recipient: { en: 'Recipient', zh: '收件人' }, sender: { en: 'Sender', zh: '发件人' } };
  for (const key of ['recipient', 'sender'] as const) {
    if (!(key in values)) continue;
    const address = addressOf(values[key]);
    if (!address) errors.push(fieldError(key, { en: interpolate(ORDER_MESSAGES.addressInvalid.en, { field: labels[key].en }), zh: interpolate(ORDER_MESSAGES.addressInvalid.zh, { field: labels[key].zh }) }));
    else errors.push(...problemsAt(key, checkAddressForm(address, line)));
  }
  return errors;
}

/** The carrier line of a service (02 §5 names FedEx SmartPost beside USPS for its one-package rule). */
export function lineOf(carrier: number | null | undefined, serviceCode = ''): CarrierLine | undefined {
  switch (Number(carrier)) {
    case 1: return 'USPS';
    case 2: return 'UPS';
    case 3: return /SMART_?POST|GROUND_ECONOMY/i.test(serviceCode) ? 'FEDEX_SMARTPOST' : 'FEDEX';
    case 4: return 'DHL';
    default: return undefined;
  }
}

/** The service and its carrier, refused when the service is not of the account's carrier. */
export async function serviceOf(em: EntityManager, accountId: number, serviceId: number): Promise<{ carrier: number; serviceCode: string }> {
  const service = await em.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: serviceId }) as Row | null;
  const account = await em.getRepository(entitySchemaOf(shippingAccount)).findOneBy({ id: accountId }) as Row | null;
  // a missing one is the engine's related-id error already
  if (!service || !account) return { carrier: Number(service?.carrier ?? account?.carrier ?? 0), serviceCode: String(service?.serviceCode ?? '') };
  if (Number(service.carrier) !== Number(account.carrier)) refuse([fieldError('carrierServiceId', ORDER_MESSAGES.serviceOfOtherCarrier)]);
  return { carrier: Number(service.carrier), serviceCode: String(service.serviceCode) };
}

/** The order (of `resource`: a parcel order unless said) a child row belongs to, with its carrier line. */
export async function orderOfRow(em: EntityManager, orderId: number, resource: ResourceDef = clientOrder): Promise<{ order: Row; line?: CarrierLine }> {
  const order = await em.getRepository(entitySchemaOf(resource)).findOneBy({ id: orderId }) as Row | null;
  if (!order) throw badRequest('notFound');
  const service = await em.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: Number(order.carrierServiceId) }) as Row | null;
  return { order, line: lineOf(Number(order.carrier), String(service?.serviceCode ?? '')) };
}

/** A package row as libs/carriers checks it. */
export function parcelOf(row: Row): ParcelPackage {
  return {
    length: Number(row.length), width: Number(row.width), height: Number(row.height),
    dimensionUnit: String(row.dimUnit ?? 'in') as ParcelPackage['dimensionUnit'], weight: Number(row.weight), weightUnit: String(row.weightUnit ?? 'lb') as ParcelPackage['weightUnit'],
  };
}

/** 02 §5 Parcel dimensions for one package row; 'dimensions' (length plus girth) is shown under its length. */
export function packageProblems(row: Row, line?: CarrierLine): FieldError[] {
  return problemsAt('', checkPackage(parcelOf(row), line)).map((e) => (e.field === 'dimensions' ? { ...e, field: 'length' } : e));
}

/** 02 §5 Parcel order: the n-th package of an order, refused past the carrier's count (the whole order's message). */
export function assertPackageCount(count: number, line?: CarrierLine): void {
  const [problem] = checkPackageCount(count, line);
  if (problem) throw new AppException(400, { en: problem.en, zh: problem.zh });
}
