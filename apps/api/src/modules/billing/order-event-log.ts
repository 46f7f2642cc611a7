import type { EntityManager } from 'typeorm';
import type { ChargeEvent, Trigger } from '@console/billing';
import { billingEvent, clientOrderItem, clientOrderPackage } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

/** The event as the charge engine read it (billing-event), once per order and event. */
export async function logEvent(em: EntityManager, order: Row, event: ChargeEvent, day: string): Promise<void> {
  const eventKey = `order:${Number(order.id)}:${event.trigger}`;
  const events = em.getRepository(entitySchemaOf(billingEvent));
  if (await events.existsBy({ eventKey })) return;
  const now = new Date();
  await events.insert({
    clientId: Number(order.clientId), clientOrderId: Number(order.id), warehouseId: order.warehouseId == null ? null : Number(order.warehouseId),
    event: event.trigger, cancelled: event.cancelled, eventDate: day, input: event, eventKey, version: 1, createTime: now, updateTime: now,
  });
}

/** The order as the charge engine reads an event: its packages, the order's lines in the first. */
export async function eventOf(em: EntityManager, order: Row, trigger: Trigger, cancelled: boolean): Promise<ChargeEvent> {
  const orderId = Number(order.id);
  const packages = await em.getRepository(entitySchemaOf(clientOrderPackage)).find({ where: { clientOrderId: orderId }, order: { id: 'ASC' } }) as Row[];
  const items = await em.getRepository(entitySchemaOf(clientOrderItem)).find({ where: { clientOrderId: orderId }, order: { id: 'ASC' } }) as Row[];
  // A parcel order's items are not assigned to its packages (packing will): the first holds them.
  const lines = items.map((item) => ({ sku: String(item.sku), qty: Number(item.qty) }));
  return {
    workOrderType: 'OUTBOUND', trigger, cancelled, fba: false, orderType: 'PARCEL', hours: '0', pallets: 0,
    packages: packages.map((p, i) => ({
      weight: String(p.weight), weightUnit: p.weightUnit as 'lb', length: String(p.length), width: String(p.width), height: String(p.height),
      dimUnit: p.dimUnit as 'in', lines: i === 0 ? lines : [],
    })),
  };
}
