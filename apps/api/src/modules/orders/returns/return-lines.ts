import type { EntityManager } from 'typeorm';
import { INBOUND_STATUS, ORDER_STATUS, clientOrder, clientOrderItem, returnOrder, returnOrderLine } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { Row } from '../../../engine/row';
import { fieldError, refuse, say } from '../order-rules';

/** A return names a parcel order that left the warehouse: shipped or completed. */
export async function assertReturnable(em: EntityManager, clientOrderId: number): Promise<void> {
  const order = await em.getRepository(entitySchemaOf(clientOrder)).findOneBy({ id: clientOrderId }) as Row | null;
  if (!order) throw new AppException(404, 'notFound');
  if (![ORDER_STATUS.SHIPPED, ORDER_STATUS.COMPLETED].includes(Number(order.status) as 6 | 7)) {
    refuse([fieldError('clientOrderId', say('returnOrderNotShipped', { orderNo: String(order.orderNo) }))]);
  }
}

/**
 * A line of a return from an order: one of the order's items, at most what it shipped less what
 * the order's other returns (not cancelled) took back already.
 */
export async function assertShippedEnough(em: EntityManager, ret: Row, line: Row): Promise<void> {
  const orderId = Number(ret.clientOrderId);
  const order = await em.getRepository(entitySchemaOf(clientOrder)).findOneByOrFail({ id: orderId }) as Row;
  const sku = String(line.sku ?? '');
  const items = await em.getRepository(entitySchemaOf(clientOrderItem)).findBy({ clientOrderId: orderId, sku }) as Row[];
  if (!items.length) refuse([fieldError('sku', say('returnSkuNotShipped', { sku, orderNo: String(order.orderNo) }))]);
  const shipped = items.reduce((sum, i) => sum + Number(i.qty), 0);
  const raw = await em.getRepository(entitySchemaOf(returnOrderLine)).createQueryBuilder('l')
    .innerJoin(entitySchemaOf(returnOrder).options.name, 'r', 'r.id = l.return_order_id')
    .select('COALESCE(SUM(l.qty), 0)', 'returned')
    .where('r.client_order_id = :orderId AND r.status <> :cancelled AND r.id <> :self AND l.sku = :sku', { orderId, cancelled: INBOUND_STATUS.CANCELLED, self: Number(ret.id), sku })
    .getRawOne<{ returned: string }>();
  const returned = Number(raw?.returned ?? 0);
  if (Number(line.qty) + returned > shipped) {
    refuse([fieldError('qty', say('returnOverShipped', { qty: String(line.qty), sku, orderNo: String(order.orderNo), shipped: String(shipped), returned: String(returned) }))]);
  }
}
