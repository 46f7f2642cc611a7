import { walkCompare, type WalkKey } from './index';

const key = (pickSequence: number, locationCode: string, sku = 'SKU-A', inventoryId = 1): WalkKey => ({
  pickSequence,
  locationCode,
  sku,
  inventoryId,
});

const sorted = (keys: WalkKey[]) => [...keys].sort(walkCompare);

describe('walkCompare', () => {
  it('walks by pickSequence first, whatever the code says', () => {
    const late = key(20, 'A-01-01-1');
    const early = key(10, 'Z-99-99-9');
    expect(walkCompare(early, late)).toBeLessThan(0);
    expect(walkCompare(late, early)).toBeGreaterThan(0);
    expect(sorted([late, early])).toEqual([early, late]);
  });

  it('same pickSequence: by locationCode, numbers read as numbers', () => {
    const bay9 = key(5, 'A-01-9-1');
    const bay10 = key(5, 'A-01-10-1');
    const zoneB = key(5, 'B-01-01-1');
    // as plain text "A-01-10-1" < "A-01-9-1"; the walk puts bay 9 first
    expect(sorted([zoneB, bay10, bay9])).toEqual([bay9, bay10, zoneB]);
  });

  it('same location: by sku, then by inventoryId', () => {
    const skuB = key(5, 'A-01-03-2', 'SKU-B', 1);
    const skuA2 = key(5, 'A-01-03-2', 'SKU-A', 2);
    const skuA1 = key(5, 'A-01-03-2', 'SKU-A', 1);
    expect(sorted([skuB, skuA2, skuA1])).toEqual([skuA1, skuA2, skuB]);
  });

  it('skus compare as plain text (code-unit order)', () => {
    // "SKU-10" < "SKU-9" as text; uppercase before lowercase
    expect(walkCompare(key(1, 'A', 'SKU-10'), key(1, 'A', 'SKU-9'))).toBeLessThan(0);
    expect(walkCompare(key(1, 'A', 'SKU-Z'), key(1, 'A', 'sku-a'))).toBeLessThan(0);
  });

  it('codes that differ only by leading zeros are the same place: sku decides', () => {
    expect(walkCompare(key(1, 'A-01-03-2', 'SKU-B'), key(1, 'A-1-03-2', 'SKU-A'))).toBeGreaterThan(0);
  });

  it('is 0 only for the same key', () => {
    expect(walkCompare(key(3, 'A-01-03-2', 'X', 7), key(3, 'A-01-03-2', 'X', 7))).toBe(0);
    expect(walkCompare(key(3, 'A-01-03-2', 'X', 7), key(3, 'A-01-03-2', 'X', 8))).toBeLessThan(0);
  });

  it('reads only the four keys of a full slot', () => {
    const slot = { ...key(1, 'A-01-01-1'), locationId: 9, zone: 'A', clientId: 4, quantity: 2 };
    expect(walkCompare(slot, key(2, 'A-01-01-1'))).toBeLessThan(0);
  });
});
