import { translate, type Envelope } from '@console/contracts';
import { http, settle } from '../../platform/http';

/**
 * What the pack station says to the server (02 §2 Batch and pack: pack work for a batch or an
 * order): the API's `/batch-pack/station` routes, whose answers carry the station as the server
 * keeps it (apps/api batch-pack station-state.ts; the web never imports the api, so the shapes
 * are restated here).
 */

export interface StationItem { itemId: number; sku: string; name: string; qty: number; packed: number }

export interface StationMaterial {
  id: number; code: string; name: string; length: string; width: string; height: string; dimUnit: string; weight: string; weightUnit: string;
}

export interface StationOrderRow { orderId: number; orderNo: string; status: number; units: number; left: number; packer: string | null }

export interface StationState {
  mode: 'batch' | 'order' | null;
  batch: { id: number; batchNo: string; status: number } | null;
  current: { orderId: number; orderNo: string; status: number; left: number; items: StationItem[]; material: StationMaterial | null } | null;
  orders: StationOrderRow[];
}

/** What a scan did (the server's ScanEvent): the station words its green line from it. */
export type ScanEvent =
  | { kind: 'batch' | 'order'; orderNo?: string; batchNo?: string }
  | { kind: 'product'; sku: string; orderNo: string }
  | { kind: 'material'; code: string };

export interface ScaleReading { weight: string | null; weightUnit: 'lb' }

/** A refusal's text in both languages, so the line follows a change of language. */
export interface Said { en: string; zh: string }

export type Answer<T> = { ok: true; data: T } | { ok: false; said: Said };

export const EMPTY_STATION: StationState = { mode: null, batch: null, current: null, orders: [] };

/**
 * One call. A refusal (02 §8's messages, a field's rule, no right) comes back as its text for the
 * station's red line and error sound, never as a toast: the packer looks at the station, not at
 * the corner of the screen. Only a lost sign-in takes the app's usual way (to /login).
 */
async function call<T>(method: 'get' | 'post' | 'delete', url: string, data?: unknown): Promise<Answer<T>> {
  const res = await http.request({ url, method, data, validateStatus: () => true }).catch(() => null);
  const body = (res?.data ?? null) as Partial<Envelope<T>> | null;
  if (res && res.status < 300 && (body?.result === 'OK' || body?.result === 'NODATA')) return { ok: true, data: body.data as T };
  if (res?.status === 401) return settle<never>(401, body, { suppressErrors: true });
  if (body?.message) return { ok: false, said: { en: body.message, zh: body.zhMessage || body.message } };
  return { ok: false, said: { en: translate('serverError', 'en'), zh: translate('serverError', 'zh') } };
}

export const STATION_URL = '/batch-pack/station';

export const scanCode = (code: string) => call<{ state: StationState; event: ScanEvent }>('post', `${STATION_URL}/scan`, { code });
export const undoLast = () => call<{ state: StationState; undone: { sku: string; orderNo: string } }>('post', `${STATION_URL}/undo`, {});
export const finishOrder = (weight: string) =>
  call<{ state: StationState; order: { id: number; orderNo: string; trackingNo: string | null } }>('post', `${STATION_URL}/finish`, { weight, weightUnit: 'lb' });
export const readScale = () => call<ScaleReading>('get', `${STATION_URL}/scale`);
export const leaveStation = () => call<StationState>('delete', STATION_URL);

/** The label of a packed order, as Print Label opens it (screens/orders/OrderLabel.tsx). */
export const labelUrl = (orderId: number) => `/api/resources/client-order/${orderId}/label`;
