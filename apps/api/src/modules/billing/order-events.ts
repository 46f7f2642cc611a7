import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { charge, type ChargeItem, type ChargeUnitLine, type Trigger } from '@console/billing';
import { todayIn } from '@console/contracts';
import { CHANGE_TYPE, DEDUCTION_TYPE, formatUnits, parseUnits } from '@console/ledger';
import { billingCharge, chargeItem, engineItemOf, workOrderType } from '@console/resources';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { postInTransaction } from '../finance/ledger-writes';
import { charged, postCharges, storeCharges } from './charge-postings';
import { eventOf, logEvent } from './order-event-log';
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

/**
 * Billing automation's charge of an order event (02 §2 "Charging for real"), in the event's own
 * transaction: the client's plan in force on the event's date (its group's, plan-in-force.ts)
 * prices the event with the charge engine's `charge()`; each line is stored (billing-charge);
 * the INSTANT lines' sum is debited from the client's balance and the HOLDING lines' sum held on
 * it (change type 2, bills deduction), each posting keyed by the charge key, so that an event
 * is charged exactly once: order, event and plan version make the key, and an event already
 * charged under it writes nothing.
 */
@Injectable()
export class OrderEventCharges {
  /**
   * Charges one event of a parcel order. `cancelled`: the order is being cancelled and the event
   * is one it had not reached; only the items that charge a cancelled order apply (02 §3).
   */
  async charge(em: EntityManager, admin: CurrentAdmin, order: Row, trigger: Trigger, cancelled = false): Promise<ChargedEvent | null> {
    const clientId = Number(order.clientId);
    const day = todayIn(admin.timeZone);
    const event = await eventOf(em, order, trigger, cancelled);
    // every event is kept as priced, charged or not: a re-bill preview prices a draft over them
    await logEvent(em, order, event, day);
    const plan = await planInForce(em, 'client', clientId, day);
    if (!plan) return null;
    const chargeKey = `order:${Number(order.id)}:${trigger}:${plan.planId}:${plan.planVersion}`;
    if (await charged(em, chargeKey)) return { chargeKey, lines: 0, instant: '0.0000', holding: '0.0000', repeated: true };

    const result = charge({ event, items: await itemsOf(em, plan) });
    // An order that cannot be priced (no package yet: a draft cancelled) is charged nothing.
    if (!result.ok) return null;
    const lines = result.lines.filter((line): line is ChargeUnitLine => line.kind === 'charge');
    if (!lines.length) return null;

    const what = { source: { type: 'order' as const, id: String(order.orderNo) }, note: `Billing automation: ${String(order.orderNo)} ${trigger.toLowerCase()}${cancelled ? ' (cancelled)' : ''}` };
    // the ledger's refusal (insufficient balance) refuses the event with it: nothing is kept
    const entryId = await postCharges(em, clientId, chargeKey, lines, what, admin.userName);
    await storeCharges(em, lines.map((line) => ({
      party: 'client', clientId, clientOrderId: Number(order.id), event: trigger, cancelled, eventDate: day,
      planId: plan.planId, planVersion: plan.planVersion, chargeItemId: Number(line.item), unit: line.unit, rule: line.rule,
      element: line.element, quantity: line.quantity, amount: line.amount, chargeMode: line.mode, hiddenToClient: line.hidden,
      note: line.note ?? null, chargeKey, entryId,
    })));
    return { chargeKey, lines: lines.length, instant: result.instant, holding: result.holding, repeated: false };
  }

  /**
   * The order's holds settled when it ends (completed, or cancelled): what its HOLDING lines held
   * on the client's balance becomes a charge (balance and hold both down by it, available
   * unchanged), in one posting keyed by the order, so that it settles once. Answers the amount
   * settled ('0.0000' when nothing was held).
   */
  async settleHolds(em: EntityManager, admin: CurrentAdmin, order: Row): Promise<string> {
    const lines = await em.getRepository(entitySchemaOf(billingCharge)).find({
      where: { clientOrderId: Number(order.id), chargeMode: 'HOLDING' },
    }) as Row[];
    const held = lines.reduce((sum, line) => sum + parseUnits(String(line.amount))!, 0n);
    if (held === 0n) return formatUnits(0n);
    await postInTransaction(em, Number(order.clientId), {
      changeType: CHANGE_TYPE.BILLS_DEDUCTION, amount: -held, pendingDelta: -held, deductionType: DEDUCTION_TYPE.HOLDING,
      note: `Billing automation: ${String(order.orderNo)} holds settled`, idempotencyKey: `billing:order:${Number(order.id)}:settle`,
      source: { type: 'order', id: String(order.orderNo) }, chargeItemCount: lines.length,
    }, admin.userName);
    return formatUnits(held);
  }

  /**
   * A cancelled order: each event it had not been charged for is charged as cancelled, so the
   * items set to charge a cancelled order (02 §3 "whether to charge if the order is cancelled")
   * are charged, and no other.
   */
  async chargeCancelled(em: EntityManager, admin: CurrentAdmin, order: Row): Promise<ChargedEvent[]> {
    const done = new Set((await em.getRepository(entitySchemaOf(billingCharge)).createQueryBuilder('c')
      .select('DISTINCT c.event', 'event').where('c.client_order_id = :id', { id: Number(order.id) })
      .getRawMany<{ event: string }>()).map((row) => row.event));
    const events: ChargedEvent[] = [];
    for (const trigger of ORDER_TRIGGERS) {
      if (done.has(trigger)) continue;
      const event = await this.charge(em, admin, order, trigger, true);
      if (event) events.push(event);
    }
    return events;
  }
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
