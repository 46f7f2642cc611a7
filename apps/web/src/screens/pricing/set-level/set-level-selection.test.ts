import { describe, expect, it } from 'vitest';
import { resolveSelection } from './set-level-selection';
import type { CarrierInfo, LevelRecord } from './set-level-api';

const levels: LevelRecord[] = [
  { id: 1, levelName: 'Gold', levelCode: 'GOLD', defaultRule: 'GENERAL_COST_RISE' },
  { id: 8, levelName: 'Price List', levelCode: 'PRICE_LIST', defaultRule: 'GENERAL_PRICING' },
];
const carriers: CarrierInfo[] = [
  { carrier: 2, carrierName: 'UPS', accounts: [], services: [
    { serviceId: 1, serviceCode: 'UPS_GROUND', serviceName: 'UPS Ground', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] },
    { serviceId: 4, serviceCode: 'UPS_2ND_DAY_AIR', serviceName: 'UPS 2nd Day Air', serviceGroup: 2, packageTypes: ['YOUR_PACKAGING', 'UPS_LETTER'] },
  ] },
];

describe('what set-level shows', () => {
  it('defaults to the first price-list level, the first service, its first package type and any address', () => {
    const s = resolveSelection(new URLSearchParams(), levels, carriers);
    expect([s.level?.id, s.service?.serviceId, s.packageType, s.addressType, s.carrier?.carrierName]).toEqual([8, 1, 'YOUR_PACKAGING', 0, 'UPS']);
  });

  it('reads the address, ignoring what does not exist', () => {
    const s = resolveSelection(new URLSearchParams('level=1&service=4&package=UPS_LETTER&address=2'), levels, carriers);
    expect([s.level?.id, s.service?.serviceId, s.packageType, s.addressType]).toEqual([1, 4, 'UPS_LETTER', 2]);
    const t = resolveSelection(new URLSearchParams('level=99&service=4&package=NOPE&address=7'), levels, carriers);
    expect([t.level?.id, t.service?.serviceId, t.packageType, t.addressType]).toEqual([8, 4, 'YOUR_PACKAGING', 0]);
  });

  it('gives a tab to package types the level has cards for; nothing to choose while loading', () => {
    expect(resolveSelection(new URLSearchParams('service=1'), levels, carriers, ['OLD_PACK']).packageTypes).toEqual(['YOUR_PACKAGING', 'OLD_PACK']);
    const s = resolveSelection(new URLSearchParams(), null, null);
    expect([s.level, s.service, s.packageType, s.packageTypes]).toEqual([undefined, undefined, undefined, []]);
  });
});
