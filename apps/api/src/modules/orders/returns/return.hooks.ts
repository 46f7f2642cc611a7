import { Injectable } from '@nestjs/common';
import { INSPECTION_RESULT, returnInspection, returnOrder, returnOrderLine } from '@console/resources';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { assertProductOf, handle, lineHooks, orderHooks, reverseHandled } from '../receiving/receiving';
import { RETURNS } from './return-kind';
import { assertReturnable, assertShippedEnough } from './return-lines';

/**
 * Return orders (resources/orders/return-order.ts): the number, the order returned from (shipped
 * or completed), the lines (from an order: what it shipped and was not returned yet; standalone:
 * the client's products), the totals, Submit, Complete and Cancel; and inspection: a restock posts
 * one return movement of the inventory (standard or damage into the location) in the
 * inspection's create transaction, a disposal only counts, through the receiving code inbound
 * orders share (receiving/receiving.ts).
 */
@Injectable()
export class ReturnHooks {
  constructor(registry: HookRegistry, stock: StockService) {
    // from an order: one that shipped
    registry.register({ name: returnOrder.name, hooks: orderHooks(RETURNS, 'RT', async (row, em) => {
      if (row.clientOrderId) await assertReturnable(em, Number(row.clientOrderId));
    }) });

    registry.register({ name: returnOrderLine.name, hooks: lineHooks(RETURNS, async (em, ret, line) => (ret.clientOrderId ? assertShippedEnough(em, ret, line) : assertProductOf(em, ret, line))) });

    registry.register(defineHooks(returnInspection, {
      beforeCreate: async (row, ctx) => {
        const inspection = row as Row;
        const result = Number(inspection.result);
        // a disposal goes nowhere: no location is kept for it
        if (result === INSPECTION_RESULT.DISPOSE) inspection.locationId = null;
        await handle(RETURNS, inspection, ctx, async (order, lotDate, now) => {
          if (result === INSPECTION_RESULT.DISPOSE) return null;
          const qty = Number(inspection.qty);
          const place = { warehouseId: Number(order.warehouseId), locationId: Number(inspection.locationId), clientId: Number(order.clientId), sku: String(inspection.sku), lotDate };
          const quantities = result === INSPECTION_RESULT.RESTOCK ? { standard: qty } : { damage: qty };
          return (await stock.returnIn(ctx.em, place, quantities, { operator: ctx.admin.userName, orderNo: String(order.orderNo), note: `Return ${String(order.orderNo)}`, now })).movementId;
        });
        inspection.inspectedAt = new Date();
      },
      actions: { reverse: async (current, ctx) => reverseHandled(RETURNS, stock, current as Row, ctx) },
    }));
  }
}
