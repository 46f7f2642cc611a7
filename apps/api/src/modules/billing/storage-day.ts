import { In, type EntityManager } from 'typeorm';
import { storageFee, AVERAGE_DAYS, type ChargeMode, type StorageLot, type StorageSnapshot } from '@console/billing';
import { Decimal, format4 } from '@console/contracts';
import { inventorySnapshot, product } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { engineStorageRuleOf } from './storage-rule.hooks';

/** 'YYYY-MM-DD' moved by whole days. */
export const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A month's last day bills its monthly rules and fees. */
export const isMonthEnd = (day: string) => dayPlus(day, 1).slice(8) === '01';

/** One warehouse's stock priced under one storage rule. */
export interface StorageLine {
  warehouseId: number;
  quantity: string;
  amount: string;
  /** The unit priced (PIECE_DAY, CBF_DAY, CBM_DAY, PALLET_DAY). */
  element: string;
}

/** A client's stock over the dates a day's storage reads, by warehouse, as the engine reads lots. */
export interface ClientStock {
  byWarehouse: Map<number, StorageSnapshot[]>;
  /** Lots of a product without its three sides: counted as pieces, never as volume. */
  unmeasured: Set<string>;
}

const VOLUME_UNITS = new Set(['CBF_DAY', 'CBM_DAY', 'PALLET_DAY']);
/** A lot priced by pieces only needs sides the engine accepts; they are never read. */
const ANY_SIDE = '1';

const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * The daily stock snapshots (inventory-snapshot, 02 §9 "Storage quantities") of one client for
 * the `days` dates ending on `day`, grouped by warehouse and date, each lot with its product's
 * unit sides. A product without all three sides is stock all the same: its pieces count, and its
 * volume is left out (named in `unmeasured`, so the job's result says which skus need sizes).
 */
export async function clientStock(em: EntityManager, clientId: number, day: string, days: number): Promise<ClientStock> {
  const rows = await em.getRepository(entitySchemaOf(inventorySnapshot)).createQueryBuilder('s')
    .where('s.client_id = :clientId AND s.snapshot_date BETWEEN :first AND :day', { clientId, first: dayPlus(day, 1 - days), day })
    .getMany() as Row[];
  const skus = [...new Set(rows.map((r) => String(r.sku)))];
  const products = new Map<string, Row>();
  for (let at = 0; at < skus.length; at += 500) {
    const found = await em.getRepository(entitySchemaOf(product)).findBy({ clientId, sku: In(skus.slice(at, at + 500)) }) as Row[];
    for (const p of found) products.set(String(p.sku), p);
  }
  const byWarehouse = new Map<number, Map<string, StorageLot[]>>();
  const unmeasured = new Set<string>();
  for (const row of rows) {
    const sku = String(row.sku);
    const p = products.get(sku);
    const measured = Boolean(p && [p.length, p.width, p.height].every((side) => Number(side) > 0));
    if (!measured) unmeasured.add(sku);
    const lot: StorageLot & { measured: boolean } = {
      sku, receivedOn: dayText(row.lotDate), standard: Number(row.standard), damage: Number(row.damage),
      length: measured ? String(p!.length) : ANY_SIDE, width: measured ? String(p!.width) : ANY_SIDE, height: measured ? String(p!.height) : ANY_SIDE,
      dimUnit: measured && String(p!.dimensionUnit).toUpperCase() === 'CM' ? 'cm' : 'in', measured,
    };
    const dates = byWarehouse.get(Number(row.warehouseId)) ?? new Map<string, StorageLot[]>();
    const date = dayText(row.snapshotDate);
    dates.set(date, [...(dates.get(date) ?? []), lot]);
    byWarehouse.set(Number(row.warehouseId), dates);
  }
  return {
    byWarehouse: new Map([...byWarehouse].map(([id, dates]) => [id, [...dates].map(([date, lots]) => ({ date, lots }))])),
    unmeasured,
  };
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
export function storageLines(rule: Row, stock: ClientStock, day: string): StorageLine[] {
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

/** What one rule or fee charges a client for a day (or, at a month's end, its month). */
export interface DayCharge {
  /** Client, rule or item, and the day or month: one charge, however often the day is run. */
  chargeKey: string;
  /** The day, or for a Monthly rule or fee its month ('YYYY-MM'). */
  period: string;
  source: { kind: 'storage' | 'periodic'; row: Row };
  mode: ChargeMode;
  lines: Array<Omit<StorageLine, 'warehouseId'> & { warehouseId?: number }>;
}

/**
 * What a client's rules and fees charge for `day`, priced and not yet written: each Daily rule
 * per warehouse, each fee by the Day, and on a month's last day the Monthly ones (a rule's days
 * summed, a fee's price once). A rule with no stock to charge gives no charge. Monthly ones are
 * left out on other days (the caller passes only the rules and fees of the day's kinds, or all).
 */
export function priceClientDay(work: DayWork & { clientId: number }, day: string, stock: ClientStock | undefined): DayCharge[] {
  const monthEnd = isMonthEnd(day);
  const charges: DayCharge[] = [];
  for (const rule of work.rules) {
    if (rule.calculation === 'MONTH' && !monthEnd) continue;
    const period = rule.calculation === 'MONTH' ? day.slice(0, 7) : day;
    const lines = stock ? storageLines(rule, stock, day) : [];
    if (!lines.length) continue;
    charges.push({ chargeKey: `storage:${work.clientId}:${Number(rule.id)}:${period}`, period, source: { kind: 'storage', row: rule }, mode: rule.chargeMode as ChargeMode, lines });
  }
  for (const fee of work.fees) {
    if (fee.calculation === 'MONTH' && !monthEnd) continue;
    const period = fee.calculation === 'MONTH' ? day.slice(0, 7) : day;
    charges.push({
      chargeKey: `periodic:${work.clientId}:${Number(fee.id)}:${period}`, period, source: { kind: 'periodic', row: fee }, mode: fee.chargeMode as ChargeMode,
      lines: [{ element: String(fee.calculation), quantity: '1.0000', amount: periodicAmount(fee) }],
    });
  }
  return charges;
}
