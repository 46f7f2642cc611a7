import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThanOrEqual, type EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { Decimal, isDateParam } from '@console/contracts';
import { quote, type PackageInput, type QuoteInput, type QuoteResult, type QuoteSuccess } from '@console/pricing';
import { carrierService, client, clientLevel, fuelRate, peakSetting, pricingLevel, rateCard, ratedShipment, shippingAccount, surcharge, zoneChart } from '@console/resources';
import type { ResourceDef } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ResourceRegistry } from '../../engine/resource-registry';
import { versionsInForce } from '../../engine/versions/record-versions';
import { RecordWriter } from '../../engine/record-writer';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { cardForAddress, engineCard, engineLevel, enginePeak, engineSurcharge, fuelPercentOn, zip3Of } from './engine-inputs';

/** What POST .../rate/quote takes (02 §3 and issue 12 §3). */
export interface QuoteRequest {
  clientId?: number;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType?: string;
  fromAddress: { zipCode: string };
  toAddress: { zipCode: string };
  residential: boolean;
  shipDate: string;
  packages: PackageInput[];
  /** Keep the priced shipment (rated-shipment) for fee detail and replays. */
  store: boolean;
}

/** The answer: the engine's result, the input it was given, and which records it came from. */
export interface QuoteAnswer {
  result: QuoteResult;
  input: QuoteInput;
  resolved: {
    zone: string; levelId: number; levelName: string; levelFrom: 'client' | 'default';
    costCardId: number; publishCardId: number; fuelRateId: number | null; surchargeIds: number[];
  };
  /** The rated shipment kept, when `store` was asked and the quote succeeded. */
  ratedShipmentId?: number;
}

type Values = Record<string, unknown>;

/**
 * Prices a shipment with what was in force on its ship date: the zone from the carrier's zone
 * chart, the client's level (else the default level), the account's cost and publish cards for
 * the service, package type and address, the carrier's surcharges, fuel rate and peaks — each
 * the version in force then (dated versions) — and hands them to the rate engine. The answer
 * carries the engine's input, so it explains itself and can be priced again.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly writer: RecordWriter,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
  ) {}

  async quote(body: unknown, admin: CurrentAdmin): Promise<QuoteAnswer> {
    const req = parseRequest(body);
    const em = this.ds.manager;
    // The client must be one this user may see (a sales user: its own).
    if (req.clientId !== undefined) await this.registry.find(client.name)!.get(req.clientId, admin);
    const account = await this.active(em, shippingAccount, req.shippingAccountId);
    const service = await this.active(em, carrierService, req.carrierServiceId);
    const carrier = Number(account.carrier);
    if (Number(service.carrier) !== carrier) throw feeDetailsUnavailable();
    const zone = await this.zoneOf(em, carrier, req.fromAddress.zipCode, req.toAddress.zipCode);
    const level = await this.levelOf(em, req.clientId, req.shipDate);
    const packageType = req.packageType ?? 'YOUR_PACKAGING';
    const cards = await this.inForce(em, rateCard, req.shipDate, { shippingAccountId: account.id, carrierServiceId: service.id, packageType });
    const cost = cardForAddress(cards.filter((c) => c.cardType === 'COST'), req.residential);
    const publish = cardForAddress(cards.filter((c) => c.cardType === 'PUBLISH'), req.residential);
    if (!cost || !publish) throw feeDetailsUnavailable();
    const surcharges = (await this.inForce(em, surcharge, req.shipDate, { carrier })).sort((a, b) => Number(a.id) - Number(b.id));
    const fuel = fuelPercentOn(await this.inForce(em, fuelRate, req.shipDate, { carrier }), carrier);
    const peaks = await this.inForce(em, peakSetting, req.shipDate, { carrier });

    const input: QuoteInput = {
      shipDate: req.shipDate, carrier: carrier as QuoteInput['carrier'], serviceGroup: Number(service.serviceGroup) as QuoteInput['serviceGroup'],
      zone, residential: req.residential, packages: req.packages,
      dimDivisor: Number(level.values.dimFactor ?? account.dimDivisor), dimMinCubicInches: Number(account.dimMinCubicInches ?? 0),
      costCard: engineCard(cost), publishCard: engineCard(publish), level: engineLevel(level.values),
      surcharges: surcharges.map((s) => engineSurcharge(s, String(level.values.surchargeDefaultRule))),
      fuelPercent: fuel.percent, peaks: peaks.map(enginePeak),
    };
    const result = quote(input);
    const ratedShipmentId = req.store && result.ok ? await this.store(req, input, result, level.id) : undefined;
    return {
      result,
      input,
      ...(ratedShipmentId ? { ratedShipmentId } : {}),
      resolved: {
        zone, levelId: level.id, levelName: String(level.values.levelName), levelFrom: level.from,
        costCardId: Number(cost.id), publishCardId: Number(publish.id), fuelRateId: fuel.rate ? Number(fuel.rate.id) : null,
        surchargeIds: surcharges.filter((s) => Number(s.status) === 1).map((s) => Number(s.id)),
      },
    };
  }

  /** The priced shipment kept as a rated shipment (audited like any write). */
  private async store(req: QuoteRequest, input: QuoteInput, result: QuoteSuccess, levelId: number): Promise<number> {
    return this.lock.run(() => this.ds.transaction(async (em) => {
      const billable = result.billableWeights.reduce((sum, w) => sum.plus(w), new Decimal(0));
      const row = await this.writer.in(em).insert(ratedShipment, {
        reference: `RS${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
        clientId: req.clientId ?? null, shippingAccountId: req.shippingAccountId, carrierServiceId: req.carrierServiceId,
        packageType: req.packageType ?? 'YOUR_PACKAGING', shipDate: req.shipDate, zone: input.zone, residential: req.residential,
        packageCount: req.packages.length, billableWeight: billable.toFixed(4), pricingLevelId: levelId, total: result.total,
        packages: req.packages, lines: result.lines,
      });
      return Number(row.id);
    }));
  }

  /** An active account or service (status 1), as it is now; a missing or inactive one prices nothing. */
  private async active(em: EntityManager, def: ResourceDef, id: number): Promise<Values> {
    const row = await em.getRepository(entitySchemaOf(def)).findOneBy({ id });
    if (!row || Number(row.status) !== 1) throw feeDetailsUnavailable();
    return row as Values;
  }

  /** The zone from origin to destination on the carrier's chart (02 §8's message when none). */
  private async zoneOf(em: EntityManager, carrier: number, fromZip: string, toZip: string): Promise<string> {
    const origin = zip3Of(fromZip);
    const destination = zip3Of(toZip);
    if (!origin || !destination) throw new AppException(400, 'addressNoZone');
    const row = await em.getRepository(entitySchemaOf(zoneChart)).findOne({
      where: { carrier, originZip3: origin, destZip3From: LessThanOrEqual(destination) } as never,
      order: { destZip3From: 'DESC' } as never,
    });
    if (!row || String(row.destZip3To) < destination) throw new AppException(400, 'addressNoZone');
    return String(row.zone);
  }

  /** The client's level on the day (its latest assignment then), else the level that was the default then. */
  private async levelOf(em: EntityManager, clientId: number | undefined, day: string): Promise<{ id: number; values: Values; from: 'client' | 'default' }> {
    const assigned = clientId === undefined ? null : await em.getRepository(entitySchemaOf(clientLevel)).findOne({
      where: { clientId, effectiveFrom: LessThanOrEqual(day) } as never, order: { effectiveFrom: 'DESC', id: 'DESC' } as never,
    });
    const levels = await versionsInForce(em, pricingLevel, day);
    if (assigned) {
      const version = levels.get(Number(assigned.pricingLevelId));
      if (version) return { id: Number(assigned.pricingLevelId), values: version.snapshot, from: 'client' };
    }
    const fallback = [...levels.entries()].find(([, v]) => v.snapshot.isDefault === true);
    if (!fallback) throw feeDetailsUnavailable();
    return { id: fallback[0], values: fallback[1].snapshot, from: 'default' };
  }

  /** The values in force on the day of the records matching `where` now (ids kept). */
  private async inForce(em: EntityManager, def: ResourceDef, day: string, where: Values): Promise<Values[]> {
    const ids = (await em.getRepository(entitySchemaOf(def)).find({ select: { id: true }, where: where as never })).map((r) => Number(r.id));
    const versions = await versionsInForce(em, def, day, ids);
    return [...versions.entries()].map(([id, v]) => ({ ...v.snapshot, id })).filter((v) => matches(v, where));
  }
}

/** A version's values still match the filter (a card moved to another service since is not this one). */
function matches(values: Values, where: Values): boolean {
  return Object.entries(where).every(([key, value]) => String(values[key]) === String(value));
}

function feeDetailsUnavailable(): AppException {
  return new AppException(400, 'feeDetailsUnavailable');
}

function parseRequest(body: unknown): QuoteRequest {
  const b = (body ?? {}) as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);
  const address = (v: unknown) => (typeof v === 'object' && v !== null && typeof (v as Values).zipCode === 'string' ? { zipCode: String((v as Values).zipCode) } : undefined);
  const req = {
    clientId: b.clientId === undefined || b.clientId === null ? undefined : id(b.clientId),
    shippingAccountId: id(b.shippingAccountId), carrierServiceId: id(b.carrierServiceId),
    packageType: typeof b.packageType === 'string' && b.packageType ? b.packageType : undefined,
    fromAddress: address(b.fromAddress), toAddress: address(b.toAddress),
    residential: b.residential === true, store: b.store === true, shipDate: typeof b.shipDate === 'string' && isDateParam(b.shipDate) ? b.shipDate : undefined,
    packages: Array.isArray(b.packages) ? (b.packages as PackageInput[]) : undefined,
  };
  if ((b.clientId !== undefined && b.clientId !== null && !req.clientId) || !req.shippingAccountId || !req.carrierServiceId || !req.fromAddress || !req.toAddress || !req.shipDate || !req.packages) {
    throw badRequest('invalidData');
  }
  return req as QuoteRequest;
}

