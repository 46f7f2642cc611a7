import { quote, type QuoteInput } from '@console/pricing';
import type { FeeSheet, MessageKey } from '@console/contracts';
import type { PricingBook, ShipmentFacts } from './pricing-book';

export type { FeeSheet };

/**
 * What a client pays per weight range and zone (02 §2 `shipping-fee`), pure: for every
 * range of the cost card in force, the engine's base price of one package weighing the range's
 * upper bound (1 in cube, so no DIM weight) on the client's level — or on a level asked for — next
 * to the cost and publish prices of that package. Surcharges, peaks and fuel come on top of these
 * (they depend on the shipment), so they are left out here; the quote shows them line by line.
 */
type FeeSheetFacts = Omit<ShipmentFacts, 'zone' | 'packages'>;

export function feeSheet(book: PricingBook, facts: FeeSheetFacts): { ok: true; sheet: FeeSheet } | { ok: false; key: MessageKey } {
  const resolved = book.resolve({ ...facts, zone: '1', packages: [] });
  if (!resolved.ok) return resolved;
  const card = resolved.input.costCard;
  const zones = [...new Set(card.rows.flatMap((r) => Object.keys(r.zones)))];
  // Base prices only: no surcharge, peak or fuel.
  const base: QuoteInput = { ...resolved.input, surcharges: [], peaks: [], fuelPercent: '0' };
  const rows = card.rows.map((row) => ({
    from: String(row.from), to: String(row.to),
    cells: Object.fromEntries(zones.map((zone) => {
      const result = quote({ ...base, zone, packages: [{ weight: row.to, weightUnit: 'lb', length: '1', width: '1', height: '1', dimUnit: 'in' }] });
      const line = result.ok ? result.lines.find((l) => l.kind === 'base') : undefined;
      return [zone, line && line.kind === 'base' ? { cost: line.cost, publish: line.publish, price: line.price, ...(line.note ? { note: line.note } : {}) } : null];
    })),
  }));
  return { ok: true, sheet: { resolution: resolved.resolution, zones, minimumCharge: String(card.minimumCharge), rows } };
}
