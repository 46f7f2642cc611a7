import type { EntityManager } from 'typeorm';
import { planByOrder, type CandidateOrder, type PickLine } from '@console/batch-pack';
import { BATCH_ORDER_STATUS, BATCH_STATUS, clientOrder, ORDER_STATUS, ORDER_STATUS_OPTIONS, pickBatch, pickBatchLine, pickBatchOrder } from '@console/resources';
import type { FieldError } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import { forUpdate } from '../../core/database/row-lock';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { BoundRecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';
import { fieldError } from '../orders/order-rules';
import { candidateOrders } from './batch-candidates';
import { batchSay } from './batch-pack-messages';

/** A batch's orders may change, and its lines be redrawn, only until picking is confirmed (02 §4). */
const CHANGEABLE: number[] = [BATCH_STATUS.OPEN, BATCH_STATUS.PICKING];

/** The batch, locked for the rest of the transaction, refused once picking is confirmed. */
export async function changeableBatch(em: EntityManager, batchId: number): Promise<Row> {
  const batch = await forUpdate(em.getRepository(entitySchemaOf(pickBatch)).createQueryBuilder('b').where('b.id = :id', { id: batchId })).getOne() as Row | null;
  if (!batch) throw new AppException(404, 'notFound');
  if (!CHANGEABLE.includes(Number(batch.status))) throw new AppException(409, batchSay('pickingConfirmed'));
  return batch;
}

/**
 * Parcel orders named by number, read with locks (two batches made at once cannot both take
 * one), each checked: it exists, ships from the batch's warehouse, is To Pick and in no batch.
 * The problems come back under `field`, one per order, for the form to show together.
 */
export async function batchableOrders(em: EntityManager, warehouseId: number, orderNos: string[], field: string): Promise<{ orders: Row[]; problems: FieldError[] }> {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  for (const orderNo of orderNos) {
    if (seen.has(orderNo)) problems.push(fieldError(field, batchSay('orderNamedTwice', { orderNo })));
    seen.add(orderNo);
  }
  const found = orderNos.length
    ? await forUpdate(em.getRepository(entitySchemaOf(clientOrder)).createQueryBuilder('o').where('o.orderNo IN (:...nos)', { nos: [...seen] })).getMany() as Row[]
    : [];
  const byNo = new Map(found.map((o) => [String(o.orderNo), o]));
  const batchNos = await batchNumbersOf(em, found.map((o) => o.pickBatchId).filter((id): id is number => id !== null && id !== undefined).map(Number));
  const orders: Row[] = [];
  for (const orderNo of seen) {
    const order = byNo.get(orderNo);
    const problem = !order ? batchSay('orderNotFound', { orderNo })
      : Number(order.warehouseId) !== warehouseId ? batchSay('orderOtherWarehouse', { orderNo })
        : order.pickBatchId ? batchSay('orderInBatch', { orderNo, batchNo: batchNos.get(Number(order.pickBatchId)) ?? '' })
          : Number(order.status) !== ORDER_STATUS.TO_PICK ? statusProblem(orderNo, Number(order.status))
            : null;
    if (problem) problems.push(fieldError(field, problem));
    else orders.push(order!);
  }
  return { orders, problems };
}

function statusProblem(orderNo: string, status: number) {
  const option = ORDER_STATUS_OPTIONS.find((o) => o.value === status);
  const en = batchSay('orderNotToPick', { orderNo, status: option?.label.en ?? String(status) });
  const zh = batchSay('orderNotToPick', { orderNo, status: option?.label.zh ?? String(status) });
  return { en: en.en, zh: zh.zh };
}

async function batchNumbersOf(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await em.getRepository(entitySchemaOf(pickBatch)).createQueryBuilder('b').select(['b.id', 'b.batchNo']).where('b.id IN (:...ids)', { ids }).getMany() as Row[];
  return new Map(rows.map((r) => [Number(r.id), String(r.batchNo)]));
}

const unitsOf = (order: CandidateOrder) => order.slots.reduce((sum, s) => sum + s.quantity, 0);

/**
 * Puts orders into a batch after its others: a batch order row each, in sequence (the row of an
 * order removed from this batch before is taken up again), and the order marked with the batch,
 * Picking at once if the batch is.
 */
export async function enterOrders(em: EntityManager, records: BoundRecordWriter, batch: Row, orders: CandidateOrder[]): Promise<void> {
  const picking = Number(batch.status) === BATCH_STATUS.PICKING;
  const rows = await em.getRepository(entitySchemaOf(pickBatchOrder)).find({ where: { pickBatchId: Number(batch.id) } }) as Row[];
  const byOrder = new Map(rows.map((r) => [String(r.orderNo), r]));
  let sequence = rows.reduce((max, r) => Math.max(max, Number(r.sequence)), 0);
  for (const order of orders) {
    const values = { clientOrderId: order.orderId, sequence: ++sequence, units: unitsOf(order), status: BATCH_ORDER_STATUS.WAITING };
    const before = byOrder.get(order.orderNo);
    if (before) await records.update(pickBatchOrder, Number(before.id), values);
    else await records.insert(pickBatchOrder, { pickBatchId: Number(batch.id), orderNo: order.orderNo, ...values });
    await records.update(clientOrder, order.orderId, { pickBatchId: Number(batch.id), ...(picking ? { status: ORDER_STATUS.PICKING } : {}) });
  }
}

/** Takes an order out of its batch: it is To Pick again, in no batch. */
export async function leaveBatch(records: BoundRecordWriter, order: Row): Promise<void> {
  const back = Number(order.status) === ORDER_STATUS.PICKING ? { status: ORDER_STATUS.TO_PICK } : {};
  await records.update(clientOrder, Number(order.id), { pickBatchId: null, ...back });
}

/**
 * The pick list drawn again from the batch's orders' allocations (their sequence kept), and the
 * batch's counts with it: after an order is added or removed. `without` is an order on its way
 * out (its batch row is deleted after this runs).
 */
export async function redrawBatch(em: EntityManager, records: BoundRecordWriter, batch: Row, without?: number): Promise<void> {
  const rows = await em.getRepository(entitySchemaOf(pickBatchOrder)).find({ where: { pickBatchId: Number(batch.id) }, order: { sequence: 'ASC' } }) as Row[];
  const sequence = rows.map((r) => Number(r.clientOrderId)).filter((id) => id !== without);
  const found = await candidateOrders(em, { warehouseId: Number(batch.warehouseId), batchId: Number(batch.id), statuses: [ORDER_STATUS.TO_PICK, ORDER_STATUS.PICKING], orderIds: sequence });
  const byId = new Map(found.map((o) => [o.orderId, o]));
  const plan = planByOrder(sequence.map((id) => byId.get(id)).filter((o): o is CandidateOrder => Boolean(o)));
  await writeLines(em, records, batch, plan.lines);
  await records.update(pickBatch, Number(batch.id), countsOf(plan.orders, plan.lines));
}

/** A batch's counts: its orders, its pick lines and the units to pick. */
export function countsOf(orders: CandidateOrder[], lines: PickLine[]): Row {
  return { orderCount: orders.length, lineCount: lines.length, unitCount: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

/** The batch's pick list replaced by these lines, numbered in walking order; a batch being picked starts each at picked in full. */
export async function writeLines(em: EntityManager, records: BoundRecordWriter, batch: Row, lines: PickLine[]): Promise<void> {
  await em.getRepository(entitySchemaOf(pickBatchLine)).delete({ pickBatchId: Number(batch.id) });
  const picking = Number(batch.status) === BATCH_STATUS.PICKING;
  for (const [i, line] of lines.entries()) {
    await records.insert(pickBatchLine, {
      pickBatchId: Number(batch.id), walkOrder: i + 1, locationId: line.locationId, sku: line.sku, clientId: line.clientId, inventoryId: line.inventoryId,
      qty: line.quantity, pickedQty: picking ? line.quantity : 0, shortQty: 0,
    });
  }
}

/** 400 with the problems under their fields (the form shows each order's). */
export function refuseAll(problems: FieldError[]): void {
  if (!problems.length) return;
  throw new AppException(400, { en: problems[0].message, zh: problems[0].zhMessage ?? problems[0].message }, {}, { errors: problems });
}
