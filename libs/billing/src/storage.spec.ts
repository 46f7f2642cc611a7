import { INVALID_AMOUNT, INVALID_DATA, PALLET_NUMBER } from './messages';
import { storageFee } from './storage';
import { lot, storage } from './test-support/fixtures';
import type { PalletSettings, StorageInput, StorageLot, StorageResult, StorageRule } from './types';

const DAY = '2025-03-01';

function ok(result: StorageResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

const absolute = (rule: Partial<StorageRule>, lots: StorageLot[]) => storageFee(storage(rule, [{ date: DAY, lots }]));

describe('storageFee(): checks, in order', () => {
  const refused = (value: StorageInput, message: string) => expect(storageFee(value)).toStrictEqual({ ok: false, message });

  it("refuses broken data with 'Invalid Data'", () => {
    refused(storage({ freeDays: -1 }, []), INVALID_DATA);
    refused(storage({ freeDays: 1.5 }, []), INVALID_DATA);
    refused(storage({ freeDays: 'x' }, []), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [lot({ standard: -1 })] }]), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [lot({ standard: 2.5 })] }]), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [lot({ damage: -1 })] }]), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [lot({ width: '0' })] }]), INVALID_DATA);
    // a snapshot outside the dates measured is checked too
    refused(storage({}, [{ date: '2024-01-01', lots: [lot({ height: -1 })] }]), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [] }, { date: DAY, lots: [lot()] }]), INVALID_DATA);
    refused(storage({}, [], '2025-02-30'), INVALID_DATA);
    refused(storage({}, [{ date: DAY, lots: [lot({ receivedOn: '2025-13-01' })] }]), INVALID_DATA);
  });

  it("refuses a negative price with 'Invalid amount...', after the data", () => {
    refused(storage({ price: '-0.01' }, []), INVALID_AMOUNT);
    refused(storage({ price: '-0.01', freeDays: -1 }, []), INVALID_DATA);
    expect(ok(storageFee(storage({ price: '0' }, []))).amount).toBe('0.0000');
  });

  it('checks the pallet settings only for PALLET_DAY, after the price', () => {
    const pallet = (settings: Partial<PalletSettings> | undefined) =>
      storage({ unit: 'PALLET_DAY', pallet: settings && { cbfPerPallet: '40', skuTypesPerPallet: 2, minCbf: '0', ...settings } }, []);
    refused(pallet(undefined), PALLET_NUMBER);
    refused(pallet({ cbfPerPallet: '0' }), PALLET_NUMBER);
    refused(pallet({ minCbf: '-1' }), PALLET_NUMBER);
    refused(pallet({ skuTypesPerPallet: 0 }), PALLET_NUMBER);
    refused(pallet({ skuTypesPerPallet: 1.5 }), PALLET_NUMBER);
    refused(pallet({ skuTypesPerPallet: 99999 }), PALLET_NUMBER);
    expect(storageFee(pallet({ skuTypesPerPallet: 99998 })).ok).toBe(true);
    expect(storageFee(pallet({ skuTypesPerPallet: 1, minCbf: '0' })).ok).toBe(true);
    refused({ ...pallet(undefined), rule: { ...pallet(undefined).rule, price: '-1' } }, INVALID_AMOUNT);
    // another unit never reads them
    expect(storageFee(storage({ unit: 'PIECE_DAY', pallet: { cbfPerPallet: '0', skuTypesPerPallet: 0, minCbf: '-1' } }, [])).ok).toBe(true);
  });
});

describe('storageFee(): the measure of each unit', () => {
  it('PIECE_DAY: standard + damage of the lots with at least one piece', () => {
    // A 10 + 2 = 12, B 0 + 0 (not stock), C 5 + 0 = 5: 17 pieces x 0.10 = 1.70
    expect(absolute({}, [lot({ damage: 2 }), lot({ sku: 'B', standard: 0 }), lot({ sku: 'C', standard: '5' })])).toEqual({
      ok: true, quantity: '17.0000', amount: '1.7000', dates: [{ date: DAY, measure: '17.0000' }],
    });
  });

  it('CBF_DAY: inch and centimetre lots summed first, divided once, rounded once', () => {
    // A 3 x 10 x 10 x 10 in = 3000 in3; B 2 x 20 x 30 x 40 cm = 48000 cm3
    // 3000 / 1728 = 1.7361111...; 48000 / 28316.846592 = 1.6951040026...; sum 3.4312151... -> 3.4312
    // x 0.10 = 0.34312 -> 0.3431
    const lots = [
      lot({ standard: 3, length: 10, width: 10, height: 10 }),
      lot({ sku: 'B', standard: 1, damage: 1, length: '20', width: '30', height: '40', dimUnit: 'cm' }),
    ];
    expect(absolute({ unit: 'CBF_DAY' }, lots)).toEqual({ ok: true, quantity: '3.4312', amount: '0.3431', dates: [{ date: DAY, measure: '3.4312' }] });
  });

  it('CBF_DAY never rounds a lot on its own', () => {
    // three lots of one 1 in3 unit: 3 / 1728 = 0.001736 -> 0.0017 (rounding each lot: 3 x 0.0006 = 0.0018)
    const tiny = ['A', 'B', 'C'].map((sku) => lot({ sku, standard: 1, length: 1, width: 1, height: 1 }));
    expect(ok(absolute({ unit: 'CBF_DAY' }, tiny)).quantity).toBe('0.0017');
  });

  it('CBM_DAY: pieces x cubic metres, rounded once', () => {
    // A 3 x 1000 in3 x 0.000016387064 = 0.049161192; B 2 x 24000 cm3 / 1000000 = 0.048
    // 0.097161192 -> 0.0972; x 0.10 = 0.00972 -> 0.0097
    const lots = [
      lot({ standard: 3, length: 10, width: 10, height: 10 }),
      lot({ sku: 'B', standard: 2, length: '20', width: '30', height: '40', dimUnit: 'cm' }),
    ];
    expect(absolute({ unit: 'CBM_DAY' }, lots)).toEqual({ ok: true, quantity: '0.0972', amount: '0.0097', dates: [{ date: DAY, measure: '0.0972' }] });
  });

  describe('PALLET_DAY', () => {
    const rule = (pallet: Partial<PalletSettings>): Partial<StorageRule> => ({
      unit: 'PALLET_DAY', price: '1.5', pallet: { cbfPerPallet: '40', skuTypesPerPallet: 2, minCbf: '5', ...pallet },
    });
    // A: 10 x 1 cbf + 20 x 1 cbf = 30 cbf; B: 1 x 6 x 6 x 6 in = 216 / 1728 = 0.125 -> min 5;
    // C: 1 x 30 x 30 x 30 cm = 27000 / 28316.846592 = 0.9535 -> min 5
    const lots = [
      lot({ standard: 10 }), lot({ standard: 20, receivedOn: '2025-02-01' }),
      lot({ sku: 'B', standard: 1, length: 6, width: 6, height: 6 }),
      lot({ sku: 'C', standard: 1, length: 30, width: 30, height: 30, dimUnit: 'cm' }),
    ];

    it('takes the more of the pallets by volume and by sku count', () => {
      // volume 30 + 5 + 5 = 40 -> ceil(40 / 40) = 1 (exactly on the bound); skus ceil(3 / 2) = 2 -> 2 pallets x 1.5 = 3.00
      expect(absolute(rule({}), lots)).toEqual({ ok: true, quantity: '2.0000', amount: '3.0000', dates: [{ date: DAY, measure: '2.0000' }] });
      // 10 skus a pallet: ceil(3 / 10) = 1; volume 1 -> 1 pallet
      expect(ok(absolute(rule({ skuTypesPerPallet: 10 }), lots)).quantity).toBe('1.0000');
      // one more cubic foot of A: 41 / 40 = 1.025 -> 2 pallets by volume
      expect(ok(absolute(rule({ skuTypesPerPallet: 10 }), [...lots, lot({ standard: 1 })])).quantity).toBe('2.0000');
      // without the minimum: 30 + 0.125 + 0.9535 = 31.0785 -> 1 pallet
      expect(ok(absolute(rule({ skuTypesPerPallet: 10, minCbf: '0' }), lots)).quantity).toBe('1.0000');
    });

    it('rounds a sku made of inch and centimetre lots as CBF_DAY does, then applies the minimum', () => {
      // D: 1 cbf + 0.9534960... = 1.9534960... -> 1.9535; minimum 1.9 leaves it; cbfPerPallet 1.9535 -> 1 pallet
      const mixed = [lot({ sku: 'D', standard: 1 }), lot({ sku: 'D', standard: 1, length: 30, width: 30, height: 30, dimUnit: 'cm' })];
      expect(ok(absolute(rule({ cbfPerPallet: '1.9535', minCbf: '1.9', skuTypesPerPallet: 1 }), mixed)).quantity).toBe('1.0000');
      // 1.9534 a pallet: 1.9535 / 1.9534 is just above 1 -> 2 pallets
      expect(ok(absolute(rule({ cbfPerPallet: '1.9534', minCbf: '1.9', skuTypesPerPallet: 1 }), mixed)).quantity).toBe('2.0000');
    });

    it('is 0 without stock', () => {
      expect(ok(absolute(rule({}), [lot({ standard: 0 })])).quantity).toBe('0.0000');
      expect(ok(storageFee(storage(rule({}), [])))).toMatchObject({ quantity: '0.0000', amount: '0.0000' });
    });
  });
});

describe('storageFee(): quantity types, free days and rounding up', () => {
  it('ABSOLUTE measures only the day (a date without snapshot counts 0)', () => {
    expect(storageFee(storage({}, [{ date: '2025-02-28', lots: [lot()] }]))).toEqual({
      ok: true, quantity: '0.0000', amount: '0.0000', dates: [{ date: DAY, measure: '0.0000' }],
    });
  });

  it('AVERAGE: the 30 dates day-29..day across a month end, missing snapshots 0', () => {
    // 2025-03-01 - 29 days = 2025-01-31 (February 2025 has 28 days)
    const result = ok(storageFee(storage({ quantityType: 'AVERAGE' }, [
      { date: '2025-01-30', lots: [lot({ standard: 1000 })] }, // before the window
      { date: '2025-01-31', lots: [lot({ standard: 30 })] },
      { date: '2025-02-15', lots: [lot({ standard: 15 })] },
      { date: '2025-03-01', lots: [lot({ standard: 45 })] },
      { date: '2025-03-02', lots: [lot({ standard: 1000 })] }, // after the day
    ])));
    // (30 + 15 + 45) / 30 = 3; x 0.10 = 0.30
    expect(result.quantity).toBe('3.0000');
    expect(result.amount).toBe('0.3000');
    expect(result.dates).toHaveLength(30);
    expect(result.dates[0]).toEqual({ date: '2025-01-31', measure: '30.0000' });
    expect(result.dates[1]).toEqual({ date: '2025-02-01', measure: '0.0000' });
    expect(result.dates[15]).toEqual({ date: '2025-02-15', measure: '15.0000' });
    expect(result.dates[28]).toEqual({ date: '2025-02-28', measure: '0.0000' });
    expect(result.dates[29]).toEqual({ date: '2025-03-01', measure: '45.0000' });
  });

  it('AVERAGE rounds the mean, and round-up makes it whole', () => {
    const snapshots = [{ date: DAY, lots: [lot({ standard: 100 })] }];
    // 100 / 30 = 3.3333...; x 0.10 = 0.33333 -> 0.3333
    expect(ok(storageFee(storage({ quantityType: 'AVERAGE' }, snapshots)))).toMatchObject({ quantity: '3.3333', amount: '0.3333' });
    // rounded up: 4 x 0.10 = 0.40
    expect(ok(storageFee(storage({ quantityType: 'AVERAGE', roundUp: true }, snapshots)))).toMatchObject({ quantity: '4.0000', amount: '0.4000' });
  });

  it('AVERAGE across a year end and a leap February', () => {
    // 2025-01-15 - 29 = 2024-12-17; 2024-03-01 - 29 = 2024-02-01 (February 2024 has 29 days)
    const first = (day: string) => ok(storageFee(storage({ quantityType: 'AVERAGE' }, [], day))).dates[0].date;
    expect(first('2025-01-15')).toBe('2024-12-17');
    expect(first('2024-03-01')).toBe('2024-02-01');
    expect(ok(storageFee(storage({ quantityType: 'AVERAGE' }, [], '2024-03-01'))).dates.map((d) => d.date)).toContain('2024-02-29');
  });

  it('round-up leaves a whole quantity as it is and lifts any fraction', () => {
    // 3 x 1 cbf + 1 in3: 3 + 1 / 1728 = 3.000578 -> 3.0006 -> 4; x 0.10 = 0.40
    const lots = [lot({ standard: 3 }), lot({ sku: 'B', standard: 1, length: 1, width: 1, height: 1 })];
    expect(ok(absolute({ unit: 'CBF_DAY', roundUp: true }, lots))).toMatchObject({ quantity: '4.0000', amount: '0.4000', dates: [{ date: DAY, measure: '3.0006' }] });
    expect(ok(absolute({ roundUp: true }, [lot({ standard: 3 })]))).toMatchObject({ quantity: '3.0000', amount: '0.3000' });
  });

  it('free days: stock at least freeDays old on the date; a lot received after the date is not stock', () => {
    // on 2025-03-01 with 10 free days: received 02-19 is 10 days old (stock), 02-20 is 9 (free)
    const lots = [lot({ standard: 1, receivedOn: '2025-02-19' }), lot({ sku: 'B', standard: 2, receivedOn: '2025-02-20' })];
    expect(ok(absolute({ freeDays: 10 }, lots)).quantity).toBe('1.0000');
    // no free days: received today counts (age 0), received tomorrow does not
    const future = [lot({ standard: 1, receivedOn: DAY }), lot({ sku: 'B', standard: 2, receivedOn: '2025-03-02' })];
    expect(ok(absolute({ freeDays: 0 }, future)).quantity).toBe('1.0000');
  });

  it('free days age a lot date by date in an average', () => {
    // received 2025-02-25, 3 free days, 6 pieces in every snapshot from 02-25 to 03-01:
    // ages 0, 1, 2 are free; 02-28 (3) and 03-01 (4) count: (6 + 6) / 30 = 0.4
    const dates = ['2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01'];
    const result = ok(storageFee(storage({ quantityType: 'AVERAGE', freeDays: 3 }, dates.map((date) => ({ date, lots: [lot({ standard: 6, receivedOn: '2025-02-25' })] })))));
    expect(result.quantity).toBe('0.4000');
    expect(result.dates.slice(25).map((d) => d.measure)).toEqual(['0.0000', '0.0000', '0.0000', '6.0000', '6.0000']);
  });
});
