import type { EntityManager } from 'typeorm';
import { dayPlus } from '@console/contracts';
import { inventory, location, product } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { moveOnRow, receiveAt } from '../modules/inventory/stock-writes';
import { writeSnapshot } from '../modules/inventory/snapshot-job';
import { utcDayOf } from '../engine/jobs/daily-schedule';
import { seedDay } from './seed-day';
import { upcA } from './upc';

/** Warehouses with locations in the demo (the first of seed/reference.ts's), and clients with products. */
const WAREHOUSES = 3;
const CLIENTS = 30;
const PRODUCTS_PER_CLIENT = 10;
const DAY = 86_400_000;

// per category index of seed/reference.ts: names, a Schedule B number, a declared value range and a lithium flag
const KINDS: Array<{ category: number; names: string[]; scheduleB: string; value: [number, number]; lithium: number; origin: string }> = [
  { category: 0, names: ['Cotton T-Shirt', 'Hoodie', 'Yoga Leggings', 'Denim Jacket', 'Crew Socks 3-Pack'], scheduleB: '6109.10.0012', value: [6, 45], lithium: 1, origin: 'CN' },
  { category: 1, names: ['Running Shoe', 'Leather Boot', 'Slide Sandal'], scheduleB: '6403.99.9065', value: [20, 90], lithium: 1, origin: 'VN' },
  { category: 2, names: ['Ceramic Mug', 'Bamboo Cutting Board', 'Throw Pillow', 'LED Desk Lamp'], scheduleB: '9403.60.8081', value: [8, 40], lithium: 1, origin: 'CN' },
  { category: 3, names: ['Building Blocks Set', 'Plush Bear', 'Puzzle 1000 pc'], scheduleB: '9503.00.0073', value: [10, 35], lithium: 1, origin: 'CN' },
  { category: 4, names: ['Bluetooth Earbuds', 'Power Bank 10000mAh', 'Smart Watch', 'USB-C Charger'], scheduleB: '8517.62.0090', value: [15, 120], lithium: 2, origin: 'CN' },
  { category: 5, names: ['Face Serum', 'Lip Balm Set', 'Hair Oil'], scheduleB: '3304.99.5000', value: [5, 30], lithium: 1, origin: 'KR' },
  { category: 6, names: ['Yoga Mat', 'Resistance Bands', 'Water Bottle'], scheduleB: '9506.91.0030', value: [8, 35], lithium: 1, origin: 'TW' },
  { category: 7, names: ['Cookbook', 'Notebook A5'], scheduleB: '4901.99.0093', value: [4, 25], lithium: 1, origin: 'US' },
];
const SIZES = ['S', 'M', 'L', 'XL', 'BLK', 'WHT', 'RED', 'BLU'];

/** Locations of the demo warehouses: zones A (pick, 4 aisles x 5 bays x 3 levels), B (bulk), one receiving and one damage area. */
function locationRows(): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let w = 0; w < WAREHOUSES; w++) {
    for (let aisle = 1; aisle <= 4; aisle++) for (let bay = 1; bay <= 5; bay++) for (let level = 1; level <= 3; level++) {
      const [a, b] = [String(aisle).padStart(2, '0'), String(bay).padStart(2, '0')];
      // a serpentine walk: odd aisles up, even aisles down
      const walkBay = aisle % 2 ? bay : 6 - bay;
      rows.push({ warehouseId: { $ref: 'warehouse', index: w }, code: `A-${a}-${b}-${level}`, zone: 'A', aisle: a, bay: b, level: String(level), kind: 1, pickSequence: (aisle * 100 + walkBay * 10 + level) * 10, barcode: `W${w + 1}A${a}${b}${level}`, status: 1 });
    }
    for (let bay = 1; bay <= 6; bay++) rows.push({ warehouseId: { $ref: 'warehouse', index: w }, code: `B-01-${String(bay).padStart(2, '0')}-1`, zone: 'B', aisle: '01', bay: String(bay).padStart(2, '0'), level: '1', kind: 2, pickSequence: 9000 + bay, barcode: `W${w + 1}B01${bay}`, status: 1 });
    rows.push({ warehouseId: { $ref: 'warehouse', index: w }, code: 'RCV-1', zone: 'R', kind: 3, pickSequence: 0, barcode: `W${w + 1}RCV1`, status: 1 });
    rows.push({ warehouseId: { $ref: 'warehouse', index: w }, code: 'DMG-1', zone: 'D', kind: 4, pickSequence: 99999, barcode: `W${w + 1}DMG1`, status: 1 });
  }
  return rows;
}

/** Ten products for each of the first 30 demo clients (300), spread over the demo categories. */
function productRows(): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let c = 0; c < CLIENTS; c++) for (let p = 0; p < PRODUCTS_PER_CLIENT; p++) {
    const kind = KINDS[(c + p) % KINDS.length];
    const name = kind.names[(c * 3 + p) % kind.names.length];
    const size = SIZES[(c + p * 5) % SIZES.length];
    const code = name.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 8);
    const value = kind.value[0] + ((c * 7 + p * 13) % (kind.value[1] - kind.value[0]));
    rows.push({
      clientId: { $ref: 'client', index: c }, sku: `${code}-${size}-${String(p + 1).padStart(3, '0')}`, name: `${name} ${size}`,
      fnsku: p % 3 === 0 ? `X00${String(c).padStart(3, '0')}${String(p).padStart(2, '0')}AB` : null, barcode: upcA(`0${740000 + c}${String(p + 1).padStart(4, '0')}`), categoryId: { $ref: 'category-management', index: kind.category },
      length: (6 + (p % 5) * 2).toFixed(2), width: (4 + (p % 4)).toFixed(2), height: (1 + (p % 3)).toFixed(2), dimensionUnit: 'IN',
      weight: (0.2 + ((c + p) % 9) * 0.15).toFixed(3), weightUnit: 'LB', declaredValue: value.toFixed(2), countryOfOrigin: kind.origin,
      scheduleB: kind.scheduleB, lithiumBattery: kind.lithium, status: p === 9 && c % 5 === 0 ? 2 : 1,
    });
  }
  return rows;
}

export const DEMO_INVENTORY_ROWS: Record<string, Array<Record<string, unknown>>> = {
  location: locationRows(),
  product: productRows(),
};

/**
 * Stock in the demo warehouses, posted as receive movements through the stock's own writes (the
 * verification finds no drift), over the last 30 days, each product in one or two pick locations
 * and lots; a few allocated and damaged; then the demo users' yesterday's and today's snapshots.
 * Skipped when any stock exists.
 */
export async function seedInventory(em: EntityManager, day = seedDay()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(inventory)).count()) > 0) return;
  const products = await em.getRepository(entitySchemaOf(product)).find({ select: { id: true, clientId: true, sku: true }, order: { id: 'ASC' } });
  const locations = await em.getRepository(entitySchemaOf(location)).find({ select: { id: true, warehouseId: true, kind: true }, where: { kind: 1 }, order: { id: 'ASC' } });
  if (!products.length || !locations.length) return;
  const warehouses = [...new Set(locations.map((l) => Number(l.warehouseId)))];
  // counted back from the demo users' day (at noon UTC), so the lots' ages on it (what storage
  // rules with free days charge by) are the same whenever the seed runs
  const noon = new Date(`${day}T12:00:00Z`);
  for (const [i, item] of products.entries()) {
    const warehouseId = warehouses[Number(item.clientId) % warehouses.length];
    const here = locations.filter((l) => Number(l.warehouseId) === warehouseId);
    for (let lot = 0; lot < (i % 3 === 0 ? 2 : 1); lot++) {
      const when = new Date(noon.getTime() - (30 - ((i * 7 + lot * 11) % 28)) * DAY);
      const place = { warehouseId, locationId: Number(here[(i * 3 + lot) % here.length].id), clientId: Number(item.clientId), sku: String(item.sku), lotDate: utcDayOf(when) };
      const posted = await receiveAt(em, place, { standard: 20 + ((i * 37 + lot * 11) % 180), damage: i % 11 === 0 ? 2 : 0 }, { operator: 'seed', orderNo: `IB-DEMO-${1000 + i}`, note: 'Demo receipt', now: when });
      if (i % 4 === 0) {
        await moveOnRow(em, posted.inventoryId, { type: 2, quantity: 1 + (i % 5) }, { operator: 'seed', orderNo: `SO-DEMO-${2000 + i}`, now: new Date(when.getTime() + DAY) });
      }
    }
  }
  // the demo users' yesterday and today: what their storage is charged from (billing-charges.ts)
  for (const snapshotDay of [dayPlus(day, -1), day]) await writeSnapshot(em, snapshotDay);
}
