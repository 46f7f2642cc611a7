import {
  ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN,
  ADMIN_MSG_WORK_ORDER_REPLY,
  ADMIN_MSG_WORK_ORDER_SLA_AT_RISK,
  type TicketBellNotice,
  type TicketBellPage,
} from '@console/contracts';
import { request } from '../../../platform/http';

/** The desk's pushes the bell counts (apps/api ticket-notices.ts). */
export const BELL_TYPES = [ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, ADMIN_MSG_WORK_ORDER_SLA_AT_RISK, ADMIN_MSG_WORK_ORDER_REPLY] as const;

/** Every cached answer of the bell starts with this: a push or a mark refreshes them all. */
export const BELL_KEY = ['ticket-notices'] as const;
export const UNSEEN_KEY = [...BELL_KEY, 'unseen'] as const;
/** The pages of the list (followed by the page number). */
export const PAGE_KEY = [...BELL_KEY, 'page'] as const;

/** One notice as `GET /api/me/ticket-notices` answers it (docs/api-conventions.md). */
export type BellNotice = TicketBellNotice;
export type BellPage = TicketBellPage;

/** Background calls: a failure leaves the bell as it was, without a toast over the screen. */
export function fetchUnseen(): Promise<number> {
  return request<{ unseen: number }>({ url: '/me/ticket-notices/unseen', method: 'get', suppressErrors: true }).then((d) => d.unseen);
}

export function listNotices(curPageNo: number, pageSize: number): Promise<BellPage> {
  return request<BellPage>({ url: '/me/ticket-notices', method: 'get', params: { curPageNo, pageSize } });
}

/** Marks these notices (or all) seen; answers how many are still unseen. */
export function markSeen(ids: number[] | 'all'): Promise<{ seen: number; unseen: number }> {
  return request({ url: '/me/ticket-notices/seen', method: 'post', data: ids === 'all' ? { all: true } : { ids } });
}
