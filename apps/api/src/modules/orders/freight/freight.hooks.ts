import { Injectable } from '@nestjs/common';
import { CANCEL_STATUS, FREIGHT_STATUS, freightOrder, freightOrderItem, freightOrderPackage } from '@console/resources';
import { HookRegistry, defineHooks, type HookContext } from '../../../engine/hooks';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { childSums, nextOrderNo } from '../order-numbers';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { allocateOrder, releaseOrder, shipOrder } from '../order-stock';
import { refuse } from '../order-rules';
import { assertProductOf } from '../receiving/receiving';
import { bolPdf } from './bol-pdf';
import { bolInputOf } from './freight-bol';
import { assertSubmittable, saveProblems } from './freight-rules';

const S = FREIGHT_STATUS;

/**
 * Freight outbound orders (resources/orders/freight-order.ts): the number (FO and 10 digits), 02
 * §5's rules on a save (freight-rules.ts), the items' skus, the total of the packages, the actions
 * through 02 §4's statuses with the parcel orders' stock moves (order-stock.ts: Submit allocates,
 * Ship ships what is allocated, Cancel releases or returns it), and the bill of lading.
 */
@Injectable()
export class FreightHooks {
  constructor(registry: HookRegistry, stock: StockService) {
    /** The order moved to a status (the engine holds the move to the definition's transitions). */
    const moved = async ({ records }: HookContext, current: Row, status: number, more: Row = {}) => {
      await records.update(freightOrder, Number(current.id), { status, ...more });
      return { id: Number(current.id), orderNo: current.orderNo, status };
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
        process: async (current, ctx) => moved(ctx, current as Row, S.PROCESSING),
        readyToShip: async (current, ctx) => moved(ctx, current as Row, S.TO_SHIP),
        ship: async (current, ctx) => {
          const shipped = await shipOrder(ctx.em, stock, String(current.orderNo), ctx.admin.userName);
          return { ...(await moved(ctx, current as Row, S.SHIPPED, { shippedAt: new Date() })), shipped };
        },
        complete: async (current, ctx) => moved(ctx, current as Row, S.COMPLETED),
        cancel: async (current, ctx) => {
          const reason = String(ctx.input?.reason ?? '');
          await releaseOrder(ctx.em, stock, String(current.orderNo), ctx.admin.userName, `Cancelled: ${reason}`.slice(0, 255));
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
