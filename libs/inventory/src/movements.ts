/**
 * Stock movements (docs/domain.md "Inventory"): what each movement does to one stock
 * row (warehouse x location x client x sku x lot) and when it is refused. Quantities are whole
 * units. The row's figures are only the sum of its movements.
 */

/** Movement types, as stored (inventory_movement.movement_type). */
export const MOVEMENT_TYPE = {
  RECEIVE: 1,
  ALLOCATE: 2,
  RELEASE: 3,
  PICK: 4,
  SHIP: 5,
  RETURN: 6,
  ADJUST: 7,
  REVERSE: 8,
} as const;
export type MovementType = (typeof MOVEMENT_TYPE)[keyof typeof MOVEMENT_TYPE];
export const MOVEMENT_TYPES = Object.values(MOVEMENT_TYPE) as MovementType[];

/** A row's quantities: standard is sellable, damage held apart, allocated promised to orders. */
export interface Stock {
  standard: number;
  damage: number;
  allocated: number;
}

export const NO_STOCK: Stock = Object.freeze({ standard: 0, damage: 0, allocated: 0 });

/** What one movement adds to each quantity (signed). */
export type Deltas = Stock;

/** Why a movement is refused: keys of the console's message catalogue (@console/contracts MESSAGES). */
export type StockMessageKey =
  | 'stockQuantityInvalid'
  | 'stockEmptyMovement'
  | 'stockInsufficientAvailable'
  | 'stockReleaseExceedsAllocated'
  | 'stockTakeExceedsAllocated'
  | 'stockBelowZero'
  | 'stockBelowAllocated';

/** A movement asked for. `standard`/`damage` for receive, return and adjust (adjust: signed); `quantity` for allocate, release, pick and ship. */
export interface MovementRequest {
  type: Exclude<MovementType, typeof MOVEMENT_TYPE.REVERSE>;
  standard?: number;
  damage?: number;
  quantity?: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: StockMessageKey };

const whole = (n: number | undefined) => n === undefined || Number.isSafeInteger(n);

/**
 * The deltas of a movement, checked on its own (not yet against a row):
 * - receive, return: standard >= 0 and damage >= 0, not both 0 (sellable and damaged units in);
 * - allocate: +quantity allocated (promised to an order); release: -quantity allocated;
 * - pick, ship: the allocated units leave the location: -quantity standard and allocated (an
 *   order's units leave once, by a pick — parcel orders — or a ship of allocated stock — freight);
 * - adjust: signed standard and damage, not both 0 (a count, or units moved to damage: -n / +n).
 */
export function deltasOf(request: MovementRequest): Outcome<Deltas> {
  const { type } = request;
  const standard = request.standard ?? 0;
  const damage = request.damage ?? 0;
  const quantity = request.quantity ?? 0;
  if (!whole(request.standard) || !whole(request.damage) || !whole(request.quantity)) return { ok: false, message: 'stockQuantityInvalid' };
  switch (type) {
    case MOVEMENT_TYPE.RECEIVE:
    case MOVEMENT_TYPE.RETURN:
      if (standard < 0 || damage < 0) return { ok: false, message: 'stockQuantityInvalid' };
      if (standard === 0 && damage === 0) return { ok: false, message: 'stockEmptyMovement' };
      return { ok: true, value: { standard, damage, allocated: 0 } };
    case MOVEMENT_TYPE.ADJUST:
      if (standard === 0 && damage === 0) return { ok: false, message: 'stockEmptyMovement' };
      return { ok: true, value: { standard, damage, allocated: 0 } };
    case MOVEMENT_TYPE.ALLOCATE:
    case MOVEMENT_TYPE.RELEASE:
    case MOVEMENT_TYPE.PICK:
    case MOVEMENT_TYPE.SHIP:
      if (quantity <= 0) return { ok: false, message: quantity === 0 ? 'stockEmptyMovement' : 'stockQuantityInvalid' };
      if (type === MOVEMENT_TYPE.ALLOCATE) return { ok: true, value: { standard: 0, damage: 0, allocated: quantity } };
      if (type === MOVEMENT_TYPE.RELEASE) return { ok: true, value: { standard: 0, damage: 0, allocated: -quantity } };
      return { ok: true, value: { standard: -quantity, damage: 0, allocated: -quantity } };
    default:
      return { ok: false, message: 'stockQuantityInvalid' };
  }
}

/** The deltas that undo a movement (a reverse): each one negated. */
export function reversalOf(original: Deltas): Deltas {
  return { standard: -original.standard || 0, damage: -original.damage || 0, allocated: -original.allocated || 0 };
}

/** The row after the deltas, unchecked. */
export function plus(stock: Stock, d: Deltas): Stock {
  return { standard: stock.standard + d.standard, damage: stock.damage + d.damage, allocated: stock.allocated + d.allocated };
}

/** available = standard - allocated. */
export const availableOf = (s: Stock) => s.standard - s.allocated;
/** On hand (the daily snapshot's, storage billing's "absolute" quantity): standard + damage. */
export const onHandOf = (s: Stock) => s.standard + s.damage;

/**
 * Applies deltas to a row, refusing what would break its invariants, checked in this order:
 * 1. an allocation takes at most the available (standard - allocated): `stockInsufficientAvailable`;
 * 2. a release frees at most the allocated: `stockReleaseExceedsAllocated`;
 * 3. a pick or ship takes at most the allocated: `stockTakeExceedsAllocated`;
 * 4. no quantity goes below 0: `stockBelowZero`;
 * 5. standard stays >= allocated (available never below 0): `stockBelowAllocated`.
 * A movement that only raises quantities is never refused for a row already wrong.
 */
export function applyDeltas(before: Stock, d: Deltas): Outcome<Stock> {
  const after = plus(before, d);
  const takesFromStandard = d.standard < 0 && d.allocated === d.standard;
  if (d.allocated > 0 && d.standard === 0 && availableOf(after) < 0) return { ok: false, message: 'stockInsufficientAvailable' };
  if (d.allocated < 0 && d.standard === 0 && after.allocated < 0) return { ok: false, message: 'stockReleaseExceedsAllocated' };
  if (takesFromStandard && after.allocated < 0) return { ok: false, message: 'stockTakeExceedsAllocated' };
  const lowers = d.standard < 0 || d.damage < 0 || d.allocated < 0;
  if (lowers && (after.standard < 0 || after.damage < 0 || after.allocated < 0)) return { ok: false, message: 'stockBelowZero' };
  if ((d.standard < 0 || d.allocated > 0) && availableOf(after) < 0) return { ok: false, message: 'stockBelowAllocated' };
  return { ok: true, value: after };
}

/** A movement on a row: its deltas, then the row after them (see `deltasOf`, `applyDeltas`). */
export function move(before: Stock, request: MovementRequest): Outcome<{ deltas: Deltas; after: Stock }> {
  const deltas = deltasOf(request);
  if (!deltas.ok) return deltas;
  const after = applyDeltas(before, deltas.value);
  return after.ok ? { ok: true, value: { deltas: deltas.value, after: after.value } } : after;
}
