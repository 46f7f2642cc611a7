import type { EntityManager } from 'typeorm';
import { client, clientOrder, clientOrderItem, clientOrderPackage, inventory, ORDER_STATUS } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { nextOrderNo } from '../modules/orders/order-numbers';
import type { Row } from '../engine/row';
import type { StockService } from '../modules/inventory/stock.service';
import { moveOnRow } from '../modules/inventory/stock-writes';
import { allocateOrder } from '../modules/orders/order-stock';

const ORDERS = 36;
const SENDER = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };
const TO: Array<[string, string, string, string]> = [
  ['350 5th Ave', 'New York', 'NY', '10001'], ['1 Market St', 'San Francisco', 'CA', '94105'], ['233 S Wacker Dr', 'Chicago', 'IL', '60606'],
  ['600 Congress Ave', 'Austin', 'TX', '78701'], ['1000 2nd Ave', 'Seattle', 'WA', '98104'], ['100 Peachtree St', 'Atlanta', 'GA', '30303'],
];

/**
 * Parcel outbound orders of the demo (02 §2): a few dozen over the first demo clients with stock
 * in the first warehouse, on UPS Ground; most in drafts, every fourth submitted with its stock
 * allocated through the stock's own writes (the verification finds no drift), a few cancelled
 * drafts. Skipped when any order exists.
 */
export async function seedOrders(em: EntityManager, now = new Date()): Promise<void> {
  const orders = em.getRepository(entitySchemaOf(clientOrder));
  if ((await orders.count()) > 0) return;
  const stockRows = await em.getRepository(entitySchemaOf(inventory)).createQueryBuilder('i')
    .where('i.warehouse_id = :w AND i.available > 0', { w: 1 }).orderBy('i.client_id', 'ASC').addOrderBy('i.id', 'ASC').getMany() as Row[];
  const byClient = new Map<number, string[]>();
  for (const r of stockRows) {
    const skus = byClient.get(Number(r.clientId)) ?? [];
    if (!skus.includes(String(r.sku))) skus.push(String(r.sku));
    byClient.set(Number(r.clientId), skus);
  }
  const clients = [...byClient.keys()].slice(0, 12);
  if (!clients.length || !(await em.getRepository(entitySchemaOf(client)).count())) return;
  // the seed posts through the stock's writes directly (no Nest here)
  const stock = { allocateIn: (m: EntityManager, q: { inventoryId: number; quantity: number; orderNo: string }, ctx: { operator: string | null }) =>
    moveOnRow(m, q.inventoryId, { type: 2, quantity: q.quantity }, { orderNo: q.orderNo, ...ctx }) } as unknown as StockService;
  for (let i = 0; i < ORDERS; i++) {
    const clientId = clients[i % clients.length];
    const skus = byClient.get(clientId)!;
    const [line1, city, stateCode, zipCode] = TO[i % TO.length];
    const orderNo = await nextOrderNo(em, clientOrder.name, 'SO');
    const created = new Date(now.getTime() - (ORDERS - i) * 3_600_000);
    const status = i % 9 === 4 ? ORDER_STATUS.CANCELLED : ORDER_STATUS.DRAFT;
    const inserted = await orders.insert({
      orderNo, clientId, warehouseId: 1, tag: i % 3 === 0 ? 'Priority' : null, shippingAccountId: 1, carrierServiceId: 1, carrier: 2, packageType: 'YOUR_PACKAGING',
      signatureType: i % 5 === 0 ? 3 : 4, labelSize: i % 2 ? '8.5x11' : '4x6', insuranceAmount: i % 4 === 1 ? '100.0000' : null, codAmount: null,
      recipient: { name: `Customer ${i + 1}`, company: '', addressLine1: line1, addressLine2: '', city, stateCode, zipCode, countryCode: 'US', phone: `212555${String(1000 + i)}`, email: `customer${i + 1}@example.com`, isResidential: i % 2 === 0 },
      sender: SENDER, lithium: 1, lithiumSameAsSender: true, status, cancelStatus: status === ORDER_STATUS.CANCELLED ? 2 : 4,
      cancelReason: status === ORDER_STATUS.CANCELLED ? 'Client asked' : null, labelReplaceNeeded: false, version: 1, createTime: created, updateTime: created,
    });
    const id = Number(inserted.identifiers[0].id);
    const items = skus.slice(0, 1 + (i % 2)).map((sku) => ({ sku, qty: 1 }));
    for (const item of items) await em.getRepository(entitySchemaOf(clientOrderItem)).insert({ clientOrderId: id, ...item, packedQty: 0, version: 1, createTime: created, updateTime: created });
    await em.getRepository(entitySchemaOf(clientOrderPackage)).insert({
      clientOrderId: id, length: String(8 + (i % 5) * 2), width: '8', height: String(4 + (i % 3)), dimUnit: 'in', weight: (1 + (i % 6) * 0.5).toFixed(3), weightUnit: 'lb', version: 1, createTime: created, updateTime: created,
    });
    if (i % 4 !== 0) continue;
    // submitted: the items allocated, all or nothing (a savepoint keeps a short one a draft)
    try {
      await em.transaction(async (inner) => {
        await allocateOrder(inner, stock, { id, orderNo, clientId, warehouseId: 1 }, items, 'seed');
        await orders.update({ id }, { status: ORDER_STATUS.TO_PICK, submittedAt: created });
      });
    } catch {
      // not enough stock left for this one: it stays a draft
    }
  }
}
