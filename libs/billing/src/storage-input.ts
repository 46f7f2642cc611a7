/**
 * Check 1 of storageFee() (the charge contract): the rule and the snapshots, read once. In the contract's
 * order: everything about the data ('Invalid Data'), then the price ('Invalid amount...'), then,
 * for PALLET_DAY only, the pallet settings. Every snapshot is checked, even one outside the dates
 * measured: a broken snapshot means the stock job itself is wrong.
 */
import { dayNumber } from './dates';
import { Decimal, Memo, ZERO } from './decimal';
import { INVALID_AMOUNT, INVALID_DATA, PALLET_NUMBER, refuse } from './messages';
import { isAbsent, isObject, readDecimal, readWhole } from './parse';
import type { DimUnit, QuantityType, StorageInput, StorageUnit } from './types';
import { DIM_UNITS, sideProduct } from './volume';

/** skuTypesPerPallet must be below this (the screen's 'less than 99999'). */
export const PALLET_NUMBER_LIMIT = 99_999;

const QUANTITY_TYPES: ReadonlySet<string> = new Set<QuantityType>(['AVERAGE', 'ABSOLUTE']);
const STORAGE_UNITS: ReadonlySet<string> = new Set<StorageUnit>(['PIECE_DAY', 'CBF_DAY', 'CBM_DAY', 'PALLET_DAY']);

export interface ReadLot {
  sku: string;
  receivedOn: number;
  /** standard + damage. */
  pieces: Decimal;
  /** L x W x H of one unit, in cubic inches or centimetres as `unit` says. Exact. */
  product: Decimal;
  unit: DimUnit;
}

export interface ReadPallet {
  cbfPerPallet: Decimal;
  skuTypesPerPallet: number;
  minCbf: Decimal;
}

export interface ReadStorage {
  day: number;
  quantityType: QuantityType;
  unit: StorageUnit;
  price: Decimal;
  roundUp: boolean;
  freeDays: number;
  pallet: ReadPallet | undefined;
  /** The lots of each snapshot, by day number. */
  snapshots: Map<number, ReadLot[]>;
}

const products = new Memo<Decimal, string>();

function count(value: unknown): Decimal {
  const whole = readWhole(value)?.decimal;
  return whole !== undefined && !whole.lt(ZERO) ? whole : refuse(INVALID_DATA);
}

function side(value: unknown): Decimal {
  const decimal = readDecimal(value);
  return decimal !== undefined && decimal.gt(ZERO) ? decimal : refuse(INVALID_DATA);
}

function readLot(lot: unknown): ReadLot {
  if (!isObject(lot) || typeof lot.sku !== 'string' || !DIM_UNITS.has(lot.dimUnit as string)) refuse(INVALID_DATA);
  const receivedOn = dayNumber(lot.receivedOn) ?? refuse(INVALID_DATA);
  const standard = count(lot.standard);
  const damage = count(lot.damage);
  const length = side(lot.length);
  const width = side(lot.width);
  const height = side(lot.height);
  // The same carton sizes recur across skus and days: one exact product per distinct text.
  const product = products.get(`${lot.length}|${lot.width}|${lot.height}`, () => sideProduct(length, width, height));
  const pieces = damage.isZero() ? standard : standard.plus(damage);
  return { sku: lot.sku, receivedOn, pieces, product, unit: lot.dimUnit as DimUnit };
}

function readPallet(pallet: unknown): ReadPallet {
  if (!isObject(pallet)) refuse(PALLET_NUMBER);
  const cbfPerPallet = readDecimal(pallet.cbfPerPallet);
  if (cbfPerPallet === undefined || !cbfPerPallet.gt(ZERO)) refuse(PALLET_NUMBER);
  // An absent minimum is no minimum.
  const minCbf = isAbsent(pallet.minCbf) ? ZERO : readDecimal(pallet.minCbf);
  if (minCbf === undefined || minCbf.lt(ZERO)) refuse(PALLET_NUMBER);
  const perPallet = readWhole(pallet.skuTypesPerPallet)?.decimal;
  if (perPallet === undefined || !perPallet.gt(ZERO) || !perPallet.lt(PALLET_NUMBER_LIMIT)) refuse(PALLET_NUMBER);
  return { cbfPerPallet, skuTypesPerPallet: perPallet.toNumber(), minCbf };
}

/** The storage input, checked and read, or a refusal. */
export function readStorage(input: StorageInput): ReadStorage {
  if (!isObject(input) || !isObject(input.rule)) refuse(INVALID_DATA);
  const { rule } = input;
  const day = dayNumber(input.day) ?? refuse(INVALID_DATA);
  if (!QUANTITY_TYPES.has(rule.quantityType) || !STORAGE_UNITS.has(rule.unit) || typeof rule.roundUp !== 'boolean') refuse(INVALID_DATA);
  const freeDays = count(rule.freeDays).toNumber();
  if (!Array.isArray(input.snapshots)) refuse(INVALID_DATA);
  const snapshots = new Map<number, ReadLot[]>();
  for (const snapshot of input.snapshots) {
    if (!isObject(snapshot) || !Array.isArray(snapshot.lots)) refuse(INVALID_DATA);
    const date = dayNumber(snapshot.date) ?? refuse(INVALID_DATA);
    if (snapshots.has(date)) refuse(INVALID_DATA); // two snapshots of one date: which stock is true?
    snapshots.set(date, snapshot.lots.map(readLot));
  }

  const price = readDecimal(rule.price);
  if (price === undefined || price.lt(ZERO)) refuse(INVALID_AMOUNT);

  const pallet = rule.unit === 'PALLET_DAY' ? readPallet(rule.pallet) : undefined;
  return { day, quantityType: rule.quantityType, unit: rule.unit, price, roundUp: rule.roundUp, freeDays, pallet, snapshots };
}
