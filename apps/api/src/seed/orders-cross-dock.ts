import type { EntityManager } from 'typeorm';
import { MOVEMENT_TYPE } from '@console/inventory';
import { INBOUND_STATUS, carrierService, crossDockOrder, crossDockOrderLine, crossDockOrderPackage, location, product } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import type { Row } from '../engine/row';
import { moveOnRow, receiveAt } from '../modules/inventory/stock-writes';
import { nextOrderNo } from '../modules/orders/order-numbers';

const S = INBOUND_STATUS;
const SENDER = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };
const STORES = [
  { name: 'Receiving Dock', company: 'Retail DC 12', addressLine1: '2200 Commerce Dr', addressLine2: '', city: 'Columbus', stateCode: 'OH', zipCode: '43219', countryCode: 'US', phone: '6145550100', email: '', isResidential: false },
  { name: 'Store 318', company: 'Harbor Outfitters', addressLine1: '88 Pier Ave', addressLine2: '', city: 'Seattle', stateCode: 'WA', zipCode: '98101', countryCode: 'US', phone: '2065550118', email: '', isResidential: false },
];
/** The statuses of the demo's orders, oldest first; the newest (the first client's) is a draft the screens' walks edit. */
const STATUSES = [S.CANCELLED, S.RECEIVED, S.AWAITING, S.DRAFT, S.DRAFT];

/**
 * Cross-dock orders of the demo: a delivery a week over the first demo clients into the first
 * warehouse, each of one or two of the client's products in cartons for a retailer's DC or a
 * store. The received one is on the warehouse's receiving location, held for its order (a
 * receive and an allocate movement through the stock's own writes, so verify finds no drift).
 * No labels: a label is the carrier's and the ledger's work, made from the screen. Skipped when
 * any cross-dock order exists.
 */
export async function seedCrossDockOrders(em: EntityManager, now = new Date()): Promise<void> {
  const orders = em.getRepository(entitySchemaOf(crossDockOrder));
  if ((await orders.count()) > 0) return;
  const products = await em.getRepository(entitySchemaOf(product)).find({ select: { clientId: true, sku: true }, order: { id: 'ASC' }, take: 200 }) as Row[];
  const dock = await em.getRepository(entitySchemaOf(location)).findOne({ where: { warehouseId: 1, kind: 3 }, order: { pickSequence: 'ASC', id: 'ASC' } }) as Row | null;
  const service = await em.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: 1 }) as Row | null;
  if (!products.length || !dock || !service) return;
  const skusOf = new Map<number, string[]>();
  for (const p of products) skusOf.set(Number(p.clientId), [...(skusOf.get(Number(p.clientId)) ?? []), String(p.sku)]);
  // the first client's last, so the newest order is theirs
  const clients = [...skusOf.keys()].slice(0, STATUSES.length).reverse();
  for (const [i, status] of STATUSES.entries()) {
    const clientId = clients[i % clients.length];
    const created = new Date(now.getTime() - (STATUSES.length - i) * 7 * 86_400_000);
    const orderNo = await nextOrderNo(em, crossDockOrder.name, 'CD');
    const received = status === S.RECEIVED;
    const id = Number((await orders.insert({
      orderNo, clientId, warehouseId: 1, referenceNo: `XD-${3100 + i}`, expectedArrival: created.toISOString().slice(0, 10), containerType: i % 2 ? '40 FT HC' : null, containerNo: null,
      shippingAccountId: 1, carrierServiceId: 1, carrier: Number(service.carrier), packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6', recipient: STORES[i % STORES.length], sender: SENDER,
      status, cancelReason: status === S.CANCELLED ? 'The retailer moved the delivery to its own carrier' : null,
      submittedAt: status === S.DRAFT ? null : created, arrivedAt: received ? created : null, shippedAt: null, completedAt: null,
      labelReplaceNeeded: false, note: null, version: 1, createTime: created, updateTime: created,
    })).identifiers[0].id);
    for (const [n, sku] of skusOf.get(clientId)!.slice(0, 1 + (i % 2)).entries()) {
      const qty = 12 * (n + 1);
      await em.getRepository(entitySchemaOf(crossDockOrderLine)).insert({ crossDockOrderId: id, sku, qty, receivedQty: received ? qty : 0, version: 1, createTime: created, updateTime: created });
      if (!received) continue;
      const ctx = { operator: 'seed', orderNo, now: created };
      const posted = await receiveAt(em, { warehouseId: 1, locationId: Number(dock.id), clientId, sku, lotDate: created.toISOString().slice(0, 10) }, { standard: qty }, { ...ctx, note: `Cross-dock ${orderNo}` });
      await moveOnRow(em, posted.inventoryId, { type: MOVEMENT_TYPE.ALLOCATE, quantity: qty }, { ...ctx, note: `Cross-dock ${orderNo}: held to ship on` });
    }
    await em.getRepository(entitySchemaOf(crossDockOrderPackage)).insert({
      crossDockOrderId: id, length: '18', width: '14', height: '12', dimUnit: 'in', weight: String(20 + i * 2), weightUnit: 'lb', version: 1, createTime: created, updateTime: created,
    });
  }
}
