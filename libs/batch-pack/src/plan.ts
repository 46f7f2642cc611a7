import { compareText, walkCompare, type PickSlot } from './walk';

/** An order that may join a batch. slots: its net allocation per stock row, each with quantity > 0. */
export interface CandidateOrder {
  orderId: number;
  orderNo: string;
  /** ISO 8601 instant. */
  submittedAt: string;
  slots: PickSlot[];
}

/** One stop of the pick list: a stock row, the units to take there (quantity) and which order each unit is for. */
export interface PickLine extends PickSlot {
  orders: Array<{ orderId: number; quantity: number }>;
}

export interface LocationPlanOptions {
  zones?: string[];
  /** An integer >= 1. */
  maxOrders: number;
}

export interface BatchPlan {
  orders: CandidateOrder[];
  lines: PickLine[];
}

/** One line per stock row, orders in the sequence given, lines in walking order (02 §2 Batch and pack). */
export function pickLinesOf(orders: CandidateOrder[]): PickLine[] {
  const lines = new Map<number, PickLine>();
  for (const order of orders) {
    for (const slot of order.slots) {
      const line = lines.get(slot.inventoryId) ?? emptyLine(slot);
      lines.set(slot.inventoryId, line);
      line.quantity += slot.quantity;
      // Slots are per stock row, but an order listed twice must still read as one entry per line.
      const mine = line.orders.find((o) => o.orderId === order.orderId);
      if (mine) mine.quantity += slot.quantity;
      else line.orders.push({ orderId: order.orderId, quantity: slot.quantity });
    }
  }
  return [...lines.values()].sort(walkCompare);
}

// Only the row's own fields: a slot's quantity is one order's, the line's is the sum.
const emptyLine = ({ inventoryId, locationId, locationCode, zone, pickSequence, sku, clientId }: PickSlot): PickLine => ({
  inventoryId,
  locationId,
  locationCode,
  zone,
  pickSequence,
  sku,
  clientId,
  quantity: 0,
  orders: [],
});

/**
 * Batch by location (02 §2 Batch and pack: "orders whose lines share pick zones"), the rules in the
 * order the contract gives them: slots, zones, walking path, maxOrders, lines.
 */
export function planByLocation(candidates: CandidateOrder[], options: LocationPlanOptions): BatchPlan {
  const { maxOrders } = options;
  if (!Number.isInteger(maxOrders) || maxOrders < 1) throw new RangeError('maxOrders must be an integer >= 1');
  const withSlots = candidates.filter((o) => o.slots.length > 0);
  const allowed = allowedZones(withSlots, options.zones);
  const eligible = withSlots.filter((o) => o.slots.every((s) => allowed.has(zoneKey(s.zone))));
  const firsts = new Map(eligible.map((o) => [o, firstSlot(o)] as const));
  const walked = [...eligible].sort((a, b) => walkCompare(firsts.get(a)!, firsts.get(b)!) || submittedCompare(a, b));
  const orders = walked.slice(0, maxOrders);
  return { orders, lines: pickLinesOf(orders) };
}

/** Batch by order: the orders as the user picked them, in that sequence. */
export function planByOrder(orders: CandidateOrder[]): BatchPlan {
  return { orders: [...orders], lines: pickLinesOf(orders) };
}

// Zones are typed by people in forms and on location labels: " a " and "A" are one zone.
const zoneKey = (zone: string) => zone.trim().toUpperCase();

/**
 * The zones a batch may walk: the ones asked for, or else those of the oldest order with slots.
 * Blank entries are dropped first, so [' '] reads as no zones given.
 */
function allowedZones(withSlots: CandidateOrder[], zones: string[] | undefined): Set<string> {
  const given = (zones ?? []).map(zoneKey).filter((z) => z !== '');
  if (given.length > 0) return new Set(given);
  const oldest = [...withSlots].sort(submittedCompare)[0];
  return new Set(oldest ? oldest.slots.map((s) => zoneKey(s.zone)) : []);
}

const firstSlot = (order: CandidateOrder): PickSlot => order.slots.reduce((min, s) => (walkCompare(s, min) < 0 ? s : min));

/** submittedAt ascending as instants (so "…00Z" and "…00.000Z" are the same moment), then orderNo. */
export function submittedCompare(a: Pick<CandidateOrder, 'submittedAt' | 'orderNo'>, b: Pick<CandidateOrder, 'submittedAt' | 'orderNo'>): number {
  return instantCompare(a.submittedAt, b.submittedAt) || compareText(a.orderNo, b.orderNo);
}

function instantCompare(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  // A text that is no date still sorts, as text, rather than poisoning the sort with NaN.
  return Number.isNaN(ta) || Number.isNaN(tb) ? compareText(a, b) : ta - tb;
}
