import { type CarrierInfo, type CarrierServiceInfo, type Envelope, type FieldError, type Page } from '@console/contracts';
import { levelPriceCard, pricingLevel, rateCard } from '@console/resources';
import { http, request, settle } from '../../../platform/http';
import { languageOf, messageOf } from '../../../platform/envelope';
import type { CardRow } from './grid-model';
import type { RateCardRecord } from './grid-compare';

/**
 * What set-level reads and writes, all through the generic resource API (and the shared
 * carrier-info call of 02 §7 for services and accounts), so rights, rules and versions are the
 * engine's. A list of the few records one service has fits one page.
 */

export interface LevelRecord {
  id: number;
  levelName: string;
  levelCode: string;
  defaultRule: string;
  capAtPublish?: boolean;
}

export type { CarrierInfo };
export type ServiceInfo = CarrierServiceInfo;

export interface LevelCardRecord {
  id: number;
  version: number;
  pricingLevelId: number;
  carrierServiceId: number;
  packageType: string;
  addressType: number;
  minimumCharge: string | null;
  rows: CardRow[];
  effectiveFrom: string | null;
  updateTime?: string;
}

const PAGE = 1000;
const list = <T>(resource: string, params: Record<string, string | number>) =>
  request<Page<T>>({ url: `/resources/${resource}`, method: 'get', params: { pageSize: PAGE, ...params } }).then((page) => page?.records ?? []);

/** The price-list mode: the only rule whose level has cards of its own. */
export const PRICE_LIST_RULE = 'GENERAL_PRICING';

export const loadLevels = () => list<LevelRecord>(pricingLevel.name, { sortField: 'levelName', sortOrder: 'asc' });

/** Every card of one level and service (all package types and address types: the tabs mark those that exist). */
export const loadLevelCards = (levelId: number, serviceId: number) =>
  list<LevelCardRecord>(levelPriceCard.name, { pricingLevelId: levelId, carrierServiceId: serviceId });

/**
 * The platform's cost and publish cards of a service, on every account, as they are in force on
 * `day` (the card's effective date): a price list for next month is compared with next month's rates.
 */
export const loadRateCards = (serviceId: number, day: string) => list<RateCardRecord>(rateCard.name, { carrierServiceId: serviceId, asOf: day });

export interface CardValues {
  pricingLevelId: number;
  carrierServiceId: number;
  packageType: string;
  addressType: number;
  minimumCharge: string;
  rows: CardRow[];
  effectiveFrom: string;
}

export type SaveOutcome =
  | { kind: 'saved'; record: LevelCardRecord }
  /** The server refused values: its messages by field, in the user's language. */
  | { kind: 'invalid'; errors: Array<{ field: string; message: string }>; message: string }
  /** Someone saved this card since it was read (409). */
  | { kind: 'conflict'; message: string };

/**
 * Creates the card, or updates it with the version it was read at. Refusals with field errors
 * and version conflicts come back for the grid to show; anything else (401, 403, 5xx) takes the
 * app's usual way (toast, sign-in).
 */
export async function saveLevelCard(existing: Pick<LevelCardRecord, 'id' | 'version'> | undefined, values: CardValues, language: string): Promise<SaveOutcome> {
  const body = existing
    ? { version: existing.version, minimumCharge: values.minimumCharge, rows: values.rows, effectiveFrom: values.effectiveFrom }
    : values;
  const url = `/resources/${levelPriceCard.name}${existing ? `/${existing.id}` : ''}`;
  const res = await http.request({ url, method: existing ? 'put' : 'post', data: body, validateStatus: () => true }).catch(() => null);
  const lang = languageOf(language);
  const envelope = (res?.data ?? {}) as Partial<Envelope<{ errors?: FieldError[] } | null>>;
  if (res && res.status < 300 && envelope.result === 'OK') return { kind: 'saved', record: envelope.data as unknown as LevelCardRecord };
  if (res?.status === 409) return { kind: 'conflict', message: messageOf(envelope, lang) };
  const errors = envelope.data?.errors;
  if (res?.status === 400 && Array.isArray(errors) && errors.length) {
    return {
      kind: 'invalid',
      message: messageOf(envelope, lang),
      errors: errors.map((e) => ({ field: e.field, message: (lang === 'en' ? e.message : e.zhMessage || e.message) || messageOf(envelope, lang) })),
    };
  }
  return settle<never>(res?.status ?? 0, res?.data, {});
}

