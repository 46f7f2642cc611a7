import type { EntityManager } from 'typeorm';
import { DELIVERY_METHOD_OPTIONS, DELIVERY_TYPE_OPTIONS, freightOrderItem, freightOrderPackage, warehouse } from '@console/resources';
import { entitySchemaOf } from '../../../engine/entity-schema';
import type { Row } from '../../../engine/row';
import { addressOf } from '../order-rules';
import type { BolInput } from './bol-pdf';

const POUNDS_PER = { lb: 1, oz: 1 / 16, kg: 2.20462, g: 0.00220462 } as Record<string, number>;

/** A freight order as its bill of lading shows it: the warehouse it leaves, its recipient, its packages and items. */
export async function bolInputOf(em: EntityManager, order: Row): Promise<BolInput> {
  const id = Number(order.freightOrderId ?? order.id);
  const [from, packages, items] = await Promise.all([
    em.getRepository(entitySchemaOf(warehouse)).findOneBy({ id: Number(order.warehouseId) }) as Promise<Row | null>,
    em.getRepository(entitySchemaOf(freightOrderPackage)).find({ where: { freightOrderId: id }, order: { id: 'ASC' } }) as Promise<Row[]>,
    em.getRepository(entitySchemaOf(freightOrderItem)).find({ where: { freightOrderId: id }, order: { id: 'ASC' } }) as Promise<Row[]>,
  ]);
  const to = addressOf(order.recipient);
  const label = (options: ReadonlyArray<{ value: number; label: { en: string } }>, value: unknown) => options.find((o) => o.value === Number(value))?.label.en ?? '-';
  const pounds = packages.reduce((sum, p) => sum + Number(p.weight) * Number(p.qty) * (POUNDS_PER[String(p.weightUnit)] ?? 1), 0);
  const references: Array<[string, string]> = [
    ['PRO', order.proNumber], ['Master tracking', order.masterTracking], ['Amazon shipment ID', order.amazonShipmentId], ['Amazon reference ID', order.amazonReferenceId],
    ['Appointment ISA', order.appointmentIsa], ['Container', order.containerType],
  ].filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => [String(k), String(v)]);
  return {
    orderNo: String(order.orderNo),
    shipDate: String(order.requestShipDate ?? '').slice(0, 10),
    shipFrom: from ? [String(from.name), String(from.addressLine1 ?? ''), `${String(from.city)}, ${String(from.stateCode)} ${String(from.zipCode)}`, `${String(from.contactName)} ${String(from.phone)}`] : [],
    shipTo: to ? [to.name ?? '', to.company ?? '', to.addressLine1, to.addressLine2 ?? '', `${to.city}, ${to.stateCode ?? ''} ${to.zipCode} ${to.countryCode}`, to.phone ?? ''].filter((l) => l.trim()) : [],
    delivery: `${label(DELIVERY_TYPE_OPTIONS, order.deliveryType)}, ${label(DELIVERY_METHOD_OPTIONS, order.deliveryMethod)}`,
    references,
    palletCount: order.palletCount === null || order.palletCount === undefined ? null : Number(order.palletCount),
    packages: packages.map((p) => ({
      typeNo: String(p.packageTypeNo), qty: Number(p.qty),
      dims: `${Number(p.length)} x ${Number(p.width)} x ${Number(p.height)} ${String(p.dimUnit)}`, weight: `${Number(p.weight)} ${String(p.weightUnit)} each`,
    })),
    items: items.map((i) => ({ sku: String(i.sku), fnsku: String(i.fnsku ?? ''), qty: Number(i.qty) })),
    totalPackages: packages.reduce((sum, p) => sum + Number(p.qty), 0),
    totalWeight: `${pounds.toFixed(1)} lb`,
  };
}
