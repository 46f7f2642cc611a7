import { In, type EntityManager } from 'typeorm';
import { dayPlus, daysOf, type RebillResult, type RebillRow } from '@console/contracts';
import { charge, type ChargeEvent, type ChargeItem } from '@console/billing';
import { formatUnits } from '@console/ledger';
import { billingCharge, billingEvent, chargeItem, client, engineItemOf, storageRule, workOrderType } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { priceDay, stockOf } from './storage-day';

/** What a re-bill preview prices: a draft plan's items and rules over the clients' past range. */
export interface RebillScope {
  from: string;
  to: string;
  clientIds: number[];
  /** The draft plan's charge items and storage rules, in plan order (unsaved form values). */
  chargeItemIds: number[];
  storageRuleIds: number[];
}

// the result as it travels, shared with the screen (libs/contracts billing-wire.ts)
export type { RebillResult, RebillRow };

/** Events read per query (keyset by id) and between two progress reports. */
const BATCH = 5000;
const PERIODIC = new Set(['DAY', 'MONTH']);
const ACTIVE = 1;

/**
 * Current and draft sums by client and item, in integer ten-thousandths held in doubles: exact
 * for any sum below 2^53 ten-thousandths (900 billion dollars), and a million events' twelve
 * million lines add up several times faster than through bigint and string keys.
 */
class RebillTally {
  private readonly sums = new Map<number, Map<string, { kind: RebillRow['kind']; itemId: number; current: number; draft: number }>>();

  add(clientId: number, kind: RebillRow['kind'], itemId: number, side: 'current' | 'draft', amount: number): void {
    let client = this.sums.get(clientId);
    if (!client) this.sums.set(clientId, (client = new Map()));
    const key = kind === 'charge' ? `c${itemId}` : `s${itemId}`;
    let sum = client.get(key);
    if (!sum) client.set(key, (sum = { kind, itemId, current: 0, draft: 0 }));
    sum[side] += amount;
  }

  rows(): RebillRow[] {
    const rows: RebillRow[] = [];
    for (const [clientId, items] of this.sums) {
      for (const s of items.values()) {
        rows.push({ clientId, kind: s.kind, itemId: s.itemId, current: money(s.current), draft: money(s.draft), delta: money(s.draft - s.current) });
      }
    }
    return rows.sort((a, b) => a.clientId - b.clientId || a.kind.localeCompare(b.kind) || a.itemId - b.itemId);
  }

  totals(): RebillResult['totals'] {
    let current = 0;
    let draft = 0;
    for (const items of this.sums.values()) {
      for (const s of items.values()) {
        current += s.current;
        draft += s.draft;
      }
    }
    return { current: money(current), draft: money(draft), delta: money(draft - current) };
  }
}

/** Ten-thousandths of a 4-decimal amount string (the engine's and the ledger's): exact, as it has at most 4 decimals. */
const tenThousandths = (amount: unknown) => Math.round(Number(amount ?? 0) * 10_000);
/** Ten-thousandths back to the 4-decimal text. */
const money = (units: number) => formatUnits(BigInt(units));

/**
 * The re-bill preview (billing automation): a draft plan priced over the real past of its clients
 * before it is saved, beside what they were charged. Current: the charges stored for the range
 * (billing-charge: order events, storage and periodic fees), by client and by item or rule. Draft:
 * every logged order event of the range (billing-event, as the engine read it then) priced again
 * by charge() with the draft's items, and every day of the range's storage and fees priced by
 * the daily job's own pricing (priceDay: storageFee() over the snapshots) with the draft's
 * rules and fees. Nothing is written. `progress` gets 0-99 as the events are read.
 */
export async function rebillPreview(em: EntityManager, scope: RebillScope, progress: (percent: number) => Promise<boolean> = async () => true): Promise<RebillResult> {
  const tally = new RebillTally();
  const { from, to, clientIds } = scope;
  const itemRows = await byIds(em, chargeItem, scope.chargeItemIds);
  const ruleRows = (await byIds(em, storageRule, scope.storageRuleIds)).filter((r) => Number(r.status) === ACTIVE);
  const codes = new Map((await em.getRepository(entitySchemaOf(workOrderType)).find() as Row[]).map((t) => [Number(t.id), String(t.code)]));
  const items: ChargeItem[] = itemRows.map((row) => engineItemOf(row, codes.get(Number(row.workOrderTypeId)) ?? ''));
  const fees = itemRows.filter((row) => PERIODIC.has(String(row.calculation)) && Number(row.status) === ACTIVE);

  if (clientIds.length) {
    // what was charged: one grouped read
    const charged = await em.getRepository(entitySchemaOf(billingCharge)).createQueryBuilder('c')
      .select('c.client_id', 'clientId').addSelect('c.charge_item_id', 'itemId').addSelect('c.storage_rule_id', 'ruleId').addSelect('SUM(c.amount)', 'amount')
      .where("c.party = 'client' AND c.event_date BETWEEN :from AND :to AND c.client_id IN (:...clientIds)", { from, to, clientIds })
      .groupBy('c.client_id').addGroupBy('c.charge_item_id').addGroupBy('c.storage_rule_id')
      .getRawMany<{ clientId: unknown; itemId: unknown; ruleId: unknown; amount: unknown }>();
    for (const row of charged) {
      const storage = row.ruleId !== null && row.ruleId !== undefined;
      tally.add(Number(row.clientId), storage ? 'storage' : 'charge', Number(storage ? row.ruleId : row.itemId), 'current', Number(String(row.amount ?? 0).split('.')[0]));
    }
  }

  // the events, priced again by the draft's items
  const total = clientIds.length ? await eventsOf(em, scope).getCount() : 0;
  let events = 0;
  let unpriced = 0;
  for (let afterId = 0; clientIds.length;) {
    const rows = await eventsOf(em, scope).andWhere('e.id > :afterId', { afterId })
      .select('e.id', 'id').addSelect('e.client_id', 'clientId').addSelect('e.input', 'input').orderBy('e.id', 'ASC').limit(BATCH).getRawMany<{ id: unknown; clientId: unknown; input: unknown }>();
    if (!rows.length) break;
    afterId = Number(rows[rows.length - 1].id);
    for (const row of rows) {
      const event = (typeof row.input === 'string' ? JSON.parse(row.input) : row.input) as ChargeEvent;
      const result = charge({ event, items });
      const clientId = Number(row.clientId);
      events += 1;
      if (!result.ok) {
        unpriced += 1;
        continue;
      }
      for (const line of result.lines) {
        if (line.kind === 'charge') tally.add(clientId, 'charge', Number(line.item), 'draft', tenThousandths(line.amount));
      }
    }
    if (!(await progress(Math.min(99, Math.floor((events / Math.max(total, 1)) * 100))))) throw new Error('re-bill lease lost');
    // better-sqlite3 answers synchronously: let timers and requests in between batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (rows.length < BATCH) break;
  }

  // each day's storage and fees, by the daily job's pricing
  if (ruleRows.length || fees.length) {
    const days = daysOf(from, to);
    // from the first month's first day (a Monthly rule sums its month) and 29 days before it (an average)
    const span = daysOf(dayPlus(`${from.slice(0, 7)}-01`, -29), to).length;
    for (const clientId of clientIds) {
      const stock = ruleRows.length ? await stockOf(em, { clientId }, to, span) : undefined;
      for (const day of days) {
        for (const priced of priceDay({ member: String(clientId), rules: ruleRows, fees }, day, stock)) {
          const amount = priced.lines.reduce((sum, line) => sum + tenThousandths(line.amount), 0);
          tally.add(clientId, priced.source.kind === 'storage' ? 'storage' : 'charge', Number(priced.source.row.id), 'draft', amount);
        }
      }
    }
  }

  const rows = tally.rows();
  return { from, to, clients: clientIds.length, events, unpriced, rows, totals: tally.totals(), names: await namesOf(em, rows) };
}

function eventsOf(em: EntityManager, scope: RebillScope) {
  return em.getRepository(entitySchemaOf(billingEvent)).createQueryBuilder('e')
    .where('e.event_date BETWEEN :from AND :to AND e.client_id IN (:...clientIds)', { from: scope.from, to: scope.to, clientIds: scope.clientIds });
}

async function byIds(em: EntityManager, def: typeof chargeItem | typeof storageRule, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const found = new Map((await em.getRepository(entitySchemaOf(def)).findBy({ id: In(ids) }) as Row[]).map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** The names the result's rows point at: clients, charge items, storage rules. */
async function namesOf(em: EntityManager, rows: RebillRow[]): Promise<RebillResult['names']> {
  const ids = (kind: RebillRow['kind'] | 'client') => [...new Set(rows.filter((r) => kind === 'client' || r.kind === kind).map((r) => (kind === 'client' ? r.clientId : r.itemId)))];
  const named = async (def: typeof client | typeof chargeItem | typeof storageRule, list: number[], field: string) => {
    if (!list.length) return {};
    const found = await em.getRepository(entitySchemaOf(def)).findBy({ id: In(list) }) as Row[];
    return Object.fromEntries(found.map((r) => [String(r.id), String(r[field])]));
  };
  return {
    clients: await named(client, ids('client'), 'companyName'),
    charge: await named(chargeItem, ids('charge'), 'name'),
    storage: await named(storageRule, ids('storage'), 'name'),
  };
}
