/** One order's allocation on one stock row (warehouse x location x client x sku x lot), where it sits on the walk. */
export interface PickSlot {
  inventoryId: number;
  locationId: number;
  locationCode: string;
  zone: string;
  pickSequence: number;
  sku: string;
  clientId: number;
  quantity: number;
}

export type WalkKey = Pick<PickSlot, 'pickSequence' | 'locationCode' | 'sku' | 'inventoryId'>;

// Built once: a collator is costly to make and walkCompare runs inside every sort.
// The locale is pinned so the walk is the same on every server, whatever its LANG.
const locationCollator = new Intl.Collator('en', { numeric: true });

/** Plain code-unit order: skus and order numbers are codes, not words, and must sort the same everywhere. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Walking order (02 §2 Batch and pack: batch picking walks locations by their pick sequence):
 * pickSequence ascending, then locationCode with numbers read as numbers ("A-01-9" before
 * "A-01-10"), then sku, then inventoryId, so two rows never tie.
 */
export function walkCompare(a: WalkKey, b: WalkKey): number {
  return (
    a.pickSequence - b.pickSequence ||
    locationCollator.compare(a.locationCode, b.locationCode) ||
    compareText(a.sku, b.sku) ||
    a.inventoryId - b.inventoryId
  );
}
