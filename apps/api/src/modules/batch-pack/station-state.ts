import type { EntityManager } from 'typeorm';
import { leftToPack } from '@console/batch-pack';
import { packagingMaterial, packSession, pickBatch } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { batchPackOrderIds, stationOrders } from './pack-orders';

/** The station's screen, as the server keeps it (GET /api/batch-pack/station and every scan's answer). */
export interface StationState {
  mode: 'batch' | 'order' | null;
  batch: { id: number; batchNo: string; status: number } | null;
  /** The order being packed: its items with what is packed, what is left, the box chosen. */
  current: {
    orderId: number; orderNo: string; status: number; left: number;
    items: Array<{ itemId: number; sku: string; name: string; qty: number; packed: number }>;
    material: { id: number; code: string; name: string; length: string; width: string; height: string; dimUnit: string; weight: string; weightUnit: string } | null;
  } | null;
  /** Batch mode: every order of the batch with what is left of it to pack, and who is packing it. */
  orders: Array<{ orderId: number; orderNo: string; status: number; units: number; left: number; packer: string | null }>;
}

const repo = (em: EntityManager, def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));

/** The state of a packer's session (a row of pack_session, or `{ userName }` for none). */
export async function stationStateOf(em: EntityManager, session: Row): Promise<StationState> {
  if (!session.id) return { mode: null, batch: null, current: null, orders: [] };
  const batch = session.mode === 'batch' && session.pickBatchId ? await repo(em, pickBatch).findOneBy({ id: Number(session.pickBatchId) }) as Row | null : null;
  const ids = batch ? await batchPackOrderIds(em, Number(batch.id)) : [];
  const currentId = session.clientOrderId ? Number(session.clientOrderId) : null;
  const orders = await stationOrders(em, currentId && !ids.includes(currentId) ? [...ids, currentId] : ids);
  const packers = await packersOf(em, orders.map((o) => o.orderId));
  const current = currentId ? orders.find((o) => o.orderId === currentId) ?? null : null;
  const material = current && session.packagingMaterialId ? await repo(em, packagingMaterial).findOneBy({ id: Number(session.packagingMaterialId) }) as Row | null : null;
  return {
    mode: batch ? 'batch' : current ? 'order' : null,
    batch: batch ? { id: Number(batch.id), batchNo: String(batch.batchNo), status: Number(batch.status) } : null,
    current: current ? {
      orderId: current.orderId, orderNo: current.orderNo, status: current.status, left: leftToPack(current),
      items: current.items.map(({ itemId, sku, name, qty, packed }) => ({ itemId, sku, name, qty, packed })),
      material: material ? {
        id: Number(material.id), code: String(material.code), name: String(material.name), length: String(material.length), width: String(material.width),
        height: String(material.height), dimUnit: String(material.dimUnit), weight: String(material.weight), weightUnit: String(material.weightUnit),
      } : null,
    } : null,
    orders: (batch ? orders.filter((o) => ids.includes(o.orderId)) : []).map((o) => ({
      orderId: o.orderId, orderNo: o.orderNo, status: o.status, units: o.items.reduce((sum, i) => sum + i.qty, 0), left: leftToPack(o), packer: packers.get(o.orderId) ?? null,
    })),
  };
}

async function packersOf(em: EntityManager, orderIds: number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await repo(em, packSession).createQueryBuilder('s').where('s.clientOrderId IN (:...ids)', { ids: orderIds }).getMany() as Row[];
  return new Map(rows.map((r) => [Number(r.clientOrderId), String(r.userName)]));
}
