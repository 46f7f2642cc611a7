import { DEFAULT_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, FieldError, ID_FILTER_KEY, LIST_PAGING_KEYS, MessageKey, bilingual, decodeFilterParam, decodeIdParam, isDateParam } from '@console/contracts';
import { FieldDef, FilterOperator, Label, ListTab, ResourceDef, SYSTEM_FIELD_LABELS, findListTab, isParamValue, kindOf, listTabParam, listTabParams } from '@console/metadata';
import { AppException, badRequest } from '../core/envelope/app-exception';

/**
 * Turns a list call's query string into a checked query: paging within bounds, sort and filters
 * only on fields the resource declares for them, values of the field's kind. Anything else is
 * a 400 before any SQL exists. The resource lists, their spec aliases, exports and the message
 * list all read their query through here, so one mistake gets one answer everywhere.
 */
interface ListFilter {
  field: string;
  /**
   * `empty`: an optional relation that names nothing (`assigneeId=none`: unassigned tickets);
   * `member`: a membership filter of the definition (`followerId=me`: the tickets I follow).
   */
  op: FilterOperator | 'empty' | 'member';
  value: unknown;
  /** between: either side may be missing. */
  to?: unknown;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  filters: ListFilter[];
  /**
   * 'YYYY-MM-DD', versioned resources only: the records in force on that day, each answered with
   * the values of its version then (the filters still match today's values).
   */
  asOf?: string;
}

const PAGING_KEYS = new Set<string>(LIST_PAGING_KEYS);
/** The list parameter naming the day a versioned resource is listed as of (ListQuery.asOf). */
export const AS_OF_KEY = 'asOf';
const AS_OF_LABEL = { en: 'As of', zh: '截至日期' };
const SORTABLE_SYSTEM = new Set(['id', 'createTime', 'updateTime']);
/** An `in` filter lists at most this many values (the web's multi-selects offer far fewer). */
export const MAX_IN_VALUES = 100;
/** A filter value longer than any column is a mistake, not a search. */
export const MAX_FILTER_LENGTH = 512;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A positive whole number of a query string (1 to 9 digits), the fallback when absent, else `invalid()`. */
export function positiveInt(raw: unknown, fallback: number, invalid: () => AppException = () => badRequest('badPaging')): number {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) throw invalid();
  return Number(raw);
}

/** `curPageNo` and `pageSize` of any paged list: positive integers, the size at most `maxPageSize`. */
export function parsePaging(query: Record<string, unknown>, maxPageSize: number, defaultPageSize = DEFAULT_PAGE_SIZE): { page: number; pageSize: number } {
  const page = positiveInt(query.curPageNo, 1);
  const pageSize = positiveInt(query.pageSize, defaultPageSize);
  if (pageSize > maxPageSize) throw badRequest('pageSizeTooLarge', { en: { max: maxPageSize }, zh: { max: maxPageSize } });
  return { page, pageSize };
}

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>): ListQuery {
  const { page, pageSize } = parsePaging(query, def.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE);

  const sortField = query.sortField === undefined || query.sortField === '' ? def.defaultSort.field : String(query.sortField);
  const sortable = SORTABLE_SYSTEM.has(sortField) || Object.hasOwn(def.fields, sortField) && def.fields[sortField].sort || sortField === def.defaultSort.field;
  if (!sortable) throw unknownField(sortField);
  const orderRaw = query.sortOrder === undefined || query.sortOrder === '' ? def.defaultSort.order : String(query.sortOrder).toLowerCase();
  if (orderRaw !== 'asc' && orderRaw !== 'desc' && orderRaw !== 'ascend' && orderRaw !== 'descend') throw unknownField(`sortOrder=${orderRaw}`);

  const filters: ListFilter[] = [];
  let asOf: string | undefined;
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key)) continue;
    if (key === AS_OF_KEY && def.versions) {
      if (typeof raw !== 'string' || !isDateParam(raw)) throw filterError(key, AS_OF_LABEL, 'dateInvalid');
      asOf = raw;
      continue;
    }
    if (key === ID_FILTER_KEY) {
      // `?id=1&id=2`: these records (the web's getMany in one call).
      const ids = parseIdTokens(decodeIdParam(raw), MAX_IN_VALUES);
      if (ids.length) filters.push({ field: 'id', op: 'in', value: ids });
      continue;
    }
    if (def.listTabs && key === listTabParam(def)) {
      // a tab's filter is read as the same parameters would be, ANDed with the query's own (ResourceDef.listTabs)
      for (const [tabKey, tabRaw] of Object.entries(listTabParams(def, tabOf(def, raw)))) {
        const filter = readFilter(def, tabKey, tabRaw);
        if (filter) filters.push(filter);
      }
      continue;
    }
    const filter = readFilter(def, key, raw);
    if (filter) filters.push(filter);
  }
  return { page, pageSize, sortField, sortOrder: orderRaw.startsWith('asc') ? 'ASC' : 'DESC', filters, ...(asOf ? { asOf } : {}) };
}

/** One filter parameter of a list query: a member filter or a filtered field's value; null when it asks for nothing. */
function readFilter(def: ResourceDef, key: string, raw: unknown): ListFilter | null {
  const member = def.memberFilters && Object.hasOwn(def.memberFilters, key) ? def.memberFilters[key] : undefined;
  if (member) {
    // only the signed-in user's own memberships: nobody lists what another user follows
    if (raw !== MEMBER_ME) throw filterError(key, member.label, 'filterMemberMe');
    return { field: key, op: 'member', value: MEMBER_ME };
  }
  const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
  if (!field?.filter) throw unknownField(key);
  // `?status=1&status=2` arrives as an array: one value per filter (an `in` filter takes a list).
  if (typeof raw !== 'string') throw filterError(key, field.label, 'filterRepeated');
  if (raw === '') return null;
  if (raw.length > MAX_FILTER_LENGTH) throw filterError(key, field.label, 'filterTooLong', MAX_FILTER_LENGTH);
  // NUL and other control characters: SQLite and MySQL disagree on what they match.
  if (CONTROL_CHARS.test(raw)) throw filterError(key, field.label, 'filterControlChars');
  if (raw === EMPTY_RELATION && field.kind === 'relation' && !field.required) return { field: key, op: 'empty', value: null };
  return parseFilter(key, field, raw);
}

/** The tab a query names (empty: the All tab); 400 naming the tabs for any other code. */
function tabOf(def: ResourceDef, raw: unknown): ListTab {
  const tabs = def.listTabs!.tabs;
  const tab = typeof raw === 'string' ? findListTab(def, raw) : undefined;
  if (tab) return tab;
  // no All tab and no code: nothing to filter by, as if the parameter were absent
  if (raw === '') return { code: '', label: { en: '', zh: '' }, filter: {} };
  const shown = (typeof raw === 'string' ? raw : String(raw)).replace(new RegExp(CONTROL_CHARS.source, 'g'), '?').slice(0, 32);
  const names = (lang: 'en' | 'zh') => tabs.map((t) => `${t.label[lang]} (${t.code === '' ? (lang === 'en' ? 'empty' : '空') : t.code})`).join(', ');
  const param = listTabParam(def);
  const params = (lang: 'en' | 'zh') => ({ tab: `${param}=${shown}`, tabs: names(lang) });
  const error: FieldError = { field: param, ...bilingual('listTabUnknown', { en: params('en'), zh: params('zh') }) };
  throw badRequest('listTabUnknown', { en: params('en'), zh: params('zh') }, { errors: [error] });
}

/** The one value of a membership filter: the signed-in user. */
const MEMBER_ME = 'me';

/** The filter value of an optional relation that names nothing (no id is a word). */
const EMPTY_RELATION = 'none';

/**
 * Record ids of a query (`id=1&id=2` or `id=1,2`): each a positive 32-bit integer, at most `max`
 * of them, else 400 naming the ID filter.
 */
export function parseIdTokens(tokens: string[] | null, max: number): number[] {
  const label = SYSTEM_FIELD_LABELS.id;
  if (tokens === null) throw filterError(ID_FILTER_KEY, label, 'badId');
  if (tokens.length > max) throw filterError(ID_FILTER_KEY, label, 'filterTooManyValues', max);
  return tokens.map((token) => {
    if (!/^[0-9]{1,10}$/.test(token) || Number(token) < 1 || Number(token) > 2_147_483_647) throw filterError(ID_FILTER_KEY, label, 'badId');
    return Number(token);
  });
}

/** The unknown name is echoed for the user, but never control characters or a whole novel. */
function unknownField(raw: string): AppException {
  const field = raw.replace(new RegExp(CONTROL_CHARS.source, 'g'), '?').slice(0, 64);
  return badRequest('unknownFilter', { en: { field }, zh: { field } });
}

/** A 400 whose headline and `data.errors[0]` name the filter's field in both languages. */
function filterError(key: string, label: Label, message: MessageKey, max?: number): AppException {
  const params = (lang: 'en' | 'zh') => ({ field: label[lang], ...(max !== undefined ? { max } : {}) });
  const error: FieldError = { field: key, ...bilingual(message, { en: params('en'), zh: params('zh') }) };
  return badRequest(message, { en: params('en'), zh: params('zh') }, { errors: [error] });
}

/** A parameter split by the contracts' decoder (the web's encoder mirrors it), each token read by its kind. */
function parseFilter(key: string, field: FieldDef, raw: string): ListFilter {
  const decoded = decodeFilterParam(field.filter!, raw);
  if (!decoded) throw filterError(key, field.label, 'filterRange');
  switch (decoded.operator) {
    case 'in':
      if (decoded.values.length > MAX_IN_VALUES) throw filterError(key, field.label, 'filterTooManyValues', MAX_IN_VALUES);
      return { field: key, op: 'in', value: decoded.values.map((v) => scalar(key, field, v)) };
    case 'between':
      return {
        field: key, op: 'between',
        value: decoded.from === undefined ? undefined : scalar(key, field, decoded.from),
        to: decoded.to === undefined ? undefined : scalar(key, field, decoded.to, true),
      };
    case 'contains':
      return { field: key, op: 'contains', value: decoded.value };
    default:
      return { field: key, op: decoded.operator, value: scalar(key, field, decoded.value, decoded.operator === 'lte') };
  }
}

/** One filter token as the field's value (the kind registry reads it); `to` marks a range's upper bound. */
export function scalar(key: string, field: FieldDef, raw: string, to = false): unknown {
  const kind = kindOf(field);
  const value = kind.parseParam(raw, field, to ? 'end' : 'start');
  if (!isParamValue(value)) throw filterError(key, field.label, kind.paramMessage);
  return value;
}

/** `!` escapes LIKE wildcards on both SQLite and MySQL (backslash differs between them). */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
