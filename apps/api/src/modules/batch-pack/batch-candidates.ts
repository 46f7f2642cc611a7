import type { EntityManager } from 'typeorm';
import type { CandidateOrder, PickSlot } from '@console/batch-pack';
import { clientOrder, inventory, inventoryMovement, location, ORDER_STATUS } from '@console/resources';

/** A raw row of the allocation query: one order's net allocation on one stock row. */
interface SlotRow {
  orderId: number | string; orderNo: string; submittedAt: string | Date | null; inventoryId: number | string; quantity: number | string;
  locationId: number | string; sku: string; clientId: number | string; locationCode: string; zone: string | null; pickSequence: number | string;
}

export interface CandidateFilter {
  warehouseId: number;
  /** Only these orders (a batch by order, an order added); all the warehouse's otherwise. */
  orderIds?: number[];
  /** Orders already in a batch are left out (a new batch), or only this batch's are read (its pick list drawn again). */
  batchId?: number | null;
  /** Statuses the orders may be in (default To Pick). */
  statuses?: number[];
}

/**
 * Parcel orders of a warehouse with what each holds allocated, per stock row, from its own
 * movements (the allocations, less what was released or picked): the input of the batch
 * planner (libs/batch-pack). One grouped query over the orders' movements, joined to the stock
 * rows and their locations, however many orders (a batch by location over 10,000 open ones).
 */
export async function candidateOrders(em: EntityManager, filter: CandidateFilter): Promise<CandidateOrder[]> {
  if (filter.orderIds && !filter.orderIds.length) return [];
  let query = em.createQueryBuilder()
    .select('o.id', 'orderId').addSelect('o.order_no', 'orderNo').addSelect('o.submitted_at', 'submittedAt').addSelect('m.inventory_id', 'inventoryId')
    .addSelect('SUM(m.allocated_delta)', 'quantity').addSelect('i.location_id', 'locationId').addSelect('i.sku', 'sku').addSelect('i.client_id', 'clientId')
    .addSelect('l.code', 'locationCode').addSelect('l.zone', 'zone').addSelect('l.pick_sequence', 'pickSequence')
    .from(clientOrder.table, 'o')
    .innerJoin(inventoryMovement.table, 'm', 'm.order_no = o.order_no')
    .innerJoin(inventory.table, 'i', 'i.id = m.inventory_id')
    .innerJoin(location.table, 'l', 'l.id = i.location_id')
    .where('o.warehouse_id = :warehouseId', { warehouseId: filter.warehouseId })
    .andWhere('o.status IN (:...statuses)', { statuses: filter.statuses ?? [ORDER_STATUS.TO_PICK] });
  query = filter.batchId === null || filter.batchId === undefined
    ? query.andWhere('o.pick_batch_id IS NULL')
    : query.andWhere('o.pick_batch_id = :batchId', { batchId: filter.batchId });
  if (filter.orderIds) query = query.andWhere('o.id IN (:...orderIds)', { orderIds: filter.orderIds });
  const rows = await query
    .groupBy('o.id').addGroupBy('o.order_no').addGroupBy('o.submitted_at').addGroupBy('m.inventory_id').addGroupBy('i.location_id')
    .addGroupBy('i.sku').addGroupBy('i.client_id').addGroupBy('l.code').addGroupBy('l.zone').addGroupBy('l.pick_sequence')
    .having('SUM(m.allocated_delta) > 0')
    .getRawMany<SlotRow>();
  const orders = new Map<number, CandidateOrder>();
  for (const r of rows) {
    const id = Number(r.orderId);
    let order = orders.get(id);
    if (!order) orders.set(id, (order = { orderId: id, orderNo: r.orderNo, submittedAt: isoOf(r.submittedAt), slots: [] }));
    order.slots.push(slotOf(r));
  }
  return [...orders.values()];
}

const slotOf = (r: SlotRow): PickSlot => ({
  inventoryId: Number(r.inventoryId), locationId: Number(r.locationId), locationCode: String(r.locationCode), zone: String(r.zone ?? ''),
  pickSequence: Number(r.pickSequence), sku: String(r.sku), clientId: Number(r.clientId), quantity: Number(r.quantity),
});

/** A stored time as an ISO string (SQLite answers text, MariaDB a Date): the planner sorts on it. */
function isoOf(value: string | Date | null): string {
  if (!value) return '';
  return value instanceof Date ? value.toISOString() : new Date(`${String(value).replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'}`).toISOString();
}
