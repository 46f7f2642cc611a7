import type { EntityManager } from 'typeorm';
import { clientOrder, ORDER_STATUS } from '@console/resources';
import { AppException } from '../core/envelope/app-exception';
import { entitySchemaOf } from '../engine/entity-schema';
import type { Row } from '../engine/row';
import { OrderEventCharges } from '../modules/billing/order-events';
import { chargeMemberDay, storageWorkOf, warehousesOf } from '../modules/billing/storage-charges';
import { SEED_ADMIN, seedDay } from './seed-day';

/**
 * The demo's billing automation charges, made by the real path (modules/billing/order-events.ts):
 * each cancelled demo order of a client in a demo group is charged as a cancelled order (the
 * Cancellation Handling item), its line stored and its amount debited through the ledger. A
 * client whose balance would not cover it is left uncharged, as its Cancel would be refused.
 */
export async function seedOrderCharges(em: EntityManager): Promise<void> {
  const charges = new OrderEventCharges();
  const cancelled = await em.getRepository(entitySchemaOf(clientOrder)).find({ where: { status: ORDER_STATUS.CANCELLED }, order: { id: 'ASC' } }) as Row[];
  for (const order of cancelled) {
    try {
      await charges.chargeCancelled(em, SEED_ADMIN, order);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
    }
  }
}

/**
 * The demo's storage charges, by the daily job's own code (modules/billing/storage-charges.ts):
 * today's stock snapshot (seed/inventory.ts wrote it) charged under each demo client's plan, the
 * day the demo groups' versions are in force from, so Charges lists storage lines beside the
 * orders'; and the demo warehouse supplier's, over the stock of the warehouse it runs. A client
 * whose balance would not cover a charge is left uncharged for it, as the job leaves it for its
 * next run.
 */
export async function seedStorageCharges(em: EntityManager): Promise<void> {
  const day = seedDay();
  const warehouses = await warehousesOf(em);
  for (const work of [...await storageWorkOf(em, day, undefined, 'client'), ...await storageWorkOf(em, day, undefined, 'supplier')]) {
    try {
      await chargeMemberDay(em, work, day, warehouses);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
    }
  }
}
