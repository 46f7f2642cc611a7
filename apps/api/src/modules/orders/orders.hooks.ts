import { Injectable } from '@nestjs/common';
import { TRACKING_STATUS } from '@console/carriers';
import { clientOrder, clientOrderItem, clientOrderPackage, ORDER_STATUS, CANCEL_STATUS } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { entitySchemaOf } from '../../engine/entity-schema';
import { nextOrderNo } from './order-numbers';
import { assertProductOf } from './receiving/receiving';
import { CountCache } from '../../engine/count-cache';
import type { Row } from '../../engine/row';
import { OrderEventCharges } from '../billing/order-events';
import { StockService } from '../inventory/stock.service';
import { QuoteService } from '../pricing/quote.service';
import { applyLabelChoice } from './labels/label-replace';
import { LIVE, OrderLabels } from './labels/order-labels';
import { editOrderCharges } from './order-charges';
import { rateOrder } from './order-rate';
import { allocateOrder, releaseOrder, shipOrder } from './order-stock';
import { PARCEL_ORDERS } from './labels/labelled-kind';
import { ORDER_MESSAGES, fieldError, orderOfRow } from './order-rules';
import { checkShipping, packageHooks } from './shipping-checks';
import { OrderCancellations } from './order-cancellations';

const items = () => entitySchemaOf(clientOrderItem);

/**
 * Parcel outbound orders (resources/orders): the order number, the carrier from the service, the
 * rules of 02 §5 on the addresses, items and packages, and the actions: Submit allocates the
 * items' stock and moves drafts to To Pick in one transaction; Cancel releases it (a shipped
 * order's stock is returned, 02 §4) with a reason; Get Rate prices the packages with the pricing
 * domain's quote (02 §2); Create Label and Void Label (labels/order-labels.ts, 02 §4, §9).
 */
@Injectable()
export class OrdersHooks {
  constructor(registry: HookRegistry, stock: StockService, quotes: QuoteService, labels: OrderLabels, counts: CountCache, billing: OrderEventCharges, cancellations: OrderCancellations) {
    registry.register(defineHooks(clientOrder, {
      beforeCreate: async (row, { em }) => {
        await checkShipping(em, row as Row, undefined, lithiumProblems);
        (row as Row).orderNo = await nextOrderNo(em, clientOrder.name, 'SO');
      },
      beforeUpdate: async (current, changes, { em }) => checkShipping(em, changes as Row, current as Row, lithiumProblems),
      // 02 §4: the service or the packages changed under a label: void it or replace it, as chosen (labels/label-replace.ts)
      afterUpdate: async (before, after, ctx) => applyLabelChoice(labels, before as Row, after as Row, ctx),
      actions: {
        submit: async (current, { em, admin, records }) => {
          const lines = (await em.getRepository(items()).find({ where: { clientOrderId: Number(current.id) }, order: { id: 'ASC' } }) as Row[])
            .map((r) => ({ sku: String(r.sku), qty: Number(r.qty) }));
          // an order with nothing to pick is not a shipment yet (02 §4: Submit allocates the items' stock)
          if (!lines.length) throw new AppException(400, ORDER_MESSAGES.itemsRequired);
          const allocations = await allocateOrder(em, stock, current as Row, lines, admin.userName);
          await records.update(clientOrder, Number(current.id), { status: ORDER_STATUS.TO_PICK, submittedAt: new Date() });
          return { id: Number(current.id), orderNo: current.orderNo, status: ORDER_STATUS.TO_PICK, allocations };
        },
        cancel: async (current, { em, admin, records, input }) => {
          // a label not yet scanned still holds the client's money: it is voided (and the money
          // returned) first; a scanned one was used, so the postage stays and the stock comes back
          if (current.trackingNo && Number(current.trackingStatus) === TRACKING_STATUS.LABEL_CREATED) throw new AppException(409, ORDER_MESSAGES.voidBeforeCancel);
          const reason = String(input.reason ?? '');
          // what the domains built on orders undo: out of its batch, its pack scans and packed box (batch-pack)
          await cancellations.run(em, records, current as Row);
          await releaseOrder(em, stock, String(current.orderNo), admin.userName, `Cancelled: ${reason}`.slice(0, 255));
          // billing automation: the items that charge a cancelled order, for the events it had not reached
          await billing.chargeCancelled(em, admin, current as Row);
          await billing.settleHolds(em, admin, current as Row);
          await records.update(clientOrder, Number(current.id), { status: ORDER_STATUS.CANCELLED, cancelStatus: CANCEL_STATUS.SUCCESS, cancelReason: reason });
          return { id: Number(current.id), orderNo: current.orderNo, status: ORDER_STATUS.CANCELLED, cancelStatus: CANCEL_STATUS.SUCCESS };
        },
        // 02 §4: a new transaction correcting the order's last charge, never an edit of it (order-charges.ts)
        editCharges: async (current, ctx) => editOrderCharges(current as Row, ctx, counts),
        // 02 §4, §8: to ship -> shipped with a live label only; the stock still allocated leaves (ship movements)
        ship: async (current, { em, admin, records }) => {
          if (!current.trackingNo || !LIVE.includes(Number(current.trackingStatus))) throw new AppException(409, ORDER_MESSAGES.shipWithoutLabel);
          const shipped = await shipOrder(em, stock, String(current.orderNo), admin.userName);
          // billing automation: the Ship event under the client's plan, once
          await billing.charge(em, admin, current as Row, 'SHIP');
          await records.update(clientOrder, Number(current.id), { status: ORDER_STATUS.SHIPPED });
          return { id: Number(current.id), orderNo: current.orderNo, status: ORDER_STATUS.SHIPPED, shipped };
        },
        // 02 §4: shipped -> completed; billing automation: the Complete event, then the order's holds settled
        complete: async (current, { em, admin, records }) => {
          await billing.charge(em, admin, current as Row, 'COMPLETE');
          const settled = await billing.settleHolds(em, admin, current as Row);
          await records.update(clientOrder, Number(current.id), { status: ORDER_STATUS.COMPLETED });
          return { id: Number(current.id), orderNo: current.orderNo, status: ORDER_STATUS.COMPLETED, settled };
        },
        // the order's service, or another of its account's to compare (input carrierServiceId): order-rate.ts
        getRate: async (current, { em, admin, input }) =>
          rateOrder(em, quotes, current as Row, admin, input.carrierServiceId === undefined || input.carrierServiceId === null ? undefined : Number(input.carrierServiceId)),
        // 02 §4, §9: the label, its money and its PDF in the action's one transaction (labels/order-labels.ts)
        createLabel: async (current, ctx) => labels.create(current as Row, ctx),
        voidLabel: async (current, ctx) => labels.void(current as Row, ctx),
      },
    }));

    registry.register(defineHooks(clientOrderItem, {
      beforeCreate: async (row, { em }) => checkItem(em, row as Row),
      beforeUpdate: async (current, changes, { em }) => checkItem(em, { ...current, ...changes } as Row),
    }));

    registry.register(defineHooks(clientOrderPackage, packageHooks(PARCEL_ORDERS)));
  }
}

/** An item's sku must be a product of the order's client (resource `product`). */
async function checkItem(em: Parameters<typeof orderOfRow>[0], row: Row): Promise<void> {
  const { order } = await orderOfRow(em, Number(row.clientOrderId));
  await assertProductOf(em, order, row);
}

/** 02 §3 Lithium declaration: a contact phone unless the contact is the sender. */
function lithiumProblems(row: Row): ReturnType<typeof fieldError>[] {
  const declared = Number(row.lithium ?? 1) !== 1;
  if (declared && row.lithiumSameAsSender === false && !String(row.lithiumContactPhone ?? '').trim()) return [fieldError('lithiumContactPhone', ORDER_MESSAGES.lithiumPhoneRequired)];
  return [];
}
