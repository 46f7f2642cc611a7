import { In, type EntityManager } from 'typeorm';
import { Decimal } from '@console/contracts';
import { quote, type PackageInput } from '@console/pricing';
import { client, ratedShipment, surcharge } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { recordVersion } from '../engine/versions/record-versions';
import { SEED_SYSTEM } from './seed-day';
import { loadPricingBook } from '../modules/pricing/pricing-book.loader';
import type { PricingBook } from '../modules/pricing/pricing-book';
import { CARDS, SERVICES, ZONE_ORDER } from './pricing';

/** Rows per INSERT: 14 columns x 500 stays far inside SQLite's limit of bound values. */
const INSERT_CHUNK = 500;

/** 'YYYY-MM-DD' `daysAgo` days before today (UTC). */
function dayBefore(daysAgo: number, today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo)).toISOString().slice(0, 10);
}

/** One to three parcels of an e-commerce order: a few pounds, shoebox to carton sizes. */
function packagesOf(i: number): PackageInput[] {
  return Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) + (i % 7 === 0 ? 1 : 0) }, (_, p) => ({
    weight: String(((i * 7 + p * 13) % 380) / 10 + 0.4), weightUnit: 'lb',
    length: String(8 + ((i + p) % 17)), width: String(6 + ((i * 3 + p) % 11)), height: String(3 + ((i * 5 + p) % 9)), dimUnit: 'in',
  }));
}

/** The shipment facts of demo shipment `i`: a seeded card's account and service, a client, a day of the last 90. */
function demoShipment(i: number, ids: { accounts: number[]; services: number[]; clients: number[] }, today: Date) {
  const [account, service] = CARDS[i % CARDS.length];
  return {
    clientId: ids.clients.length ? ids.clients[(i * 7) % ids.clients.length] : null,
    shippingAccountId: ids.accounts[account], carrierServiceId: ids.services[service], packageType: SERVICES[service][4][0],
    zone: ZONE_ORDER[(i * 3) % ZONE_ORDER.length], residential: i % 3 !== 0, shipDate: dayBefore(i % 90, today), packages: packagesOf(i),
  };
}

/**
 * Shipments of the last 90 days priced by the rate engine from the seeded pricing — the client's
 * level, its surcharge deals, the carrier's surcharges, fuel and peaks, each version in force on
 * the ship date — exactly as the quote API prices them (the same pricing book), and stored with
 * their lines and total, so a replay without a draft finds every total unchanged. Only while the
 * table is empty.
 */
// How many: config.demoRatedShipments (DEMO_RATED_SHIPMENTS, 50,000 by default; the API tests seed 600).
export async function seedRatedShipments(em: EntityManager, count: number, today = new Date()): Promise<number> {
  const repo = em.getRepository(entitySchemaOf(ratedShipment));
  if (count <= 0 || (await repo.count()) > 0) return 0;
  const book = await loadPricingBook(em);
  const ids = {
    accounts: [...book.data.accounts.keys()].sort((a, b) => a - b),
    services: [...book.data.services.keys()].sort((a, b) => a - b),
    clients: (await em.getRepository(entitySchemaOf(client)).find({ select: { id: true }, order: { id: 'ASC' } })).map((c) => Number(c.id)),
  };
  if (ids.accounts.length < 5 || ids.services.length < SERVICES.length) return 0; // not the demo's pricing
  const now = new Date();
  let chunk: Array<Record<string, unknown>> = [];
  let stored = 0;
  const charged = new Set<number>(); // surcharge ids the shipments were charged
  for (let i = 0; stored + chunk.length < count && i < count * 2; i++) {
    const row = priced(book, demoShipment(i, ids, today), stored + chunk.length + 1, charged);
    if (!row) continue;
    chunk.push({ ...row, version: 1, createTime: now, updateTime: now });
    if (chunk.length === INSERT_CHUNK) {
      await repo.insert(chunk);
      stored += chunk.length;
      chunk = [];
    }
  }
  if (chunk.length) await repo.insert(chunk);
  await markUsing(em, [...charged]);
  return stored + chunk.length;
}

/**
 * The surcharges the demo charged are in use (level status Using), as a kept quote makes them:
 * each gets a second version saying so, in force from the same day as its first.
 */
async function markUsing(em: EntityManager, ids: number[]): Promise<void> {
  const repo = em.getRepository(entitySchemaOf(surcharge));
  for (const row of ids.length ? await repo.findBy({ id: In(ids), levelStatus: 'NEW' }) : []) {
    const used = { ...row, levelStatus: 'USING', version: Number(row.version) + 1, updateTime: new Date() };
    await repo.update({ id: Number(row.id) }, { levelStatus: 'USING', version: used.version, updateTime: used.updateTime });
    await recordVersion(em, surcharge, used, SEED_SYSTEM);
  }
}

function priced(book: PricingBook, facts: ReturnType<typeof demoShipment>, n: number, charged: Set<number>): Record<string, unknown> | undefined {
  const resolved = book.resolve(facts);
  if (!resolved.ok) return undefined;
  const result = quote(resolved.input);
  if (!result.ok) return undefined;
  const codes = new Set(result.lines.flatMap((l) => (l.kind === 'surcharge' ? [l.code] : [])));
  resolved.input.surcharges.forEach((s, i) => codes.has(s.code) && charged.add(resolved.inputSurchargeIds[i]));
  return {
    reference: `RS-DEMO-${String(n).padStart(6, '0')}`, ...facts, packageCount: facts.packages.length,
    billableWeight: result.billableWeights.reduce((sum, w) => sum.plus(w), new Decimal(0)).toFixed(4),
    pricingLevelId: resolved.resolution.levelId, total: result.total, lines: result.lines,
  };
}
