/** An order line at the pack station: qty ordered, packed so far. */
export interface PackItem {
  itemId: number;
  sku: string;
  qty: number;
  packed: number;
}

export interface PackOrder {
  orderId: number;
  orderNo: string;
  /** status is To Pack */
  packable: boolean;
  /** already packed: to ship or later */
  finished: boolean;
  items: PackItem[];
}

export type PackMessage = 'noOrderToPack' | 'noOrderInBatch' | 'productNotInOrder' | 'productAlreadyPacked' | 'orderAlreadyPacked';

export type ScanMatch = { ok: true; orderId: number; itemId: number } | { ok: false; message: PackMessage };

/** Units left to pack of an order: sum of qty - packed. */
export function leftToPack(order: PackOrder): number {
  return order.items.reduce((sum, item) => sum + item.qty - item.packed, 0);
}

/**
 * Where a scanned product goes (02 §8). The sku is already resolved from the barcode or FNSKU.
 * In mode 'order', orders holds the one order scanned; in mode 'batch', the batch's orders in batch
 * sequence. current: the order this station is packing; claimedByOthers: orders other stations are packing.
 */
export function matchScan(
  mode: 'order' | 'batch',
  orders: PackOrder[],
  current: number | null,
  sku: string,
  claimedByOthers: ReadonlySet<number>,
): ScanMatch {
  if (current !== null) {
    const order = orders.find((o) => o.orderId === current);
    // A current order missing from the list is a stale station: say so in the mode's own words.
    if (!order) return { ok: false, message: mode === 'order' ? 'noOrderToPack' : 'noOrderInBatch' };
    return order.finished ? { ok: false, message: 'orderAlreadyPacked' } : matchItem(order, sku);
  }
  if (mode === 'order') {
    const order = orders[0];
    if (!order) return { ok: false, message: 'noOrderToPack' };
    if (order.finished) return { ok: false, message: 'orderAlreadyPacked' };
    return order.packable ? matchItem(order, sku) : { ok: false, message: 'noOrderToPack' };
  }
  for (const order of orders) {
    if (!order.packable || order.finished || claimedByOthers.has(order.orderId)) continue;
    const item = openItem(order, sku);
    if (item) return { ok: true, orderId: order.orderId, itemId: item.itemId };
  }
  return { ok: false, message: 'noOrderInBatch' };
}

/** The sku checks of one order: not in it, all packed, or its first item still open. */
function matchItem(order: PackOrder, sku: string): ScanMatch {
  if (!order.items.some((i) => i.sku === sku)) return { ok: false, message: 'productNotInOrder' };
  const item = openItem(order, sku);
  return item ? { ok: true, orderId: order.orderId, itemId: item.itemId } : { ok: false, message: 'productAlreadyPacked' };
}

const openItem = (order: PackOrder, sku: string) => order.items.find((i) => i.sku === sku && i.packed < i.qty);

/** The messages of 02 §8 in both languages, for the caller's message catalogue. */
export const PACK_MESSAGES: Record<PackMessage | 'unknownMaterial', { en: string; zh: string }> = {
  noOrderToPack: { en: 'No matched outbound order to pack', zh: '没有匹配的待打包出库单' },
  noOrderInBatch: { en: 'Cannot match orders under the batch', zh: '无法匹配该波次下的订单' },
  productNotInOrder: { en: 'The order does not include this product', zh: '该订单不包含此产品' },
  productAlreadyPacked: { en: 'The product has been packed into the order', zh: '该产品已打包进此订单' },
  orderAlreadyPacked: { en: 'The order is already packed', zh: '该订单已打包' },
  unknownMaterial: { en: 'Unable to recognize the current packaging material', zh: '无法识别当前包材' },
};
