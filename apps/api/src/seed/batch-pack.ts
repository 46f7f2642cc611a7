import type { EntityManager } from 'typeorm';
import { MOVEMENT_TYPE } from '@console/inventory';
import { planByOrder, type BatchPlan } from '@console/batch-pack';
import {
  BATCH_MODE, BATCH_ORDER_STATUS, BATCH_STATUS, clientOrder, clientOrderItem, ORDER_STATUS, packagingMaterial, packScan, packSession, pickBatch, pickBatchLine, pickBatchOrder,
} from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import type { Row } from '../engine/row';
import { candidateOrders } from '../modules/batch-pack/batch-candidates';
import { moveOnRow } from '../modules/inventory/stock-writes';
import { nextOrderNo } from '../modules/orders/order-numbers';

/** The boxes and mailers of the demo's pack station: inner sides in inches, their own weight in pounds. */
const MATERIALS = [
  { code: 'BOX-S', name: 'Small box 8x6x4', length: '8.00', width: '6.00', height: '4.00', weight: '0.250', barcode: 'PM-BOX-S' },
  { code: 'BOX-M', name: 'Medium box 12x10x6', length: '12.00', width: '10.00', height: '6.00', weight: '0.450', barcode: 'PM-BOX-M' },
  { code: 'BOX-L', name: 'Large box 18x14x10', length: '18.00', width: '14.00', height: '10.00', weight: '0.900', barcode: 'PM-BOX-L' },
  { code: 'MAILER-P', name: 'Poly mailer 12x9', length: '12.00', width: '9.00', height: '1.00', weight: '0.050', barcode: 'PM-MAILER-P' },
];

/**
 * Batch and pack of the demo (02 §2): the packaging materials, and the first warehouse's orders
 * To Pick put in three batches, one at each step: the first being picked (its lines to count,
 * orders still to add), the second picked (its orders To Pack, waiting at the pack station: scan
 * its number there; the Administrator user's station holds its first order with one unit scanned),
 * the third open. Picks are pick movements through the stock's own writes (verify finds no drift).
 * At least one order is left To Pick for Add to Batch. Skipped when any batch exists.
 */
export async function seedBatchPack(em: EntityManager, now = new Date()): Promise<void> {
  const repo = (def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));
  if ((await repo(pickBatch).count()) > 0) return;
  if (!(await repo(packagingMaterial).count())) {
    for (const m of MATERIALS) await repo(packagingMaterial).insert({ ...m, dimUnit: 'in', weightUnit: 'lb', status: 1, version: 1, createTime: now, updateTime: now });
  }
  const open = (await candidateOrders(em, { warehouseId: 1 })).sort((a, b) => a.orderId - b.orderId);
  if (open.length < 4) return;
  const third = Math.max(1, Math.floor((open.length - 1) / 3));
  const steps = [BATCH_STATUS.PICKING, BATCH_STATUS.PICKED, BATCH_STATUS.OPEN];
  for (const [i, status] of steps.entries()) {
    const plan = planByOrder(open.slice(i * third, (i + 1) * third));
    if (!plan.orders.length) continue;
    const batchId = await seedBatch(em, plan, status, new Date(now.getTime() - (3 - i) * 3_600_000));
    if (status === BATCH_STATUS.PICKED) await seedStation(em, batchId, plan.orders[0].orderId, now);
  }
}

/** A packer half way through an order of the picked batch: their session and the unit they scanned. */
async function seedStation(em: EntityManager, batchId: number, orderId: number, now: Date): Promise<void> {
  const repo = (def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));
  const stamps = { version: 1, createTime: now, updateTime: now };
  const item = await repo(clientOrderItem).findOne({ where: { clientOrderId: orderId }, order: { id: 'ASC' } }) as Row | null;
  if (!item) return;
  await repo(packSession).insert({ userName: 'administrator', mode: 'batch', pickBatchId: batchId, clientOrderId: orderId, startedAt: now, ...stamps });
  await repo(packScan).insert({ clientOrderId: orderId, clientOrderItemId: Number(item.id), sku: String(item.sku), code: String(item.sku), pickBatchId: batchId, userName: 'administrator', ...stamps });
  await repo(clientOrderItem).update({ id: Number(item.id) }, { packedQty: 1 });
}

async function seedBatch(em: EntityManager, plan: BatchPlan, status: number, created: Date): Promise<number> {
  const repo = (def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));
  const stamps = { version: 1, createTime: created, updateTime: created };
  const picked = status === BATCH_STATUS.PICKED;
  const batchNo = await nextOrderNo(em, pickBatch.name, 'PB');
  const inserted = await repo(pickBatch).insert({
    batchNo, warehouseId: 1, mode: BATCH_MODE.BY_ORDER, status, orderCount: plan.orders.length, lineCount: plan.lines.length,
    unitCount: plan.lines.reduce((sum, l) => sum + l.quantity, 0), picker: status === BATCH_STATUS.OPEN ? null : 'Pat Picker', createdBy: 'admin',
    pickedAt: picked ? created : null, pickedBy: picked ? 'admin' : null, ...stamps,
  });
  const batchId = Number(inserted.identifiers[0].id);
  for (const [i, order] of plan.orders.entries()) {
    const units = order.slots.reduce((sum, s) => sum + s.quantity, 0);
    await repo(pickBatchOrder).insert({
      pickBatchId: batchId, orderNo: order.orderNo, clientOrderId: order.orderId, sequence: i + 1, units, status: picked ? BATCH_ORDER_STATUS.PICKED : BATCH_ORDER_STATUS.WAITING, ...stamps,
    });
    if (picked) {
      for (const slot of order.slots) await moveOnRow(em, slot.inventoryId, { type: MOVEMENT_TYPE.PICK, quantity: slot.quantity }, { orderNo: order.orderNo, operator: 'seed', note: `Picked: batch ${batchNo}` });
    }
    const orderStatus = picked ? ORDER_STATUS.TO_PACK : status === BATCH_STATUS.PICKING ? ORDER_STATUS.PICKING : ORDER_STATUS.TO_PICK;
    await repo(clientOrder).update({ id: order.orderId }, { pickBatchId: batchId, status: orderStatus });
  }
  for (const [i, line] of plan.lines.entries()) {
    await repo(pickBatchLine).insert({
      pickBatchId: batchId, walkOrder: i + 1, locationId: line.locationId, sku: line.sku, clientId: line.clientId, inventoryId: line.inventoryId,
      qty: line.quantity, pickedQty: status === BATCH_STATUS.OPEN ? 0 : line.quantity, shortQty: 0, ...stamps,
    });
  }
  return batchId;
}
