import type { EntityManager } from 'typeorm';
import { checkRow, startWalk, walk, type Stock, type WalkState } from '@console/inventory';

/** One stock row found drifted: its cached figures against the sum of its movements. */
export interface DriftedRow {
  inventoryId: number;
  clientId: number;
  warehouseId: number;
  sku: string;
  stored: Stock;
  recomputed: Stock;
  movements: number;
  chainOk: boolean;
  firstBreak?: WalkState['firstBreak'];
}

/** `GET /api/inventory/verify`. */
export interface StockVerdict {
  rows: number;
  drifted: number;
  firstDrifted?: DriftedRow;
}

const BATCH = 5000;
type Raw = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);
const stockOf = (r: Raw, prefix = ''): Stock => ({ standard: n(r[`${prefix}standard`]), damage: n(r[`${prefix}damage`]), allocated: n(r[`${prefix}allocated`]) });

/** Movements in (inventory, seq) order, read by keyset in batches: memory stays one batch. */
async function* movementsInOrder(em: EntityManager): AsyncGenerator<Raw[]> {
  let key: { i: number; s: number } | null = null;
  for (;;) {
    const qb = em.createQueryBuilder()
      .select('m.id, m.inventory_id, m.seq, m.standard_delta, m.damage_delta, m.allocated_delta, m.standard_after, m.damage_after, m.allocated_after')
      .from('inventory_movement', 'm');
    if (key) qb.where('(m.inventory_id > :ki OR (m.inventory_id = :ki AND m.seq > :ks))', { ki: key.i, ks: key.s });
    const batch = (await qb.orderBy('m.inventory_id', 'ASC').addOrderBy('m.seq', 'ASC').limit(BATCH).getRawMany()) as Raw[];
    if (!batch.length) return;
    yield batch;
    const last = batch[batch.length - 1];
    key = { i: n(last.inventory_id), s: n(last.seq) };
    if (batch.length < BATCH) return;
  }
}

/**
 * Every stock row against its movements, in one pass over the movements in (row, seq) order: a
 * cached figure or movement count that differs from the walk, a movement whose recorded figures
 * break the chain, or movements of a row that is gone, is drift. Nothing is fixed: the movements
 * are the truth, and a person decides what to post.
 */
export async function verifyStock(em: EntityManager): Promise<StockVerdict> {
  const stored = (await em.createQueryBuilder()
    .select('i.id, i.client_id, i.warehouse_id, i.sku, i.standard, i.damage, i.allocated, i.available, i.movement_count')
    .from('inventory', 'i').orderBy('i.id', 'ASC').getRawMany()) as Raw[];
  const walked = new Map<number, WalkState>();
  let current = null as { id: number; state: WalkState } | null;
  for await (const batch of movementsInOrder(em)) {
    for (const r of batch) {
      const id = n(r.inventory_id);
      if (current?.id !== id) {
        if (current) walked.set(current.id, current.state);
        current = { id, state: startWalk() };
      }
      current.state = walk(current.state, {
        id: n(r.id), seq: n(r.seq),
        deltas: { standard: n(r.standard_delta), damage: n(r.damage_delta), allocated: n(r.allocated_delta) },
        after: { standard: n(r.standard_after), damage: n(r.damage_after), allocated: n(r.allocated_after) },
      });
    }
  }
  if (current) walked.set(current.id, current.state);
  const byId = new Map(stored.map((r) => [n(r.id), r]));
  const ids = [...new Set([...byId.keys(), ...walked.keys()])].sort((a, b) => a - b);
  let drifted = 0;
  let firstDrifted: DriftedRow | undefined;
  for (const id of ids) {
    const row = byId.get(id);
    const state = walked.get(id) ?? startWalk();
    const storedStock = row ? stockOf(row) : { standard: 0, damage: 0, allocated: 0 };
    const check = checkRow(storedStock, row ? n(row.movement_count) : -1, state);
    // the cached available must be standard - allocated too
    const availableOk = !row || n(row.available) === storedStock.standard - storedStock.allocated;
    if (!check.drift && check.chainOk && availableOk) continue;
    drifted++;
    firstDrifted ??= {
      inventoryId: id, clientId: n(row?.client_id), warehouseId: n(row?.warehouse_id), sku: String(row?.sku ?? ''),
      stored: storedStock, recomputed: check.recomputed, movements: state.movements, chainOk: check.chainOk,
      ...(state.firstBreak ? { firstBreak: state.firstBreak } : {}),
    };
  }
  return { rows: ids.length, drifted, ...(firstDrifted ? { firstDrifted } : {}) };
}
