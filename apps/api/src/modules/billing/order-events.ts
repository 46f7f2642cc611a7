import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { charge, type ChargeEvent, type ChargeItem, type ChargeUnitLine, type Trigger } from '@console/billing';
import { todayIn } from '@console/contracts';
import { CHANGE_TYPE, DEDUCTION_TYPE, formatUnits } from '@console/ledger';
import { billingCharge, billingEvent, chargeItem, engineItemOf, workOrderType } from '@console/resources';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { postInTransaction } from '../finance/ledger-writes';
import { charged, operatorOf, postCharges, postOwed, storeCharges, sumOf, sumsBy, totalOf } from './charge-postings';
import { PARCEL_BILLING, type BilledOrderKind } from './billed-orders';
import { logEvent } from './order-event-log';
import { planInForce, type PlanInForce } from './plan-in-force';

/** The order events of a parcel order, in the order they happen. */
export const ORDER_TRIGGERS: readonly Trigger[] = ['PICK', 'PACK', 'SHIP', 'COMPLETE'];

/** What one event charged (nothing when the client is in no group, or no item applied). */
export interface ChargedEvent {
  chargeKey: string;
  lines: number;
  instant: string;
  holding: string;
  /** True when the event had been charged already (a retry): nothing was written. */
  repeated: boolean;
}

/** One event of an order, read once and priced for each party it bills. */
interface OrderEvent {
  kind: BilledOrderKind;
  order: Row;
  trigger: Trigger;
  cancelled: boolean;
  day: string;
  event: ChargeEvent;
}

/**
 * Billing automation's charge of an order event (02 §2 "Charging for real"), in the event's own
 * transaction, for each party it bills: the client, by its plan in force on the event's date
 * (its group's, plan-in-force.ts); and the warehouse supplier running the order's warehouse, if
 * one does, by its own plan (billing-automation for suppliers). The charge engine's `charge()`
 * prices the event under each plan; each line is stored (billing-charge). For the client, the
 * INSTANT lines' sum is debited from its balance and the HOLDING lines' sum held on it (change
 * type 2, bills deduction); for the supplier, the INSTANT lines' sum is owed to it at once
 * (a payable charge) and the HOLDING lines' when the order ends. Each posting is keyed by the
 * charge key (party, order, event and plan version), so that an event is charged exactly once:
 * an event already charged under its key writes nothing.
 */
@Injectable()
export class OrderEventCharges {
  /**
   * Charges one event of an order (a parcel order, or the `kind` given: a freight order's are
   * keyed and stored under its own field, billed-orders.ts); answers what the client was charged.
   * `cancelled`: the order is being cancelled and the event is one it had not reached; only the
   * items that charge a cancelled order apply (02 §3).
   */
  async charge(em: EntityManager, admin: CurrentAdmin, order: Row, trigger: Trigger, cancelled = false, kind: BilledOrderKind = PARCEL_BILLING): Promise<ChargedEvent | null> {
    const day = todayIn(admin.timeZone);
    const event = await kind.eventOf(em, order, trigger, cancelled);
    // every parcel event is kept as priced, charged or not: a re-bill preview prices a draft over them
    if (kind.logged) await logEvent(em, order, event, day);
    const happened: OrderEvent = { kind, order, trigger, cancelled, day, event };
    // the client first: its ledger's refusal refuses the event before anything is owed for it
    const charged = await chargeClient(em, admin, happened);
    await chargeSupplier(em, admin, happened);
    return charged;
  }

  /**
   * The order's holds settled when it ends (completed, or cancelled): what its client HOLDING
   * lines held on the client's balance becomes a charge (balance and hold both down by it,
   * available unchanged), in one posting keyed by the order, so that it settles once; and what
   * its supplier HOLDING lines priced is owed to the supplier now. Answers the client's amount
   * settled ('0.0000' when nothing was held).
   */
  async settleHolds(em: EntityManager, admin: CurrentAdmin, order: Row, kind: BilledOrderKind = PARCEL_BILLING): Promise<string> {
    const lines = await em.getRepository(entitySchemaOf(billingCharge)).find({
      where: { [kind.field]: Number(order.id), chargeMode: 'HOLDING' },
    }) as Row[];
    const what = { sourceType: 'order' as const, sourceId: String(order.orderNo), note: `Billing automation: ${String(order.orderNo)} holds settled` };
    for (const [supplierId, owed] of sumsBy(lines.filter((line) => line.party === 'supplier'), (line) => Number(line.supplierId))) {
      await postOwed(em, supplierId, owed, { ...what, idempotencyKey: `billing:${kind.key}:${Number(order.id)}:settle` }, admin.userName);
    }
    const clientLines = lines.filter((line) => line.party === 'client');
    const held = totalOf(clientLines);
    if (held === 0n) return formatUnits(0n);
    await postInTransaction(em, Number(order.clientId), {
      changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: -held, pendingDelta: -held, deductionType: DEDUCTION_TYPE.HOLDING,
      note: what.note, idempotencyKey: `billing:${kind.key}:${Number(order.id)}:settle`,
      source: { type: 'order', id: String(order.orderNo) }, chargeItemCount: clientLines.length,
    }, admin.userName);
    return formatUnits(held);
  }

  /**
   * A cancelled order: each event it had not reached is charged as cancelled, so the items set
   * to charge a cancelled order (02 §3 "whether to charge if the order is cancelled") are
   * charged, and no other. The events a parcel order reached are those logged (billing-event),
   * charged or not; another kind's caller says which it reached (`reachedEvents`).
   */
  async chargeCancelled(em: EntityManager, admin: CurrentAdmin, order: Row, kind: BilledOrderKind = PARCEL_BILLING, reachedEvents: Trigger[] = []): Promise<ChargedEvent[]> {
    const reached = new Set(kind.logged ? (await em.getRepository(entitySchemaOf(billingEvent)).find({
      select: { event: true }, where: { clientOrderId: Number(order.id) },
    }) as Row[]).map((row) => String(row.event)) : reachedEvents);
    const events: ChargedEvent[] = [];
    for (const trigger of ORDER_TRIGGERS) {
      if (reached.has(trigger)) continue;
      const event = await this.charge(em, admin, order, trigger, true, kind);
      if (event) events.push(event);
    }
    return events;
  }
}

const noteOf = ({ order, trigger, cancelled }: OrderEvent) =>
  `Billing automation: ${String(order.orderNo)} ${trigger.toLowerCase()}${cancelled ? ' (cancelled)' : ''}`;

/** The stored lines of one party's charge of an event. */
function chargeRows(happened: OrderEvent, plan: PlanInForce, lines: ChargeUnitLine[], chargeKey: string, entryId: number | null, party: Row): Row[] {
  const { kind, order, trigger, cancelled, day } = happened;
  return lines.map((line) => ({
    ...party, clientId: Number(order.clientId), [kind.field]: Number(order.id), event: trigger, cancelled, eventDate: day,
    planId: plan.planId, planVersion: plan.planVersion, chargeItemId: Number(line.item), unit: line.unit, rule: line.rule,
    element: line.element, quantity: line.quantity, amount: line.amount, chargeMode: line.mode, hiddenToClient: line.hidden,
    note: line.note ?? null, chargeKey, entryId,
  }));
}

/** The client's charge of an event (see OrderEventCharges): the ledger's refusal (insufficient balance) refuses the event with it. */
async function chargeClient(em: EntityManager, admin: CurrentAdmin, happened: OrderEvent): Promise<ChargedEvent | null> {
  const { kind, order, trigger, day } = happened;
  const clientId = Number(order.clientId);
  const plan = await planInForce(em, 'client', clientId, day);
  if (!plan) return null;
  const chargeKey = `${kind.key}:${Number(order.id)}:${trigger}:${plan.planId}:${plan.planVersion}`;
  if (await charged(em, chargeKey)) return { chargeKey, lines: 0, instant: '0.0000', holding: '0.0000', repeated: true };
  const priced = await priceEvent(em, plan, happened.event);
  if (!priced) return null;
  const what = { source: { type: 'order' as const, id: String(order.orderNo) }, note: noteOf(happened) };
  const entryId = await postCharges(em, clientId, chargeKey, priced.lines, what, admin.userName);
  await storeCharges(em, chargeRows(happened, plan, priced.lines, chargeKey, entryId, { party: 'client' }));
  return { chargeKey, lines: priced.lines.length, instant: priced.instant, holding: priced.holding, repeated: false };
}

/** The supplier's charge of an event in a warehouse it runs: its INSTANT lines owed to it now. */
async function chargeSupplier(em: EntityManager, admin: CurrentAdmin, happened: OrderEvent): Promise<void> {
  const { kind, order, trigger, day } = happened;
  const supplierId = await operatorOf(em, order.warehouseId);
  const plan = supplierId ? await planInForce(em, 'supplier', supplierId, day) : null;
  if (!supplierId || !plan) return;
  const chargeKey = `supplier:${supplierId}:${kind.key}:${Number(order.id)}:${trigger}:${plan.planId}:${plan.planVersion}`;
  if (await charged(em, chargeKey)) return;
  const priced = await priceEvent(em, plan, happened.event);
  if (!priced) return;
  const entryId = await postOwed(em, supplierId, sumOf(priced.lines, 'INSTANT'), {
    sourceType: 'order', sourceId: String(order.orderNo), note: noteOf(happened), idempotencyKey: `billing:${chargeKey}`,
  }, admin.userName);
  await storeCharges(em, chargeRows(happened, plan, priced.lines, chargeKey, entryId, { party: 'supplier', supplierId }));
}

/** The engine's lines for an event under a plan; null when nothing is charged (no item applied, or an order the engine cannot price: a draft cancelled, without a package). */
async function priceEvent(em: EntityManager, plan: PlanInForce, event: ChargeEvent): Promise<{ lines: ChargeUnitLine[]; instant: string; holding: string } | null> {
  const result = charge({ event, items: await itemsOf(em, plan) });
  if (!result.ok) return null;
  const lines = result.lines.filter((line): line is ChargeUnitLine => line.kind === 'charge');
  return lines.length ? { lines, instant: result.instant, holding: result.holding } : null;
}

/** The plan version's charge items, in the plan's order, as the engine reads them. */
async function itemsOf(em: EntityManager, plan: PlanInForce): Promise<ChargeItem[]> {
  if (!plan.chargeItemIds.length) return [];
  const rows = await em.getRepository(entitySchemaOf(chargeItem)).findBy({ id: In(plan.chargeItemIds) }) as Row[];
  const types = new Map((await em.getRepository(entitySchemaOf(workOrderType)).find() as Row[]).map((t) => [Number(t.id), String(t.code)]));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return plan.chargeItemIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [engineItemOf(row, types.get(Number(row.workOrderTypeId)) ?? '')] : [];
  });
}
