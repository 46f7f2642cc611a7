import { Injectable } from '@nestjs/common';
import { inboundOrder, inboundOrderLine, inboundReceipt } from '@console/resources';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { assertProductOf, handle, lineHooks, orderHooks, reverseHandled } from '../receiving/receiving';
import { INBOUND } from './inbound-kind';

/**
 * Inbound orders (resources/orders/inbound-order.ts): the number, the lines (the client's
 * products, each once), the totals shown on the order, Submit, Complete and Cancel; and receiving:
 * a receipt posts one receive movement of the inventory (standard and damage into the put-away
 * location, which the inventory refuses in another warehouse) in its create transaction, through
 * the receiving code that returns share (receiving/receiving.ts).
 */
@Injectable()
export class InboundHooks {
  constructor(registry: HookRegistry, stock: StockService) {
    registry.register({ name: inboundOrder.name, hooks: orderHooks(INBOUND, 'IB') });

    registry.register({ name: inboundOrderLine.name, hooks: lineHooks(INBOUND, assertProductOf) });

    registry.register(defineHooks(inboundReceipt, {
      beforeCreate: async (row, ctx) => {
        const receipt = row as Row;
        await handle(INBOUND, receipt, ctx, async (order, lotDate, now) => (await stock.receiveIn(ctx.em, {
          warehouseId: Number(order.warehouseId), locationId: Number(receipt.locationId), clientId: Number(order.clientId), sku: String(receipt.sku), lotDate,
        }, { standard: Number(receipt.standard ?? 0), damage: Number(receipt.damage ?? 0) }, { operator: ctx.admin.userName, orderNo: String(order.orderNo), note: `Inbound ${String(order.orderNo)}`, now })).movementId);
        receipt.receivedAt = new Date();
      },
      actions: { reverse: async (current, ctx) => reverseHandled(INBOUND, stock, current as Row, ctx) },
    }));
  }
}
