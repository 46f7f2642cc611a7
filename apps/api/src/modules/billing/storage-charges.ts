import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { dayBefore, isMonthEnd } from '@console/contracts';
import { billingCharge, chargeItem, storageRule, supplierEntry, warehouse } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { CountCache } from '../../engine/count-cache';
import { entitySchemaOf } from '../../engine/entity-schema';
import { JobKinds } from '../../engine/jobs/job-kinds';
import type { Row } from '../../engine/row';
import { SNAPSHOT_JOB } from '../inventory/snapshot-job';
import type { BilledParty } from './billing-members';
import { charged, postCharges, postOwed, storeCharges, totalOf } from './charge-postings';
import { plansInForce, type PlanInForce } from './plan-in-force';
import { datesRead, priceDay, stockOf, type DayWork } from './storage-day';

export const STORAGE_JOB = 'billing-storage-daily';

const ACTIVE = 1;

/** What a day's run charged, stored as the job's result. */
export interface StorageDayResult {
  day: string;
  /** Whether the day closed a month: its monthly rules and fees were charged too. */
  monthEnd: boolean;
  clients: number;
  /** Warehouse suppliers owed for the day's storage and fees (those running warehouses, billed by a plan). */
  suppliers: number;
  lines: number;
  /** Clients (or suppliers) whose charge was refused (beyond a client's credit limit, a rule the engine refused): charged when the day runs again. */
  refused: Array<{ clientId?: number; supplierId?: number; message: string }>;
  /** Skus without the three sides, left out of volume units. */
  unmeasured: number;
}

/** One member's rules and fees to charge on a day, under the plan version that bills it. */
export interface MemberWork extends DayWork {
  party: BilledParty;
  /** The client's, or the supplier's, id. */
  memberId: number;
  plan: PlanInForce;
}

/** The warehouses of the day: each one's code (a storage line's unit names it), and those each supplier runs. */
export interface Warehouses {
  codes: Map<number, string>;
  runBy: Map<number, number[]>;
}

/**
 * Billing automation's daily and monthly charges (02 §3 Storage rule, charge items by Day or Month):
 * each client billed by a plan on a day is charged, in a transaction of its own, each storage rule
 * of its plan from the 00:00 stock snapshots (storageFee(), per warehouse) and each fee by the day;
 * on a month's last day the rules and fees by the month as well. Each warehouse supplier billed
 * by a plan is priced the same way over all the stock of the warehouses it runs (whoever owns
 * it), and what that comes to is owed to it (its payables). The keys (member, rule or item, and
 * the day or month) make a day run again charge only what it had not: a member refused once is
 * charged when the day is run again. The job follows the stock snapshot (job-kinds.ts `after`):
 * the run of a UTC day charges the day before, whose snapshot that run has just written.
 */
@Injectable()
export class StorageCharges {
  private readonly logger = new Logger('StorageBilling');

  constructor(private readonly ds: DataSource, kinds: JobKinds, @Inject(WRITE_LOCK) private readonly lock: WriteLock, private readonly counts: CountCache) {
    kinds.register<{ day: string }>(STORAGE_JOB, { quiet: true, after: SNAPSHOT_JOB, run: ({ payload }) => this.chargeDay(dayBefore(payload.day)) });
  }

  /** Charges `day` ('YYYY-MM-DD'): what each member's plan in force that day bills by the day (and the month, at its end). */
  async chargeDay(day: string): Promise<StorageDayResult> {
    const monthEnd = isMonthEnd(day);
    const work = [...await storageWorkOf(this.ds.manager, day, monthEnd, 'client'), ...await storageWorkOf(this.ds.manager, day, monthEnd, 'supplier')];
    const warehouses = await warehousesOf(this.ds.manager);
    const result: StorageDayResult = { day, monthEnd, clients: 0, suppliers: 0, lines: 0, refused: [], unmeasured: 0 };
    for (const member of work) {
      try {
        const { lines, unmeasured } = await this.lock.run(() => this.ds.transaction((em) => chargeMemberDay(em, member, day, warehouses)));
        if (lines) result[member.party === 'client' ? 'clients' : 'suppliers'] += 1;
        result.lines += lines;
        result.unmeasured += unmeasured;
      } catch (error) {
        result.refused.push({ [member.party === 'client' ? 'clientId' : 'supplierId']: member.memberId, message: error instanceof Error ? error.message : String(error) });
      }
    }
    this.counts.invalidate(billingCharge.name);
    this.counts.invalidate(supplierEntry.name);
    this.logger.log(`${day}: ${result.lines} storage and fee lines for ${result.clients} clients and ${result.suppliers} suppliers${result.refused.length ? `, ${result.refused.length} refused` : ''}`);
    return result;
  }
}

/** The members of a party billed on the day, each with its plan's active rules and fees of the day's kinds. */
export async function storageWorkOf(em: EntityManager, day: string, monthEnd = isMonthEnd(day), party: BilledParty = 'client'): Promise<MemberWork[]> {
  const plans = await plansInForce(em, party, day);
  const periods = monthEnd ? ['DAY', 'MONTH'] : ['DAY'];
  const ruleIds = [...new Set([...plans.values()].flatMap((p) => p.storageRuleIds))];
  const itemIds = [...new Set([...plans.values()].flatMap((p) => p.chargeItemIds))];
  const rules = new Map((ruleIds.length ? await em.getRepository(entitySchemaOf(storageRule)).findBy({ id: In(ruleIds), status: ACTIVE, calculation: In(periods) }) as Row[] : []).map((r) => [Number(r.id), r]));
  const fees = new Map((itemIds.length ? await em.getRepository(entitySchemaOf(chargeItem)).findBy({ id: In(itemIds), status: ACTIVE, calculation: In(periods) }) as Row[] : []).map((r) => [Number(r.id), r]));
  return [...plans].map(([memberId, plan]) => ({
    party, memberId, plan,
    rules: plan.storageRuleIds.flatMap((id) => (rules.has(id) ? [rules.get(id)!] : [])),
    fees: plan.chargeItemIds.flatMap((id) => (fees.has(id) ? [fees.get(id)!] : [])),
  })).filter((w) => w.rules.length || w.fees.length);
}

/**
 * One member's day in the caller's transaction: each rule's and fee's lines (storage-day.ts
 * priceDay) stored and posted under its key (a key charged already is passed over). A client's
 * lines go to its balance (INSTANT debited, HOLDING held); a supplier's are owed to it, whatever
 * their mode (storage has no order whose end would release a hold). The ledger's refusal throws.
 */
export async function chargeMemberDay(em: EntityManager, work: MemberWork, day: string, warehouses: Warehouses): Promise<{ lines: number; unmeasured: number }> {
  const { party, memberId, plan } = work;
  const client = party === 'client';
  const common = { party, ...(client ? { clientId: memberId } : { supplierId: memberId }), eventDate: day, planId: plan.planId, planVersion: plan.planVersion };
  const holder = client ? { clientId: memberId } : { warehouseIds: warehouses.runBy.get(memberId) ?? [] };
  let lines = 0;
  const stock = work.rules.length ? await stockOf(em, holder, day, datesRead(work.rules, day)) : undefined;
  for (const priced of priceDay({ ...work, member: client ? String(memberId) : `supplier-${memberId}` }, day, stock)) {
    if (await charged(em, priced.chargeKey)) continue;
    const { source, mode } = priced;
    const note = `Billing automation: ${source.kind === 'storage' ? 'storage ' : ''}${String(source.row.name)}, ${priced.period}`;
    const entryId = client
      ? await postCharges(em, memberId, priced.chargeKey, priced.lines.map((l) => ({ amount: l.amount, mode })), { note, source: { type: 'billing', id: priced.period } }, null)
      : await postOwed(em, memberId, totalOf(priced.lines), { sourceType: 'billing', sourceId: priced.period, note, idempotencyKey: `billing:${priced.chargeKey}` }, null);
    await storeCharges(em, priced.lines.map((line) => (source.kind === 'storage'
      ? {
        ...common, event: 'STORAGE', storageRuleId: Number(source.row.id), warehouseId: line.warehouseId, unit: `warehouse:${warehouses.codes.get(line.warehouseId!) ?? line.warehouseId}`,
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

/** Each warehouse's code, by id, and the warehouses each supplier runs (warehouse.supplierId). */
export async function warehousesOf(em: EntityManager): Promise<Warehouses> {
  const rows = await em.getRepository(entitySchemaOf(warehouse)).find({ select: { id: true, code: true, supplierId: true } }) as Row[];
  const runBy = new Map<number, number[]>();
  for (const w of rows) {
    if (!w.supplierId) continue;
    runBy.set(Number(w.supplierId), [...(runBy.get(Number(w.supplierId)) ?? []), Number(w.id)]);
  }
  return { codes: new Map(rows.map((w) => [Number(w.id), String(w.code)])), runBy };
}
