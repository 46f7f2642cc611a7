import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { chargeItem, storageRule, warehouse, billingCharge } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { CountCache } from '../../engine/count-cache';
import { entitySchemaOf } from '../../engine/entity-schema';
import { JobKinds } from '../../engine/jobs/job-kinds';
import type { Row } from '../../engine/row';
import { SNAPSHOT_JOB, dayBefore } from '../inventory/snapshot-job';
import { charged, postCharges, storeCharges } from './charge-postings';
import { plansInForce, type PlanInForce } from './plan-in-force';
import { clientStock, datesRead, isMonthEnd, priceClientDay, type DayWork } from './storage-day';

export const STORAGE_JOB = 'billing-storage-daily';

const ACTIVE = 1;

/** What a day's run charged, stored as the job's result. */
export interface StorageDayResult {
  day: string;
  /** Whether the day closed a month: its monthly rules and fees were charged too. */
  monthEnd: boolean;
  clients: number;
  lines: number;
  /** Clients whose charge was refused (beyond their credit limit, a rule the engine refused): charged when the day runs again. */
  refused: Array<{ clientId: number; message: string }>;
  /** Skus without the three sides, left out of volume units. */
  unmeasured: number;
}

/** One client's rules and fees to charge on a day, under the plan version that bills it. */
export interface ClientWork extends DayWork {
  clientId: number;
  plan: PlanInForce;
}

/**
 * Billing automation's daily and monthly charges (02 §3 Storage rule, charge items by Day or Month):
 * each client billed by a plan on a day is charged, in a transaction of its own, each storage rule
 * of its plan from the 00:00 stock snapshots (storageFee(), per warehouse) and each fee by the day;
 * on a month's last day the rules and fees by the month as well. The keys (client, rule or item,
 * and the day or month) make a day run again charge only what it had not: a client refused once
 * is charged when the day is run again. The job follows the stock snapshot (job-kinds.ts `after`):
 * the run of a UTC day charges the day before, whose snapshot that run has just written.
 */
@Injectable()
export class StorageCharges {
  private readonly logger = new Logger('StorageBilling');

  constructor(private readonly ds: DataSource, kinds: JobKinds, @Inject(WRITE_LOCK) private readonly lock: WriteLock, private readonly counts: CountCache) {
    kinds.register<{ day: string }>(STORAGE_JOB, { quiet: true, after: SNAPSHOT_JOB, run: ({ payload }) => this.chargeDay(dayBefore(payload.day)) });
  }

  /** Charges `day` ('YYYY-MM-DD'): what each client's plan in force that day bills by the day (and the month, at its end). */
  async chargeDay(day: string): Promise<StorageDayResult> {
    const monthEnd = isMonthEnd(day);
    const work = await storageWorkOf(this.ds.manager, day, monthEnd);
    const warehouses = await warehouseCodes(this.ds.manager);
    const result: StorageDayResult = { day, monthEnd, clients: 0, lines: 0, refused: [], unmeasured: 0 };
    for (const client of work) {
      try {
        const { lines, unmeasured } = await this.lock.run(() => this.ds.transaction((em) => chargeClientDay(em, client, day, warehouses)));
        if (lines) result.clients += 1;
        result.lines += lines;
        result.unmeasured += unmeasured;
      } catch (error) {
        result.refused.push({ clientId: client.clientId, message: error instanceof Error ? error.message : String(error) });
      }
    }
    this.counts.invalidate(billingCharge.name);
    this.logger.log(`${day}: ${result.lines} storage and fee lines for ${result.clients} clients${result.refused.length ? `, ${result.refused.length} refused` : ''}`);
    return result;
  }
}

/** The clients billed on the day, each with its plan's active rules and fees of the day's kinds. */
export async function storageWorkOf(em: EntityManager, day: string, monthEnd = isMonthEnd(day)): Promise<ClientWork[]> {
  const plans = await plansInForce(em, 'client', day);
  const periods = monthEnd ? ['DAY', 'MONTH'] : ['DAY'];
  const ruleIds = [...new Set([...plans.values()].flatMap((p) => p.storageRuleIds))];
  const itemIds = [...new Set([...plans.values()].flatMap((p) => p.chargeItemIds))];
  const rules = new Map((ruleIds.length ? await em.getRepository(entitySchemaOf(storageRule)).findBy({ id: In(ruleIds), status: ACTIVE, calculation: In(periods) }) as Row[] : []).map((r) => [Number(r.id), r]));
  const fees = new Map((itemIds.length ? await em.getRepository(entitySchemaOf(chargeItem)).findBy({ id: In(itemIds), status: ACTIVE, calculation: In(periods) }) as Row[] : []).map((r) => [Number(r.id), r]));
  return [...plans].map(([clientId, plan]) => ({
    clientId, plan,
    rules: plan.storageRuleIds.flatMap((id) => (rules.has(id) ? [rules.get(id)!] : [])),
    fees: plan.chargeItemIds.flatMap((id) => (fees.has(id) ? [fees.get(id)!] : [])),
  })).filter((w) => w.rules.length || w.fees.length);
}

/**
 * One client's day in the caller's transaction: each rule's and fee's lines (storage-day.ts
 * priceClientDay) stored and posted under its key (a key charged already is passed over). The
 * ledger's refusal throws.
 */
export async function chargeClientDay(em: EntityManager, work: ClientWork, day: string, warehouses: Map<number, string>): Promise<{ lines: number; unmeasured: number }> {
  const { clientId, plan } = work;
  const common = { party: 'client', clientId, eventDate: day, planId: plan.planId, planVersion: plan.planVersion };
  let lines = 0;
  const stock = work.rules.length ? await clientStock(em, clientId, day, datesRead(work.rules, day)) : undefined;
  for (const priced of priceClientDay(work, day, stock)) {
    if (await charged(em, priced.chargeKey)) continue;
    const { source, mode } = priced;
    const entryId = await postCharges(em, clientId, priced.chargeKey, priced.lines.map((l) => ({ amount: l.amount, mode })), {
      note: `Billing automation: ${source.kind === 'storage' ? 'storage ' : ''}${String(source.row.name)}, ${priced.period}`, source: { type: 'billing', id: priced.period },
    }, null);
    await storeCharges(em, priced.lines.map((line) => (source.kind === 'storage'
      ? {
        ...common, event: 'STORAGE', storageRuleId: Number(source.row.id), warehouseId: line.warehouseId, unit: `warehouse:${warehouses.get(line.warehouseId!) ?? line.warehouseId}`,
        element: line.element, quantity: line.quantity, amount: line.amount, chargeMode: mode, chargeKey: priced.chargeKey, entryId,
      }
      : {
        ...common, event: 'PERIODIC', chargeItemId: Number(source.row.id), unit: `${source.row.calculation === 'MONTH' ? 'month' : 'day'}:${priced.period}`,
        element: line.element, quantity: line.quantity, amount: line.amount, chargeMode: mode, hiddenToClient: Boolean(source.row.hiddenToClient), chargeKey: priced.chargeKey, entryId,
      })));
    lines += priced.lines.length;
  }
  return { lines, unmeasured: stock?.unmeasured.size ?? 0 };
}

/** Each warehouse's code, by id: a storage line's unit names where the stock was. */
export async function warehouseCodes(em: EntityManager): Promise<Map<number, string>> {
  return new Map((await em.getRepository(entitySchemaOf(warehouse)).find({ select: { id: true, code: true } }) as Row[]).map((w) => [Number(w.id), String(w.code)]));
}
