import type { FieldDef, ResourceDef } from './types';
import { kindOf } from './kinds';
import { isReturned, isStored, isTextual } from './define';

/**
 * What the header's global search looks at: a resource's title field and the fields it marks
 * `searchable`, each a stored, returned text field (a substring match on its column; hashes,
 * computed values and numbers are never searched). A resource with none is not searched.
 */

/** A field the search may match with a substring of its column. */
function isSearchableField(field: FieldDef | undefined): boolean {
  return Boolean(field && isStored(field) && isReturned(field) && isTextual(field));
}

/** The fields searched for a resource, its title field first (empty: not searchable). */
export function searchFields(def: ResourceDef): string[] {
  const keys = Object.entries(def.fields).filter(([, f]) => f.searchable).map(([k]) => k);
  const title = def.titleField && isSearchableField(def.fields[def.titleField]) ? [def.titleField] : [];
  return [...new Set([...title, ...keys])];
}

/** The field a hit is named by: the title field, else the first searched field. */
export function hitTitleField(def: ResourceDef): string | undefined {
  return def.titleField ?? searchFields(def)[0];
}

/**
 * Definition problems of the search and copy options, reported when the resource is defined:
 * a `searchable` field that is not stored text, a title field that is not a field, a
 * `copyable` field whose kind has no copy button or that is never shown.
 */
export function titleSearchProblems(def: ResourceDef): string[] {
  const problems: string[] = [];
  if (def.titleField && !Object.hasOwn(def.fields, def.titleField)) problems.push(`titleField "${def.titleField}" is not a field`);
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.searchable && !isSearchableField(field)) problems.push(`field "${key}": only stored text fields can be searchable`);
    if (field.copyable && (!kindOf(field).copyable || !isReturned(field))) problems.push(`field "${key}": a ${field.kind} field cannot be copyable`);
  }
  return problems;
}
