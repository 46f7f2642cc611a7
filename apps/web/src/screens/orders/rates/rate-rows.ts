import { formatMoney, type CarrierInfo } from '@console/contracts';
import { translatePricingMessage, type Line } from '@console/pricing';

/** What Get Rate answers for one service (the action's data): the quote's result, the zone and the service priced. */
export type RateAnswer =
  | { ok: true; lines: Line[]; total: string; billableWeights: string[]; zone: string; carrierServiceId: number }
  | { ok: false; message: string; zone?: string; carrierServiceId: number };

/** One service's state on the panel: not asked yet, being priced, priced, or refused (the API's or the engine's message). */
export type RateState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'answer'; answer: RateAnswer }
  | { kind: 'refused'; message: { en: string; zh: string } };

export interface RateRow {
  serviceId: number;
  serviceName: string;
  /** The order's own service (priced first, listed first). */
  isOrder: boolean;
  state: RateState['kind'];
  zone: string;
  total: string;
  /** Why there is no total, in the language asked. */
  message?: string;
}

/**
 * The panel's rows: the active services of the order's carrier (02 §7's shared call lists them
 * with the accounts; the account prices only its carrier's services), the order's service first,
 * each with its zone and total once priced, or the message that says why not.
 */
export function rateRows(infos: CarrierInfo[], order: { carrier: number; carrierServiceId: number }, states: Record<number, RateState>, lang: 'en' | 'zh'): RateRow[] {
  const services = infos.find((c) => c.carrier === order.carrier)?.services ?? [];
  const rows = services.map((s): RateRow => {
    const state = states[s.serviceId] ?? { kind: 'idle' };
    const base = { serviceId: s.serviceId, serviceName: s.serviceName, isOrder: s.serviceId === order.carrierServiceId, state: state.kind, zone: '', total: '' };
    if (state.kind === 'refused') return { ...base, message: state.message[lang] };
    if (state.kind !== 'answer') return base;
    const { answer } = state;
    if (!answer.ok) return { ...base, zone: answer.zone ?? '', message: translatePricingMessage(answer.message, lang) };
    return { ...base, zone: answer.zone, total: formatMoney(answer.total) };
  });
  return [...rows.filter((r) => r.isOrder), ...rows.filter((r) => !r.isOrder)];
}
