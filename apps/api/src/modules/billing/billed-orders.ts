import type { EntityManager } from 'typeorm';
import type { ChargeEvent, EventPackage, Trigger } from '@console/billing';
import { freightOrderItem, freightOrderPackage } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { eventOf } from './order-event-log';

/**
 * A kind of order billing automation charges by its events (order-events.ts): the charge lines'
 * field naming the order, the word that keys its charges and postings, how the charge engine reads
 * one of its events, and whether the event is logged for the re-bill preview (billing-event holds
 * parcel orders' events).
 */
export interface BilledOrderKind {
  field: 'clientOrderId' | 'freightOrderId';
  /** Parcel orders keep 'order' (the keys already stored); a freight order's id is another sequence. */
  key: 'order' | 'freight';
  eventOf(em: EntityManager, order: Row, trigger: Trigger, cancelled: boolean): Promise<ChargeEvent>;
  logged: boolean;
}

export const PARCEL_BILLING: BilledOrderKind = { field: 'clientOrderId', key: 'order', eventOf, logged: true };
export const FREIGHT_BILLING: BilledOrderKind = { field: 'freightOrderId', key: 'freight', eventOf: freightEventOf, logged: false };

/**
 * A freight order's event as the charge engine reads it (02 §3): an outbound of order type
 * FREIGHT, FBA when its destination is, its pallets, and each package row as many packages as its
 * qty (a row's weight is each package's), the items in the first. Past the engine's 200 packages
 * the engine refuses the event and nothing is charged.
 */
export async function freightEventOf(em: EntityManager, order: Row, trigger: Trigger, cancelled: boolean): Promise<ChargeEvent> {
  const where = { where: { freightOrderId: Number(order.id) }, order: { id: 'ASC' as const } };
  const rows = await em.getRepository(entitySchemaOf(freightOrderPackage)).find(where) as Row[];
  const items = await em.getRepository(entitySchemaOf(freightOrderItem)).find(where) as Row[];
  const lines = items.map((item) => ({ sku: String(item.sku), qty: Number(item.qty) }));
  const packages: EventPackage[] = rows.flatMap((p) => Array.from({ length: Math.min(Number(p.qty), 201) }, () => ({
    weight: String(p.weight), weightUnit: p.weightUnit as 'lb', length: String(p.length), width: String(p.width), height: String(p.height), dimUnit: p.dimUnit as 'in', lines: [],
  })));
  if (packages.length) packages[0] = { ...packages[0], lines };
  return {
    workOrderType: 'OUTBOUND', trigger, cancelled, fba: Number(order.destinationType) === 1, orderType: 'FREIGHT', hours: '0',
    pallets: Number(order.palletCount ?? 0), packages: packages.slice(0, 201),
  };
}
