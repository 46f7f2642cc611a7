import type { EntityManager } from 'typeorm';
import type { PackOrder } from '@console/batch-pack';
import { BATCH_ORDER_STATUS, clientOrder, clientOrderItem, ORDER_STATUS, pickBatchOrder, product } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

/** Statuses past packing: the order left the pack station (to ship, shipped, completed). */
export const PACKED_STATUSES: number[] = [ORDER_STATUS.TO_SHIP, ORDER_STATUS.SHIPPED, ORDER_STATUS.COMPLETED];

/** An order as the pack station sees it: its items with their packed counts, and their products' names. */
export interface StationOrder extends PackOrder {
  clientId: number;
  status: number;
  items: Array<PackOrder['items'][number] & { name: string }>;
}

/**
 * Orders with their items as the station's rules read them (libs/batch-pack matchScan), read in
 * the caller's transaction: one query for the orders, one for the items, one for the names.
 */
export async function stationOrders(em: EntityManager, ids: number[]): Promise<StationOrder[]> {
  if (!ids.length) return [];
  const orders = await em.getRepository(entitySchemaOf(clientOrder)).createQueryBuilder('o').where('o.id IN (:...ids)', { ids }).getMany() as Row[];
  const items = await em.getRepository(entitySchemaOf(clientOrderItem)).createQueryBuilder('i').where('i.clientOrderId IN (:...ids)', { ids }).orderBy('i.id', 'ASC').getMany() as Row[];
  const names = await productNames(em, orders, items);
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  return ids.map((id) => byId.get(id)).filter((o): o is Row => Boolean(o)).map((o) => ({
    orderId: Number(o.id), orderNo: String(o.orderNo), clientId: Number(o.clientId), status: Number(o.status),
    packable: Number(o.status) === ORDER_STATUS.TO_PACK, finished: PACKED_STATUSES.includes(Number(o.status)),
    items: items.filter((i) => Number(i.clientOrderId) === Number(o.id)).map((i) => ({
      itemId: Number(i.id), sku: String(i.sku), qty: Number(i.qty), packed: Number(i.packedQty ?? 0), name: names.get(`${o.clientId}:${i.sku}`) ?? '',
    })),
  }));
}

async function productNames(em: EntityManager, orders: Row[], items: Row[]): Promise<Map<string, string>> {
  const skus = [...new Set(items.map((i) => String(i.sku)))];
  const clients = [...new Set(orders.map((o) => Number(o.clientId)))];
  if (!skus.length) return new Map();
  const rows = await em.getRepository(entitySchemaOf(product)).createQueryBuilder('p').select(['p.id', 'p.clientId', 'p.sku', 'p.name'])
    .where('p.clientId IN (:...clients) AND p.sku IN (:...skus)', { clients, skus }).getMany() as Row[];
  return new Map(rows.map((p) => [`${p.clientId}:${p.sku}`, String(p.name)]));
}

/** A batch's orders picked in full (those left short went back To Pick), in batch sequence. */
export async function batchPackOrderIds(em: EntityManager, batchId: number): Promise<number[]> {
  const rows = await em.getRepository(entitySchemaOf(pickBatchOrder)).find({ where: { pickBatchId: batchId, status: BATCH_ORDER_STATUS.PICKED }, order: { sequence: 'ASC' } }) as Row[];
  return rows.map((r) => Number(r.clientOrderId));
}

/**
 * The sku a scanned code stands for among these clients' products: the code is the sku itself,
 * the product's FNSKU (Amazon's label on the unit) or its barcode (the UPC or EAN printed on
 * it). Null when it is none of them.
 */
export async function skuOfCode(em: EntityManager, code: string, clientIds: number[]): Promise<string | null> {
  if (!clientIds.length) return null;
  const found = await em.getRepository(entitySchemaOf(product)).createQueryBuilder('p').select(['p.id', 'p.sku'])
    .where('p.clientId IN (:...clientIds)', { clientIds }).andWhere('(p.sku = :code OR p.fnsku = :code OR p.barcode = :code)', { code }).getOne() as Row | null;
  return found ? String(found.sku) : null;
}
