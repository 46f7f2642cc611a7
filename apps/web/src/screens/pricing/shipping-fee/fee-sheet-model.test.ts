import { describe, expect, it } from 'vitest';
import { gridRows, noteCounts, weightText } from './fee-sheet-model';
import { feeSheetParams, shipmentPath, type FeeSheet } from './shipping-fee-api';

const SHEET: FeeSheet = {
  resolution: { levelId: 2, levelName: 'Bronze', levelFrom: 'client', costCardId: 2, publishCardId: 1, priceCardId: null, fuelRateId: 3, surchargeIds: [], clientSurchargeIds: [] },
  zones: ['2', '3', 'A'],
  minimumCharge: '6.5880',
  rows: [
    { from: '0', to: '1.0000', cells: { '2': { cost: '7.0344', publish: '9.7700', price: '8.4413' }, '3': { cost: '9', publish: '8.5', price: '8.5', note: 'No more than Publish Rate' }, A: null } },
    { from: '1.0000', to: '1.5', cells: { '2': { cost: '1234.5', publish: '2000', price: '1481.4' } } },
  ],
};

describe('the fee sheet grid', () => {
  it('reads weights without trailing zeros', () => {
    expect(['0', '1.0000', '0.5000', '70', 'x'].map(weightText)).toEqual(['0', '1', '0.5', '70', 'x']);
  });

  it('makes a row per weight range with a cell per zone: money with 2 decimals, the note kept, no price as null', () => {
    expect(gridRows(SHEET)).toEqual([
      {
        key: '0-1.0000', range: '0 – 1',
        cells: {
          '2': { price: '$8.44', cost: '$7.03', publish: '$9.77' },
          '3': { price: '$8.50', cost: '$9.00', publish: '$8.50', note: 'No more than Publish Rate' },
          A: null,
        },
      },
      { key: '1.0000-1.5', range: '1 – 1.5', cells: { '2': { price: '$1,481.40', cost: '$1,234.50', publish: '$2,000.00' }, '3': null, A: null } },
    ]);
  });

  it('counts the cells each note is on', () => {
    expect(noteCounts(SHEET)).toEqual({ 'No more than Publish Rate': 1 });
  });
});

describe('the engine calls', () => {
  it("builds the product's shipment path", () => {
    expect(shipmentPath('admin/rate/quote', 'EzeeShip')).toBe('/ezeeship-shipment/admin/rate/quote');
    expect(shipmentPath('admin/rate/quote', '')).toBe('/ezeeship-shipment/admin/rate/quote');
  });

  it('sends a client or a level, and the address type as true or false', () => {
    const query = { shippingAccountId: 1, carrierServiceId: 2, packageType: 'YOUR_PACKAGING', residential: false, date: '2026-11-20' };
    expect(feeSheetParams({ ...query, clientId: 9, levelId: 3 })).toEqual({
      clientId: '9', shippingAccountId: '1', carrierServiceId: '2', packageType: 'YOUR_PACKAGING', residential: 'false', date: '2026-11-20',
    });
    expect(feeSheetParams({ ...query, levelId: 3, residential: true })).toMatchObject({ levelId: '3', residential: 'true' });
    expect(feeSheetParams(query)).not.toHaveProperty('clientId');
  });
});
