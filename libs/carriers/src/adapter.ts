import type { Carrier } from './carriers';
import type { Bilingual, CarrierProblem } from './messages';
import type { Address } from './address/address';
import type { ParcelPackage } from './parcel/check-package';
import type { TrackingStatus } from './tracking/tracking-status';

/**
 * What every carrier integration answers: a rate, a label, a void, the tracking. The orders
 * domain talks to this interface only, so the sandbox (sandbox/) and a real carrier's HTTP
 * client are interchangeable. Times are epoch milliseconds; money is a decimal string in USD.
 */
export interface CarrierAdapter {
  readonly carrier: Carrier;
  rate(request: ShipmentRequest): Promise<Outcome<RateQuote>>;
  createLabel(request: LabelRequest): Promise<Outcome<CreatedLabel>>;
  void(trackingNumber: string): Promise<Outcome<{ status: TrackingStatus }>>;
  track(trackingNumber: string): Promise<Outcome<Tracking>>;
}

/** 02 §9 Signature type: indirect 1, direct 2, adult 3, service default 4, no signature 6. */
export const SIGNATURE_TYPE = { INDIRECT: 1, DIRECT: 2, ADULT: 3, SERVICE_DEFAULT: 4, NO_SIGNATURE: 6 } as const;
export type SignatureType = (typeof SIGNATURE_TYPE)[keyof typeof SIGNATURE_TYPE];

/** 02 §9 Label sizes: 4x6 and 8.5x11 inches. */
export const LABEL_SIZES = ['4x6', '8.5x11'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

export interface ShipmentRequest {
  carrier: Carrier;
  service: string;
  shipFrom: Address;
  shipTo: Address;
  packages: ParcelPackage[];
  signatureType?: SignatureType;
}

export interface LabelRequest extends ShipmentRequest {
  orderNo: string;
  labelSize: LabelSize;
}

export interface RateQuote { carrier: Carrier; service: string; amount: string; currency: 'USD'; estimatedDays?: number }

export interface CreatedLabel { trackingNumber: string; status: TrackingStatus; createdAt: number }

export interface TrackingEvent { status: TrackingStatus; at: number }
export interface Tracking { trackingNumber: string; status: TrackingStatus; events: TrackingEvent[] }

/** An answer, or why there is none: a message in both languages and, for a request's fields, their problems. */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; message: Bilingual; problems?: CarrierProblem[] };
