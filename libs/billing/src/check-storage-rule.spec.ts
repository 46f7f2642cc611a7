import { checkStorageRule } from './check-storage-rule';
import { INVALID_AMOUNT, INVALID_DATA, PALLET_NUMBER } from './messages';
import type { StorageRule } from './types';

const rule = (over: Partial<StorageRule> = {}): StorageRule => ({
  quantityType: 'ABSOLUTE', unit: 'PIECE_DAY', price: '0.05', roundUp: false, freeDays: 0, ...over,
});

describe('checkStorageRule: check 1 of storageFee() on a rule without stock', () => {
  it('accepts a rule storageFee() would price', () => {
    expect(checkStorageRule(rule())).toEqual({ ok: true });
    expect(checkStorageRule(rule({ unit: 'PALLET_DAY', pallet: { cbfPerPallet: '64', skuTypesPerPallet: 99998, minCbf: '0' } }))).toEqual({ ok: true });
  });

  it("refuses in storageFee()'s order: the data, then the price, then the pallet number", () => {
    expect(checkStorageRule(rule({ freeDays: -1, price: '-1' }))).toEqual({ ok: false, message: INVALID_DATA });
    expect(checkStorageRule(rule({ freeDays: '1.5' }))).toEqual({ ok: false, message: INVALID_DATA });
    expect(checkStorageRule(rule({ price: '-0.01', unit: 'PALLET_DAY' }))).toEqual({ ok: false, message: INVALID_AMOUNT });
    expect(checkStorageRule(rule({ unit: 'PALLET_DAY' }))).toEqual({ ok: false, message: PALLET_NUMBER });
    expect(checkStorageRule(rule({ unit: 'PALLET_DAY', pallet: { cbfPerPallet: '64', skuTypesPerPallet: 99999, minCbf: '0' } }))).toEqual({ ok: false, message: PALLET_NUMBER });
    expect(checkStorageRule(rule({ unit: 'PALLET_DAY', pallet: { cbfPerPallet: '64', skuTypesPerPallet: 0, minCbf: '0' } }))).toEqual({ ok: false, message: PALLET_NUMBER });
  });

  it('leaves the pallet settings of another unit alone', () => {
    expect(checkStorageRule(rule({ unit: 'CBF_DAY', pallet: { cbfPerPallet: '0', skuTypesPerPallet: 0, minCbf: '-1' } }))).toEqual({ ok: true });
  });
});
