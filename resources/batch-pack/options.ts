/**
 * The batch and pack domain's option sets (02 §2 Batch and pack). The spec names the two ways to
 * create a batch and the work on it, not a batch's statuses: these are the steps a wave goes
 * through on a 3PL's floor, each a move of the batch's orders through the parcel statuses of 02 §4.
 */

/** How a batch was made: by location (orders sharing pick zones, walked in pick sequence) or from a chosen list of orders. */
export const BATCH_MODE = { BY_LOCATION: 1, BY_ORDER: 2 } as const;
export const BATCH_MODE_OPTIONS = [
  { value: 1, label: { en: 'By Location', zh: '按库位' } },
  { value: 2, label: { en: 'By Order', zh: '按订单' } },
] as const;

/**
 * A batch's steps: Open (orders may be added and removed; they are To Pick), Picking (the pick
 * list is out; its orders are Picking), Picked (picking confirmed: its lists and packages are
 * locked, 02 §4; its orders fully picked are To Pack), Packed (every order of it left the pack
 * station: To Ship or later).
 */
export const BATCH_STATUS = { OPEN: 1, PICKING: 2, PICKED: 3, PACKED: 4 } as const;
export const BATCH_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Open', zh: '待拣货' } },
  { value: 2, label: { en: 'Picking', zh: '拣货中' } },
  { value: 3, label: { en: 'Picked', zh: '已拣货' } },
  { value: 4, label: { en: 'Packed', zh: '已打包' } },
] as const;

/**
 * An order's place in its batch: waiting to be picked, picked in full (to pack), left short at
 * confirmation (back to To Pick, out of the batch), or removed from the batch before it (its row
 * kept as the record of it; adding the order again puts it back).
 */
export const BATCH_ORDER_STATUS = { WAITING: 1, PICKED: 2, SHORT: 3, REMOVED: 4 } as const;
export const BATCH_ORDER_STATUS_OPTIONS = [
  { value: 1, label: { en: 'Waiting', zh: '待拣' } },
  { value: 2, label: { en: 'Picked', zh: '已拣' } },
  { value: 3, label: { en: 'Short', zh: '缺货' } },
  { value: 4, label: { en: 'Removed', zh: '已移出' } },
] as const;

/** The units a packaging material's inner dimensions and weight are given in (those of a parcel's packages, 02 §5). */
export { DIM_UNIT_OPTIONS, PACKAGE_WEIGHT_UNIT_OPTIONS } from '../orders/options';
