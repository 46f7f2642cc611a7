import { Injectable } from '@nestjs/common';
import { CANCEL_STATUS, FREIGHT_STATUS, freightOrder, freightOrderItem, freightOrderPackage } from '@console/resources';
import { HookRegistry, defineHooks, type HookContext } from '../../../engine/hooks';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { childSums, nextOrderNo } from '../order-numbers';
import type { Row } from '../../../engine/row';
import type { Trigger } from '@console/billing';
import { FREIGHT_BILLING } from '../../billing/billed-orders';
import { OrderEventCharges } from '../../billing/order-events';
import { StockService } from '../../inventory/stock.service';
import { allocateOrder, releaseOrder, shipOrder } from '../order-stock';
import { refuse } from '../order-rules';
import { assertProductOf } from '../receiving/receiving';
import { bolPdf } from './bol-pdf';
import { bolInputOf } from './freight-bol';
import { assertSubmittable, saveProblems } from './freight-rules';

const S = FREIGHT_STATUS;

/**
 * Billing automation's events of a freight order, by the move that reaches them: Process starts
 * the warehouse's work (Pick), Ready to Ship ends it (Pack), then Ship and Complete, as a parcel
 * order's. What an order in a status has reached, for the items that charge a cancelled order.
 */
const REACHED: Record<number, Trigger[]> = {
  [S.PROCESSING]: ['PICK'], [S.TO_SHIP]: ['PICK', 'PACK'], [S.SHIPPED]: ['PICK', 'PACK', 'SHIP'],
};

/**
 * Freight outbound orders (resources/orders/freight-order.ts): the number (FO and 10 digits), 02
 * §5's rules on a save (freight-rules.ts), the items' skus, the total of the packages, the actions
 * through 02 §4's statuses with the parcel orders' stock moves (order-stock.ts: Submit allocates,
 * Ship ships what is allocated, Cancel releases or returns it), the events billing automation
 * charges in the move's transaction (REACHED; the client's plan, as a parcel order's, its lines
 * on the order's Charge & Fees), and the bill of lading.
 */
@Injectable()
export class FreightHooks {
  constructor(registry: HookRegistry, stock: StockService, billing: OrderEventCharges) {
    /** The order moved to a status (the engine holds the move to the definition's transitions). */
    const moved = async ({ records }: HookContext, current: Row, status: number, more: Row = {}) => {
      await records.update(freightOrder, Number(current.id), { status, ...more });
      return { id: Number(current.id), orderNo: current.orderNo, status };
    };
    /** The event charged (once: a retry charges nothing more), then the move. */
    const charged = async (ctx: HookContext, current: Row, trigger: Trigger, status: number, more: Row = {}) => {
      await billing.charge(ctx.em, ctx.admin, current, trigger, false, FREIGHT_BILLING);
      return moved(ctx, current, status, more);
    };
    registry.register(defineHooks(freightOrder, {
      beforeCreate: async (row, { em }) => {
        const errors = await saveProblems(em, row as Row);
        if (errors.length) refuse(errors);
        (row as Row).orderNo = await nextOrderNo(em, freightOrder.name, 'FO');
      },
      beforeUpdate: async (current, changes, { em }) => {
        const errors = await saveProblems(em, { ...current, ...changes } as Row, Number(current.id));
        if (errors.length) refuse(errors);
      },
      // the packages' total, one query for the page
      afterRead: async (rows, { em }) => {
        const sums = await childSums(em, entitySchemaOf(freightOrderPackage), 'freightOrderId', { totalPackageQty: ['qty'] }, rows.map((r) => Number(r.id)));
        for (const row of rows) row.totalPackageQty = sums.get(Number(row.id))?.totalPackageQty ?? 0;
      },
      actions: {
        submit: async (current, ctx) => {
          await assertSubmittable(ctx.em, current as Row);
          const lines = (await ctx.em.getRepository(entitySchemaOf(freightOrderItem)).find({ where: { freightOrderId: Number(current.id) }, order: { id: 'ASC' } }) as Row[])
            .map((r) => ({ sku: String(r.sku), qty: Number(r.qty) }));
          const allocations = lines.length ? await allocateOrder(ctx.em, stock, current as Row, lines, ctx.admin.userName) : [];
          return { ...(await moved(ctx, current as Row, S.SUBMITTED, { submittedAt: new Date() })), allocations };
        },
        process: async (current, ctx) => charged(ctx, current as Row, 'PICK', S.PROCESSING),
        readyToShip: async (current, ctx) => charged(ctx, current as Row, 'PACK', S.TO_SHIP),
        ship: async (current, ctx) => {
          const shipped = await shipOrder(ctx.em, stock, String(current.orderNo), ctx.admin.userName);
          return { ...(await charged(ctx, current as Row, 'SHIP', S.SHIPPED, { shippedAt: new Date() })), shipped };
        },
        // the Complete event, then what the order's HOLDING lines held is settled
        complete: async (current, ctx) => {
          const done = await charged(ctx, current as Row, 'COMPLETE', S.COMPLETED);
          return { ...done, settled: await billing.settleHolds(ctx.em, ctx.admin, current as Row, FREIGHT_BILLING) };
        },
        cancel: async (current, ctx) => {
          const reason = String(ctx.input?.reason ?? '');
          await releaseOrder(ctx.em, stock, String(current.orderNo), ctx.admin.userName, `Cancelled: ${reason}`.slice(0, 255));
          // the items that charge a cancelled order, for the events it had not reached; then its holds settled
          await billing.chargeCancelled(ctx.em, ctx.admin, current as Row, FREIGHT_BILLING, REACHED[Number(current.status)] ?? []);
          await billing.settleHolds(ctx.em, ctx.admin, current as Row, FREIGHT_BILLING);
          return moved(ctx, current as Row, S.CANCELLED, { cancelStatus: CANCEL_STATUS.SUCCESS, cancelReason: reason });
        },
      },
      documents: {
        bol: async (record, { em }) => ({ fileName: `BOL-${String(record.orderNo)}.pdf`, bytes: await bolPdf(await bolInputOf(em, record as Row)) }),
      },
    }));

    registry.register(defineHooks(freightOrderItem, {
      beforeCreate: async (row, { em }) => assertProductOf(em, await orderOf(em, row as Row), row as Row),
      beforeUpdate: async (current, changes, { em }) => assertProductOf(em, await orderOf(em, current as Row), { ...current, ...changes } as Row),
    }));
  }
}

const orderOf = async (em: Parameters<typeof assertProductOf>[0], item: Row): Promise<Row> =>
  em.getRepository(entitySchemaOf(freightOrder)).findOneByOrFail({ id: Number(item.freightOrderId) }) as Promise<Row>;
