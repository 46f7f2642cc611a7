import { Decimal, moneyFromStorage, type ReplayOutcome, type ReplayRow } from '@console/contracts';
import { quote, type Level, type QuoteInput, type Surcharge } from '@console/pricing';
import type { PricingBook, ShipmentFacts } from './pricing-book';

export type { ReplayOutcome, ReplayRow };

/**
 * The replay's arithmetic, pure: each stored shipment priced by the book as it is ("current") and
 * by the book with the draft ("draft"), and the draft's margin — its total minus the same quote at
 * cost (level USE_COST, every surcharge without discount) — added up per client and service. A
 * shipment either book cannot price is counted as failed, with the first reason.
 */
/** Which shipments a draft can reach: those priced on a level, or those of some carriers. */
export type DraftReach = { levelId: number } | { carriers: number[] };

const COST_LEVEL: Level = { mode: 'USE_COST', capAtPublish: false };

/**
 * Sums in ten-thousandths of a dollar, as integers: the engine's totals have exactly 4 decimals,
 * so they add exactly (a JS number holds integers to 9e15: 300 billion dollars) and much faster
 * than decimals, a million shipments three times over.
 */
interface Sums { shipments: number; priced: number; current: number; draft: number; cost: number }

/** What a tally holds, to be sent between threads and added up (TallyState.combine). */
export interface TallyState {
  groups: Array<{ clientId: number | null; carrierServiceId: number; sums: Sums }>;
  failures: Record<string, number>;
}

/**
 * Ten-thousandths of a 4-decimal amount string ('22.7917' -> 227917), exactly: moneyToStorage's
 * result for the engine's totals, without building a Decimal (three a shipment, a million shipments).
 */
export function unitsOf(amount: string): number {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const units = Number(whole) * 10_000 + Number((fraction + '0000').slice(0, 4));
  return negative ? -units : units;
}


export class ReplayTally {
  private readonly groups = new Map<string, { clientId: number | null; carrierServiceId: number; sums: Sums }>();
  private readonly failures: Record<string, number> = {};
  private readonly atCost = new WeakMap<Surcharge[], Surcharge[]>();

  /**
   * `drafted` says which shipments the draft can change: a level's, or a carrier's (a surcharge,
   * fuel rate or peak belongs to one); the others keep their current price without a second quote.
   */
  constructor(private readonly current: PricingBook, private readonly draft: PricingBook, private readonly drafted: DraftReach) {}

  add(facts: ShipmentFacts): void {
    const group = this.groupOf(facts);
    group.shipments++;
    const now = this.current.resolve(facts);
    const then = this.draft.resolve(facts);
    if (!now.ok || !then.ok) return this.fail(!now.ok ? now.key : (then as { key: string }).key);
    const currentResult = quote(now.input);
    const touched = 'levelId' in this.drafted
      ? now.resolution.levelId === this.drafted.levelId || then.resolution.levelId === this.drafted.levelId
      : this.drafted.carriers.includes(now.input.carrier);
    const draftResult = touched ? quote(then.input) : currentResult;
    const costResult = quote(this.atCostOf(then.input));
    if (!currentResult.ok) return this.fail(currentResult.message);
    if (!draftResult.ok) return this.fail(draftResult.message);
    if (!costResult.ok) return this.fail(costResult.message);
    group.priced++;
    group.current += unitsOf(currentResult.total);
    group.draft += unitsOf(draftResult.total);
    group.cost += unitsOf(costResult.total);
  }

  state(): TallyState {
    return { groups: [...this.groups.values()], failures: { ...this.failures } };
  }

  outcome(): ReplayOutcome {
    return combine([this.state()]);
  }

  private groupOf(facts: ShipmentFacts): Sums {
    const key = `${facts.clientId ?? ''}|${facts.carrierServiceId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { clientId: facts.clientId ?? null, carrierServiceId: facts.carrierServiceId, sums: { shipments: 0, priced: 0, current: 0, draft: 0, cost: 0 } };
      this.groups.set(key, group);
    }
    return group.sums;
  }

  private fail(reason: string): void {
    this.failures[reason] = (this.failures[reason] ?? 0) + 1;
  }

  /** The input at cost: level USE_COST and every surcharge at full price (mapped once per surcharge list). */
  private atCostOf(input: QuoteInput): QuoteInput {
    let surcharges = this.atCost.get(input.surcharges);
    if (!surcharges) {
      surcharges = input.surcharges.map((s) => ({ ...s, offRatePercent: '0' }));
      this.atCost.set(input.surcharges, surcharges);
    }
    return { ...input, level: COST_LEVEL, surcharges };
  }
}

/** The outcome of tallies kept apart (one per worker thread): their groups and failures added up. */
export function combine(states: TallyState[]): ReplayOutcome {
  const groups = new Map<string, { clientId: number | null; carrierServiceId: number; sums: Sums }>();
  const failures: Record<string, number> = {};
  for (const state of states) {
    for (const g of state.groups) {
      const key = `${g.clientId ?? ''}|${g.carrierServiceId}`;
      const held = groups.get(key);
      if (!held) groups.set(key, { clientId: g.clientId, carrierServiceId: g.carrierServiceId, sums: { ...g.sums } });
      else for (const k of ['shipments', 'priced', 'current', 'draft', 'cost'] as const) held.sums[k] += g.sums[k];
    }
    for (const [reason, count] of Object.entries(state.failures)) failures[reason] = (failures[reason] ?? 0) + count;
  }
  let shipments = 0;
  let priced = 0;
  let current = 0;
  let draft = 0;
  let cost = 0;
  const rows: ReplayRow[] = [];
  for (const { clientId, carrierServiceId, sums } of groups.values()) {
    shipments += sums.shipments;
    priced += sums.priced;
    current += sums.current;
    draft += sums.draft;
    cost += sums.cost;
    const margin = sums.draft - sums.cost;
    rows.push({
      clientId, carrierServiceId, shipments: sums.shipments, priced: sums.priced,
      currentTotal: moneyFromStorage(sums.current), draftTotal: moneyFromStorage(sums.draft), delta: moneyFromStorage(sums.draft - sums.current),
      margin: moneyFromStorage(margin), marginPercent: sums.draft === 0 ? null : new Decimal(margin).div(sums.draft).times(100).toFixed(2),
    });
  }
  rows.sort((a, b) => unitsOf(b.delta) - unitsOf(a.delta) || (a.clientId ?? 0) - (b.clientId ?? 0) || a.carrierServiceId - b.carrierServiceId);
  return {
    shipments, priced, failed: shipments - priced, failures,
    currentTotal: moneyFromStorage(current), draftTotal: moneyFromStorage(draft), delta: moneyFromStorage(draft - current), margin: moneyFromStorage(draft - cost), rows,
  };
}
