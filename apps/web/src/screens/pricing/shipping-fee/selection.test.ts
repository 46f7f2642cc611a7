import { describe, expect, it } from 'vitest';
import { accountOptions, defaultPackageType, levelReason, narrowPicks, servicesOf, sheetQuery, type SheetPicks } from './selection';
import type { CarrierInfo } from './shipping-fee-api';

const CARRIERS: CarrierInfo[] = [
  {
    carrier: 2, carrierName: 'UPS',
    services: [
      { serviceId: 1, serviceGroup: 1, serviceCode: 'UPS_GROUND', serviceName: 'UPS Ground', packageTypes: ['YOUR_PACKAGING'] },
      { serviceId: 4, serviceGroup: 1, serviceCode: 'UPS_2ND_DAY_AIR', serviceName: 'UPS 2nd Day Air', packageTypes: ['UPS_LETTER', 'YOUR_PACKAGING', 'UPS_PAK'] },
    ],
    accounts: [{ accountId: 1, nickname: 'UPS Daily West' }, { accountId: 2, nickname: 'UPS Daily East' }],
  },
  {
    carrier: 1, carrierName: 'USPS',
    services: [{ serviceId: 14, serviceGroup: 1, serviceCode: 'USPS_GROUND_ADVANTAGE', serviceName: 'USPS Ground Advantage', packageTypes: ['PACKAGE'] }],
    accounts: [{ accountId: 5, nickname: 'USPS Commercial' }],
  },
  { carrier: 4, carrierName: 'DHL', services: [{ serviceId: 17, serviceGroup: 1, serviceCode: 'DHL', serviceName: 'DHL Express', packageTypes: [] }], accounts: [] },
];

describe('account, service and package type pickers', () => {
  it('offers accounts grouped by carrier, leaving out carriers without one', () => {
    expect(accountOptions(CARRIERS)).toEqual([
      { label: 'UPS', options: [{ value: 1, label: 'UPS Daily West' }, { value: 2, label: 'UPS Daily East' }] },
      { label: 'USPS', options: [{ value: 5, label: 'USPS Commercial' }] },
    ]);
  });

  it("offers only the services of the account's carrier", () => {
    expect(servicesOf(CARRIERS, 2).map((s) => s.serviceId)).toEqual([1, 4]);
    expect(servicesOf(CARRIERS, 5).map((s) => s.serviceId)).toEqual([14]);
    expect(servicesOf(CARRIERS, undefined)).toEqual([]);
  });

  it('starts a service on YOUR_PACKAGING when it has it, else on its first package type', () => {
    expect(defaultPackageType(CARRIERS[0].services[1])).toBe('YOUR_PACKAGING');
    expect(defaultPackageType(CARRIERS[1].services[0])).toBe('PACKAGE');
    expect(defaultPackageType(CARRIERS[2].services[0])).toBeUndefined();
    expect(defaultPackageType(undefined)).toBeUndefined();
  });

  it("drops a service of another carrier and a package type the service lacks", () => {
    expect(narrowPicks(CARRIERS, { accountId: 2, serviceId: 4, packageType: 'UPS_PAK' })).toEqual({ accountId: 2, serviceId: 4, packageType: 'UPS_PAK' });
    expect(narrowPicks(CARRIERS, { accountId: 5, serviceId: 4, packageType: 'UPS_PAK' })).toEqual({ accountId: 5, serviceId: undefined, packageType: undefined });
    expect(narrowPicks(CARRIERS, { accountId: 1, serviceId: 1, packageType: 'UPS_PAK' })).toEqual({ accountId: 1, serviceId: 1, packageType: 'YOUR_PACKAGING' });
    expect(narrowPicks(CARRIERS, { accountId: 1, serviceId: 4 })).toEqual({ accountId: 1, serviceId: 4, packageType: 'YOUR_PACKAGING' });
  });
});

describe('the fee-sheet query', () => {
  const picks: SheetPicks = { by: 'client', accountId: 1, serviceId: 1, packageType: 'YOUR_PACKAGING', residential: false, date: '2026-11-20' };

  it('waits for an account, a service, a package type and, by level, a level', () => {
    expect(sheetQuery({ ...picks, accountId: undefined })).toBeNull();
    expect(sheetQuery({ ...picks, serviceId: undefined })).toBeNull();
    expect(sheetQuery({ ...picks, packageType: undefined })).toBeNull();
    expect(sheetQuery({ ...picks, by: 'level' })).toBeNull();
  });

  it('asks for a client, the default level when no client is chosen, or a level, never both', () => {
    const base = { shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', residential: false, date: '2026-11-20' };
    expect(sheetQuery(picks)).toEqual(base);
    expect(sheetQuery({ ...picks, clientId: 7, levelId: 3 })).toEqual({ ...base, clientId: 7 });
    expect(sheetQuery({ ...picks, by: 'level', clientId: 7, levelId: 3, residential: true })).toEqual({ ...base, levelId: 3, residential: true });
  });

  it('says why the level priced it', () => {
    expect(levelReason('client', true)).toBe('shippingFee.levelFrom.client');
    expect(levelReason('default', true)).toBe('shippingFee.levelFrom.clientHasNone');
    expect(levelReason('default', false)).toBe('shippingFee.levelFrom.default');
    expect(levelReason('asked', false)).toBe('shippingFee.levelFrom.asked');
  });
});
