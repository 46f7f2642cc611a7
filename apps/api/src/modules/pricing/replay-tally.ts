import { Decimal } from '@console/contracts';
import { quote, type Level, type QuoteInput, type Surcharge } from '@console/pricing';
import type { PricingBook, ShipmentFacts } from './pricing-book';

/**
 * The replay's arithmetic (issue 12 §3), pure: each stored shipment priced by the book as it is
 * ("current") and by the book with the draft ("draft"), and the draft's margin — its total minus
 * the same quote at cost (level USE_COST, every surcharge without discount) — added up per client
 * and service. A shipment either book cannot price is counted as failed, with the first reason.
 */
export interface ReplayRow {
  clientId: number | null;
  carrierServiceId: number;
  shipments: number;
  /** Of them, priced by both books (the totals are of these). */
  priced: number;
  currentTotal: string;
  draftTotal: string;
  delta: string;
  /** Draft total minus the draft's cost. */
  margin: string;
  /** Margin as a percent of the draft total (null when it is 0). */
  marginPercent: string | null;
}

export interface ReplayOutcome {
  shipments: number;
  priced: number;
  failed: number;
  /** Why shipments failed: catalogue key or engine message -> count. */
  failures: Record<string, number>;
  currentTotal: string;
  draftTotal: string;
  delta: string;
  margin: string;
  /** Sorted by delta, largest increase first. */
  rows: ReplayRow[];
}

/** Which shipments a draft can reach: those priced on a level, or those of some carriers. */
export type DraftReach = { levelId: number } | { carriers: number[] };

const COST_LEVEL: Level = { mode: 'USE_COST', capAtPublish: false };

interface Sums { shipments: number; priced: number; current: Decimal; draft: Decimal; cost: Decimal }

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
    group.current = group.current.plus(currentResult.total);
    group.draft = group.draft.plus(draftResult.total);
    group.cost = group.cost.plus(costResult.total);
  }

  outcome(): ReplayOutcome {
    let shipments = 0;
    let priced = 0;
    let current = new Decimal(0);
    let draft = new Decimal(0);
    let cost = new Decimal(0);
    const rows: ReplayRow[] = [];
    for (const { clientId, carrierServiceId, sums } of this.groups.values()) {
      shipments += sums.shipments;
      priced += sums.priced;
      current = current.plus(sums.current);
      draft = draft.plus(sums.draft);
      cost = cost.plus(sums.cost);
      const margin = sums.draft.minus(sums.cost);
      rows.push({
        clientId, carrierServiceId, shipments: sums.shipments, priced: sums.priced,
        currentTotal: sums.current.toFixed(4), draftTotal: sums.draft.toFixed(4), delta: sums.draft.minus(sums.current).toFixed(4),
        margin: margin.toFixed(4), marginPercent: sums.draft.isZero() ? null : margin.div(sums.draft).times(100).toFixed(2),
      });
    }
    rows.sort((a, b) => new Decimal(b.delta).comparedTo(a.delta) || (a.clientId ?? 0) - (b.clientId ?? 0) || a.carrierServiceId - b.carrierServiceId);
    return {
      shipments, priced, failed: shipments - priced, failures: { ...this.failures },
      currentTotal: current.toFixed(4), draftTotal: draft.toFixed(4), delta: draft.minus(current).toFixed(4), margin: draft.minus(cost).toFixed(4), rows,
    };
  }

  private groupOf(facts: ShipmentFacts): Sums {
    const key = `${facts.clientId ?? ''}|${facts.carrierServiceId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { clientId: facts.clientId ?? null, carrierServiceId: facts.carrierServiceId, sums: { shipments: 0, priced: 0, current: new Decimal(0), draft: new Decimal(0), cost: new Decimal(0) } };
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
