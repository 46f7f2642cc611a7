import { dayPlus, daysBetween, isDateParam, type FieldError } from '@console/contracts';

/**
 * What the order summary is asked (`GET /api/orders/summary`): a range of days, both ends in,
 * as 'YYYY-MM-DD' UTC days (times are stored in UTC, 02 §9; the screen's shortcuts — last week,
 * last month, last 3 months — are ranges of days), at most 366 days, and optionally one client
 * and one warehouse. Refusals name the parameter, in both languages.
 */
export interface SummaryQuery {
  from: string;
  to: string;
  clientId?: number;
  warehouseId?: number;
}

export const MAX_SUMMARY_DAYS = 366;

const error = (field: string, en: string, zh: string): FieldError => ({ field, message: en, zhMessage: zh });

export function readSummaryQuery(query: Record<string, unknown>): SummaryQuery | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const from = String(query.from ?? '');
  const to = String(query.to ?? '');
  if (!isDateParam(from)) errors.push(error('from', 'From: a date as YYYY-MM-DD', '开始日期：格式为 YYYY-MM-DD'));
  if (!isDateParam(to)) errors.push(error('to', 'To: a date as YYYY-MM-DD', '结束日期：格式为 YYYY-MM-DD'));
  if (!errors.length && to < from) errors.push(error('to', 'To must not be before From', '结束日期不能早于开始日期'));
  if (!errors.length && daysBetween(from, to) + 1 > MAX_SUMMARY_DAYS) errors.push(error('to', `The range may cover at most ${MAX_SUMMARY_DAYS} days`, `日期范围最多 ${MAX_SUMMARY_DAYS} 天`));
  const id = (key: 'clientId' | 'warehouseId') => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1) errors.push(error(key, `${key === 'clientId' ? 'Client' : 'Warehouse'}: an id`, `${key === 'clientId' ? '客户' : '仓库'}：须为 ID`));
    return n;
  };
  const clientId = id('clientId');
  const warehouseId = id('warehouseId');
  if (errors.length) return { errors };
  return { from, to, ...(clientId ? { clientId } : {}), ...(warehouseId ? { warehouseId } : {}) };
}

/** The range as the query's bounds on create_time: [from 00:00, the day after to 00:00). */
export const boundsOf = (q: SummaryQuery): [string, string] => [`${q.from} 00:00:00`, `${dayPlus(q.to, 1)} 00:00:00`];
