import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MOVEMENT_TYPE, type MovementRequest } from '@console/inventory';
import { client, inventory, inventoryMovement } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { retryingDeadlocks } from '../../core/database/driver-errors';
import { afterCommit } from '../../engine/after-commit';
import { CountCache } from '../../engine/count-cache';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ResourceRegistry } from '../../engine/resource-registry';
import type { Row } from '../../engine/row';
import { moveOnRow, receiveAt, reverseMovement, type MovementContext, type Posted, type StockPlace } from './stock-writes';

/** An order's quantity of one stock row (allocate, release, pick, ship). */
export interface OrderQuantity {
  inventoryId: number;
  quantity: number;
  orderNo: string;
}

/**
 * The stock's service: every change of stock is a movement posted through
 * stock-writes.ts, the row locked first. The `*In(em, ...)` methods run inside the caller's
 * transaction (the orders domain allocates, picks and ships in its own); the others open one of
 * their own (the write lock on SQLite, a deadlock retried on MariaDB) for the admin routes and
 * the screens' actions. Lists' cached totals are dropped after each.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly ds: DataSource,
    private readonly counts: CountCache,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    private readonly registry: ResourceRegistry,
  ) {}

  receiveIn(em: EntityManager, place: StockPlace, quantities: { standard?: number; damage?: number }, ctx: MovementContext): Promise<Posted> {
    return this.touched(em, receiveAt(em, place, quantities, ctx));
  }

  returnIn(em: EntityManager, place: StockPlace, quantities: { standard?: number; damage?: number }, ctx: MovementContext): Promise<Posted> {
    return this.touched(em, receiveAt(em, place, quantities, ctx, MOVEMENT_TYPE.RETURN));
  }

  allocateIn(em: EntityManager, q: OrderQuantity, ctx: MovementContext): Promise<Posted> {
    return this.moveIn(em, q.inventoryId, { type: MOVEMENT_TYPE.ALLOCATE, quantity: q.quantity }, { orderNo: q.orderNo, ...ctx });
  }

  releaseIn(em: EntityManager, q: OrderQuantity, ctx: MovementContext): Promise<Posted> {
    return this.moveIn(em, q.inventoryId, { type: MOVEMENT_TYPE.RELEASE, quantity: q.quantity }, { orderNo: q.orderNo, ...ctx });
  }

  pickIn(em: EntityManager, q: OrderQuantity, ctx: MovementContext): Promise<Posted> {
    return this.moveIn(em, q.inventoryId, { type: MOVEMENT_TYPE.PICK, quantity: q.quantity }, { orderNo: q.orderNo, ...ctx });
  }

  shipIn(em: EntityManager, q: OrderQuantity, ctx: MovementContext): Promise<Posted> {
    return this.moveIn(em, q.inventoryId, { type: MOVEMENT_TYPE.SHIP, quantity: q.quantity }, { orderNo: q.orderNo, ...ctx });
  }

  adjustIn(em: EntityManager, inventoryId: number, deltas: { standard?: number; damage?: number }, ctx: MovementContext): Promise<Posted> {
    return this.moveIn(em, inventoryId, { type: MOVEMENT_TYPE.ADJUST, ...deltas }, ctx);
  }

  /** Any movement a row allows (receive, return, allocate, release, pick, ship, adjust). */
  moveIn(em: EntityManager, inventoryId: number, request: MovementRequest, ctx: MovementContext): Promise<Posted> {
    return this.touched(em, moveOnRow(em, inventoryId, request, ctx));
  }

  reverseIn(em: EntityManager, movementId: number, ctx: MovementContext): Promise<Posted> {
    return this.touched(em, reverseMovement(em, movementId, ctx));
  }

  /** Runs stock work in a transaction of its own (the write lock on SQLite; a deadlock victim run again on MariaDB). */
  inTransaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return retryingDeadlocks(() => this.lock.run(() => this.ds.transaction(work)));
  }

  /** 404 unless the client exists and is in this user's data scope (a user scoped to assigned clients: its own). */
  async assertClientVisible(clientId: number, admin: CurrentAdmin, em: EntityManager = this.ds.manager): Promise<void> {
    const row = await em.getRepository(entitySchemaOf(client)).findOne({ where: { id: clientId }, select: { id: true, salesId: true } });
    if (!row || (admin.assignedOnly && Number(row.salesId) !== admin.id)) throw new AppException(404, 'notFound');
  }

  /** The stock row as its list shows it (the caller's scope applied), with the movement posted. */
  async shown(posted: Posted, admin: CurrentAdmin): Promise<Row> {
    const row = await this.registry.find(inventory.name)!.get(posted.inventoryId, admin);
    return { ...row, movementId: posted.movementId };
  }

  private async touched<T>(em: EntityManager, work: Promise<T>): Promise<T> {
    const result = await work;
    for (const name of [inventory.name, inventoryMovement.name]) {
      this.counts.invalidate(name);
      afterCommit(em, () => this.counts.invalidate(name));
    }
    return result;
  }
}
