import type { EntityManager } from 'typeorm';
import { bilingual, FieldError } from '@console/contracts';
import { ResourceDef } from '@console/metadata';
import { findResource } from '@console/resources';
import { badRequest } from '../core/envelope/app-exception';
import { entitySchemaOf } from './entity-schema';
import type { Row } from './hooks';

/**
 * A json field that names a `relation` holds a list of that resource's ids (a feature flag's
 * org groups). The shape is checked with the other rules; here each id must name a record that
 * exists, so a list never points at nothing: 400 '{field}: record {id} does not exist'.
 */
export async function assertRelatedExist(em: EntityManager, def: ResourceDef, values: Row): Promise<void> {
  const errors: FieldError[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    const ids = values[key];
    if (field.kind !== 'json' || !field.relation || !Array.isArray(ids) || !ids.length) continue;
    const target = findResource(field.relation.resource);
    if (!target) throw new Error(`${def.name}.${key} points at unknown resource ${field.relation.resource}`);
    const found = await em.getRepository(entitySchemaOf(target)).createQueryBuilder('t')
      .select('t.id', 'id').where('t.id IN (:...ids)', { ids }).getRawMany<{ id: number | string }>();
    const known = new Set(found.map((r) => Number(r.id)));
    const missing = (ids as number[]).find((id) => !known.has(id));
    if (missing !== undefined) {
      const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], id: missing });
      errors.push({ field: key, ...bilingual('relatedMissing', { en: params('en'), zh: params('zh') }) });
    }
  }
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}
