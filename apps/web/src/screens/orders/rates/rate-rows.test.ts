import { describe, expect, it } from 'vitest';
import type { CarrierInfo } from '@console/contracts';
import { rateRows, type RateState } from './rate-rows';

const infos: CarrierInfo[] = [
  {
    carrier: 2, carrierName: 'UPS', accounts: [{ accountId: 1, nickname: 'UPS Daily West' }],
    services: [
      { serviceId: 1, serviceCode: 'UPS_GROUND', serviceName: 'UPS Ground', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] },
      { serviceId: 2, serviceCode: 'UPS_GROUND_SAVER', serviceName: 'UPS Ground Saver', serviceGroup: 1, packageTypes: ['YOUR_PACKAGING'] },
      { serviceId: 4, serviceCode: 'UPS_2ND_DAY_AIR', serviceName: 'UPS 2nd Day Air', serviceGroup: 2, packageTypes: ['YOUR_PACKAGING'] },
    ],
  },
  { carrier: 1, carrierName: 'USPS', accounts: [], services: [{ serviceId: 14, serviceCode: 'USPS_GROUND_ADVANTAGE', serviceName: 'USPS Ground Advantage', serviceGroup: 1, packageTypes: ['PACKAGE'] }] },
];

describe("the order's rate rows", () => {
  it("lists the carrier's services, the order's first, each as priced, refused or not asked yet", () => {
    const states: Record<number, RateState> = {
      4: { kind: 'answer', answer: { ok: true, lines: [], total: '41.2500', billableWeights: ['4'], zone: '8', carrierServiceId: 4 } },
      2: { kind: 'refused', message: { en: 'Unable to fetch the fee details', zh: '无法获取费用明细' } },
      1: { kind: 'loading' },
    };
    const rows = rateRows(infos, { carrier: 2, carrierServiceId: 4 }, states, 'en');
    expect(rows.map((r) => [r.serviceId, r.isOrder, r.state, r.zone, r.total, r.message])).toEqual([
      [4, true, 'answer', '8', '$41.25', undefined],
      [1, false, 'loading', '', '', undefined],
      [2, false, 'refused', '', '', 'Unable to fetch the fee details'],
    ]);
    expect(rateRows(infos, { carrier: 2, carrierServiceId: 4 }, states, 'zh')[2].message).toBe('无法获取费用明细');
  });

  it("shows the engine's own failure in the language asked, and no row for a carrier without services", () => {
    const states: Record<number, RateState> = { 1: { kind: 'answer', answer: { ok: false, message: 'Unable to fetch the fee details', zone: '5', carrierServiceId: 1 } } };
    const [row] = rateRows(infos, { carrier: 2, carrierServiceId: 1 }, states, 'zh');
    expect([row.zone, row.total, row.message]).toEqual(['5', '', '无法获取费用明细']);
    expect(rateRows(infos, { carrier: 4, carrierServiceId: 1 }, {}, 'en')).toEqual([]);
  });
});
