import type { DataSource } from 'typeorm';
import { FieldDef, ResourceDef, isReturned } from '@console/metadata';
import { entitySchemaOf } from '../entity-schema';
import type { FindResource } from '../find-resource';
import type { Row } from '../row';

interface RelatedColumn {
  key: string;
  field: FieldDef;
  target: ResourceDef;
}

/**
 * An export's related records read as the list shows them: a relation column (a lead's Sales)
 * holds the target's label, an id list (a user's Roles) its labels, one query per column and
 * batch. Only targets the exporting user may view (`mayView`) are named; the others keep ids.
 * Targets are found among the resources the app serves (`findResource`).
 */
export async function* withRelationLabels(
  batches: AsyncIterable<Row[]>, def: ResourceDef, columns: string[], ds: DataSource, findResource: FindResource, mayView: (target: ResourceDef) => boolean,
): AsyncGenerator<Row[]> {
  const related: RelatedColumn[] = [];
  for (const key of columns) {
    const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
    const target = field?.relation && isReturned(field) ? findResource(field.relation.resource) : undefined;
    if (field && target && mayView(target)) related.push({ key, field, target });
  }
  for await (const batch of batches) {
    if (!related.length) {
      yield batch;
      continue;
    }
    const rows = batch.map((row) => ({ ...row }));
    for (const column of related) await nameRelated(ds, column, rows);
    yield rows;
  }
}

async function nameRelated(ds: DataSource, { key, field, target }: RelatedColumn, rows: Row[]): Promise<void> {
  const idsOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]);
  const ids = [...new Set(rows.flatMap((r) => idsOf(r[key])))].filter((id): id is number => typeof id === 'number');
  if (!ids.length) return;
  const found = await ds.getRepository(entitySchemaOf(target)).createQueryBuilder('t')
    .select('t.id', 'id').addSelect(`t.${field.relation!.labelField}`, 'label')
    .where('t.id IN (:...ids)', { ids }).getRawMany<{ id: number | string; label: unknown }>();
  const labels = new Map(found.map((r) => [Number(r.id), r.label === null || r.label === undefined ? undefined : String(r.label)]));
  const name = (id: unknown) => labels.get(id as number) ?? id;
  for (const row of rows) {
    const value = row[key];
    row[key] = Array.isArray(value) ? value.map(name) : value === null || value === undefined ? value : name(value);
  }
}
