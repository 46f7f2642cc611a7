import type { EntityManager } from 'typeorm';
import { BATCH_STATUS, clientOrder, clientOrderItem, clientOrderPackage, packScan, packSession, pickBatch, pickBatchOrder } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { BoundRecordWriter } from '../../engine/record-writer';
import type { Row } from '../../engine/row';
import { redrawBatch } from './batch-orders';

const repo = (em: EntityManager, def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));

/**
 * What batch and pack undo for a parcel order being cancelled, in the cancel's transaction (an
 * order cancellation, orders/order-cancellations.ts, run before the stock is given back): its
 * pack scans and counts, the package the pack station closed it in (02 §4: a packed order's
 * packages are released), any station's hold on it, and its place in a batch not yet confirmed
 * (the pick list drawn again without it). A batch already picked keeps the order's row, as the
 * record of what was picked for it.
 */
export async function releaseFromBatchAndPack(em: EntityManager, records: BoundRecordWriter, order: Row): Promise<void> {
  const id = Number(order.id);
  await repo(em, packScan).delete({ clientOrderId: id });
  await em.createQueryBuilder().update(entitySchemaOf(clientOrderItem)).set({ packedQty: 0 }).where('client_order_id = :id', { id }).execute();
  await em.createQueryBuilder().delete().from(entitySchemaOf(clientOrderPackage)).where('client_order_id = :id AND packaging_material_id IS NOT NULL', { id }).execute();
  await em.createQueryBuilder().update(entitySchemaOf(packSession)).set({ clientOrderId: null, packagingMaterialId: null }).where('client_order_id = :id', { id }).execute();
  if (!order.pickBatchId) return;
  const batch = await repo(em, pickBatch).findOneBy({ id: Number(order.pickBatchId) }) as Row | null;
  if (!batch || ![BATCH_STATUS.OPEN, BATCH_STATUS.PICKING].includes(Number(batch.status) as 1 | 2)) return;
  const member = await repo(em, pickBatchOrder).findOneBy({ pickBatchId: Number(batch.id), clientOrderId: id }) as Row | null;
  if (member) await records.remove(pickBatchOrder, Number(member.id));
  await records.update(clientOrder, id, { pickBatchId: null });
  await redrawBatch(em, records, batch, id);
}
