import type { EntityManager } from 'typeorm';
import { CANCEL_STATUS, FREIGHT_STATUS, client, freightOrder, freightOrderPackage } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { nextOrderNo } from '../modules/orders/order-numbers';
import type { Row } from '../engine/row';

const ORDERS = 4;
const FBA_ONT8 = { name: 'Amazon ONT8', company: 'Amazon.com Services', addressLine1: '24300 Nandina Ave', addressLine2: '', city: 'Moreno Valley', stateCode: 'CA', zipCode: '92551', countryCode: 'US', phone: '9515550100', email: '', isResidential: false };
const RETAIL_DC = { name: 'Receiving Dock 4', company: 'Westfield Retail DC', addressLine1: '4500 Industrial Pkwy', addressLine2: '', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550142', email: '', isResidential: false };

/**
 * Freight outbound orders of the demo: a few pallet shipments of the first demo clients from the
 * first warehouse, to an Amazon FBA warehouse and to a retailer's DC, all drafts (no items:
 * nothing is allocated). The newest is the first client's: the screens' walks add the sample's
 * package and item (a sku of the first client) to the newest draft. Skipped when any exists.
 */
export async function seedFreightOrders(em: EntityManager, now = new Date()): Promise<void> {
  const orders = em.getRepository(entitySchemaOf(freightOrder));
  if ((await orders.count()) > 0) return;
  const clients = await em.getRepository(entitySchemaOf(client)).find({ select: { id: true }, order: { id: 'ASC' }, take: ORDERS }) as Row[];
  // the first client's last, so the newest order is theirs
  for (const [i, c] of [...clients].reverse().entries()) {
    const created = new Date(now.getTime() - (ORDERS - i) * 86_400_000);
    const fba = i % 2 === 0;
    const id = Number((await orders.insert({
      orderNo: await nextOrderNo(em, freightOrder.name, 'FO'), clientId: Number(c.id), warehouseId: 1,
      destinationType: fba ? 1 : 2, deliveryType: 1, deliveryMethod: fba ? 5 : 1, containerType: '53 FT', requestShipDate: new Date(created.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
      amazonShipmentId: fba ? `FBA15D6Z8Q${String(i).padStart(2, '0')}` : null, amazonReferenceId: fba ? `2K8Q1Z7${i}` : null, proNumber: null, appointmentIsa: null, masterTracking: null,
      shippingAccountId: null, relatedOrderNo: null, recipient: fba ? FBA_ONT8 : RETAIL_DC, poBox: false, palletCount: 2 + i, taxId: null, itn: null,
      status: FREIGHT_STATUS.DRAFT, cancelStatus: CANCEL_STATUS.NOT_CANCELLED, cancelReason: null, submittedAt: null, shippedAt: null, version: 1, createTime: created, updateTime: created,
    })).identifiers[0].id);
    await em.getRepository(entitySchemaOf(freightOrderPackage)).insert({
      freightOrderId: id, packageTypeNo: 'PLT-48x40', qty: 2 + i, length: '48', width: '40', height: String(48 + i * 4), dimUnit: 'in', weight: String(480 + i * 20), weightUnit: 'lb',
      version: 1, createTime: created, updateTime: created,
    });
  }
}
