import { In, type EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import { carrierService, clientLevel, clientSurcharge, fuelRate, levelPriceCard, peakSetting, pricingLevel, rateCard, shippingAccount, surcharge } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import { RecordVersionEntity } from '../../engine/versions/record-version.entity';
import { PricingBook, type DatedAssignment, type PricingBookData, type VersionedRecord } from './pricing-book';

/**
 * Which part of the pricing a book holds. Empty: all of it (a replay). A quote names its carrier,
 * account, service and client, and gets the records those could use.
 */
interface BookScope {
  carrier?: number;
  shippingAccountId?: number;
  carrierServiceId?: number;
  /** The clients whose assignments to load; undefined: every client's. */
  clientIds?: number[];
}

type Values = Record<string, unknown>;

/** IN lists are cut to this length (SQLite and MySQL both take it comfortably). */
const IN_CHUNK = 500;

/** Loads a pricing book from the database: current rows for existence and scope, their versions for values. */
export async function loadPricingBook(em: EntityManager, scope: BookScope = {}): Promise<PricingBook> {
  const byCarrier = scope.carrier === undefined ? {} : { carrier: scope.carrier };
  const byAccount = scope.shippingAccountId === undefined ? {} : { shippingAccountId: scope.shippingAccountId };
  const byService = scope.carrierServiceId === undefined ? {} : { carrierServiceId: scope.carrierServiceId };
  const data: PricingBookData = {
    accounts: byId(await rows(em, shippingAccount, scope.shippingAccountId === undefined ? {} : { id: scope.shippingAccountId })),
    services: byId(await rows(em, carrierService, scope.carrierServiceId === undefined ? {} : { id: scope.carrierServiceId })),
    levels: await versioned(em, pricingLevel, {}),
    rateCards: await versioned(em, rateCard, { ...byAccount, ...byService }),
    levelPriceCards: await versioned(em, levelPriceCard, byService),
    surcharges: await versioned(em, surcharge, byCarrier),
    fuelRates: await versioned(em, fuelRate, byCarrier),
    peaks: await versioned(em, peakSetting, byCarrier),
    clientLevels: await assignments(em, clientLevel, scope.clientIds),
    clientSurcharges: await assignments(em, clientSurcharge, scope.clientIds),
  };
  return new PricingBook(data);
}

function rows(em: EntityManager, def: ResourceDef, where: Values): Promise<Values[]> {
  return em.getRepository(entitySchemaOf(def)).find({ where: where as never }) as Promise<Values[]>;
}

function byId(list: Values[]): Map<number, Values> {
  return new Map(list.map((r) => [Number(r.id), r]));
}

/** The records matching `where` now, each with all its dated versions. */
async function versioned(em: EntityManager, def: ResourceDef, where: Values): Promise<VersionedRecord[]> {
  const ids = (await em.getRepository(entitySchemaOf(def)).find({ select: { id: true }, where: where as never })).map((r) => Number(r.id));
  const records = new Map<number, VersionedRecord>(ids.map((id) => [id, { id, versions: [] }]));
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    const versions = await em.getRepository(RecordVersionEntity).find({ where: { resource: def.name, recordId: In(ids.slice(i, i + IN_CHUNK)) } });
    for (const v of versions) records.get(v.recordId)!.versions.push({ version: v.version, effectiveFrom: v.effectiveFrom, values: v.snapshot });
  }
  return [...records.values()];
}

/** Dated assignments by client (every client's when `clientIds` is undefined). */
async function assignments(em: EntityManager, def: ResourceDef, clientIds: number[] | undefined): Promise<Map<number, DatedAssignment[]>> {
  const found: Values[] = [];
  if (clientIds === undefined) found.push(...await rows(em, def, {}));
  else for (let i = 0; i < clientIds.length; i += IN_CHUNK) found.push(...await rows(em, def, { clientId: In(clientIds.slice(i, i + IN_CHUNK)) }));
  const byClient = new Map<number, DatedAssignment[]>();
  for (const row of found) {
    const clientId = Number(row.clientId);
    const list = byClient.get(clientId) ?? [];
    list.push({ ...row, id: Number(row.id), effectiveFrom: String(row.effectiveFrom).slice(0, 10) });
    byClient.set(clientId, list);
  }
  return byClient;
}
