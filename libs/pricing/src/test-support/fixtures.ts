/**
 * Small hand-checkable inputs for the specs (never built into dist). The cards are short so every
 * expected value in the specs can be read off them with a pencil.
 */
import type { Level, PackageInput, Peak, QuoteInput, RateCard, Surcharge } from '../types';

type Rows = Array<[from: string, to: string, prices: Record<string, string>]>;

export function card(rows: Rows, minimumCharge = '0'): RateCard {
  return { minimumCharge, rows: rows.map(([from, to, zones]) => ({ from, to, zones })) };
}

/**
 * Cost card, zones 5 and A (no other zone has prices):
 *   (0, 0.5]  5.00 | 6.00      (0.5, 1]  6.00 | 7.00      (1, 2]  8.00 | 9.00
 *   (2, 3]    9.50 | 10.50     (3, 5]   11.00 | 12.00     (5, 10] 15.00 | 17.00   (10, 70] 40.00 | 45.00
 */
export const COST_CARD = card([
  ['0', '0.5', { '5': '5.00', A: '6.00' }],
  ['0.5', '1', { '5': '6.00', A: '7.00' }],
  ['1', '2', { '5': '8.00', A: '9.00' }],
  ['2', '3', { '5': '9.50', A: '10.50' }],
  ['3', '5', { '5': '11.00', A: '12.00' }],
  ['5', '10', { '5': '15.00', A: '17.00' }],
  ['10', '70', { '5': '40.00', A: '45.00' }],
]);

/** Publish card, same rows: 7.00, 8.50, 11.00, 13.00, 15.00, 20.00, 55.00 in zone 5 (A: +1.00). */
export const PUBLISH_CARD = card([
  ['0', '0.5', { '5': '7.00', A: '8.00' }],
  ['0.5', '1', { '5': '8.50', A: '9.50' }],
  ['1', '2', { '5': '11.00', A: '12.00' }],
  ['2', '3', { '5': '13.00', A: '14.00' }],
  ['3', '5', { '5': '15.00', A: '16.00' }],
  ['5', '10', { '5': '20.00', A: '21.00' }],
  ['10', '70', { '5': '55.00', A: '56.00' }],
]);

/** A package of `weight` lb in a 1 x 1 x 1 in box (DIM 1/139 = 0.0072 lb: never the larger weight here). */
export function pkg(weight: string | number, overrides: Partial<PackageInput> = {}): PackageInput {
  return { weight, weightUnit: 'lb', length: '1', width: '1', height: '1', dimUnit: 'in', ...overrides };
}

export function surcharge(overrides: Partial<Surcharge> = {}): Surcharge {
  return {
    code: 'S', carrier: 2, effectiveService: 0, status: 1, when: 'always', calc: 'FIXED', value: '1.00',
    perPackage: false, excludeFromFuel: false, offRatePercent: '0', ...overrides,
  };
}

export function peak(overrides: Partial<Peak> = {}): Peak {
  return {
    name: 'Peak', carrier: 2, effectiveService: 0, from: '2025-12-01', to: '2025-12-31',
    amountPerPackage: '1.00', excludeFromFuel: false, ...overrides,
  };
}

export const USE_COST: Level = { mode: 'USE_COST', capAtPublish: false };

/** UPS ground, zone 5, commercial, one 2 lb package, cost price, no surcharge, no fuel, no peak. */
export function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    shipDate: '2025-12-10', carrier: 2, serviceGroup: 1, zone: '5', residential: false,
    packages: [pkg('2')], dimDivisor: 139, dimMinCubicInches: 0,
    costCard: COST_CARD, publishCard: PUBLISH_CARD, level: USE_COST,
    surcharges: [], fuelPercent: '0', peaks: [], ...overrides,
  };
}

import { quote } from '../quote';
import type { BaseLine, FuelLine, QuoteSuccess } from '../types';

/** quote() that must succeed; a refusal fails the test with its message. */
export function priced(quoteInput: QuoteInput): QuoteSuccess {
  const result = quote(quoteInput);
  if (!result.ok) throw new Error(`expected a price, got '${result.message}'`);
  return result;
}

export function baseLines(result: QuoteSuccess): BaseLine[] {
  return result.lines.filter((line): line is BaseLine => line.kind === 'base');
}

export function fuelLine(result: QuoteSuccess): FuelLine {
  return result.lines.find((line): line is FuelLine => line.kind === 'fuel')!;
}

/** The amount of the surcharge line with this code, or undefined when it did not apply. */
export function surchargeAmount(result: QuoteSuccess, code: string): string | undefined {
  const line = result.lines.find((l) => l.kind === 'surcharge' && l.code === code);
  return line && line.kind === 'surcharge' ? line.amount : undefined;
}
