import type { EntityManager } from 'typeorm';
import { MOVEMENT_TYPE } from '@console/inventory';
import { INBOUND_STATUS, INSPECTION_RESULT, location, product, returnInspection, returnOrder, returnOrderLine } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { nextOrderNo } from '../modules/orders/order-numbers';
import type { Row } from '../engine/row';
import { receiveAt } from '../modules/inventory/stock-writes';

const S = INBOUND_STATUS;
const RETURNS = 8;
const REASONS = ['Wrong size', 'Damaged in transit', 'No longer needed', 'Not as described'];

/**
 * Returns of the demo, standalone (the demo's parcel orders have not shipped), over the first demo
 * clients into the first warehouse. The first is awaiting many units of the first client's first
 * product (the definitions' samples inspect on it); the others are drafts, awaiting, inspected in
 * full (restocked, one unit restocked as damage, one disposed of) and completed. Restocks are
 * return movements through the stock's own writes, so the verification finds no drift. Skipped
 * when any return exists.
 */
export async function seedReturnOrders(em: EntityManager, now = new Date()): Promise<void> {
  const returns = em.getRepository(entitySchemaOf(returnOrder));
  if ((await returns.count()) > 0) return;
  const products = await em.getRepository(entitySchemaOf(product)).find({ select: { clientId: true, sku: true }, order: { id: 'ASC' }, take: 200 }) as Row[];
  const places = await em.getRepository(entitySchemaOf(location)).find({ where: { warehouseId: 1, kind: 1 }, order: { id: 'ASC' }, take: 4 }) as Row[];
  if (!products.length || !places.length) return;
  const firstSkuOf = new Map<number, string>();
  for (const p of products) if (!firstSkuOf.has(Number(p.clientId))) firstSkuOf.set(Number(p.clientId), String(p.sku));
  const clients = [...firstSkuOf.keys()].slice(0, 4);
  for (let i = 0; i < RETURNS; i++) {
    const clientId = clients[i % clients.length];
    const sku = firstSkuOf.get(clientId)!;
    const status = i === 0 ? S.AWAITING : [S.DRAFT, S.AWAITING, S.RECEIVED, S.COMPLETED][i % 4];
    const created = new Date(now.getTime() - (RETURNS - i) * 86_400_000);
    const orderNo = await nextOrderNo(em, returnOrder.name, 'RT');
    const inspected = status === S.RECEIVED || status === S.COMPLETED;
    const id = Number((await returns.insert({
      orderNo, clientId, warehouseId: 1, clientOrderId: null, rmaNo: `RMA-${5100 + i}`, trackingNo: null, reason: REASONS[i % REASONS.length], expectedArrival: null, status,
      submittedAt: status === S.DRAFT ? null : created, arrivedAt: inspected ? created : null, completedAt: status === S.COMPLETED ? created : null,
      cancelReason: null, version: 1, createTime: created, updateTime: created,
    })).identifiers[0].id);
    const qty = i === 0 ? 100_000 : 4;
    // inspected in full: two restocked, one restocked as damage, one disposed of
    const results = inspected ? [[INSPECTION_RESULT.RESTOCK, 2], [INSPECTION_RESULT.RESTOCK_DAMAGE, 1], [INSPECTION_RESULT.DISPOSE, 1]] as const : [];
    await em.getRepository(entitySchemaOf(returnOrderLine)).insert({
      returnOrderId: id, sku, qty, restocked: inspected ? 2 : 0, damaged: inspected ? 1 : 0, disposed: inspected ? 1 : 0, version: 1, createTime: created, updateTime: created,
    });
    const lotDate = created.toISOString().slice(0, 10);
    for (const [result, count] of results) {
      const locationId = result === INSPECTION_RESULT.DISPOSE ? null : Number(places[i % places.length].id);
      const movementId = locationId === null ? null : (await receiveAt(em, { warehouseId: 1, locationId, clientId, sku, lotDate },
        result === INSPECTION_RESULT.RESTOCK ? { standard: count } : { damage: count }, { operator: 'seed', orderNo, note: `Return ${orderNo}`, now: created }, MOVEMENT_TYPE.RETURN)).movementId;
      await em.getRepository(entitySchemaOf(returnInspection)).insert({
        returnOrderId: id, sku, qty: count, result, locationId, note: null, lotDate, inspectedAt: created, operator: 'seed', movementId,
        reversed: false, reversedAt: null, reverseNote: null, version: 1, createTime: created, updateTime: created,
      });
    }
  }
}
