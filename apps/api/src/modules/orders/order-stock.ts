import type { EntityManager } from 'typeorm';
import { availableOf } from '@console/inventory';
import { inventory, inventoryMovement, location } from '@console/resources';
import { badRequest } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import type { StockService } from '../inventory/stock.service';
import { stockOf } from '../inventory/stock-writes';
import { fieldError } from './order-rules';

export interface OrderLine { sku: string; qty: number }
export interface Allocation { inventoryId: number; sku: string; quantity: number }

/**
 * Allocates an order's items in its warehouse for its client, in the caller's transaction: per
 * sku, the rows with stock available, oldest lot first, then by the location's pick sequence
 * (FIFO). All or nothing: a sku short of its quantity refuses the whole order (the caller's
 * transaction rolls back what was allocated before it).
 */
export async function allocateOrder(em: EntityManager, stock: StockService, order: Row, lines: OrderLine[], operator: string | null): Promise<Allocation[]> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const done: Allocation[] = [];
  for (const [sku, qty] of wanted) {
    const rows = await em.getRepository(entitySchemaOf(inventory)).createQueryBuilder('i')
      .innerJoin(entitySchemaOf(location).options.name, 'l', 'l.id = i.location_id')
      .where('i.warehouse_id = :w AND i.client_id = :c AND i.sku = :sku AND i.available > 0', { w: Number(order.warehouseId), c: Number(order.clientId), sku })
      .orderBy('i.lot_date', 'ASC').addOrderBy('l.pick_sequence', 'ASC').addOrderBy('i.id', 'ASC')
      .getMany() as Row[];
    const available = rows.reduce((sum, r) => sum + availableOf(stockOf(r)), 0);
    if (available < qty) {
      const index = lines.findIndex((l) => l.sku === sku);
      const params = { available, quantity: qty };
      const e = badRequest('stockInsufficientAvailable', { en: params, zh: params });
      const text = { en: `Insufficient available stock: ${available} available, ${qty} asked`, zh: `可用库存不足：可用 ${available}，需要 ${qty}` };
      throw badRequest('stockInsufficientAvailable', e.params, { errors: [fieldError(`items.${index}.qty`, { en: `${text.en} (SKU ${sku})`, zh: `${text.zh}（SKU ${sku}）` })] });
    }
    let left = qty;
    for (const row of rows) {
      if (!left) break;
      const take = Math.min(left, availableOf(stockOf(row)));
      if (take <= 0) continue;
      await stock.allocateIn(em, { inventoryId: Number(row.id), quantity: take, orderNo: String(order.orderNo) }, { operator });
      done.push({ inventoryId: Number(row.id), sku, quantity: take });
      left -= take;
    }
  }
  return done;
}

/**
 * Gives an order's stock back, in the caller's transaction: what is still allocated is released;
 * what was picked or shipped (taken out of standard) is returned to its row (02 §4: 'Cancelling a
 * shipped order reverses its inventory'). Read from the order's own movements, per stock row.
 */
export async function releaseOrder(em: EntityManager, stock: StockService, orderNo: string, operator: string | null, note: string): Promise<void> {
  const moves = await em.getRepository(entitySchemaOf(inventoryMovement)).find({ where: { orderNo }, order: { id: 'ASC' } }) as Row[];
  const perRow = new Map<number, { allocated: number; taken: number }>();
  for (const m of moves) {
    const id = Number(m.inventoryId);
    const acc = perRow.get(id) ?? { allocated: 0, taken: 0 };
    acc.allocated += Number(m.allocatedDelta);
    // picks and ships take standard; receipts, returns and adjustments are not the order's
    if ([4, 5].includes(Number(m.movementType))) acc.taken -= Number(m.standardDelta);
    if (Number(m.movementType) === 6) acc.taken -= Number(m.standardDelta);
    perRow.set(id, acc);
  }
  for (const [inventoryId, { allocated, taken }] of perRow) {
    if (allocated > 0) await stock.releaseIn(em, { inventoryId, quantity: allocated, orderNo }, { operator, note });
    if (taken > 0) {
      const row = await em.getRepository(entitySchemaOf(inventory)).findOneByOrFail({ id: inventoryId }) as Row;
      await stock.returnIn(em, {
        warehouseId: Number(row.warehouseId), locationId: Number(row.locationId), clientId: Number(row.clientId), sku: String(row.sku), lotDate: String(row.lotDate).slice(0, 10),
      }, { standard: taken }, { operator, orderNo, note });
    }
  }
}

/**
 * Ships an order's stock, in the caller's transaction: what is still allocated to it on each
 * stock row leaves (a ship movement: standard and allocated down by the quantity), read from the
 * order's own movements as releaseOrder reads them. Cancelling after this returns it.
 */
export async function shipOrder(em: EntityManager, stock: StockService, orderNo: string, operator: string | null): Promise<Array<{ inventoryId: number; quantity: number }>> {
  const moves = await em.getRepository(entitySchemaOf(inventoryMovement)).find({ where: { orderNo }, order: { id: 'ASC' } }) as Row[];
  const allocated = new Map<number, number>();
  for (const m of moves) allocated.set(Number(m.inventoryId), (allocated.get(Number(m.inventoryId)) ?? 0) + Number(m.allocatedDelta));
  const shipped: Array<{ inventoryId: number; quantity: number }> = [];
  for (const [inventoryId, quantity] of allocated) {
    if (quantity <= 0) continue;
    await stock.shipIn(em, { inventoryId, quantity, orderNo }, { operator, note: `Shipped: ${orderNo}` });
    shipped.push({ inventoryId, quantity });
  }
  return shipped;
}
