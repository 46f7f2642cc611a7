import type { EntityManager } from 'typeorm';
import { bilingual, FieldError } from '@console/contracts';
import { ResourceDef, lookupFields, matchOf } from '@console/metadata';
import { badRequest } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import { firstUnreachable } from './lookup';
import type { Row } from './row';
import type { FindResource } from './find-resource';

/**
 * The one check of the ids a write points at (create, update, and any bulk or import writer):
 * each must name a record the user may look up (lookup.ts), that is one that exists and lies in
 * the target's data scope. There are no foreign keys (tables are created per resource), so this
 * runs inside the write's transaction:
 *  - a relation field: one id, else 400 '{field}: the chosen record does not exist';
 *  - a json field that names a `relation`: a list of ids (a feature flag's org groups), else
 *    400 '{field}: record {id} does not exist'.
 * A record out of scope answers like a missing one: nothing to learn about others' records; so does
 * one a relation's `match` excludes (a supplier's charge item in a client's plan), judged on the
 * `record` the write makes (its stored fields with the changes).
 * `values` are the write's API values (write-only relations included); the shape (integers in
 * range, no duplicates) is checked before, with the other rules.
 */
export async function assertRelatedReachable(
  em: EntityManager, def: ResourceDef, values: Row, admin: CurrentAdmin | undefined, find: FindResource, record: Row = values,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [key, field, target] of lookupFields(def)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const ids = target.multiple ? (Array.isArray(value) ? (value as number[]) : []) : [value as number];
    if (!ids.length) continue;
    const targetDef = find(target.resource);
    if (!targetDef) throw new Error(`relation ${def.name}.${key} to unknown resource ${target.resource}`);
    const missing = await firstUnreachable(em, targetDef, ids, admin, find, { ...target.where, ...matchOf(target, record) });
    if (missing === undefined) continue;
    const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], id: missing });
    const message = target.multiple ? 'relatedMissing' : 'relationMissing';
    errors.push({ field: key, ...bilingual(message, { en: params('en'), zh: params('zh') }) });
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}
