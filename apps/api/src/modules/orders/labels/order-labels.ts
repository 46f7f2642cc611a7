import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CARRIER_LINE_NAME, TRACKING_STATUS, carrierOfCode, convertWeight, sandboxAdapter, say, trackSandboxLabel,
  SANDBOX_EXCEPTION_STREET, type Address, type Carrier, type LabelSize, type SandboxLabel, type SignatureType, type TrackingStatus, type WeightUnit,
} from '@console/carriers';
import { CHANGE_TYPE, DEDUCTION_TYPE, parseUnits, type DeductionType } from '@console/ledger';
import { balanceEntry, carrierService, client, financeAccount } from '@console/resources';
import { AppException } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { afterCommit } from '../../../engine/after-commit';
import { CountCache } from '../../../engine/count-cache';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { FileService } from '../../../engine/files/file.service';
import type { RecordWriter } from '../../../engine/record-writer';
import type { Row } from '../../../engine/row';
import { ClientAccessService } from '../../clients/client-access.service';
import { openAccount, postInTransaction } from '../../finance/ledger-writes';
import type { PostingRequest } from '../../finance/posting-request';
import { QuoteService } from '../../pricing/quote.service';
import type { QuoteRequestDto } from '../../pricing/dto/quote-request.dto';
import { ORDER_MESSAGES, addressOf } from '../order-rules';
import { labelPdf } from './label-pdf';
import { PARCEL_ORDERS, type LabelledKind } from './labelled-kind';

type Records = ReturnType<RecordWriter['in']>;
interface ActionContext { em: EntityManager; admin: CurrentAdmin; records: Records }

/** A label that still stands (not void pending, not voided): an order has at most one. */
export const LIVE = [TRACKING_STATUS.LABEL_CREATED, TRACKING_STATUS.IN_TRANSIT, TRACKING_STATUS.DELIVERED, TRACKING_STATUS.EXCEPTION] as number[];
export const VOID = [TRACKING_STATUS.VOID_PENDING, TRACKING_STATUS.VOIDED] as number[];

/** 02 §8 labels' messages (libs/carriers), as the API's exceptions take them. */
const refused = (status: number, key: Parameters<typeof say>[0]) => new AppException(status, say(key));

/**
 * Shipping labels of parcel and cross-dock orders (02 §4, §9; `kind`, labelled-kind.ts) with the sandbox carrier (libs/carriers): Create
 * Label prices the packages with the pricing domain's quote (the rated shipment kept with its
 * engine input), takes the money by the client's deduction type (instant: a debit, change type
 * 1 creating labels; holding: a hold of the same amount on the available balance), asks the
 * carrier for the tracking number and stores the label PDF as a file — all in the action's one
 * transaction, so a refusal ('Insufficient available balance', 'Generate Label Failed') leaves
 * nothing behind. Void Label gives the money back (change type 5, voiding labels: the debit
 * refunded or the hold released) in one transaction. The order row is the sandbox carrier's
 * store of its label (created, void requested, the exception test address).
 */
@Injectable()
export class OrderLabels {
  constructor(
    private readonly quotes: QuoteService,
    private readonly access: ClientAccessService,
    private readonly files: FileService,
    private readonly counts: CountCache,
  ) {}

  async create(current: Row, { em, admin, records }: ActionContext, kind: LabelledKind = PARCEL_ORDERS, now = Date.now()): Promise<{ trackingNo: string; total: string; fileId: number; trackingStatus: TrackingStatus }> {
    const orderId = Number(current.id);
    if (current.trackingNo && LIVE.includes(Number(current.trackingStatus))) throw new AppException(409, ORDER_MESSAGES.labelExists);
    const rows = await em.getRepository(entitySchemaOf(kind.packages)).find({ where: { [kind.foreignKey]: orderId }, order: { id: 'ASC' } }) as Row[];
    // 02 §8: no package, no label (checked before the client and the price: nothing to price)
    if (!rows.length) throw refused(400, 'packagesRequired');
    const recipient = addressOf(current.recipient);
    const sender = addressOf(current.sender);
    if (!recipient || !sender || recipient.countryCode.trim().toUpperCase() !== 'US') throw new AppException(400, ORDER_MESSAGES.rateNotUs);
    const clientId = Number(current.clientId);
    // 01 §4: a frozen, inactive or suspended client creates no label
    await this.access.assertClientMay(clientId, 'createLabel', em);
    const carrier = carrierOfCode(Number(current.carrier));
    const service = await em.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: Number(current.carrierServiceId) }) as Row | null;
    if (!carrier || !service) throw refused(400, 'generateLabelFailed');

    // the price: the pricing domain's quote, its rated shipment written in this transaction
    const shipDate = new Date(now).toISOString().slice(0, 10);
    const answer = await this.quotes.quote(quoteBodyOf(current, rows, sender, recipient, shipDate, true), admin, em);
    if (!answer.result.ok || !answer.ratedShipmentId) throw refused(400, 'rateUnavailable');
    const total = answer.result.total;
    const ratedShipmentId = answer.ratedShipmentId;
    const amount = parseUnits(total) ?? 0n;

    // the money's way (02 §9): a debit, or a hold on the available balance; posted last, below
    const standing = await em.getRepository(entitySchemaOf(client)).findOneBy({ id: clientId }) as Row | null;
    const deduction: DeductionType = Number(standing?.deductionType) === DEDUCTION_TYPE.HOLDING ? DEDUCTION_TYPE.HOLDING : DEDUCTION_TYPE.INSTANT;

    // the carrier: the tracking number in its format, or 'Generate Label Failed'
    let made: SandboxLabel | undefined;
    const adapter = sandboxAdapter(carrier, {
      now: () => now,
      // The label's rated shipment (a row of its own, just written) numbers it: unique without a
      // shared counter, whose row lock held every label of a carrier until the one before committed.
      // A rolled-back label leaves no tracking number behind, so an id given back is never a duplicate.
      nextSequence: async () => ratedShipmentId,
      load: async () => undefined,
      save: async (label) => { made = label; },
    });
    const outcome = await adapter.createLabel({
      carrier, service: String(service.serviceCode), shipFrom: sender, shipTo: recipient, orderNo: String(current.orderNo),
      labelSize: labelSizeOf(current.labelSize), signatureType: Number(current.signatureType) as SignatureType,
      packages: rows.map((p) => ({ length: Number(p.length), width: Number(p.width), height: Number(p.height), dimensionUnit: String(p.dimUnit ?? 'in') as 'in' | 'cm', weight: Number(p.weight), weightUnit: String(p.weightUnit ?? 'lb') as WeightUnit })),
    });
    if (!outcome.ok || !made) {
      const problems = outcome.ok ? [] : (outcome.problems ?? []).map((p) => ({ field: p.field, message: p.en, zhMessage: p.zh }));
      throw new AppException(400, outcome.ok ? say('generateLabelFailed') : outcome.message, {}, problems.length ? { errors: problems } : undefined);
    }
    const trackingNo = made.trackingNumber;

    // the PDF (02 §9 label sizes), kept as a file of the order
    const weightUnit = String(rows[0].weightUnit ?? 'lb') as WeightUnit;
    const bytes = await labelPdf({
      size: labelSizeOf(current.labelSize), sender, recipient, carrier: CARRIER_LINE_NAME[carrier], service: String(service.serviceName ?? service.serviceCode).toUpperCase(),
      weight: Math.round(rows.reduce((sum, p) => sum + convertWeight(Number(p.weight), String(p.weightUnit ?? 'lb') as WeightUnit, weightUnit), 0) * 100) / 100,
      weightUnit, orderNo: String(current.orderNo), trackingNo, signatureType: Number(current.signatureType) as SignatureType,
      shipDate: `${shipDate.slice(5, 7)}/${shipDate.slice(8, 10)}/${shipDate.slice(0, 4)}`,
    });
    const fileId = await this.storeFile(em, admin, kind, orderId, `${String(current.orderNo)}.pdf`, bytes);

    // the money last: the client's account row is locked from here to the commit, not while the PDF is drawn
    await this.post(em, clientId, admin, {
      changeType: CHANGE_TYPE.CREATING_LABELS, deductionType: deduction,
      amount: deduction === DEDUCTION_TYPE.INSTANT ? -amount : 0n, pendingDelta: deduction === DEDUCTION_TYPE.HOLDING ? amount : 0n,
      note: `Label ${trackingNo} of order ${String(current.orderNo)}`, idempotencyKey: `label-${trackingNo}`, source: { type: 'label', id: trackingNo },
    });

    await records.update(kind.order, orderId, {
      trackingNo, trackingStatus: outcome.status, labelTotal: total, labelCreatedAt: new Date(now), voidRequestedAt: null,
      labelDeductionType: deduction, labelFileId: fileId, ratedShipmentId,
      // a label again: the order leaves the replace-label list (02 §2 client-order-replace-label)
      labelReplaceNeeded: false,
    });
    return { trackingNo, total, fileId, trackingStatus: outcome.status };
  }

  async void(current: Row, { em, admin, records }: ActionContext, kind: LabelledKind = PARCEL_ORDERS, now = Date.now()): Promise<{ trackingNo: string; trackingStatus: TrackingStatus }> {
    const trackingNo = String(current.trackingNo ?? '');
    if (!trackingNo) throw refused(400, 'trackingNotFound');
    if (VOID.includes(Number(current.trackingStatus))) throw refused(400, 'labelVoid');
    // the status the tracking stored (02 §4): a parcel the carrier scanned is not voided
    if (Number(current.trackingStatus) !== TRACKING_STATUS.LABEL_CREATED) throw refused(400, 'labelNotVoidable');
    const carrier = carrierOfCode(Number(current.carrier));
    if (!carrier) throw refused(400, 'trackingNotFound');
    let saved: SandboxLabel | undefined;
    const adapter = sandboxAdapter(carrier, {
      now: () => now,
      nextSequence: async () => 0,
      load: async (n) => (n === trackingNo ? sandboxLabelOf(current, carrier) : undefined),
      save: async (label) => { saved = label; },
    });
    const outcome = await adapter.void(trackingNo);
    if (!outcome.ok) throw new AppException(400, outcome.message);
    const amount = parseUnits(String(current.labelTotal ?? '0')) ?? 0n;
    if (amount > 0n) {
      const holding = Number(current.labelDeductionType) === DEDUCTION_TYPE.HOLDING;
      await this.post(em, Number(current.clientId), admin, {
        changeType: CHANGE_TYPE.VOIDING_LABELS, deductionType: holding ? DEDUCTION_TYPE.HOLDING : DEDUCTION_TYPE.INSTANT,
        amount: holding ? 0n : amount, pendingDelta: holding ? -amount : 0n,
        note: `Void of label ${trackingNo} of order ${String(current.orderNo)}`, idempotencyKey: `void-${trackingNo}`, source: { type: 'label', id: trackingNo },
      });
    }
    await records.update(kind.order, Number(current.id), { trackingStatus: outcome.status, voidRequestedAt: new Date(saved?.voidRequestedAt ?? now) });
    return { trackingNo, trackingStatus: outcome.status };
  }

  /** The ledger posting, in the label's transaction (ledger-writes.ts), the account opened first when the client has none. */
  private async post(em: EntityManager, clientId: number, admin: CurrentAdmin, request: PostingRequest): Promise<void> {
    await openAccount(em, clientId);
    const posted = await postInTransaction(em, clientId, request, admin.userName);
    if (posted.repeated) return;
    for (const name of [balanceEntry.name, financeAccount.name, client.name]) afterCommit(em, () => this.counts.invalidate(name));
  }

  /**
   * The PDF as a file held by the order (its viewers may download it, /api/files/:id too). The
   * bytes go to storage in the transaction; a rollback leaves them without a row, and the files'
   * sweep removes such strays.
   */
  private async storeFile(em: EntityManager, admin: CurrentAdmin, kind: LabelledKind, orderId: number, name: string, bytes: Uint8Array): Promise<number> {
    const row = await this.files.storeBytes(em, { name, mime: 'application/pdf', bytes, owner: admin.id, resource: kind.order.name, recordId: orderId, field: 'labelFileId' });
    return row.id;
  }
}

/** What the sandbox carrier remembers of an order's label, read back from the order row. */
export function sandboxLabelOf(order: Row, carrier: Carrier): SandboxLabel {
  const recipient = addressOf(order.recipient);
  const streets = [recipient?.addressLine1 ?? '', recipient?.addressLine2 ?? ''].map((s) => s.trim().toUpperCase());
  const at = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
  return {
    carrier, service: '', trackingNumber: String(order.trackingNo), createdAt: at(order.labelCreatedAt),
    ...(order.voidRequestedAt ? { voidRequestedAt: at(order.voidRequestedAt) } : {}),
    exception: streets.includes(SANDBOX_EXCEPTION_STREET),
  };
}

/** The tracking status of an order's label at `now` (the sandbox's timeline, 02 §4), or null when it has none. */
export function trackingStatusAt(order: Row, now: number): TrackingStatus | null {
  const carrier = carrierOfCode(Number(order.carrier));
  if (!order.trackingNo || !carrier || !order.labelCreatedAt) return null;
  return trackSandboxLabel(sandboxLabelOf(order, carrier), now).status;
}

export function labelSizeOf(value: unknown): LabelSize {
  return value === '8.5x11' ? '8.5x11' : '4x6';
}

/** The quote body of an order's packages (Get Rate and Create Label price alike, 02 §2). */
export function quoteBodyOf(order: Row, rows: Row[], sender: Address, recipient: Address, shipDate: string, store: boolean): QuoteRequestDto {
  return {
    clientId: Number(order.clientId), shippingAccountId: Number(order.shippingAccountId), carrierServiceId: Number(order.carrierServiceId),
    packageType: String(order.packageType || 'YOUR_PACKAGING'), fromAddress: { zipCode: sender.zipCode }, toAddress: { zipCode: recipient.zipCode },
    residential: recipient.isResidential === true, shipDate, store,
    packages: rows.map((p) => ({ weight: String(p.weight), weightUnit: p.weightUnit, length: String(p.length), width: String(p.width), height: String(p.height), dimUnit: p.dimUnit })),
  } as unknown as QuoteRequestDto;
}
