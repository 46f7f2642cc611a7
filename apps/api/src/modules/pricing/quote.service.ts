import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThanOrEqual, type EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { Decimal } from '@console/contracts';
import { quote, type PackageInput, type QuoteInput, type QuoteResult, type QuoteSuccess } from '@console/pricing';
import { client, ratedShipment, shippingAccount, zoneChart } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ResourceRegistry } from '../../engine/resource-registry';
import { RecordWriter } from '../../engine/record-writer';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { zip3Of } from './engine-inputs';
import { SurchargeHooks } from './surcharge.hooks';
import { loadPricingBook } from './pricing-book.loader';
import type { Resolution } from './pricing-book';
import { feeSheet, type FeeSheet } from './shipping-fee';
import type { QuoteRequestDto } from './dto/quote-request.dto';
import type { FeeSheetQueryDto } from './dto/fee-sheet-query.dto';

/** What a quote prices: the checked body (QuoteRequestDto) with its defaults filled. */
interface QuoteRequest {
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
  resolved: Resolution & { zone: string };
  /** The rated shipment kept, when `store` was asked and the quote succeeded. */
  ratedShipmentId?: number;
}

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
    private readonly surcharges: SurchargeHooks,
  ) {}

  /**
   * `em`: price and keep the rated shipment inside the caller's transaction (a label, 02 §9: the
   * shipment is written with the label or not at all); without it, reads and a transaction of its own.
   */
  async quote(body: QuoteRequestDto, admin: CurrentAdmin, inTransaction?: EntityManager): Promise<QuoteAnswer> {
    const req = requestOf(body);
    const em = inTransaction ?? this.ds.manager;
    // The client must be one this user may see (a sales user: its own).
    if (req.clientId !== undefined) await this.registry.find(client.name)!.get(req.clientId, admin);
    const account = await em.getRepository(entitySchemaOf(shippingAccount)).findOneBy({ id: req.shippingAccountId });
    if (!account) throw feeDetailsUnavailable();
    const carrier = Number(account.carrier);
    const zone = await this.zoneOf(em, carrier, req.fromAddress.zipCode, req.toAddress.zipCode);
    const book = await loadPricingBook(em, {
      carrier, shippingAccountId: req.shippingAccountId, carrierServiceId: req.carrierServiceId, clientIds: req.clientId === undefined ? [] : [req.clientId],
    });
    const resolved = book.resolve({
      clientId: req.clientId, shippingAccountId: req.shippingAccountId, carrierServiceId: req.carrierServiceId,
      packageType: req.packageType ?? 'YOUR_PACKAGING', zone, residential: req.residential, shipDate: req.shipDate, packages: req.packages,
    });
    if (!resolved.ok) throw new AppException(400, resolved.key);
    const result = quote(resolved.input);
    const keep = (tx: EntityManager) => this.storeIn(tx, req, resolved.input, result as QuoteSuccess, resolved.resolution.levelId, resolved.inputSurchargeIds, inTransaction ? admin : undefined);
    const ratedShipmentId = !req.store || !result.ok ? undefined
      : inTransaction ? await keep(inTransaction) : await this.lock.run(() => this.ds.transaction(keep));
    return { result, input: resolved.input, ...(ratedShipmentId ? { ratedShipmentId } : {}), resolved: { zone, ...resolved.resolution } };
  }

  /**
   * The fee sheet of a client (or a level) for one account, service, package type and address
   * type on a day (shipping-fee.ts): what each weight range costs per zone before surcharges.
   */
  async feeSheet(query: FeeSheetQueryDto, admin: CurrentAdmin): Promise<FeeSheet> {
    const id = (v: string | undefined) => (v ? Number(v) : undefined);
    const clientId = id(query.clientId);
    const levelId = id(query.levelId);
    const shippingAccountId = Number(query.shippingAccountId);
    const carrierServiceId = Number(query.carrierServiceId);
    if (clientId !== undefined) await this.registry.find(client.name)!.get(clientId, admin);
    const book = await loadPricingBook(this.ds.manager, { shippingAccountId, carrierServiceId, clientIds: clientId === undefined ? [] : [clientId] });
    const answer = feeSheet(book, {
      clientId, levelId, shippingAccountId, carrierServiceId, packageType: query.packageType || 'YOUR_PACKAGING',
      residential: query.residential === 'true', shipDate: query.date,
    });
    if (!answer.ok) throw new AppException(400, answer.key);
    return answer.sheet;
  }

  /** The priced shipment kept as a rated shipment (audited like any write). */
  private async storeIn(em: EntityManager, req: QuoteRequest, input: QuoteInput, result: QuoteSuccess, levelId: number, surchargeIds: number[], admin?: CurrentAdmin): Promise<number> {
    const billable = result.billableWeights.reduce((sum, w) => sum.plus(w), new Decimal(0));
    const row = await this.writer.in(em, admin).insert(ratedShipment, {
      reference: `RS${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
      clientId: req.clientId ?? null, shippingAccountId: req.shippingAccountId, carrierServiceId: req.carrierServiceId,
      packageType: req.packageType ?? 'YOUR_PACKAGING', shipDate: req.shipDate, zone: input.zone, residential: req.residential,
      packageCount: req.packages.length, billableWeight: billable.toFixed(4), pricingLevelId: levelId, total: result.total,
      packages: req.packages, lines: result.lines,
    });
    // The surcharges it was charged are now in use (level status Using).
    const charged = new Set(result.lines.flatMap((l) => (l.kind === 'surcharge' ? [l.code] : [])));
    const ids = input.surcharges.flatMap((s, i) => (charged.has(s.code) ? [surchargeIds[i]] : []));
    await this.surcharges.markUsing(em, this.writer.in(em), ids);
    return Number(row.id);
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
}

function feeDetailsUnavailable(): AppException {
  return new AppException(400, 'feeDetailsUnavailable');
}

/** The checked body with its defaults: no client, the default package type, not residential, not kept. */
function requestOf(body: QuoteRequestDto): QuoteRequest {
  return {
    clientId: body.clientId ?? undefined, shippingAccountId: body.shippingAccountId, carrierServiceId: body.carrierServiceId,
    packageType: body.packageType || undefined, fromAddress: { zipCode: body.fromAddress.zipCode }, toAddress: { zipCode: body.toAddress.zipCode },
    residential: body.residential ?? false, shipDate: body.shipDate, packages: body.packages, store: body.store ?? false,
  };
}
