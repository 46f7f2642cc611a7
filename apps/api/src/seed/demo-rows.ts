import type { ResourceDef } from '@console/metadata';
import { DEMO_TECH_ROWS } from './tech';
import { DEMO_MESSAGING_ROWS } from './messaging';
import { DEMO_REFERENCE_ROWS } from './reference';
import { DEMO_CLIENT_ROWS } from './clients';
import { DEMO_PRICING_ROWS } from './pricing';
import { DEMO_INVENTORY_ROWS } from './inventory';
import { DEMO_BILLING_ROWS } from './billing';

/**
 * Demo records per resource, from each domain's seed file: believable data so a new user sees a
 * working console. The seed inserts them in `seedOrder` (a row names an earlier one with
 * `{ $ref: resource, index }`); the ledgers, invoices and tickets are posted afterwards by their
 * domain's own writes (seed/finance.ts, seed/support.ts).
 */
export const DEMO_ROWS: Record<string, Array<Record<string, unknown>>> = {
  ...DEMO_TECH_ROWS,
  ...DEMO_MESSAGING_ROWS,
  ...DEMO_REFERENCE_ROWS,
  ...DEMO_CLIENT_ROWS,
  ...DEMO_PRICING_ROWS,
  ...DEMO_INVENTORY_ROWS,
  ...DEMO_BILLING_ROWS,
};

/** A `{ $ref: resource, index }`: the id the seed gave that resource's demo row `index`. */
export const isRef = (value: unknown): value is { $ref: string; index: number } => typeof value === 'object' && value !== null && '$ref' in value;

/** The refs a demo value holds: itself, or those of an id list (a billing plan's charge items). */
export const refsIn = (value: unknown): Array<{ $ref: string; index: number }> =>
  (isRef(value) ? [value] : Array.isArray(value) ? value.filter(isRef) : []);

/** The resources in the order their demo rows go in: a resource after those its rows name ({ $ref }), else in catalogue order. */
export function seedOrder(resources: ResourceDef[], rows: Record<string, Array<Record<string, unknown>>>): ResourceDef[] {
  const byName = new Map(resources.map((def) => [def.name, def]));
  const placed = new Set<string>();
  const order: ResourceDef[] = [];
  const place = (def: ResourceDef) => {
    if (placed.has(def.name)) return;
    placed.add(def.name);
    const named = new Set((rows[def.name] ?? []).flatMap((row) => Object.values(row).flatMap(refsIn).map((ref) => ref.$ref)));
    for (const name of named) if (byName.has(name)) place(byName.get(name)!);
    order.push(def);
  };
  resources.forEach(place);
  return order;
}
