
/**
 * The orders domain's option sets. Parcel outbound statuses (02 §4): drafts, to pick, picking, to
 * pack, to ship, shipped, completed, cancelled, numbered in the order the spec lists them.
 */
export const ORDER_STATUS = { DRAFT: 1, TO_PICK: 2, PICKING: 3, TO_PACK: 4, TO_SHIP: 5, SHIPPED: 6, COMPLETED: 7, CANCELLED: 8 } as const;

export const ORDER_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Drafts', zh: '草稿' } },
  { value: 2, label: { en: 'To Pick', zh: '待拣货' } },
  { value: 3, label: { en: 'Picking', zh: '拣货中' } },
  { value: 4, label: { en: 'To Pack', zh: '待打包' } },
  { value: 5, label: { en: 'To Ship', zh: '待发货' } },
  { value: 6, label: { en: 'Shipped', zh: '已发货' } },
  { value: 7, label: { en: 'Completed', zh: '已完成' } },
  { value: 8, label: { en: 'Cancelled', zh: '已取消' } },
] as const;

/** 02 §4 Cancel status: cancel processing, success, failed, not cancelled. */
export const CANCEL_STATUS = { PROCESSING: 1, SUCCESS: 2, FAILED: 3, NOT_CANCELLED: 4 } as const;
export const CANCEL_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Cancel Processing', zh: '取消处理中' } },
  { value: 2, label: { en: 'Cancel Success', zh: '取消成功' } },
  { value: 3, label: { en: 'Cancel Failed', zh: '取消失败' } },
  { value: 4, label: { en: 'Not Cancelled', zh: '未取消' } },
] as const;

/** 02 §9 Signature type: indirect 1, direct 2, adult 3, service default 4, no signature 6. */
export const SIGNATURE_TYPE_OPTIONS = [
  { value: 1, label: { en: 'Indirect', zh: '间接签收' } },
  { value: 2, label: { en: 'Direct', zh: '直接签收' } },
  { value: 3, label: { en: 'Adult', zh: '成人签收' } },
  { value: 4, label: { en: 'Service Default', zh: '服务默认' } },
  { value: 6, label: { en: 'No Signature', zh: '无需签收' } },
] as const;

/** 02 §9 Label sizes: 4x6 and 8.5x11 inches. */
export const LABEL_SIZE_OPTIONS = [
  { value: '4x6', label: { en: '4x6 in', zh: '4x6 英寸' } },
  { value: '8.5x11', label: { en: '8.5x11 in', zh: '8.5x11 英寸' } },
] as const;

/** Package dimension and weight units, as the quote API takes them (libs/pricing PackageInput). */
export const DIM_UNIT_OPTIONS = [
  { value: 'in', label: { en: 'in', zh: '英寸' } },
  { value: 'cm', label: { en: 'cm', zh: '厘米' } },
] as const;

export const PACKAGE_WEIGHT_UNIT_OPTIONS = [
  { value: 'lb', label: { en: 'lb', zh: '磅' } },
  { value: 'oz', label: { en: 'oz', zh: '盎司' } },
  { value: 'kg', label: { en: 'kg', zh: '千克' } },
  { value: 'g', label: { en: 'g', zh: '克' } },
] as const;


/**
 * 02 §4 Tracking status of a label: label created 1, in transit 2, delivered 3, voided 4,
 * exception 5, and void pending, which the spec names without a code: 6 (libs/carriers
 * TRACKING_STATUS, the same numbers).
 */
export const TRACKING_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Label Created', zh: '已创建面单' } },
  { value: 2, label: { en: 'In Transit', zh: '运输中' } },
  { value: 3, label: { en: 'Delivered', zh: '已签收' } },
  { value: 4, label: { en: 'Voided', zh: '已作废' } },
  { value: 5, label: { en: 'Exception', zh: '异常' } },
  { value: 6, label: { en: 'Void Pending', zh: '作废处理中' } },
] as const;

/** 02 §4 Label import status: imported 1, pending 2, success 3, failed 4. */
export const LABEL_IMPORT_STATUS = { IMPORTED: 1, PENDING: 2, SUCCESS: 3, FAILED: 4 } as const;
export const LABEL_IMPORT_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Imported', zh: '已导入' } },
  { value: 2, label: { en: 'Pending', zh: '处理中' } },
  { value: 3, label: { en: 'Success', zh: '成功' } },
  { value: 4, label: { en: 'Failed', zh: '失败' } },
] as const;

/**
 * 01 §4 Inbound and cross-dock statuses: draft, awaiting, received, partial shipped, shipped,
 * completed, cancelled, delivered, ToShip, numbered in the order the spec lists them. An inbound
 * order uses draft, awaiting (submitted, stock on its way or being received), received (every
 * line in full), completed (closed, short or in full) and cancelled; cross-dock uses the rest.
 */
export const INBOUND_STATUS = {
  DRAFT: 1, AWAITING: 2, RECEIVED: 3, PARTIAL_SHIPPED: 4, SHIPPED: 5, COMPLETED: 6, CANCELLED: 7, DELIVERED: 8, TO_SHIP: 9,
} as const;

const INBOUND_STATUS_LABELS = {
  1: { en: 'Draft', zh: '草稿' },
  2: { en: 'Awaiting', zh: '待收货' },
  3: { en: 'Received', zh: '已收货' },
  4: { en: 'Partial Shipped', zh: '部分发货' },
  5: { en: 'Shipped', zh: '已发货' },
  6: { en: 'Completed', zh: '已完成' },
  7: { en: 'Cancelled', zh: '已取消' },
  8: { en: 'Delivered', zh: '已送达' },
  9: { en: 'To Ship', zh: '待发货' },
} as const;

/** An inbound order's statuses (of 01 §4's list). */
export const INBOUND_ORDER_STATUS_OPTIONS = ([1, 2, 3, 6, 7] as const).map((value) => ({ value, label: INBOUND_STATUS_LABELS[value] }));

/**
 * A cross-dock order's statuses (of 01 §4's list): drafts, awaiting the delivery, received at the
 * dock, shipped on, completed, cancelled.
 */
export const CROSS_DOCK_STATUS_OPTIONS = ([1, 2, 3, 5, 6, 7] as const).map((value) => ({ value, label: INBOUND_STATUS_LABELS[value] }));

/** 02 §9 Container types. */
export const CONTAINER_TYPE_OPTIONS = ['20 FT', '20 FT HC', '40 FT', '40 FT HC', '45 FT HC', '48 FT', '53 FT']
  .map((value) => ({ value, label: { en: value, zh: value.replace('FT', '英尺').replace('HC', '高柜') } }));

/** What an inspection decides for returned units: back to stock as standard or damage, or disposed of (they never re-enter the stock). */
export const INSPECTION_RESULT = { RESTOCK: 1, RESTOCK_DAMAGE: 2, DISPOSE: 3 } as const;
export const INSPECTION_RESULT_OPTIONS = [
  { value: 1, label: { en: 'Restock as Standard', zh: '良品上架' } },
  { value: 2, label: { en: 'Restock as Damage', zh: '残次品上架' } },
  { value: 3, label: { en: 'Dispose', zh: '销毁' } },
] as const;

/** 02 §4 Freight outbound statuses: drafts, submitted, processing, to ship, shipped, completed, cancelled, numbered in the spec's order. */
export const FREIGHT_STATUS = { DRAFT: 1, SUBMITTED: 2, PROCESSING: 3, TO_SHIP: 4, SHIPPED: 5, COMPLETED: 6, CANCELLED: 7 } as const;
export const FREIGHT_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Drafts', zh: '草稿' } },
  { value: 2, label: { en: 'Submitted', zh: '已提交' } },
  { value: 3, label: { en: 'Processing', zh: '处理中' } },
  { value: 4, label: { en: 'To Ship', zh: '待发货' } },
  { value: 5, label: { en: 'Shipped', zh: '已发货' } },
  { value: 6, label: { en: 'Completed', zh: '已完成' } },
  { value: 7, label: { en: 'Cancelled', zh: '已取消' } },
] as const;

/** 02 §3 destination type of a freight order (01 §9 also names on hold, a state of the order, not a destination). */
export const DESTINATION_TYPE_OPTIONS = [
  { value: 1, label: { en: 'FBA', zh: 'FBA' } },
  { value: 2, label: { en: 'Non-FBA', zh: '非 FBA' } },
] as const;

/** 02 §3, 01 §9 delivery types. */
export const DELIVERY_TYPE_OPTIONS = [
  { value: 1, label: { en: 'Freight', zh: '货运' } },
  { value: 2, label: { en: 'Carrier Delivery', zh: '快递派送' } },
] as const;

/**
 * 02 §9 delivery methods: the product's own freight, shipping service, pick-up, tracking upload,
 * amazon freight and shipping, warehouse service, self-lift by the client, tracking upload by the
 * client. The two that move a container (the product's own freight and Amazon freight) ask its type.
 */
export const DELIVERY_METHOD = { OWN_FREIGHT: 1, SHIPPING_SERVICE: 2, PICK_UP: 3, TRACKING_UPLOAD: 4, AMAZON_FREIGHT: 5, WAREHOUSE_SERVICE: 6, CLIENT_SELF_LIFT: 7, CLIENT_TRACKING_UPLOAD: 8 } as const;
export const DELIVERY_METHOD_OPTIONS = [
  { value: 1, label: { en: 'Platform Freight', zh: '平台货运' } },
  { value: 2, label: { en: 'Shipping Service', zh: '物流服务' } },
  { value: 3, label: { en: 'Pick-up', zh: '上门提货' } },
  { value: 4, label: { en: 'Tracking Upload', zh: '上传跟踪号' } },
  { value: 5, label: { en: 'Amazon Freight & Shipping', zh: '亚马逊货运' } },
  { value: 6, label: { en: 'Warehouse Service', zh: '仓库服务' } },
  { value: 7, label: { en: 'Client Self-lift', zh: '客户自提' } },
  { value: 8, label: { en: 'Client Tracking Upload', zh: '客户上传跟踪号' } },
] as const;
export const CONTAINER_METHODS = [DELIVERY_METHOD.OWN_FREIGHT, DELIVERY_METHOD.AMAZON_FREIGHT];
