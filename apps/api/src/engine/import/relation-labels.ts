import { DataSource, In } from 'typeorm';
import { bilingual, FieldError } from '@console/contracts';
import { isRelationLabel, type FieldDef } from '@console/metadata';
import { entitySchemaOf } from '../entity-schema';
import type { FindResource } from '../find-resource';
import type { Row } from '../row';

/**
 * Exports name related records by their labels (a co-warehouse's 'CA-ONTARIO-01', a user's
 * roles 'Administrator, Operator'); the kind registry reads such a cell as `{label}`. Here each
 * label becomes its record's id, one query per column for the whole file. A label no record has,
 * or several have, is the cell's error; the id is then checked like any other. Targets are found
 * among the resources the app serves (`findResource`).
 */
export async function resolveRelationLabels(
  ds: DataSource, findResource: FindResource, columns: Array<{ key: string; field: FieldDef }>, bodies: Row[], errorsOf: (i: number) => FieldError[],
): Promise<void> {
  for (const { key, field } of columns) {
    if (!field.relation) continue;
    const labels = new Set<string>();
    for (const body of bodies) for (const v of listOf(body[key])) if (isRelationLabel(v)) labels.add(v.label);
    if (!labels.size) continue;
    const target = findResource(field.relation.resource);
    const ids = new Map<string, number[]>();
    if (target) {
      const labelField = field.relation.labelField;
      const rows = await ds.getRepository(entitySchemaOf(target)).find({ select: { id: true, [labelField]: true } as never, where: { [labelField]: In([...labels]) } as never });
      for (const row of rows as Row[]) {
        const label = String(row[labelField]);
        ids.set(label, [...(ids.get(label) ?? []), row.id as number]);
      }
    }
    bodies.forEach((body, i) => {
      if (body[key] === undefined) return;
      let failed = false;
      const resolve = (v: unknown) => {
        if (!isRelationLabel(v)) return v;
        const found = ids.get(v.label) ?? [];
        if (found.length === 1) return found[0];
        failed = true;
        const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], label: v.label.slice(0, 64) });
        errorsOf(i).push({ field: key, ...bilingual(found.length ? 'importLabelAmbiguous' : 'importLabelUnknown', { en: params('en'), zh: params('zh') }) });
        return v;
      };
      const value = Array.isArray(body[key]) ? (body[key] as unknown[]).map(resolve) : resolve(body[key]);
      if (failed) delete body[key];
      else body[key] = value;
    });
  }
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
