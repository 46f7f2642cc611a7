import type { EntityManager } from 'typeorm';
import { MOVEMENT_TYPE, applyDeltas, availableOf, move, reversalOf, type Deltas, type MovementRequest, type Stock, type StockMessageKey } from '@console/inventory';
import { inventory, inventoryMovement, location, product } from '@console/resources';
import { badRequest } from '../../core/envelope/app-exception';
import { forUpdate } from '../../core/database/row-lock';
import { uniqueViolationOf } from '../../core/database/driver-errors';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';

/**
 * The stock's writes, as plain functions of a transaction's manager: the API's StockService, the
 * coming orders domain (inside its own transaction) and the demo seed post through the same code.
 * One movement: the stock row locked (FOR UPDATE on MySQL; SQLite's writes are serialized by the
 * caller's write lock), libs/inventory's `move()` asked, the movement inserted with the figures
 * after it, the row's cached figures updated — all or nothing with the transaction.
 */

const rows = () => entitySchemaOf(inventory);
const movements = () => entitySchemaOf(inventoryMovement);

/** Who posts and why: the operator's user name (null for the system), the order and a note. */
export interface MovementContext {
  operator: string | null;
  orderNo?: string | null;
  note?: string | null;
  now?: Date;
}

/** Where stock lies: one row per warehouse x location x client x sku x lot (the received day, 'YYYY-MM-DD'). */
export interface StockPlace {
  warehouseId: number;
  locationId: number;
  clientId: number;
  sku: string;
  lotDate: string;
}

export interface Posted {
  movementId: number;
  inventoryId: number;
  after: Stock;
}

export const stockOf = (row: Row): Stock => ({ standard: Number(row.standard), damage: Number(row.damage), allocated: Number(row.allocated) });

function refused(message: StockMessageKey, before: Stock, d: Deltas): never {
  if (message === 'stockInsufficientAvailable') {
    const params = { available: availableOf(before), quantity: d.allocated };
    throw badRequest(message, { en: params, zh: params });
  }
  throw badRequest(message);
}

/** The stock row, locked for this transaction; 404-like 400 when it does not exist. */
export async function lockRow(em: EntityManager, inventoryId: number): Promise<Row> {
  const row = await forUpdate(em.getRepository(rows()).createQueryBuilder('i').where('i.id = :id', { id: inventoryId })).getOne();
  if (!row) throw badRequest('stockNoRow');
  return row as Row;
}

/**
 * The row of a place, made (all zero) when missing, then locked. Race-free on MariaDB: the insert
 * meets a twin made by another transaction with ON DUPLICATE KEY UPDATE (an exclusive lock at
 * once, never INSERT IGNORE's shared one); the place's location must be in its warehouse and the
 * client must have a product of the sku.
 */
export async function rowOfPlace(em: EntityManager, place: StockPlace, now = new Date()): Promise<Row> {
  const where = { warehouseId: place.warehouseId, locationId: place.locationId, clientId: place.clientId, sku: place.sku, lotDate: place.lotDate };
  const found = await em.getRepository(rows()).findOne({ where, select: { id: true } });
  if (!found) {
    const loc = await em.getRepository(entitySchemaOf(location)).findOne({ where: { id: place.locationId }, select: { id: true, warehouseId: true } });
    if (!loc || Number(loc.warehouseId) !== place.warehouseId) throw badRequest('stockLocationElsewhere');
    const item = await em.getRepository(entitySchemaOf(product)).findOne({ where: { clientId: place.clientId, sku: place.sku }, select: { id: true } });
    if (!item) throw badRequest('stockUnknownSku');
    await em.createQueryBuilder().insert().into(rows()).values({
      ...where, productId: item.id, standard: 0, damage: 0, allocated: 0, available: 0, movementCount: 0, lastMovementTime: null,
      version: 1, createTime: now, updateTime: now,
    }).orUpdate(['sku'], ['warehouse_id', 'location_id', 'client_id', 'sku', 'lot_date']).execute();
  }
  const locked = await forUpdate(em.getRepository(rows()).createQueryBuilder('i').where({ ...where })).getOne();
  if (!locked) throw badRequest('stockNoRow');
  return locked as Row;
}

/** Applies checked deltas to a locked row: the movement inserted, the row's figures updated. */
async function record(em: EntityManager, row: Row, type: number, deltas: Deltas, after: Stock, ctx: MovementContext, reversesId: number | null = null): Promise<Posted> {
  const now = ctx.now ?? new Date();
  const seq = Number(row.movementCount) + 1;
  let movementId: number;
  try {
    movementId = Number((await em.getRepository(movements()).insert({
      movementTime: now, movementType: type, sku: row.sku, inventoryId: row.id, seq, clientId: row.clientId, warehouseId: row.warehouseId, locationId: row.locationId, lotDate: row.lotDate,
      standardDelta: deltas.standard, damageDelta: deltas.damage, allocatedDelta: deltas.allocated,
      standardAfter: after.standard, damageAfter: after.damage, allocatedAfter: after.allocated,
      orderNo: ctx.orderNo ?? null, reversesId, operator: ctx.operator, note: ctx.note ?? null, version: 1, createTime: now, updateTime: now,
    })).identifiers[0].id);
  } catch (error) {
    // the unique reversesId: a movement is reversed once, even if two reversals got past the check
    if (reversesId !== null && uniqueViolationOf(error)) throw badRequest('stockAlreadyReversed');
    throw error;
  }
  await em.createQueryBuilder().update(rows()).set({
    standard: after.standard, damage: after.damage, allocated: after.allocated, available: availableOf(after), movementCount: seq, lastMovementTime: now,
    version: () => 'version + 1', updateTime: now,
  }).where('id = :id', { id: row.id }).execute();
  return { movementId, inventoryId: Number(row.id), after };
}

/** One movement on a row (allocate, release, pick, ship, return, adjust; receive too), in the caller's transaction. */
export async function moveOnRow(em: EntityManager, inventoryId: number, request: MovementRequest, ctx: MovementContext): Promise<Posted> {
  const row = await lockRow(em, inventoryId);
  return moveLocked(em, row, request, ctx);
}

async function moveLocked(em: EntityManager, row: Row, request: MovementRequest, ctx: MovementContext): Promise<Posted> {
  const before = stockOf(row);
  const outcome = move(before, request);
  if (!outcome.ok) {
    const deltas = request.type === MOVEMENT_TYPE.ALLOCATE ? { standard: 0, damage: 0, allocated: request.quantity ?? 0 } : { standard: 0, damage: 0, allocated: 0 };
    refused(outcome.message, before, deltas);
  }
  return record(em, row, request.type, outcome.value.deltas, outcome.value.after, ctx);
}

/** Receives (or returns) stock into a place, its row made when it is the first of that place. */
export async function receiveAt(em: EntityManager, place: StockPlace, quantities: { standard?: number; damage?: number }, ctx: MovementContext, type: typeof MOVEMENT_TYPE.RECEIVE | typeof MOVEMENT_TYPE.RETURN = MOVEMENT_TYPE.RECEIVE): Promise<Posted> {
  const row = await rowOfPlace(em, place, ctx.now);
  return moveLocked(em, row, { type, standard: quantities.standard ?? 0, damage: quantities.damage ?? 0 }, ctx);
}

/** Undoes one movement with a new one of the negated deltas; a reversal is not reversed, and a movement is reversed once. */
export async function reverseMovement(em: EntityManager, movementId: number, ctx: MovementContext): Promise<Posted> {
  const original = await em.getRepository(movements()).findOne({ where: { id: movementId } }) as Row | null;
  if (!original) throw badRequest('stockNoRow');
  if (Number(original.movementType) === MOVEMENT_TYPE.REVERSE) throw badRequest('stockNotReversible');
  const row = await lockRow(em, Number(original.inventoryId));
  // read after the row's lock: a reversal committed meanwhile is seen
  if (await em.getRepository(movements()).exists({ where: { reversesId: movementId } })) throw badRequest('stockAlreadyReversed');
  const deltas = reversalOf({ standard: Number(original.standardDelta), damage: Number(original.damageDelta), allocated: Number(original.allocatedDelta) });
  const before = stockOf(row);
  const outcome = applyDeltas(before, deltas);
  if (!outcome.ok) refused(outcome.message, before, deltas);
  return record(em, row, MOVEMENT_TYPE.REVERSE, deltas, outcome.value, { orderNo: original.orderNo as string | null, ...ctx }, movementId);
}
