import { Injectable } from '@nestjs/common';
import { INBOUND_STATUS, inboundOrder, inboundOrderLine, inboundReceipt } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import { nextInSequence } from '../../../engine/number-sequence';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { say } from '../order-rules';
import { assertProductOf, checkLine, handle, orderActions, reverseHandled, withLineTotals } from '../receiving/receiving';
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
    registry.register(defineHooks(inboundOrder, {
      beforeCreate: async (row, { em }) => {
        (row as Row).orderNo = `IB${String(await nextInSequence(em, 'inbound-order')).padStart(10, '0')}`;
      },
      beforeUpdate: async (current) => {
        if (Number(current.status) !== INBOUND_STATUS.DRAFT) throw new AppException(409, say('onlyDraftEditable'));
      },
      afterRead: async (rows, { em }) => withLineTotals(em, INBOUND, rows),
      actions: orderActions(INBOUND),
    }));

    const checked = async (em: Parameters<typeof checkLine>[0], row: Row) => {
      const order = await checkLine(em, INBOUND, row, 'skuTwice');
      await assertProductOf(em, Number(order.clientId), String(row.sku));
    };
    registry.register(defineHooks(inboundOrderLine, {
      beforeCreate: async (row, { em }) => checked(em, row as Row),
      beforeUpdate: async (current, changes, { em }) => checked(em, { ...current, ...changes } as Row),
    }));

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
