import { Decimal } from '@console/contracts';
import { quote, type PackageInput, type QuoteInput } from '@console/pricing';
import { engineLevel, enginePeak, engineSurcharge, fuelPercentOn } from '../modules/pricing/engine-inputs';
import { CARDS, DEMO_PRICING_ROWS, SERVICES, ZONE_ORDER, cardRows } from './demo-pricing';

/** How many priced shipments the demo has (the replay issue's 50,000 come with the replay). */
export const DEMO_RATED_SHIPMENTS = 600;

/** 'YYYY-MM-DD' `daysAgo` days before today (UTC). */
function dayBefore(daysAgo: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo)).toISOString().slice(0, 10);
}

/** One to three parcels of an e-commerce order: a few pounds, shoebox to carton sizes. */
function packagesOf(i: number): PackageInput[] {
  return Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) + (i % 7 === 0 ? 1 : 0) }, (_, p) => ({
    weight: String(((i * 7 + p * 13) % 380) / 10 + 0.4), weightUnit: 'lb',
    length: String(8 + ((i + p) % 17)), width: String(6 + ((i * 3 + p) % 11)), height: String(3 + ((i * 5 + p) % 9)), dimUnit: 'in',
  }));
}

/**
 * Shipments of the last 90 days priced by the rate engine with the demo's own cards, the default
 * level (Standard, cost + 15 %), the carrier's surcharges, the fuel rate of the ship date's week
 * and the peaks, as the quote API would have priced them; stored with their lines and total.
 */
export function demoRatedShipments(): Array<Record<string, unknown>> {
  const standard = { defaultRule: 'GENERAL_COST_RISE', increaseRatio: '15', capAtPublish: true };
  const peaks = DEMO_PRICING_ROWS['peak-setting'].map(enginePeak);
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; rows.length < DEMO_RATED_SHIPMENTS; i++) {
    const [account, service, base, perLb] = CARDS[i % CARDS.length];
    const [carrier, , , serviceGroup, packageTypes] = SERVICES[service];
    const shipDate = dayBefore(i % 90);
    const packages = packagesOf(i);
    const fuel = fuelPercentOn(DEMO_PRICING_ROWS['fuel-rate'].filter((r) => String(r.effectiveFrom) <= shipDate), carrier);
    const input: QuoteInput = {
      shipDate, carrier: carrier as QuoteInput['carrier'], serviceGroup: serviceGroup as QuoteInput['serviceGroup'], zone: ZONE_ORDER[(i * 3) % ZONE_ORDER.length],
      residential: i % 3 !== 0, packages, dimDivisor: carrier === 1 ? 166 : 139, dimMinCubicInches: carrier === 1 ? 1728 : 0,
      costCard: { minimumCharge: (base * 0.72).toFixed(2), rows: cardRows(base, perLb, 0.72) },
      publishCard: { minimumCharge: base.toFixed(2), rows: cardRows(base, perLb, 1) },
      level: engineLevel(standard),
      surcharges: DEMO_PRICING_ROWS.surcharge.filter((s) => s.carrier === carrier).map((s) => engineSurcharge(s, 'WITH_DISCOUNT')),
      fuelPercent: fuel.percent, peaks,
    };
    const result = quote(input);
    if (!result.ok) continue;
    rows.push({
      reference: `RS-DEMO-${String(rows.length + 1).padStart(5, '0')}`, clientId: { $ref: 'client', index: i % 200 },
      shippingAccountId: { $ref: 'shipping-account', index: account }, carrierServiceId: { $ref: 'carrier-service', index: service },
      packageType: packageTypes[0], shipDate, zone: input.zone, residential: input.residential, packageCount: packages.length,
      billableWeight: result.billableWeights.reduce((sum, w) => sum.plus(w), new Decimal(0)).toFixed(4),
      pricingLevelId: { $ref: 'pricing-level', index: 0 }, total: result.total, packages, lines: result.lines,
    });
  }
  return rows;
}
