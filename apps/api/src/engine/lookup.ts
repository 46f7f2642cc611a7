import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE, ID_FILTER_KEY, decodeIdParam } from '@console/contracts';
import { LOOKUP_DEFAULT_LIMIT, LOOKUP_MAX_LIMIT, LookupEntry, ResourceDef, lookupLabel } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import { entitySchemaOf } from './entity-schema';
import { applyOwnerScope, ownerScope } from './data-scope';
import type { FindResource } from './find-resource';
import { MAX_FILTER_LENGTH, likePattern, parseIdTokens, parsePaging, scalar } from './query';
import type { Row } from './row';

/**
 * Records of a relation's target that a user may look up: those of the target's data scope
 * (data-scope.ts), whatever the user's view permission on it. The lookup route answers their ids
 * and labels; the check of stored relation ids (related-ids.ts) asks the same question.
 */
function lookupQb(em: EntityManager, target: ResourceDef, admin: CurrentAdmin | undefined, find?: FindResource, match: LookupMatch = {}): SelectQueryBuilder<Row> {
  const qb = em.getRepository(entitySchemaOf(target)).createQueryBuilder('t');
  // a relation's `match`: only the target's records holding the holder's values
  Object.entries(match).forEach(([field, value], i) => qb.andWhere(`t.${field} = :match${i}`, { [`match${i}`]: value }));
  return applyOwnerScope(qb, 't', ownerScope(target, admin, find));
}

/** Target field -> the value its records must hold (a relation's `match`, filled from the holder). */
export type LookupMatch = Record<string, string | number | boolean>;

/** A lookup field's target, as the lookup route and the check of stored ids need it. */
export interface LookupOf {
  target: ResourceDef;
  labelField: string;
  /** The resource holding the field. */
  holder: ResourceDef;
  /** Target field -> holder field (FieldDef.relation.match). */
  match?: Record<string, string>;
  /** Target field -> fixed value (FieldDef.relation.where): applied to every lookup. */
  where?: LookupMatch;
}

/** The first of `ids` the user may not look up (missing, outside the data scope, or not matching), if any. */
export async function firstUnreachable(
  em: EntityManager, target: ResourceDef, ids: number[], admin: CurrentAdmin | undefined, find?: FindResource, match?: LookupMatch,
): Promise<number | undefined> {
  const found = await lookupQb(em, target, admin, find, match).select('t.id', 'id').andWhere('t.id IN (:...ids)', { ids: [...new Set(ids)] }).getRawMany<{ id: number | string }>();
  const known = new Set(found.map((r) => Number(r.id)));
  return ids.find((id) => !known.has(id));
}

/** A lookup call's query: `q` (text in the label), `id` (these records), `limit`, and a matching relation's holder values. */
export interface LookupQuery {
  q?: string;
  ids?: number[];
  limit: number;
  match?: LookupMatch;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * The lookup route's query. Besides `q`, `id` and `limit`, a relation with `match` takes the
 * holder's fields it names (`?party=client`), each read as a filter token of its field, so that a
 * picker offers only the records the save would accept.
 */
export function parseLookupQuery({ target, labelField, holder, match, where }: LookupOf, query: Record<string, unknown>): LookupQuery {
  const label = target.fields[labelField]?.label ?? { en: labelField, zh: labelField };
  const params = (extra: Record<string, unknown> = {}) => ({ en: { field: label.en, ...extra }, zh: { field: label.zh, ...extra } });
  const matched = new Map(Object.entries(match ?? {}).map(([theirs, ours]) => [ours, theirs]));
  for (const key of Object.keys(query)) {
    if (key !== 'q' && key !== ID_FILTER_KEY && key !== 'limit' && !matched.has(key)) throw badRequest('unknownFilter', { en: { field: key.slice(0, 64) }, zh: { field: key.slice(0, 64) } });
  }
  const out: LookupQuery = { limit: LOOKUP_DEFAULT_LIMIT, ...(where ? { match: { ...where } } : {}) };
  if (query.q !== undefined && query.q !== '') {
    if (typeof query.q !== 'string') throw badRequest('filterRepeated', params());
    if (query.q.length > MAX_FILTER_LENGTH) throw badRequest('filterTooLong', params({ max: MAX_FILTER_LENGTH }));
    if (CONTROL_CHARS.test(query.q)) throw badRequest('filterControlChars', params());
    out.q = query.q;
  }
  if (query[ID_FILTER_KEY] !== undefined) {
    const ids = parseIdTokens(decodeIdParam(query[ID_FILTER_KEY]), LOOKUP_MAX_LIMIT);
    if (ids.length) out.ids = ids;
  }
  for (const [ours, theirs] of matched) {
    const raw = query[ours];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') throw badRequest('filterRepeated', { en: { field: holder.fields[ours].label.en }, zh: { field: holder.fields[ours].label.zh } });
    out.match = { ...out.match, [theirs]: scalar(ours, holder.fields[ours], raw) as string | number | boolean };
  }
  const fallback = out.ids ? Math.min(out.ids.length, LOOKUP_MAX_LIMIT) : LOOKUP_DEFAULT_LIMIT;
  out.limit = parsePaging({ pageSize: query.limit }, LOOKUP_MAX_LIMIT, fallback ?? DEFAULT_PAGE_SIZE).pageSize;
  return out;
}

/**
 * Id and label of the reachable records that match, by label then id; with `carried`, those
 * fields too (what a `fieldsFrom` field of the holder reads from the chosen record).
 */
export async function lookupEntries(
  em: EntityManager, target: ResourceDef, labelField: string, query: LookupQuery, admin: CurrentAdmin, find?: FindResource, carried: string[] = [],
): Promise<LookupEntry[]> {
  const qb = lookupQb(em, target, admin, find, query.match).select(['t.id', `t.${labelField}`, ...carried.map((f) => `t.${f}`)]);
  if (query.q !== undefined) qb.andWhere(`t.${labelField} LIKE :q ESCAPE '!'`, { q: likePattern(query.q) });
  if (query.ids) qb.andWhere('t.id IN (:...ids)', { ids: query.ids });
  const rows = await qb.orderBy(`t.${labelField}`, 'ASC').addOrderBy('t.id', 'ASC').limit(query.limit).getMany();
  return rows.map((row) => ({
    id: Number(row.id), label: lookupLabel(row, labelField),
    ...(carried.length ? { values: Object.fromEntries(carried.map((f) => [f, row[f] ?? null])) } : {}),
  }));
}
