import type { EntityManager } from 'typeorm';
import { bilingual, FieldError } from '@console/contracts';
import { FieldDef, ResourceDef, isStored } from '@console/metadata';
import { findResource } from '@console/resources';
import { badRequest } from '../core/envelope/app-exception';
import { entitySchemaOf } from './entity-schema';
import type { Row } from './hooks';

/**
 * Ids a write points at must name records that exist (there are no foreign keys: tables are
 * created per resource). Checked inside the write's transaction, for
 *  - a relation field: one id, else 400 '{field}: the chosen record does not exist';
 *  - a json field that names a `relation`: a list of ids (a feature flag's org groups), else
 *    400 '{field}: record {id} does not exist'.
 * The shape (integers in range, no duplicates) is checked before, with the other rules.
 */
export async function assertRelatedExist(em: EntityManager, def: ResourceDef, values: Row): Promise<void> {
  const errors: FieldError[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    const value = values[key];
    if (!field.relation || !isStored(field) || value === undefined || value === null) continue;
    const ids = field.kind === 'relation' ? [value as number] : field.kind === 'json' && Array.isArray(value) ? (value as number[]) : [];
    if (!ids.length) continue;
    const missing = await firstMissing(em, field, ids);
    if (missing === undefined) continue;
    const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], id: missing });
    const key2 = field.kind === 'relation' ? 'relationMissing' : 'relatedMissing';
    errors.push({ field: key, ...bilingual(key2, { en: params('en'), zh: params('zh') }) });
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}

async function firstMissing(em: EntityManager, field: FieldDef, ids: number[]): Promise<number | undefined> {
  const target = findResource(field.relation!.resource);
  if (!target) throw new Error(`relation to unknown resource ${field.relation!.resource}`);
  const found = await em.getRepository(entitySchemaOf(target)).createQueryBuilder('t')
    .select('t.id', 'id').where('t.id IN (:...ids)', { ids }).getRawMany<{ id: number | string }>();
  const known = new Set(found.map((r) => Number(r.id)));
  return ids.find((id) => !known.has(id));
}
