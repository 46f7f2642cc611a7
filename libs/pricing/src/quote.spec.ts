import {
  FEE_DETAILS_UNAVAILABLE, FEE_INVALID, INVALID_DATA, PRICING_MESSAGES, pricingMessageKey, translatePricingMessage,
} from './messages';
import { quote } from './quote';
import type { QuoteInput } from './types';
import { COST_CARD, PUBLISH_CARD, input, peak, pkg, surcharge } from './test-support/fixtures';
import * as pricing from './index';

/**
 * A residential UPS ground shipment of three packages to zone 5 at cost + 12.5%, capped at publish.
 * Every number below is worked out by hand from the cards in test-support/fixtures.ts.
 */
const worked: QuoteInput = {
  shipDate: '2025-12-01', carrier: 2, serviceGroup: 1, zone: '5', residential: true,
  packages: [
    // 12 x 10 x 8 = 960 / 139 = 6.906 > 3.2 lb -> 7 -> row (5, 10]: cost 15.00, publish 20.00
    { weight: '3.2', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in' },
    // 12 oz = 0.75 lb; 30/20/15 cm -> 11.81/7.87/5.91 -> 12 x 8 x 6 = 576 / 139 = 4.144 -> 5 -> (3, 5]: 11.00 / 15.00
    { weight: '12', weightUnit: 'oz', length: '30', width: '20', height: '15', dimUnit: 'cm' },
    // 2 kg = 4.409 lb; 10 x 6 x 4 = 240 / 139 = 1.73 -> 4.409 -> 5 -> (3, 5]: 11.00 / 15.00
    { weight: 2, weightUnit: 'kg', length: 10, width: 6, height: 4, dimUnit: 'in' },
  ],
  dimDivisor: 139, dimMinCubicInches: 0,
  costCard: COST_CARD, publishCard: PUBLISH_CARD,
  // 15.00 x 1.125 = 16.875; 11.00 x 1.125 = 12.375 (twice); none above publish, none below cost
  // base = 16.875 + 12.375 + 12.375 = 41.625
  level: { mode: 'GENERAL_COST_RISE', increaseRatio: '12.5', capAtPublish: true },
  surcharges: [
    // PERCENT on All = 41.625 + FIXED 30.795 + peaks 4.05 = 76.47 x 2% = 1.5294 (excluded from fuel)
    surcharge({ code: 'DAS', when: { zones: ['5'] }, calc: 'PERCENT', value: '2', rateBase: 'All', excludeFromFuel: true }),
    // 5.55 x 0.9 = 4.995
    surcharge({ code: 'RES', when: 'residential', value: '5.55', offRatePercent: '10' }),
    // longest sides 12, 12, 10: over 11 for 2 packages -> 10.00 x 2 = 20.00
    surcharge({ code: 'AHS', when: { longestSideOver: '11' }, value: '10.00', perPackage: true }),
    surcharge({ code: 'INACTIVE', status: 2, value: '99' }),
    surcharge({ code: 'FEDEX', carrier: 3, value: '99' }),
    surcharge({ code: 'EXPRESS', effectiveService: 2, value: '99' }),
    // PERCENT on baseRateAndFuel = 41.625 x 1.1575 = 48.1809375 x 1.5% = 0.7227140625 -> 0.7227
    surcharge({ code: 'ENV', calc: 'PERCENT', value: '1.5', rateBase: 'baseRateAndFuel' }),
    // billable 7, 5, 5 over 5 (strict): 1 package -> 7.25 x 0.8 = 5.80 (excluded from fuel)
    surcharge({ code: 'HVY', when: { weightOver: '5' }, value: '7.25', perPackage: true, offRatePercent: '20', excludeFromFuel: true }),
  ],
  // 1.35 x 3 = 4.05; the second window starts the day after the ship date
  peaks: [peak({ name: 'Peak', from: '2025-11-30', to: '2026-01-17', amountPerPackage: '1.35' }), peak({ name: 'Late', from: '2025-12-02' })],
  // on = 41.625 + RES 4.995 + AHS 20 + ENV 0.7227 + peak 4.05 = 71.3927; x 15.75% = 11.24435025 -> 11.2444
  fuelPercent: '15.75',
};

describe('quote(): a worked example', () => {
  it('prices and explains every cent', () => {
    // total = 41.625 + (1.5294 + 4.995 + 20 + 0.7227 + 5.8) + 4.05 + 11.2444 = 89.9665
    expect(quote(worked)).toEqual({
      ok: true,
      billableWeights: ['7.0000', '5.0000', '5.0000'],
      lines: [
        { kind: 'base', package: 1, cost: '15.0000', publish: '20.0000', price: '16.8750' },
        { kind: 'base', package: 2, cost: '11.0000', publish: '15.0000', price: '12.3750' },
        { kind: 'base', package: 3, cost: '11.0000', publish: '15.0000', price: '12.3750' },
        { kind: 'surcharge', code: 'DAS', amount: '1.5294' },
        { kind: 'surcharge', code: 'RES', amount: '4.9950' },
        { kind: 'surcharge', code: 'AHS', amount: '20.0000' },
        { kind: 'surcharge', code: 'ENV', amount: '0.7227' },
        { kind: 'surcharge', code: 'HVY', amount: '5.8000' },
        { kind: 'peak', name: 'Peak', amount: '4.0500' },
        { kind: 'fuel', percent: '15.7500', on: '71.3927', amount: '11.2444' },
      ],
      total: '89.9665',
    });
  });

  it('gives the same answer after a JSON round trip, and leaves its input untouched', () => {
    const copy = JSON.parse(JSON.stringify(worked)) as QuoteInput;
    const before = JSON.stringify(worked);
    expect(quote(copy)).toEqual(quote(worked));
    expect(JSON.stringify(worked)).toBe(before);
  });
});

describe('quote(): Invalid Data', () => {
  const malformed = { ok: false, message: INVALID_DATA };

  it('a zone outside 1-12, A, B, C, F, N, K', () => {
    for (const zone of ['0', '13', 'D', 'a', '', ' 5', '05']) expect(quote(input({ zone }))).toEqual(malformed);
    // every zone of the set is accepted (the fixtures only price 5 and A, so the others fail on the card)
    for (const zone of ['1', '12', 'B', 'C', 'F', 'N', 'K']) expect(quote(input({ zone }))).toEqual({ ok: false, message: FEE_DETAILS_UNAVAILABLE });
  });

  it('no package or more than 20', () => {
    expect(quote(input({ packages: [] }))).toEqual(malformed);
    expect(quote(input({ packages: Array.from({ length: 21 }, () => pkg('1')) }))).toEqual(malformed);
    const twenty = quote(input({ packages: Array.from({ length: 20 }, () => pkg('1')) }));
    expect(twenty.ok && twenty.total).toBe('120.0000'); // 20 x 6.00
  });

  it('comes before a bad percent, and before a card that has no price', () => {
    expect(quote(input({ zone: 'Z', fuelPercent: '-1' }))).toEqual(malformed);
    expect(quote(input({ packages: [pkg('0')], costCard: { minimumCharge: '0', rows: [] } }))).toEqual(malformed);
  });

  it('input that is not a quote at all', () => {
    expect(quote(null as never)).toEqual(malformed);
    expect(quote({} as never)).toEqual(malformed);
    expect(quote(input({ surcharges: 'none' as never }))).toEqual(malformed);
  });
});

describe('quote(): the messages', () => {
  it('are the spec texts', () => {
    expect([FEE_DETAILS_UNAVAILABLE, FEE_INVALID, INVALID_DATA]).toEqual([
      'Unable to fetch the fee details', 'The calculated fee is invalid, please check the value.', 'Invalid Data',
    ]);
  });

  it('have a Chinese text in the catalogue, found from the English one', () => {
    expect(pricingMessageKey(FEE_INVALID)).toBe('feeInvalid');
    expect(translatePricingMessage(FEE_DETAILS_UNAVAILABLE, 'zh')).toBe('无法获取费用明细');
    expect(translatePricingMessage('No less than Cost Rate', 'zh')).toBe('不低于成本价');
    expect(translatePricingMessage('something else', 'zh')).toBe('something else');
    for (const entry of Object.values(PRICING_MESSAGES)) expect(entry.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a refusal is exactly { ok: false, message }', () => {
    expect(Object.keys(quote(input({ zone: 'Z' })))).toEqual(['ok', 'message']);
  });
});

describe('the package entry', () => {
  it('exports quote and the message constants', () => {
    expect(pricing.quote).toBe(quote);
    expect(pricing.NOTE_NO_MORE_THAN_PUBLISH).toBe('No more than Publish Rate');
    expect(pricing.NOTE_NO_LESS_THAN_COST).toBe('No less than Cost Rate');
  });
});
