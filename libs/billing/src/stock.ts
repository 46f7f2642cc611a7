/**
 * Steps 2 and 3 of storageFee(): a date's stock and its measure. Stock is the lots of that date's
 * snapshot with at least one piece whose age (whole days from receivedOn to the date) is at least
 * the free days; a lot received after the date is never stock. Volumes sum the exact products of
 * pieces and one unit's sides first and divide once, so the measure is rounded once.
 */
import { CBM_PER_CUBIC_INCH, Decimal, MILLION, ZERO, ceilDiv, integer, round4 } from './decimal';
import type { ReadLot, ReadPallet, ReadStorage } from './storage-input';
import type { StorageUnit } from './types';
import { cubicFeetOfSums } from './volume';

/** Sums of pieces x L x W x H, kept apart by the unit of the sides. */
interface Volumes {
  inches: Decimal | undefined;
  centimetres: Decimal | undefined;
}

function addVolume(volumes: Volumes, lot: ReadLot): void {
  const volume = lot.pieces.times(lot.product);
  if (lot.unit === 'in') volumes.inches = volumes.inches === undefined ? volume : volumes.inches.plus(volume);
  else volumes.centimetres = volumes.centimetres === undefined ? volume : volumes.centimetres.plus(volume);
}

/** The lots that are stock on `date` (a day number). */
export function stockOn(lots: readonly ReadLot[], date: number, freeDays: number): ReadLot[] {
  return lots.filter((lot) => {
    const age = date - lot.receivedOn;
    return age >= 0 && age >= freeDays && lot.pieces.gt(ZERO);
  });
}

function pieces(stock: readonly ReadLot[]): Decimal {
  let sum = ZERO;
  for (const lot of stock) sum = sum.plus(lot.pieces);
  return sum;
}

function cubicFeet(stock: readonly ReadLot[]): Decimal {
  const volumes: Volumes = { inches: undefined, centimetres: undefined };
  for (const lot of stock) addVolume(volumes, lot);
  return round4(cubicFeetOfSums(volumes.inches, volumes.centimetres));
}

/** Exact: 0.000016387064 and 1/1000000 both terminate. */
function cubicMetres(stock: readonly ReadLot[]): Decimal {
  const volumes: Volumes = { inches: undefined, centimetres: undefined };
  for (const lot of stock) addVolume(volumes, lot);
  let sum = ZERO;
  if (volumes.inches !== undefined) sum = volumes.inches.times(CBM_PER_CUBIC_INCH);
  if (volumes.centimetres !== undefined) sum = sum.plus(volumes.centimetres.div(MILLION));
  return round4(sum);
}

/**
 * Each sku takes max(minCbf, its rounded cubic feet); the pallets are the more of what that volume
 * fills and what the number of skus fills, each rounded up to whole pallets.
 */
function pallets(stock: readonly ReadLot[], pallet: ReadPallet): Decimal {
  if (stock.length === 0) return ZERO;
  const bySku = new Map<string, Volumes>();
  for (const lot of stock) {
    let volumes = bySku.get(lot.sku);
    if (volumes === undefined) bySku.set(lot.sku, (volumes = { inches: undefined, centimetres: undefined }));
    addVolume(volumes, lot);
  }
  let feet = ZERO;
  for (const volumes of bySku.values()) {
    const own = round4(cubicFeetOfSums(volumes.inches, volumes.centimetres));
    feet = feet.plus(own.lt(pallet.minCbf) ? pallet.minCbf : own);
  }
  const byVolume = ceilDiv(feet, pallet.cbfPerPallet);
  const bySkuCount = integer(Math.ceil(bySku.size / pallet.skuTypesPerPallet));
  return byVolume.gt(bySkuCount) ? byVolume : bySkuCount;
}

/** The measure of one date under the rule's unit (0 with no snapshot). */
export function measureOn(storage: ReadStorage, date: number): Decimal {
  const lots = storage.snapshots.get(date);
  if (lots === undefined) return ZERO;
  const stock = stockOn(lots, date, storage.freeDays);
  const unit: StorageUnit = storage.unit;
  switch (unit) {
    case 'PIECE_DAY': return pieces(stock);
    case 'CBF_DAY': return cubicFeet(stock);
    case 'CBM_DAY': return cubicMetres(stock);
    case 'PALLET_DAY': return pallets(stock, storage.pallet as ReadPallet);
  }
}
