import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { leftToPack, matchScan } from '@console/batch-pack';
import {
  BATCH_STATUS, clientOrder, clientOrderItem, clientOrderPackage, ORDER_STATUS, packagingMaterial, packScan, packSession, pickBatch,
} from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { retryingDeadlocks } from '../../core/database/driver-errors';
import { forUpdate } from '../../core/database/row-lock';
import { entitySchemaOf } from '../../engine/entity-schema';
import { RecordWriter, type BoundRecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';
import { OrderEventCharges } from '../billing/order-events';
import { LIVE, OrderLabels } from '../orders/labels/order-labels';
import { batchSay, type BatchMessageKey } from './batch-pack-messages';
import { batchPackOrderIds, PACKED_STATUSES, skuOfCode, stationOrders, type StationOrder } from './pack-orders';
import { PackScale, type ScaleReading } from './scale';
import { stationStateOf, type StationState } from './station-state';

const BATCH_NO = /^PB[0-9]{10}$/i;
const ORDER_NO = /^SO[0-9]{10}$/i;
const repo = (em: EntityManager, def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));
const refuse = (status: number, key: BatchMessageKey, params: Record<string, string | number> = {}): never => { throw new AppException(status, batchSay(key, params)); };

/** What a scan did, for the station's sound, colour and line of text. */
export type ScanEvent = { kind: 'batch' | 'order'; orderNo?: string; batchNo?: string } | { kind: 'product'; sku: string; orderNo: string } | { kind: 'material'; code: string };

/**
 * The pack station (02 §2 Batch and pack: pack work for a batch or an order; 02 §8): one
 * session per packer on the server (resources/batch-pack pack-session), so the browser holds
 * nothing that a closed tab would lose. Every scan runs in one transaction that first locks the
 * batch (or the order) it works on, so two stations packing one batch take turns on it for the
 * milliseconds a scan lasts: they never claim the same order, and a unit is counted by a
 * conditional increment that refuses to pass the item's quantity.
 */
@Injectable()
export class PackStationService {
  constructor(
    private readonly ds: DataSource,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    private readonly writer: RecordWriter,
    private readonly labels: OrderLabels,
    private readonly billing: OrderEventCharges,
    private readonly scale: PackScale,
  ) {}

  private inTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryingDeadlocks(() => this.lock.run(() => this.ds.transaction(work)));
  }

  /** The packer's station as the server has it: what a (re)opened screen shows. */
  state(admin: CurrentAdmin): Promise<StationState> {
    return this.inTransaction(async (em) => stationStateOf(em, await this.sessionOf(em, admin)));
  }

  /** A scanned code: a batch, an order, a packaging material or a product, read in that order. */
  scan(admin: CurrentAdmin, code: string): Promise<{ state: StationState; event: ScanEvent }> {
    return this.inTransaction(async (em) => {
      const records = this.writer.in(em, admin);
      const session = await this.sessionOf(em, admin, true);
      let event: ScanEvent;
      if (BATCH_NO.test(code)) event = await this.openBatch(em, records, session, code.toUpperCase());
      else if (ORDER_NO.test(code)) event = await this.openOrder(em, records, session, code.toUpperCase());
      else event = await this.packCode(em, records, session, code);
      return { state: await stationStateOf(em, await this.sessionOf(em, admin)), event };
    });
  }

  /** Takes back the last unit scanned into the order being packed, until it is finished. */
  undo(admin: CurrentAdmin): Promise<{ state: StationState; undone: { sku: string; orderNo: string } }> {
    return this.inTransaction(async (em) => {
      const records = this.writer.in(em, admin);
      const session = await this.sessionOf(em, admin, true);
      if (!session.clientOrderId) refuse(400, 'nothingToUndo');
      const order = await this.lockedOrder(em, Number(session.clientOrderId));
      if (Number(order.status) !== ORDER_STATUS.TO_PACK) refuse(409, 'orderAlreadyPacked');
      const last = await repo(em, packScan).findOne({ where: { clientOrderId: Number(order.id) }, order: { id: 'DESC' } }) as Row | null;
      if (!last) refuse(400, 'nothingToUndo');
      await records.remove(packScan, Number(last!.id));
      await em.createQueryBuilder().update(entitySchemaOf(clientOrderItem)).set({ packedQty: () => 'packed_qty - 1' })
        .where('id = :id AND packed_qty > 0', { id: Number(last!.clientOrderItemId) }).execute();
      return { state: await stationStateOf(em, await this.sessionOf(em, admin)), undone: { sku: String(last!.sku), orderNo: String(order.orderNo) } };
    });
  }

  /**
   * Closes the order being packed: every unit scanned, a packaging material scanned, the weight
   * given. In one transaction the package (the material's inner dimensions, the weight) replaces
   * the order's, the label is created through the orders domain (its money on the ledger) unless
   * the order already has a live one, billing automation charges the Pack event, and the order
   * goes To Ship. A refused label (the carrier, the balance) refuses the finish: the order stays
   * on the station, packed, for another try.
   */
  finish(admin: CurrentAdmin, input: { weight: string; weightUnit: string }): Promise<{ state: StationState; order: { id: number; orderNo: string; trackingNo: string | null } }> {
    return this.inTransaction(async (em) => {
      const records = this.writer.in(em, admin);
      const session = await this.sessionOf(em, admin, true);
      if (!session.clientOrderId) refuse(400, 'noOrderOpen');
      const order = await this.lockedOrder(em, Number(session.clientOrderId));
      if (Number(order.status) !== ORDER_STATUS.TO_PACK) refuse(409, 'orderAlreadyPacked');
      const [packing] = await stationOrders(em, [Number(order.id)]);
      const left = leftToPack(packing);
      if (left > 0) refuse(400, 'unitsLeft', { left, orderNo: String(order.orderNo) });
      const material = session.packagingMaterialId ? await repo(em, packagingMaterial).findOneBy({ id: Number(session.packagingMaterialId) }) as Row | null : null;
      if (!material) refuse(400, 'materialFirst');
      const hasLabel = Boolean(order.trackingNo) && LIVE.includes(Number(order.trackingStatus));
      if (!hasLabel) {
        await repo(em, clientOrderPackage).delete({ clientOrderId: Number(order.id) });
        await records.insert(clientOrderPackage, {
          clientOrderId: Number(order.id), length: material!.length, width: material!.width, height: material!.height, dimUnit: material!.dimUnit,
          weight: input.weight, weightUnit: input.weightUnit, packagingMaterialId: Number(material!.id),
        });
        await this.labels.create(order, { em, admin, records });
      }
      await this.billing.charge(em, admin, order, 'PACK');
      await records.update(clientOrder, Number(order.id), { status: ORDER_STATUS.TO_SHIP });
      await records.update(packSession, Number(session.id), { clientOrderId: null, packagingMaterialId: null });
      await this.closeBatchIfPacked(em, records, order.pickBatchId ? Number(order.pickBatchId) : null);
      const after = await repo(em, clientOrder).findOneByOrFail({ id: Number(order.id) }) as Row;
      return {
        state: await stationStateOf(em, await this.sessionOf(em, admin)),
        order: { id: Number(order.id), orderNo: String(order.orderNo), trackingNo: after.trackingNo ? String(after.trackingNo) : null },
      };
    });
  }

  /** The scale's reading for the order being packed; none while the station has no order open. */
  async scaleReading(admin: CurrentAdmin): Promise<ScaleReading | { weight: null; weightUnit: 'lb' }> {
    const session = await repo(this.ds.manager, packSession).findOneBy({ userName: admin.userName }) as Row | null;
    if (!session?.clientOrderId) return { weight: null, weightUnit: 'lb' };
    return this.scale.read(this.ds.manager, Number(session.clientOrderId), session.packagingMaterialId ? Number(session.packagingMaterialId) : null);
  }

  /** Leaves the station: the session is dropped, its order unclaimed (its scans stay on the order). */
  close(admin: CurrentAdmin): Promise<StationState> {
    return this.inTransaction(async (em) => {
      const session = await this.sessionOf(em, admin);
      if (session.id) await this.writer.in(em, admin).remove(packSession, Number(session.id));
      return stationStateOf(em, { userName: admin.userName });
    });
  }

  /**
   * The packer's session row; with `create`, made when missing (an empty station) and locked. A
   * missing row is looked for with a plain read and inserted first, then locked by its id: a
   * locking read of a row that is not there takes a gap lock on MariaDB, and two packers' first
   * scans then deadlocked on their inserts into the same gap (the bench's 50 stations did).
   */
  private async sessionOf(em: EntityManager, admin: CurrentAdmin, create = false): Promise<Row> {
    const byName = () => repo(em, packSession).createQueryBuilder('s').where('s.userName = :u', { u: admin.userName });
    let found = await byName().getOne() as Row | null;
    if (!found && !create) return { userName: admin.userName };
    if (!found) {
      // the same packer's other tab may make it at the same moment: then theirs is read
      found = await this.writer.in(em, admin).insert(packSession, { userName: admin.userName, mode: 'order', startedAt: new Date() })
        .catch(async (error: unknown) => (await byName().getOne() as Row | null) ?? Promise.reject(error));
    }
    return await forUpdate(repo(em, packSession).createQueryBuilder('s').where('s.id = :id', { id: Number(found!.id) })).getOne() as Row;
  }

  private async lockedOrder(em: EntityManager, id: number): Promise<Row> {
    const order = await forUpdate(repo(em, clientOrder).createQueryBuilder('o').where('o.id = :id', { id })).getOne() as Row | null;
    if (!order) refuse(400, 'noOrderToPack');
    return order!;
  }

  /** Another packer's session holding this order, if any. */
  private async holderOf(em: EntityManager, orderId: number, userName: string): Promise<Row | null> {
    return await repo(em, packSession).createQueryBuilder('s').where('s.clientOrderId = :orderId AND s.userName <> :userName', { orderId, userName }).getOne() as Row | null;
  }

  /** A batch number: its orders picked in full become the station's work (02 §8 'Cannot match orders under the batch' when none is left to pack). */
  private async openBatch(em: EntityManager, records: BoundRecordWriter, session: Row, batchNo: string): Promise<ScanEvent> {
    const batch = await forUpdate(repo(em, pickBatch).createQueryBuilder('b').where('b.batchNo = :batchNo', { batchNo })).getOne() as Row | null;
    if (!batch) refuse(400, 'noOrderToPack');
    const orders = Number(batch!.status) === BATCH_STATUS.PICKED ? await stationOrders(em, await batchPackOrderIds(em, Number(batch!.id))) : [];
    if (!orders.some((o) => o.packable)) refuse(400, 'noOrderInBatch');
    // the packer's own order of this batch, left half packed, is taken up again
    const keep = orders.some((o) => o.orderId === Number(session.clientOrderId) && o.packable);
    await records.update(packSession, Number(session.id), {
      mode: 'batch', pickBatchId: Number(batch!.id), startedAt: new Date(), ...(keep ? {} : { clientOrderId: null, packagingMaterialId: null }),
    });
    return { kind: 'batch', batchNo };
  }

  /** An order number: packed on its own, or, if it is of the station's batch, taken up as the batch's next. */
  private async openOrder(em: EntityManager, records: BoundRecordWriter, session: Row, orderNo: string): Promise<ScanEvent> {
    const found = await repo(em, clientOrder).findOneBy({ orderNo }) as Row | null;
    if (!found) refuse(400, 'noOrderToPack');
    const order = await this.lockedOrder(em, Number(found!.id));
    if (PACKED_STATUSES.includes(Number(order.status))) refuse(409, 'orderAlreadyPacked');
    if (Number(order.status) !== ORDER_STATUS.TO_PACK) refuse(400, 'noOrderToPack');
    const holder = await this.holderOf(em, Number(order.id), String(session.userName));
    if (holder) refuse(409, 'orderPackedElsewhere', { orderNo, userName: String(holder.userName) });
    const inBatch = session.mode === 'batch' && session.pickBatchId && Number(order.pickBatchId) === Number(session.pickBatchId);
    const same = Number(session.clientOrderId) === Number(order.id);
    await records.update(packSession, Number(session.id), {
      mode: inBatch ? 'batch' : 'order', pickBatchId: inBatch ? Number(session.pickBatchId) : null, clientOrderId: Number(order.id),
      startedAt: new Date(), ...(same ? {} : { packagingMaterialId: null }),
    });
    return { kind: 'order', orderNo };
  }

  /** A code that is not a batch or an order: a packaging material, else a product. */
  private async packCode(em: EntityManager, records: BoundRecordWriter, session: Row, code: string): Promise<ScanEvent> {
    if (session.mode === 'batch' && session.pickBatchId) {
      await forUpdate(repo(em, pickBatch).createQueryBuilder('b').where('b.id = :id', { id: Number(session.pickBatchId) })).getOne();
    } else if (session.clientOrderId) {
      await this.lockedOrder(em, Number(session.clientOrderId));
    } else {
      refuse(400, 'noOrderToPack');
    }
    const ids = session.mode === 'batch' && session.pickBatchId ? await batchPackOrderIds(em, Number(session.pickBatchId)) : [Number(session.clientOrderId)];
    const orders = await stationOrders(em, ids);
    const current = session.clientOrderId ? orders.find((o) => o.orderId === Number(session.clientOrderId)) ?? null : null;
    const material = await repo(em, packagingMaterial).createQueryBuilder('m').where('(m.barcode = :code OR m.code = :code) AND m.status = 1', { code }).getOne() as Row | null;
    if (material) {
      // a box is chosen for the order being packed (before or after its last unit)
      if (!current) refuse(400, session.mode === 'batch' ? 'noOrderInBatch' : 'noOrderToPack');
      if (current!.finished) refuse(409, 'orderAlreadyPacked');
      await records.update(packSession, Number(session.id), { packagingMaterialId: Number(material.id) });
      return { kind: 'material', code: String(material.code) };
    }
    const sku = await skuOfCode(em, code, [...new Set(orders.map((o) => o.clientId))]);
    if (!sku) {
      // every unit is in: the station waits for the box, and this is not one it knows (02 §8)
      if (current && current.packable && leftToPack(current) === 0) refuse(400, 'unknownMaterial');
      refuse(400, current || session.mode !== 'batch' ? 'productNotInOrder' : 'noOrderInBatch');
    }
    return this.packUnit(em, records, session, orders, current, sku!, code);
  }

  /** One unit of a product into its order (libs/batch-pack matchScan), counted at most up to the item's quantity. */
  private async packUnit(em: EntityManager, records: BoundRecordWriter, session: Row, orders: StationOrder[], current: StationOrder | null, sku: string, code: string): Promise<ScanEvent> {
    const mode = session.mode === 'batch' && session.pickBatchId ? 'batch' : 'order';
    const held = await repo(em, packSession).createQueryBuilder('s').where('s.clientOrderId IS NOT NULL AND s.userName <> :u', { u: String(session.userName) }).getMany() as Row[];
    const claimed = new Set(held.map((s) => Number(s.clientOrderId)));
    const match = matchScan(mode, orders, current ? current.orderId : null, sku, claimed);
    if (!match.ok) refuse(match.message === 'orderAlreadyPacked' ? 409 : 400, match.message);
    const { orderId, itemId } = match as { orderId: number; itemId: number };
    const counted = await em.createQueryBuilder().update(entitySchemaOf(clientOrderItem)).set({ packedQty: () => 'packed_qty + 1' })
      .where('id = :id AND packed_qty < qty', { id: itemId }).execute();
    if (!counted.affected) refuse(409, 'productAlreadyPacked');
    const order = orders.find((o) => o.orderId === orderId)!;
    await records.insert(packScan, {
      clientOrderId: orderId, clientOrderItemId: itemId, sku, code, pickBatchId: mode === 'batch' ? Number(session.pickBatchId) : null, userName: String(session.userName),
    });
    if (Number(session.clientOrderId) !== orderId) await records.update(packSession, Number(session.id), { clientOrderId: orderId, packagingMaterialId: null });
    return { kind: 'product', sku, orderNo: order.orderNo };
  }

  /** A batch whose every order left the station (packed, or cancelled) is Packed. */
  private async closeBatchIfPacked(em: EntityManager, records: BoundRecordWriter, batchId: number | null): Promise<void> {
    if (!batchId) return;
    const orders = await stationOrders(em, await batchPackOrderIds(em, batchId));
    if (orders.every((o) => o.finished || o.status === ORDER_STATUS.CANCELLED)) await records.update(pickBatch, batchId, { status: BATCH_STATUS.PACKED });
  }
}
