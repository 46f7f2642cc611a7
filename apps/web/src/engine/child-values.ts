import { childKey, inlineChildren, type ResourceDef } from '@console/metadata';
import { formFields, formToApi, recordToForm } from './form-values';

/**
 * Inline child rows <-> form values (an antd Form.List per collection). A row keeps its `id`
 * (hidden in the table) so the API updates it; a row without one is inserted; a stored row the
 * user removed is simply not sent, and the API deletes it. The foreign key is the engine's and
 * is never sent.
 */
type Find = (name: string) => ResourceDef | undefined;
type Values = Record<string, unknown>;

/** The child's fields a row edits: its form fields without the foreign key. */
export function rowFields(childDef: ResourceDef, foreignKey: string): string[] {
  return formFields(childDef, 'create').map(([key]) => key).filter((key) => key !== foreignKey);
}

/** The parent's stored rows as form values, per collection key. */
export function inlineToForm(def: ResourceDef, record: Values, find: Find, timeZone?: string): Values {
  const values: Values = {};
  for (const child of inlineChildren(def)) {
    const childDef = find(child.resource);
    const rows = record[childKey(child)];
    if (!childDef || !Array.isArray(rows)) continue;
    values[childKey(child)] = rows.map((row: Values) => {
      const formRow: Values = { id: row.id, ...recordToForm(childDef, row, timeZone) };
      delete formRow[child.foreignKey];
      return formRow;
    });
  }
  return values;
}

/** The body's arrays of inline rows: every collection the form holds is sent whole. */
export function inlineToApi(def: ResourceDef, values: Values, find: Find, timeZone?: string): Values {
  const body: Values = {};
  for (const child of inlineChildren(def)) {
    const childDef = find(child.resource);
    const rows = values[childKey(child)];
    if (!childDef || !Array.isArray(rows)) continue;
    body[childKey(child)] = rows.map((row: Values) => {
      const stored = typeof row.id === 'number';
      const sent = formToApi(childDef, row, stored ? 'edit' : 'create', timeZone);
      delete sent[child.foreignKey];
      return stored ? { id: row.id, ...sent } : sent;
    });
  }
  return body;
}
