import { badRequest } from '../../core/envelope/app-exception';

/** Longer than any title column: a mistake, not a search. */
const MAX_SEARCH_LENGTH = 100;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * The `q` of a search, trimmed; '' when blank or absent (no hits, not an error). Given twice,
 * too long, with control characters or beside another parameter: 400 in both languages.
 */
export function parseSearchText(query: Record<string, unknown>): string {
  const unknown = Object.keys(query).find((k) => k !== 'q');
  if (unknown !== undefined) {
    const field = unknown.replace(new RegExp(CONTROL_CHARS.source, 'g'), '?').slice(0, 64);
    throw badRequest('unknownParam', { en: { field }, zh: { field } });
  }
  const raw = query.q;
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw badRequest('filterRepeated', { en: { field: 'q' }, zh: { field: 'q' } });
  const text = raw.trim();
  if (text.length > MAX_SEARCH_LENGTH) throw badRequest('searchTooLong', { en: { max: MAX_SEARCH_LENGTH }, zh: { max: MAX_SEARCH_LENGTH } });
  if (CONTROL_CHARS.test(text)) throw badRequest('searchControlChars');
  return text;
}
