import { badRequest } from '../core/envelope/app-exception';
import { positiveInt } from './query';

/** Most history entries one call may ask for; the web asks for pages of 20. */
export const HISTORY_MAX_LIMIT = 100;
export const HISTORY_DEFAULT_LIMIT = 20;

export interface HistoryPage {
  /** Entries older than this audit id (the last one of the previous page); none: the newest. */
  before?: number;
  limit: number;
}

/**
 * `?before=&limit=` of a record's history: paged by audit id, newest first, so an entry written
 * while someone reads never shifts the next page. Anything else in the query is refused.
 */
export function parseHistoryPage(query: Record<string, unknown>): HistoryPage {
  const unknown = Object.keys(query).find((k) => k !== 'before' && k !== 'limit');
  if (unknown !== undefined) {
    const field = unknown.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 64); // eslint-disable-line no-control-regex
    throw badRequest('unknownParam', { en: { field }, zh: { field } });
  }
  const invalid = () => badRequest('badHistoryPaging', { en: { max: HISTORY_MAX_LIMIT }, zh: { max: HISTORY_MAX_LIMIT } });
  const limit = positiveInt(query.limit, HISTORY_DEFAULT_LIMIT, invalid);
  if (limit > HISTORY_MAX_LIMIT) throw invalid();
  const before = query.before === undefined || query.before === '' ? undefined : positiveInt(query.before, 0, invalid);
  if (before !== undefined && before > 2_147_483_647) throw invalid();
  return { before, limit };
}
