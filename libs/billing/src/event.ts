/**
 * Check 1 of the charge contract A: the event, read once. Everything wrong with it is 'Invalid Data' (one
 * message, so the order of these tests never shows). A package's facts that do not depend on the
 * charge item (its rounded weights and volume) are worked out here, once per event.
 */
import { Decimal, round4 } from './decimal';
import { INVALID_DATA, refuse } from './messages';
import { Num, numOf, sign } from './num';
import { isObject, readNum, readWhole } from './parse';
import type { ChargeEvent, DimUnit, Trigger, WeightUnit, WorkOrderType } from './types';
import { DIM_UNITS, packageCubicFeet } from './volume';
import { WEIGHT_UNITS, weights } from './weight';

export const MAX_PACKAGES = 200;

export const WORK_ORDER_TYPES: ReadonlySet<string> = new Set<WorkOrderType>(['OUTBOUND', 'INBOUND', 'RETURN', 'CROSS_DOCK']);
export const TRIGGERS: ReadonlySet<string> = new Set<Trigger>(['COMPLETE', 'RECEIVE', 'PICK', 'PACK', 'SHIP']);

export interface ReadPackage {
  /** Rounded pounds, kilograms and cubic feet. */
  lb: Num;
  kg: Num;
  cbf: Num;
  /** The lines, as two parallel lists (no object per line). */
  skus: string[];
  qtys: Num[];
}

export interface ReadEvent {
  workOrderType: WorkOrderType;
  trigger: Trigger;
  cancelled: boolean;
  fba: boolean;
  orderType: string;
  /** Rounded. */
  hours: Num;
  pallets: Num;
  packages: ReadPackage[];
  /** The number of lines over all packages (PER_SKU_TYPE has no unit without one). */
  lineCount: number;
}

function positive(value: unknown): Decimal {
  const side = readNum(value);
  return side !== undefined && sign(side) > 0 ? side.decimal : refuse(INVALID_DATA);
}

function readPackage(raw: unknown): ReadPackage {
  if (!isObject(raw)) refuse(INVALID_DATA);
  const weight = readNum(raw.weight);
  if (weight === undefined || sign(weight) < 0 || !WEIGHT_UNITS.has(raw.weightUnit as string)) refuse(INVALID_DATA);
  const length = positive(raw.length);
  const width = positive(raw.width);
  const height = positive(raw.height);
  if (!DIM_UNITS.has(raw.dimUnit as string)) refuse(INVALID_DATA);
  const lines = raw.lines;
  if (!Array.isArray(lines)) refuse(INVALID_DATA);
  const skus: string[] = [];
  const qtys: Num[] = [];
  for (const line of lines) {
    if (!isObject(line) || typeof line.sku !== 'string') refuse(INVALID_DATA);
    const qty = readWhole(line.qty);
    if (qty === undefined || sign(qty) <= 0) refuse(INVALID_DATA); // whole and above 0: at least 1
    skus.push(line.sku);
    qtys.push(qty);
  }
  const { lb, kg } = weights(weight.decimal, raw.weightUnit as WeightUnit);
  const cbf = packageCubicFeet(
    raw.length as string | number, raw.width as string | number, raw.height as string | number,
    length, width, height, raw.dimUnit as DimUnit,
  );
  return { lb, kg, cbf, skus, qtys };
}

/** The event, checked and read, or a refusal with 'Invalid Data' (and no item). */
export function readEvent(event: ChargeEvent): ReadEvent {
  if (!isObject(event)) refuse(INVALID_DATA);
  const { packages } = event;
  if (!Array.isArray(packages) || packages.length < 1 || packages.length > MAX_PACKAGES) refuse(INVALID_DATA);
  const read = packages.map(readPackage);
  const hours = readNum(event.hours);
  if (hours === undefined || sign(hours) < 0) refuse(INVALID_DATA);
  const pallets = readWhole(event.pallets);
  if (pallets === undefined || sign(pallets) < 0) refuse(INVALID_DATA);
  // The fields that choose the items: a value outside the contract's lists is not an event.
  if (!WORK_ORDER_TYPES.has(event.workOrderType) || !TRIGGERS.has(event.trigger)
    || typeof event.cancelled !== 'boolean' || typeof event.fba !== 'boolean' || typeof event.orderType !== 'string') {
    refuse(INVALID_DATA);
  }
  let lineCount = 0;
  for (const pkg of read) lineCount += pkg.skus.length;
  return {
    workOrderType: event.workOrderType,
    trigger: event.trigger,
    cancelled: event.cancelled,
    fba: event.fba,
    orderType: event.orderType,
    // Units exist only for values of at most 4 decimals, which need no rounding.
    hours: hours.units === hours.units ? hours : numOf(round4(hours.decimal)),
    pallets,
    packages: read,
    lineCount,
  };
}
