import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { distributePicks, planByLocation, planByOrder, type BatchPlan, type CandidateOrder } from '@console/batch-pack';
import {
  BATCH_MODE, BATCH_ORDER_STATUS, BATCH_STATUS, clientOrder, ORDER_STATUS, pickBatch, pickBatchLine, pickBatchOrder,
} from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { forUpdate } from '../../core/database/row-lock';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks, type HookContext } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { OrderEventCharges } from '../billing/order-events';
import { StockService } from '../inventory/stock.service';
import { fieldError } from '../orders/order-rules';
import { nextOrderNo } from '../orders/order-numbers';
import { OrderCancellations } from '../orders/order-cancellations';
import { releaseFromBatchAndPack } from './cancelled-order';
import { candidateOrders } from './batch-candidates';
import { batchableOrders, changeableBatch, countsOf, enterOrders, leaveBatch, redrawBatch, refuseAll, writeLines } from './batch-orders';
import { batchSay } from './batch-pack-messages';
import { pickListOf } from './pick-list';

const B = BATCH_STATUS;
const rows = (em: EntityManager, def: Parameters<typeof entitySchemaOf>[0], where: Record<string, number>, order: Record<string, 'ASC'>) =>
  em.getRepository(entitySchemaOf(def)).find({ where, order }) as Promise<Row[]>;

/** Order numbers as typed or scanned: separated by commas, semicolons, spaces or lines. */
export const orderNumbersIn = (text: unknown) => String(text ?? '').split(/[\s,;]+/).map((s) => s.trim().toUpperCase()).filter(Boolean);

/**
 * Batches (resources/batch-pack pick-batch, 02 §2 Batch and pack): made by location or by
 * order (the plan of libs/batch-pack over the orders' allocations, batch-candidates.ts), their
 * orders added and removed until picking is confirmed (02 §4), picking started and confirmed
 * (pick movements, short picks recorded), and the pick list printed.
 */
@Injectable()
export class PickBatchHooks {
  constructor(registry: HookRegistry, stock: StockService, billing: OrderEventCharges, cancellations: OrderCancellations) {
    // a cancelled order leaves its batch, its pack scans and its packed box (cancelled-order.ts)
    cancellations.register(releaseFromBatchAndPack);
    // a create's plan, from its check (before the insert) to its writes (after, with the batch's id)
    const plans = new WeakMap<object, BatchPlan>();

    registry.register(defineHooks(pickBatch, {
      beforeCreate: async (row, { em, input }) => {
        const plan = await planOf(em, row as Row, (input ?? {}) as Row);
        plans.set(input as object, plan);
        Object.assign(row, { batchNo: await nextOrderNo(em, pickBatch.name, 'PB') }, countsOf(plan.orders, plan.lines));
      },
      afterCreate: async (row, { em, input, records }) => {
        const plan = plans.get(input as object)!;
        // read again with locks: a batch made at the same moment cannot take the same orders
        const { problems } = await batchableOrders(em, Number(row.warehouseId), plan.orders.map((o) => o.orderNo), 'orderNos');
        if (problems.length) throw new AppException(409, { en: problems[0].message, zh: problems[0].zhMessage });
        await enterOrders(em, records, row as Row, plan.orders);
        await writeLines(em, records, row as Row, plan.lines);
      },
      // an open batch dropped: its orders are To Pick again, in no batch
      beforeDelete: async (current, { em, records }) => {
        for (const order of await ordersOf(em, Number(current.id))) await leaveBatch(records, order);
        // its rows are gone with it: the cascade need not redraw the list once per order removed
        for (const def of [pickBatchOrder, pickBatchLine]) await em.getRepository(entitySchemaOf(def)).delete({ pickBatchId: Number(current.id) });
      },
      actions: {
        // Add to batch (02 §2): orders To Pick of the batch's warehouse, in no other batch, until picking is confirmed
        addOrders: async (current, { em, records, input }) => {
          const batch = await changeableBatch(em, Number(current.id));
          const named = orderNumbersIn(input.orderNos);
          if (!named.length) refuseAll([fieldError('orderNos', batchSay('orderNosRequired'))]);
          const { orders, problems } = await batchableOrders(em, Number(batch.warehouseId), named, 'orderNos');
          refuseAll(problems);
          const found = await candidateOrders(em, { warehouseId: Number(batch.warehouseId), orderIds: orders.map((o) => Number(o.id)) });
          const byId = new Map(found.map((o) => [o.orderId, o]));
          await enterOrders(em, records, batch, orders.map((o) => byId.get(Number(o.id)) ?? emptyOrder(o)));
          await redrawBatch(em, records, batch);
          return { id: Number(batch.id), batchNo: batch.batchNo, added: orders.length };
        },
        startPicking: async (current, { em, records }) => {
          const batch = await changeableBatch(em, Number(current.id));
          const orders = await ordersOf(em, Number(batch.id));
          if (!orders.length) throw new AppException(409, batchSay('emptyBatch'));
          for (const order of orders) await records.update(clientOrder, Number(order.id), { status: ORDER_STATUS.PICKING });
          // the picker's count starts at the quantity: only a short pick is typed
          const lines = await rows(em, pickBatchLine, { pickBatchId: Number(batch.id) }, { walkOrder: 'ASC' });
          for (const line of lines) await records.update(pickBatchLine, Number(line.id), { pickedQty: Number(line.qty) });
          await records.update(pickBatch, Number(batch.id), { status: B.PICKING });
          return { id: Number(batch.id), batchNo: batch.batchNo, status: B.PICKING, orders: orders.length };
        },
        confirmPicking: async (current, ctx) => confirmPicking(Number(current.id), ctx, stock, billing),
      },
      documents: {
        'pick-list': async (record, { em, lang, admin }) => ({ fileName: `pick-list-${record.batchNo}`, bytes: await pickListOf(em, record as Row, lang, admin.timeZone) }),
      },
    }));

    registry.register(defineHooks(pickBatchOrder, {
      actions: {
        // Remove from batch: the order is To Pick again, in no batch; its row stays, Removed (02 §2)
        remove: async (current, { em, records }) => {
          const batch = await changeableBatch(em, Number(current.pickBatchId));
          const order = await em.getRepository(entitySchemaOf(clientOrder)).findOneBy({ id: Number(current.clientOrderId) }) as Row | null;
          if (order && Number(order.pickBatchId) === Number(batch.id)) await leaveBatch(records, order);
          await records.update(pickBatchOrder, Number(current.id), { status: BATCH_ORDER_STATUS.REMOVED });
          await redrawBatch(em, records, batch, Number(current.clientOrderId));
          return { id: Number(current.id), orderNo: current.orderNo, status: BATCH_ORDER_STATUS.REMOVED };
        },
      },
    }));

    registry.register(defineHooks(pickBatchLine, {
      // the picker's count, while the batch is being picked; locked once picking is confirmed (02 §4)
      beforeUpdate: async (current, changes, { em }) => {
        const batch = await em.getRepository(entitySchemaOf(pickBatch)).findOneByOrFail({ id: Number(current.pickBatchId) }) as Row;
        if (Number(batch.status) === B.OPEN) throw new AppException(409, batchSay('notPickingYet'));
        if (Number(batch.status) !== B.PICKING) throw new AppException(409, batchSay('pickingConfirmed'));
        if (changes.pickedQty !== undefined && Number(changes.pickedQty) > Number(current.qty)) refuseAll([fieldError('pickedQty', batchSay('pickedOverQty', { qty: Number(current.qty) }))]);
      },
    }));
  }
}

/** An order To Pick holds its allocation; one that somehow holds none still joins, with nothing to pick. */
const emptyOrder = (o: Row): CandidateOrder => ({ orderId: Number(o.id), orderNo: String(o.orderNo), submittedAt: '', slots: [] });

/** The batch's orders as stored, in their batch sequence. */
async function ordersOf(em: EntityManager, batchId: number): Promise<Row[]> {
  const members = await rows(em, pickBatchOrder, { pickBatchId: batchId }, { sequence: 'ASC' });
  if (!members.length) return [];
  const orders = await em.getRepository(entitySchemaOf(clientOrder)).createQueryBuilder('o').where('o.id IN (:...ids)', { ids: members.map((m) => Number(m.clientOrderId)) }).getMany() as Row[];
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  return members.map((m) => byId.get(Number(m.clientOrderId))).filter((o): o is Row => Boolean(o) && Number(o!.pickBatchId) === batchId);
}

/** The orders a new batch takes: by location (the planner over the warehouse's orders To Pick) or the ones named. */
async function planOf(em: EntityManager, row: Row, input: Row): Promise<BatchPlan> {
  const warehouseId = Number(row.warehouseId);
  if (Number(row.mode) === BATCH_MODE.BY_ORDER) {
    // none named: an empty batch, filled by Add to Batch
    const { orders, problems } = await batchableOrders(em, warehouseId, orderNumbersIn(input.orderNos), 'orderNos');
    refuseAll(problems);
    const found = await candidateOrders(em, { warehouseId, orderIds: orders.map((o) => Number(o.id)) });
    const byId = new Map(found.map((o) => [o.orderId, o]));
    return planByOrder(orders.map((o) => byId.get(Number(o.id)) ?? emptyOrder(o)));
  }
  const zones = String(row.zones ?? '').split(',').map((z) => z.trim()).filter(Boolean);
  const plan = planByLocation(await candidateOrders(em, { warehouseId }), { zones, maxOrders: Number(row.maxOrders ?? 50) });
  if (!plan.orders.length) refuseAll([fieldError(zones.length ? 'zones' : 'warehouseId', batchSay('noOrdersToBatch'))]);
  return plan;
}

/**
 * Confirm Picking (02 §2, §4): the picked counts of the lines shared out to the batch's orders in
 * their sequence (libs/batch-pack distributePicks). An order whose every unit was found is picked
 * (pick movements from its stock rows; billing automation's Pick event) and goes To Pack; one
 * left short takes nothing, goes back To Pick out of the batch, and its shortfall stays on the
 * lines. The lists are locked from then on. The batch row is locked first: two confirmations at
 * once cannot both pick.
 */
async function confirmPicking(batchId: number, { em, admin, records }: HookContext, stock: StockService, billing: OrderEventCharges) {
  const batch = await forUpdate(em.getRepository(entitySchemaOf(pickBatch)).createQueryBuilder('b').where('b.id = :id', { id: batchId })).getOne() as Row;
  if (Number(batch.status) !== B.PICKING) throw new AppException(409, batchSay('pickingConfirmed'));
  const orders = await ordersOf(em, batchId);
  const slots = await candidateOrders(em, { warehouseId: Number(batch.warehouseId), batchId, statuses: [ORDER_STATUS.PICKING] });
  const lines = await rows(em, pickBatchLine, { pickBatchId: batchId }, { walkOrder: 'ASC' });
  const confirmed = lines.map((line) => ({
    inventoryId: Number(line.inventoryId), sku: String(line.sku), quantity: Number(line.qty), picked: Number(line.pickedQty),
    orders: slots.flatMap((o) => o.slots.filter((s) => s.inventoryId === Number(line.inventoryId)).map((s) => ({ orderId: o.orderId, quantity: s.quantity }))),
  }));
  const outcome = distributePicks(confirmed, orders.map((o) => Number(o.id)));
  if (!outcome.ok) throw new AppException(409, batchSay('pickingConfirmed'));
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  const members = new Map((await rows(em, pickBatchOrder, { pickBatchId: batchId }, { sequence: 'ASC' })).map((m) => [Number(m.clientOrderId), m]));
  for (const { orderId, takes } of outcome.value.fulfilled) {
    const order = byId.get(orderId)!;
    for (const take of takes) await stock.pickIn(em, { inventoryId: take.inventoryId, quantity: take.quantity, orderNo: String(order.orderNo) }, { operator: admin.userName, note: `Picked: batch ${batch.batchNo}` });
    await billing.charge(em, admin, order, 'PICK');
    await records.update(clientOrder, orderId, { status: ORDER_STATUS.TO_PACK });
    await records.update(pickBatchOrder, Number(members.get(orderId)!.id), { status: BATCH_ORDER_STATUS.PICKED });
  }
  for (const { orderId } of outcome.value.short) {
    await leaveBatch(records, byId.get(orderId)!);
    await records.update(pickBatchOrder, Number(members.get(orderId)!.id), { status: BATCH_ORDER_STATUS.SHORT });
  }
  for (const line of lines) {
    const short = Number(line.qty) - Number(line.pickedQty);
    if (short > 0) await records.update(pickBatchLine, Number(line.id), { shortQty: short });
  }
  const picked = outcome.value.fulfilled.length;
  await records.update(pickBatch, batchId, { status: picked ? B.PICKED : B.PACKED, pickedAt: new Date(), pickedBy: admin.userName });
  return { id: batchId, batchNo: batch.batchNo, status: picked ? B.PICKED : B.PACKED, picked, short: outcome.value.short.length };
}
