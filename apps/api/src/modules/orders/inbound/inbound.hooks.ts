import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { INBOUND_STATUS, inboundOrder, inboundOrderLine, inboundReceipt, product } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { nextInSequence } from '../../../engine/number-sequence';
import type { Row } from '../../../engine/row';
import { StockService } from '../../inventory/stock.service';
import { fieldError, refuse, say } from '../order-rules';
import { receive, reverseReceipt } from './inbound-receiving';

const S = INBOUND_STATUS;
const lines = () => entitySchemaOf(inboundOrderLine);
const receipts = () => entitySchemaOf(inboundReceipt);

/**
 * Inbound orders (resources/orders/inbound-order.ts): the number, the lines' skus (the client's
 * products, each once), the totals shown on the order, and the actions: Submit (a draft with
 * lines, to Awaiting), Complete (closes it once something was received), Cancel (with a reason,
 * nothing received). Receiving and reversing a receipt: inbound-receiving.ts.
 */
@Injectable()
export class InboundHooks {
  constructor(registry: HookRegistry, stock: StockService) {
    registry.register(defineHooks(inboundOrder, {
      beforeCreate: async (row, { em }) => {
        (row as Row).orderNo = `IB${String(await nextInSequence(em, 'inbound-order')).padStart(10, '0')}`;
      },
      beforeUpdate: async (current) => {
        if (Number(current.status) !== S.DRAFT) throw new AppException(409, say('onlyDraftEditable'));
      },
      // the lines' sums, one query for the page
      afterRead: async (rows, { em }) => {
        if (!rows.length) return;
        const sums = await em.getRepository(lines()).createQueryBuilder('l')
          .select('l.inbound_order_id', 'orderId').addSelect('SUM(l.expected_qty)', 'expected')
          .addSelect('SUM(l.received_standard)', 'standard').addSelect('SUM(l.received_damage)', 'damage')
          .where('l.inbound_order_id IN (:...ids)', { ids: rows.map((r) => Number(r.id)) }).groupBy('l.inbound_order_id')
          .getRawMany<{ orderId: number; expected: string; standard: string; damage: string }>();
        const byOrder = new Map(sums.map((s) => [Number(s.orderId), s]));
        for (const row of rows) {
          const sum = byOrder.get(Number(row.id));
          Object.assign(row, { expectedQty: Number(sum?.expected ?? 0), receivedStandard: Number(sum?.standard ?? 0), receivedDamage: Number(sum?.damage ?? 0) });
        }
      },
      actions: {
        submit: async (current, { em, records }) => {
          if (!(await em.getRepository(lines()).existsBy({ inboundOrderId: Number(current.id) }))) throw new AppException(400, say('inboundLinesRequired'));
          await records.update(inboundOrder, Number(current.id), { status: S.AWAITING, submittedAt: new Date() });
          return { id: Number(current.id), orderNo: current.orderNo, status: S.AWAITING };
        },
        complete: async (current, { em, records }) => {
          if (!(await liveReceipts(em, Number(current.id)))) throw new AppException(409, say('inboundNothingReceived'));
          await records.update(inboundOrder, Number(current.id), { status: S.COMPLETED, completedAt: new Date() });
          return { id: Number(current.id), orderNo: current.orderNo, status: S.COMPLETED };
        },
        cancel: async (current, { em, records, input }) => {
          if (await liveReceipts(em, Number(current.id))) throw new AppException(409, say('inboundHasReceipts'));
          await records.update(inboundOrder, Number(current.id), { status: S.CANCELLED, cancelReason: String(input?.reason ?? '') });
          return { id: Number(current.id), orderNo: current.orderNo, status: S.CANCELLED };
        },
      },
    }));

    registry.register(defineHooks(inboundOrderLine, {
      beforeCreate: async (row, { em }) => checkLine(em, row as Row),
      beforeUpdate: async (current, changes, { em }) => checkLine(em, { ...current, ...changes } as Row),
    }));

    registry.register(defineHooks(inboundReceipt, {
      beforeCreate: async (row, ctx) => receive(stock, row as Row, ctx),
      actions: {
        reverse: async (current, ctx) => reverseReceipt(stock, current as Row, ctx),
      },
    }));
  }
}

/** Receipts of the order not reversed. */
const liveReceipts = (em: EntityManager, orderId: number) => em.getRepository(receipts()).existsBy({ inboundOrderId: orderId, reversed: false });

/** A line's sku is a product of the order's client, on one line of the order only. */
async function checkLine(em: EntityManager, row: Row): Promise<void> {
  const order = await em.getRepository(entitySchemaOf(inboundOrder)).findOneBy({ id: Number(row.inboundOrderId) }) as Row | null;
  if (!order) throw new AppException(404, 'notFound');
  const sku = String(row.sku ?? '');
  if (!(await em.getRepository(entitySchemaOf(product)).existsBy({ clientId: Number(order.clientId), sku }))) refuse([fieldError('sku', say('skuNotOfClient', { sku }))]);
  const twin = await em.getRepository(lines()).findOneBy({ inboundOrderId: Number(order.id), sku }) as Row | null;
  if (twin && Number(twin.id) !== Number(row.id)) refuse([fieldError('sku', say('inboundSkuTwice', { sku }))]);
}
