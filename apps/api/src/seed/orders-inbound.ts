import type { EntityManager } from 'typeorm';
import { INBOUND_STATUS, inboundOrder, inboundOrderLine, inboundReceipt, location, product } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { nextOrderNo } from '../modules/orders/order-numbers';
import type { Row } from '../engine/row';
import { receiveAt } from '../modules/inventory/stock-writes';

const S = INBOUND_STATUS;
const ORDERS = 14;
const CONTAINERS = ['40 FT HC', '20 FT', '53 FT', null] as const;

/**
 * Inbound orders of the demo: a couple of weeks of them over the first demo clients into the
 * first warehouse. The first is awaiting a large delivery of the first client's first product
 * (the definitions' samples receive on it); the others cycle through draft, awaiting, awaiting
 * with part received, received in full, completed and cancelled. What was received is posted as
 * receive movements through the stock's own writes, into the warehouse's first pick locations, so
 * `GET /api/inventory/verify` finds no drift. Skipped when any inbound order exists.
 */
export async function seedInboundOrders(em: EntityManager, now = new Date()): Promise<void> {
  const orders = em.getRepository(entitySchemaOf(inboundOrder));
  if ((await orders.count()) > 0) return;
  const products = await em.getRepository(entitySchemaOf(product)).find({ select: { clientId: true, sku: true }, order: { id: 'ASC' }, take: 400 }) as Row[];
  const places = await em.getRepository(entitySchemaOf(location)).find({ where: { warehouseId: 1, kind: 1 }, order: { id: 'ASC' }, take: 6 }) as Row[];
  if (!products.length || !places.length) return;
  const skusOf = new Map<number, string[]>();
  for (const p of products) skusOf.set(Number(p.clientId), [...(skusOf.get(Number(p.clientId)) ?? []), String(p.sku)]);
  const clients = [...skusOf.keys()].slice(0, 6);
  for (let i = 0; i < ORDERS; i++) {
    const clientId = clients[i % clients.length];
    const status = i === 0 ? S.AWAITING : [S.DRAFT, S.AWAITING, S.AWAITING, S.RECEIVED, S.COMPLETED, S.CANCELLED][i % 6];
    const created = new Date(now.getTime() - (ORDERS - i) * 86_400_000);
    const orderNo = await nextOrderNo(em, inboundOrder.name, 'IB');
    const received = status === S.RECEIVED || status === S.COMPLETED || (status === S.AWAITING && i % 6 === 2);
    const id = Number((await orders.insert({
      orderNo, clientId, warehouseId: 1, referenceNo: `PO-${2400 + i}`, expectedArrival: created.toISOString().slice(0, 10),
      containerType: CONTAINERS[i % CONTAINERS.length], containerNo: null, trackingNo: null, status,
      submittedAt: status === S.DRAFT ? null : created, arrivedAt: received ? created : null, completedAt: status === S.COMPLETED ? created : null,
      cancelReason: status === S.CANCELLED ? 'Shipment rerouted by the client' : null, note: null, version: 1, createTime: created, updateTime: created,
    })).identifiers[0].id);
    const skus = skusOf.get(clientId)!.slice(0, i === 0 ? 1 : 1 + (i % 3));
    for (const [n, sku] of skus.entries()) {
      const expectedQty = i === 0 ? 100_000 : 24 * (n + 1);
      // part received: the first line half; received or completed: every line in full, one in 24 damaged
      const take = !received ? 0 : status === S.AWAITING ? (n === 0 ? expectedQty / 2 : 0) : expectedQty;
      const damage = take ? 1 : 0;
      await em.getRepository(entitySchemaOf(inboundOrderLine)).insert({
        inboundOrderId: id, sku, expectedQty, receivedStandard: take - damage, receivedDamage: damage, version: 1, createTime: created, updateTime: created,
      });
      if (!take) continue;
      const lotDate = created.toISOString().slice(0, 10);
      const locationId = Number(places[(i + n) % places.length].id);
      const posted = await receiveAt(em, { warehouseId: 1, locationId, clientId, sku, lotDate }, { standard: take - damage, damage }, { operator: 'seed', orderNo, note: `Inbound ${orderNo}`, now: created });
      await em.getRepository(entitySchemaOf(inboundReceipt)).insert({
        inboundOrderId: id, sku, standard: take - damage, damage, locationId, lotDate, receivedAt: created, operator: 'seed', movementId: posted.movementId,
        reversed: false, reversedAt: null, reverseNote: null, version: 1, createTime: created, updateTime: created,
      });
    }
  }
}
