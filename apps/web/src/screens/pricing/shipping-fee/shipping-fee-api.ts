import { translate, type CarrierInfo, type CarrierServiceInfo, type Envelope, type FeeCell, type FeeSheet, type Language, type MessageKey, type PricingResolution } from '@console/contracts';
import type { Line, PackageInput, QuoteResult } from '@console/pricing';
import { http, settle } from '../../../platform/http';
import { shipmentPath } from '../../../engine/paths';

/**
 * What the shipping-fee page asks the API: the carriers' services and accounts (02 §7's shared
 * call), the fee sheet and the quote of the rate engine. A refusal of the engine's calls comes back
 * with both languages, so the page shows it in the language of the moment.
 */

export type { CarrierInfo, FeeCell, FeeSheet, PricingResolution as Resolution };
export type ServiceInfo = CarrierServiceInfo;

export interface FeeSheetQuery {
  clientId?: number;
  levelId?: number;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType: string;
  residential: boolean;
  /** YYYY-MM-DD */
  date: string;
}

export interface QuoteRequest {
  clientId?: number;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType: string;
  fromAddress: { zipCode: string };
  toAddress: { zipCode: string };
  residential: boolean;
  shipDate: string;
  packages: PackageInput[];
}

export interface QuoteAnswer {
  result: QuoteResult;
  resolved: PricingResolution & { zone: string };
}

export type { Line };

/** A text in both languages (an envelope's message and zhMessage). */
export type Bilingual = Record<Language, string>;

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: Bilingual };

export { shipmentPath };

/**
 * One call whose refusal the page shows itself: the envelope's texts in both languages. A 401
 * still signs out (the app's usual way); no answer at all reads as the server error.
 */
export async function call<T>(config: Parameters<typeof http.request>[0]): Promise<Outcome<T>> {
  const res = await http.request({ ...config, validateStatus: () => true }).catch(() => null);
  if (!res) return { ok: false, message: { en: translate('serverError', 'en'), zh: translate('serverError', 'zh') } };
  const body = (res.data ?? {}) as Partial<Envelope<T>>;
  if (res.status < 300 && (body.result === 'OK' || body.result === 'NODATA')) return { ok: true, data: body.data as T };
  if (res.status === 401) return settle<never>(res.status, res.data, { suppressErrors: true });
  const fallback: MessageKey = res.status === 403 ? 'forbidden' : 'genericError';
  return { ok: false, message: { en: body.message || translate(fallback, 'en'), zh: body.zhMessage || body.message || translate(fallback, 'zh') } };
}

/** The query string of a fee-sheet call: a client or a level (never both), and the rest. */
export function feeSheetParams(query: FeeSheetQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.clientId !== undefined) params.clientId = String(query.clientId);
  else if (query.levelId !== undefined) params.levelId = String(query.levelId);
  params.shippingAccountId = String(query.shippingAccountId);
  params.carrierServiceId = String(query.carrierServiceId);
  params.packageType = query.packageType;
  params.residential = query.residential ? 'true' : 'false';
  params.date = query.date;
  return params;
}

export const fetchFeeSheet = (query: FeeSheetQuery) =>
  call<FeeSheet>({ url: shipmentPath('admin/rate/fee-sheet'), method: 'get', params: feeSheetParams(query) });

export const fetchQuote = (body: QuoteRequest) =>
  call<QuoteAnswer>({ url: shipmentPath('admin/rate/quote'), method: 'post', data: body });
