import { FieldDef, Label, ResourceDef, SYSTEM_FIELD_LABELS, kindOf, writableFields } from '@console/metadata';

/**
 * The columns of an import: the fields a create takes whose kind reads a cell (`importCell` in
 * the kind registry), in the definition's order, headed by their labels as the export heads
 * them. An exported file imports as it is: its other columns (ID, Create Time, fields a create
 * does not take) are known and skipped; a header nobody knows is refused.
 */
export interface ImportColumn {
  key: string;
  field: FieldDef;
}

export function importColumns(def: ResourceDef): ImportColumn[] {
  return writableFields(def, 'create')
    .filter(([, field]) => kindOf(field).importCell !== undefined)
    .map(([key, field]) => ({ key, field }));
}

const normal = (text: string) => text.trim().toLowerCase();

/** Header text (either language) -> the column it names, or null for a known export-only column. */
export function headerIndex(def: ResourceDef): Map<string, ImportColumn | null> {
  const index = new Map<string, ImportColumn | null>();
  const labels: Label[] = [...Object.values(def.fields).map((f) => f.label), ...Object.values(SYSTEM_FIELD_LABELS)];
  for (const label of labels) for (const text of [label.en, label.zh]) index.set(normal(text), null);
  for (const column of importColumns(def)) for (const text of [column.field.label.en, column.field.label.zh]) index.set(normal(text), column);
  return index;
}

export function lookupHeader(index: Map<string, ImportColumn | null>, header: string): ImportColumn | null | undefined {
  return index.get(normal(header));
}
