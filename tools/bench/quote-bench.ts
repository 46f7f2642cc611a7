import { cpus, loadavg } from 'node:os';
import { quote, QuoteInput, RateCard } from '@console/pricing';
import { callsPerCpuSecond } from './stats';

const ZONES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'];
const AIM = 100_000;

/** A card as a carrier publishes it: 70 one-pound rows (0-1 ... 69-70) x the spec's 18 zones. */
function card(base: number, perLb: number, minimumCharge: string): RateCard {
  return {
    minimumCharge,
    rows: Array.from({ length: 70 }, (_, row) => ({
      from: String(row),
      to: String(row + 1),
      zones: Object.fromEntries(ZONES.map((zone, z) => [zone, ((base + (row + 1) * perLb + z * 0.37) * 10000 | 0) / 10000 + ''])),
    })),
  };
}

/** A realistic residential UPS ground shipment of 3 packages priced at cost + 12.5%, capped at publish. */
export function quoteBenchInput(): QuoteInput {
  return {
    shipDate: '2025-12-10', carrier: 2, serviceGroup: 1, zone: '5', residential: true,
    packages: [
      { weight: '3.2', weightUnit: 'lb', length: '12', width: '10', height: '8', dimUnit: 'in' },
      { weight: '12', weightUnit: 'oz', length: '30', width: '20', height: '15', dimUnit: 'cm' },
      { weight: '9.5', weightUnit: 'kg', length: '24', width: '18', height: '16', dimUnit: 'in' },
    ],
    dimDivisor: 139, dimMinCubicInches: 0,
    costCard: card(7.1, 0.83, '8.5000'),
    publishCard: card(11.4, 1.27, '12.2500'),
    level: { mode: 'GENERAL_COST_RISE', increaseRatio: '12.5', capAtPublish: true },
    surcharges: [
      { code: 'RES', carrier: 2, effectiveService: 0, status: 1, when: 'residential', calc: 'FIXED', value: '5.55', perPackage: false, excludeFromFuel: false, offRatePercent: '10' },
      { code: 'AHS', carrier: 2, effectiveService: 1, status: 1, when: { longestSideOver: '22' }, calc: 'FIXED', value: '24.50', perPackage: true, excludeFromFuel: false, offRatePercent: '0' },
      { code: 'AHW', carrier: 2, effectiveService: 0, status: 1, when: { weightOver: '50' }, calc: 'FIXED', value: '31.45', perPackage: true, excludeFromFuel: false, offRatePercent: '0' },
      { code: 'LPS', carrier: 2, effectiveService: 0, status: 1, when: { lengthPlusGirthOver: '105' }, calc: 'FIXED', value: '120', perPackage: true, excludeFromFuel: false, offRatePercent: '5' },
      { code: 'DAS', carrier: 2, effectiveService: 0, status: 1, when: { zones: ['5', '6', 'A'] }, calc: 'PERCENT', value: '2.75', rateBase: 'All', perPackage: false, excludeFromFuel: true, offRatePercent: '12.5' },
      { code: 'ENV', carrier: 2, effectiveService: 0, status: 1, when: 'always', calc: 'PERCENT', value: '1.5', rateBase: 'baseRateAndFuel', perPackage: false, excludeFromFuel: true, offRatePercent: '0' },
    ],
    fuelPercent: '15.75',
    peaks: [
      { name: 'Peak residential', carrier: 2, effectiveService: 0, from: '2025-11-30', to: '2026-01-17', amountPerPackage: '1.35', excludeFromFuel: false },
      { name: 'Peak large', carrier: 2, effectiveService: 1, from: '2025-10-26', to: '2026-01-17', amountPerPackage: '0.45', excludeFromFuel: true },
    ],
  };
}

/**
 * Calls per second of quote() on one core (stats.ts callsPerCpuSecond: over the CPU time used, the
 * load average beside it; once, 60,488 calls/s was read on a busy machine where 215,000-235,000
 * were, with the engine and this input unchanged).
 */
export function quoteBench(): void {
  const input = quoteBenchInput();
  const first = quote(input);
  if (!first.ok) throw new Error(`the bench input does not price: ${first.message}`);
  const perSecond = callsPerCpuSecond(() => quote(input));
  console.log(`  quote()                      ${perSecond.toLocaleString('en-US').padStart(9)} calls/s (aim >= ${AIM.toLocaleString('en-US')}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
}
