/**
 * The charge contract B: whether an item charges this event. The first reason that holds, in the
 * contract's order, skips the item; the line then says which (the client sees why an item they
 * expected did not charge).
 */
import type { ReadItem } from './checks';
import type { ReadEvent } from './event';
import type { SkipReason } from './types';

/** The reason `item` does not charge `event`, or undefined when it applies. */
export function skipReason(item: ReadItem, event: ReadEvent): SkipReason | undefined {
  if (!item.active) return 'INACTIVE';
  if (item.workOrderType !== event.workOrderType) return 'WORK_ORDER_TYPE';
  // Storage-like items are billed by the daily and monthly jobs, never by an order event.
  if (item.calculation === 'DAY' || item.calculation === 'MONTH') return 'PERIODIC';
  if (item.trigger !== event.trigger) return 'TRIGGER';
  if (item.appliedOrderTypes.length > 0 && !item.appliedOrderTypes.includes(event.orderType)) return 'ORDER_TYPE';
  if ((item.freightType === 'FBA' && !event.fba) || (item.freightType === 'NON_FBA' && event.fba)) return 'FREIGHT_TYPE';
  if (event.cancelled && !item.chargeIfCancelled) return 'CANCELLED';
  if (item.chargeMethod === 'PER_SKU_TYPE' && event.lineCount === 0) return 'NO_UNITS';
  return undefined;
}
