import { In, type EntityManager } from 'typeorm';
import { storageFee, AVERAGE_DAYS, type ChargeMode, type StorageLot, type StorageSnapshot } from '@console/billing';
import { Decimal, dayPlus, format4, isMonthEnd } from '@console/contracts';
import { inventorySnapshot, product } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { dayText } from '../inventory/snapshot-job';
import { engineStorageRuleOf } from './storage-rule.hooks';


/** One warehouse's stock priced under one storage rule. */
export interface StorageLine {
  warehouseId: number;
  quantity: string;
  amount: string;
  /** The unit priced (PIECE_DAY, CBF_DAY, CBM_DAY, PALLET_DAY). */
  element: string;
}

/** A client's (or a supplier's warehouses') stock over the dates a day's storage reads, by warehouse, as the engine reads lots. */
export interface DayStock {
  byWarehouse: Map<number, StorageSnapshot[]>;
  /** Lots of a product without its three sides: counted as pieces, never as volume. */
  unmeasured: Set<string>;
}

const VOLUME_UNITS = new Set(['CBF_DAY', 'CBM_DAY', 'PALLET_DAY']);
/** A lot priced by pieces only needs sides the engine accepts; they are never read. */
const ANY_SIDE = '1';


/** Whose stock a storage rule prices: a client's, in every warehouse; or all the stock in the warehouses a supplier runs. */
export type StockHolder = { clientId: number } | { warehouseIds: number[] };

/**
 * The daily stock snapshots (inventory-snapshot, 02 §9 "Storage quantities") of a holder for the
 * `days` dates ending on `day`, grouped by warehouse and date, each lot with its product's unit
 * sides. A product without all three sides is stock all the same: its pieces count, and its
 * volume is left out (named in `unmeasured`, so the job's result says which skus need sizes).
 * In a warehouse's stock, each client's sku is a product of its own (named `client/sku`).
 */
export async function stockOf(em: EntityManager, holder: StockHolder, day: string, days: number): Promise<DayStock> {
  const range = { first: dayPlus(day, 1 - days), day };
  const qb = em.getRepository(entitySchemaOf(inventorySnapshot)).createQueryBuilder('s').where('s.snapshot_date BETWEEN :first AND :day', range);
  if ('clientId' in holder) qb.andWhere('s.client_id = :clientId', { clientId: holder.clientId });
  else if (holder.warehouseIds.length) qb.andWhere('s.warehouse_id IN (:...warehouseIds)', { warehouseIds: holder.warehouseIds });
  else return { byWarehouse: new Map(), unmeasured: new Set() };
  const rows = await qb.getMany() as Row[];
  const skuOf = 'clientId' in holder ? (row: Row) => String(row.sku) : (row: Row) => `${Number(row.clientId)}/${String(row.sku)}`;
  const products = await productsOf(em, rows);
  const byWarehouse = new Map<number, Map<string, StorageLot[]>>();
  const unmeasured = new Set<string>();
  for (const row of rows) {
    const sku = skuOf(row);
    const p = products.get(`${Number(row.clientId)}/${String(row.sku)}`);
    const measured = Boolean(p && [p.length, p.width, p.height].every((side) => Number(side) > 0));
    if (!measured) unmeasured.add(sku);
    const lot: StorageLot & { measured: boolean } = {
      sku, receivedOn: dayText(row.lotDate), standard: Number(row.standard), damage: Number(row.damage),
      length: measured ? String(p!.length) : ANY_SIDE, width: measured ? String(p!.width) : ANY_SIDE, height: measured ? String(p!.height) : ANY_SIDE,
      dimUnit: measured && String(p!.dimensionUnit).toUpperCase() === 'CM' ? 'cm' : 'in', measured,
    };
    let dates = byWarehouse.get(Number(row.warehouseId));
    if (!dates) byWarehouse.set(Number(row.warehouseId), (dates = new Map()));
    const date = dayText(row.snapshotDate);
    let lots = dates.get(date);
    if (!lots) dates.set(date, (lots = []));
    lots.push(lot);
  }
  return {
    byWarehouse: new Map([...byWarehouse].map(([id, dates]) => [id, [...dates].map(([date, lots]) => ({ date, lots }))])),
    unmeasured,
  };
}

/** The products of the snapshot rows, by `client/sku`, read 500 skus at a time per client. */
async function productsOf(em: EntityManager, rows: Row[]): Promise<Map<string, Row>> {
  const skusByClient = new Map<number, Set<string>>();
  for (const row of rows) {
    const clientId = Number(row.clientId);
    if (!skusByClient.has(clientId)) skusByClient.set(clientId, new Set());
    skusByClient.get(clientId)!.add(String(row.sku));
  }
  const products = new Map<string, Row>();
  for (const [clientId, set] of skusByClient) {
    const skus = [...set];
    for (let at = 0; at < skus.length; at += 500) {
      const found = await em.getRepository(entitySchemaOf(product)).findBy({ clientId, sku: In(skus.slice(at, at + 500)) }) as Row[];
      for (const p of found) products.set(`${clientId}/${String(p.sku)}`, p);
    }
  }
  return products;
}

/** The days a rule charges on `day`: that day, or for a Monthly rule every day of the month to `day` (its last). */
export function daysCharged(rule: Row, day: string): string[] {
  if (rule.calculation !== 'MONTH') return [day];
  const days: string[] = [];
  for (let d = `${day.slice(0, 7)}-01`; d <= day; d = dayPlus(d, 1)) days.push(d);
  return days;
}

/**
 * One storage rule over a client's stock: storageFee() per warehouse (a pallet is not shared
 * between buildings) and per day charged (a Monthly rule prices each day of its month as a Daily
 * one would, and the month's line is their sum: unit-days and amount), lots without sides left
 * out of volume units. A warehouse where the client had nothing on any date read is no line. A
 * refusal of the engine throws its message.
 */
export function storageLines(rule: Row, stock: DayStock, day: string): StorageLine[] {
  const engineRule = engineStorageRuleOf(rule);
  const byVolume = VOLUME_UNITS.has(engineRule.unit);
  const days = daysCharged(rule, day);
  const lines: StorageLine[] = [];
  for (const [warehouseId, dated] of stock.byWarehouse) {
    const snapshots = dated.map(({ date, lots }) => ({
      date, lots: byVolume ? lots.filter((lot) => (lot as StorageLot & { measured: boolean }).measured) : lots,
    })).filter(({ lots }) => lots.length);
    if (!snapshots.length) continue;
    let quantity = new Decimal(0);
    let amount = new Decimal(0);
    let stocked = false;
    const span = engineRule.quantityType === 'AVERAGE' ? AVERAGE_DAYS - 1 : 0;
    for (const charged of days) {
      // only the dates this day reads (its own, or the 30 to it): a month's other days are not checked again
      const first = dayPlus(charged, -span);
      const result = storageFee({ day: charged, rule: engineRule, snapshots: snapshots.filter(({ date }) => date >= first && date <= charged) });
      if (!result.ok) throw new Error(result.message);
      quantity = quantity.plus(result.quantity);
      amount = amount.plus(result.amount);
      stocked ||= result.dates.some(({ measure }) => !new Decimal(measure).isZero());
    }
    // stock that was all free (younger than the free days) or gone on the dates read: nothing to explain
    if (!stocked) continue;
    lines.push({ warehouseId, quantity: format4(quantity), amount: format4(amount), element: engineRule.unit });
  }
  return lines;
}

/** How many snapshot dates a client's rules read on `day`: the days charged, and 29 more before for an average. */
export const datesRead = (rules: Row[], day: string) =>
  Math.max(1, ...rules.map((r) => daysCharged(r, day).length + (r.quantityType === 'AVERAGE' ? AVERAGE_DAYS - 1 : 0)));

/** A daily or monthly fee (calculation Day or Month, 02 §3): its price once per day or month, rounded half up to 4 places. */
export const periodicAmount = (item: Row) => format4(new Decimal(String(item.price ?? '0')));

/** The storage rules and periodic fees (charge items by Day or Month) a client is billed by on a day. */
export interface DayWork {
  rules: Row[];
  fees: Row[];
}

/** What one rule or fee charges a client (or supplier) for a day (or, at a month's end, its month). */
export interface DayCharge {
  /** Member, rule or item, and the day or month: one charge, however often the day is run. */
  chargeKey: string;
  /** The day, or for a Monthly rule or fee its month ('YYYY-MM'). */
  period: string;
  source: { kind: 'storage' | 'periodic'; row: Row };
  mode: ChargeMode;
  lines: Array<Omit<StorageLine, 'warehouseId'> & { warehouseId?: number }>;
}

/**
 * What a member's rules and fees charge for `day`, priced and not yet written: each Daily rule
 * per warehouse, each fee by the Day, and on a month's last day the Monthly ones (a rule's days
 * summed, a fee's price once). A rule with no stock to charge gives no charge. Monthly ones are
 * left out on other days (the caller passes only the rules and fees of the day's kinds, or all).
 * `member` names the member in the keys: a client's id, or `supplier-{id}`.
 */
export function priceDay(work: DayWork & { member: string }, day: string, stock: DayStock | undefined): DayCharge[] {
  const monthEnd = isMonthEnd(day);
  const charges: DayCharge[] = [];
  for (const rule of work.rules) {
    if (rule.calculation === 'MONTH' && !monthEnd) continue;
    const period = rule.calculation === 'MONTH' ? day.slice(0, 7) : day;
    const lines = stock ? storageLines(rule, stock, day) : [];
    if (!lines.length) continue;
    charges.push({ chargeKey: `storage:${work.member}:${Number(rule.id)}:${period}`, period, source: { kind: 'storage', row: rule }, mode: rule.chargeMode as ChargeMode, lines });
  }
  for (const fee of work.fees) {
    if (fee.calculation === 'MONTH' && !monthEnd) continue;
    const period = fee.calculation === 'MONTH' ? day.slice(0, 7) : day;
    charges.push({
      chargeKey: `periodic:${work.member}:${Number(fee.id)}:${period}`, period, source: { kind: 'periodic', row: fee }, mode: fee.chargeMode as ChargeMode,
      lines: [{ element: String(fee.calculation), quantity: '1.0000', amount: periodicAmount(fee) }],
    });
  }
  return charges;
}
