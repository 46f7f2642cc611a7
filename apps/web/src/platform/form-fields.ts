import { childKey, inlineChildren, writableFields, type ResourceDef } from '@console/metadata';

/**
 * The fields a generated form of the resource shows, inline child tables included: a row's
 * error ('tiers.1.price') shows under its input. Its own chunk, loaded by the data provider
 * on a create or update: define.ts (and what it imports to check definitions) stays out of
 * the entry and /login.
 */
export function fieldsShownOf(def: ResourceDef, mode: 'create' | 'update'): string[] {
  return [...writableFields(def, mode).map(([key]) => key), ...inlineChildren(def).map(childKey)];
}
