import type { EntityManager } from 'typeorm';
import { formatDateTime } from '@console/contracts';
import { BATCH_MODE_OPTIONS, client, location, ORDER_STATUS, pickBatchLine, pickBatchOrder, warehouse } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { candidateOrders } from './batch-candidates';
import { pickListPdf } from './pick-list-pdf';

/**
 * A batch's pick list as its PDF (02 §2 Batch and pack): the lines in walking order with their
 * location, sku, client and quantity, and which orders each unit is for (read from the orders'
 * allocations while they are still to pick; once picked, the list stands without them).
 */
export async function pickListOf(em: EntityManager, batch: Row, lang: 'en' | 'zh', timeZone?: string): Promise<Uint8Array> {
  const repo = (def: Parameters<typeof entitySchemaOf>[0]) => em.getRepository(entitySchemaOf(def));
  const lines = await repo(pickBatchLine).find({ where: { pickBatchId: Number(batch.id) }, order: { walkOrder: 'ASC' } }) as Row[];
  const members = await repo(pickBatchOrder).find({ where: { pickBatchId: Number(batch.id) }, order: { sequence: 'ASC' } }) as Row[];
  const locations = await byId(em, location, lines.map((l) => Number(l.locationId)));
  const clients = await byId(em, client, lines.map((l) => Number(l.clientId)));
  const house = await repo(warehouse).findOneBy({ id: Number(batch.warehouseId) }) as Row | null;
  const slots = await candidateOrders(em, { warehouseId: Number(batch.warehouseId), batchId: Number(batch.id), statuses: [ORDER_STATUS.TO_PICK, ORDER_STATUS.PICKING] });
  const ordersOn = (inventoryId: number) => slots.filter((o) => o.slots.some((s) => s.inventoryId === inventoryId)).map((o) => o.orderNo);
  const mode = BATCH_MODE_OPTIONS.find((o) => o.value === Number(batch.mode))?.label[lang] ?? '';
  return pickListPdf({
    batchNo: String(batch.batchNo), warehouse: String(house?.name ?? ''), createdAt: formatDateTime(batch.createTime, timeZone), createdBy: String(batch.createdBy ?? ''),
    mode, orderCount: Number(batch.orderCount), unitCount: Number(batch.unitCount),
    lines: lines.map((l) => {
      const place = locations.get(Number(l.locationId));
      return {
        no: Number(l.walkOrder), location: String(place?.code ?? ''), zone: String(place?.zone ?? ''), sku: String(l.sku),
        client: String(clients.get(Number(l.clientId))?.companyName ?? ''), qty: Number(l.qty), orders: ordersOn(Number(l.inventoryId)),
      };
    }),
    orders: members.map((m) => ({ sequence: Number(m.sequence), orderNo: String(m.orderNo), units: Number(m.units) })),
  }, lang);
}

async function byId(em: EntityManager, def: Parameters<typeof entitySchemaOf>[0], ids: number[]): Promise<Map<number, Row>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await em.getRepository(entitySchemaOf(def)).createQueryBuilder('r').where('r.id IN (:...ids)', { ids: unique }).getMany() as Row[];
  return new Map(found.map((r) => [Number(r.id), r]));
}
