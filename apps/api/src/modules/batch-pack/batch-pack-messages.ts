import { interpolateBoth, type MessageParams } from '@console/contracts';
import { PACK_MESSAGES } from '@console/batch-pack';

/**
 * The batch and pack domain's messages, in both languages: 02 §4's lock and 02 §8's pack
 * messages in the spec's words (libs/batch-pack PACK_MESSAGES), and the console's own for what
 * the spec leaves unsaid (which orders a batch takes, the station's steps).
 */
export const BATCH_MESSAGES = {
  ...PACK_MESSAGES,
  // 02 §4 Behaviour rules
  pickingConfirmed: { en: 'Picked lists and packages cannot be edited after picking is confirmed', zh: '确认拣货后不能再修改拣货单和包裹' },
  noOrdersToBatch: { en: 'No order to pick matches: orders To Pick in this warehouse, in no other batch, with their stock in these zones', zh: '没有符合条件的待拣订单：需为本仓库待拣货、未加入其他波次且库存位于这些区的订单' },
  orderNotFound: { en: 'Order {orderNo} does not exist', zh: '订单 {orderNo} 不存在' },
  orderOtherWarehouse: { en: 'Order {orderNo} ships from another warehouse', zh: '订单 {orderNo} 属于其他仓库' },
  orderNotToPick: { en: 'Order {orderNo} is {status}: only an order To Pick can be batched', zh: '订单 {orderNo} 为{status}状态：只有待拣货的订单可以加入波次' },
  orderInBatch: { en: 'Order {orderNo} is already in batch {batchNo}', zh: '订单 {orderNo} 已在波次 {batchNo} 中' },
  orderNosRequired: { en: 'Enter the order numbers of the batch', zh: '请输入波次的订单号' },
  orderNamedTwice: { en: 'Order {orderNo} is named twice', zh: '订单 {orderNo} 重复' },
  emptyBatch: { en: 'Add at least one order before starting to pick', zh: '开始拣货前请至少添加一个订单' },
  notPickingYet: { en: 'Start picking before entering picked quantities', zh: '请先开始拣货，再填写已拣数量' },
  pickedOverQty: { en: 'Picked Qty cannot exceed the quantity to pick ({qty})', zh: '已拣数量不能超过应拣数量（{qty}）' },
  // the pack station's own steps (the spec's messages above are its refusals of a scan)
  orderPackedElsewhere: { en: 'Order {orderNo} is being packed at another station ({userName})', zh: '订单 {orderNo} 正在其他打包台打包（{userName}）' },
  nothingToUndo: { en: 'Nothing to undo: no product has been scanned into the order', zh: '没有可撤销的扫描：该订单尚未扫描商品' },
  noOrderOpen: { en: 'Scan a batch or an order first', zh: '请先扫描波次号或订单号' },
  unitsLeft: { en: '{left} unit(s) are still to pack in order {orderNo}', zh: '订单 {orderNo} 还有 {left} 件商品未打包' },
  materialFirst: { en: 'Scan the packaging material before finishing the order', zh: '完成订单前请先扫描包材' },
  weightRequired: { en: 'Enter the package weight', zh: '请输入包裹重量' },
} as const;

export type BatchMessageKey = keyof typeof BATCH_MESSAGES;

/** A message with its placeholders filled, in both languages. */
export const batchSay = (key: BatchMessageKey, params: MessageParams = {}) => interpolateBoth(BATCH_MESSAGES[key], params);
