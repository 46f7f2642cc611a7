import type { EntityManager } from 'typeorm';
import { interpolate } from '@console/contracts';
import { CustomAction, FieldDef, ResourceDef, placeholders, plainValue } from '@console/metadata';
import { entitySchemaOf } from './entity-schema';
import type { FindResource } from './find-resource';
import type { Row } from './row';

/** Where a placeholder's value comes from: a field of the record, an input, the hook's answer. */
interface Source {
  values: Record<string, unknown>;
  fields: Record<string, FieldDef>;
}

/** The label of a related record (its target's label field), or its id when it has none. */
async function relatedLabel(em: EntityManager, field: FieldDef, id: unknown, findResource: FindResource): Promise<string | undefined> {
  const target = field.relation ? findResource(field.relation.resource) : undefined;
  if (!target || typeof id !== 'number') return undefined;
  const row = await em.getRepository(entitySchemaOf(target)).createQueryBuilder('t')
    .select(`t.${field.relation!.labelField}`, 'label').where('t.id = :id', { id }).getRawOne<{ label: unknown }>();
  return row?.label === null || row?.label === undefined ? undefined : String(row.label);
}

/**
 * An action's `done` message in both languages ('$500.00 added to Acme Apparel LLC'): each
 * `{key}` read from the record after the action (as a sentence reads a field: money with $ and
 * 2 decimals, an option's label, a related record's label), else the action's input, else the
 * hook's answer. Null when the action declares none. Related records are found among the
 * resources the app serves (`findResource`).
 */
export async function actionMessage(
  em: EntityManager, def: ResourceDef, action: CustomAction, record: Row | null, input: Record<string, unknown>, answer: unknown, findResource: FindResource,
): Promise<{ en: string; zh: string } | null> {
  if (!action.done) return null;
  const answered = answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Row) : {};
  const sources: Source[] = [
    { values: record ?? {}, fields: def.fields },
    { values: input, fields: action.input ?? {} },
    { values: answered, fields: def.fields },
  ];
  const params: Record<'en' | 'zh', Record<string, string>> = { en: {}, zh: {} };
  for (const key of placeholders(action.done)) {
    const source = sources.find((s) => Object.hasOwn(s.values, key) && s.values[key] !== undefined);
    if (!source) continue;
    const field = Object.hasOwn(source.fields, key) ? source.fields[key] : undefined;
    const value = source.values[key];
    const label = field?.kind === 'relation' ? await relatedLabel(em, field, value, findResource) : undefined;
    for (const lang of ['en', 'zh'] as const) params[lang][key] = label ?? plainValue(field, value, lang, source.values);
  }
  return { en: interpolate(action.done.en, params.en), zh: interpolate(action.done.zh, params.zh) };
}
