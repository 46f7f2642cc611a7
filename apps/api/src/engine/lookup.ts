import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE, ID_FILTER_KEY, decodeIdParam } from '@console/contracts';
import { LOOKUP_DEFAULT_LIMIT, LOOKUP_MAX_LIMIT, LookupEntry, ResourceDef, lookupLabel } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import { entitySchemaOf } from './entity-schema';
import { applyOwnerScope, ownerScope } from './data-scope';
import type { FindResource } from './find-resource';
import { MAX_FILTER_LENGTH, likePattern, parseIdTokens, parsePaging } from './query';
import type { Row } from './row';

/**
 * Records of a relation's target that a user may look up: those of the target's data scope
 * (data-scope.ts), whatever the user's view permission on it. The lookup route answers their ids
 * and labels; the check of stored relation ids (related-ids.ts) asks the same question.
 */
function lookupQb(em: EntityManager, target: ResourceDef, admin: CurrentAdmin | undefined, find?: FindResource): SelectQueryBuilder<Row> {
  const qb = em.getRepository(entitySchemaOf(target)).createQueryBuilder('t');
  return applyOwnerScope(qb, 't', ownerScope(target, admin, find));
}

/** The first of `ids` the user may not look up (missing or outside the data scope), if any. */
export async function firstUnreachable(em: EntityManager, target: ResourceDef, ids: number[], admin: CurrentAdmin | undefined, find?: FindResource): Promise<number | undefined> {
  const found = await lookupQb(em, target, admin, find).select('t.id', 'id').andWhere('t.id IN (:...ids)', { ids: [...new Set(ids)] }).getRawMany<{ id: number | string }>();
  const known = new Set(found.map((r) => Number(r.id)));
  return ids.find((id) => !known.has(id));
}

/** A lookup call's query: `q` (text in the label), `id` (these records), `limit`. */
export interface LookupQuery {
  q?: string;
  ids?: number[];
  limit: number;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function parseLookupQuery(target: ResourceDef, labelField: string, query: Record<string, unknown>): LookupQuery {
  const label = target.fields[labelField]?.label ?? { en: labelField, zh: labelField };
  const params = (extra: Record<string, unknown> = {}) => ({ en: { field: label.en, ...extra }, zh: { field: label.zh, ...extra } });
  for (const key of Object.keys(query)) {
    if (key !== 'q' && key !== ID_FILTER_KEY && key !== 'limit') throw badRequest('unknownFilter', { en: { field: key.slice(0, 64) }, zh: { field: key.slice(0, 64) } });
  }
  const out: LookupQuery = { limit: LOOKUP_DEFAULT_LIMIT };
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
  const qb = lookupQb(em, target, admin, find).select(['t.id', `t.${labelField}`, ...carried.map((f) => `t.${f}`)]);
  if (query.q !== undefined) qb.andWhere(`t.${labelField} LIKE :q ESCAPE '!'`, { q: likePattern(query.q) });
  if (query.ids) qb.andWhere('t.id IN (:...ids)', { ids: query.ids });
  const rows = await qb.orderBy(`t.${labelField}`, 'ASC').addOrderBy('t.id', 'ASC').limit(query.limit).getMany();
  return rows.map((row) => ({
    id: Number(row.id), label: lookupLabel(row, labelField),
    ...(carried.length ? { values: Object.fromEntries(carried.map((f) => [f, row[f] ?? null])) } : {}),
  }));
}
