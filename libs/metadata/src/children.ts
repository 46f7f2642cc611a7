import type { Label, ResourceDef } from './types';

/**
 * A child collection: records of another resource that belong to this one through a foreign
 * key (a client's users, a country's states). Every child is listed on the parent's show page.
 *  - `inline`: small collections edited in the parent's form. They come as an array under `key`
 *    in the parent's create/update body and are written in the parent's transaction (rows with
 *    an id are updated, rows without are inserted, stored rows left out are deleted), bumping the
 *    parent's version; the parent's read returns them. The parent's permission covers them.
 *  - not inline: listed through the child's own list filtered by the foreign key (the child's
 *    permission applies); added and edited on the child's own screens, preset with the parent.
 * `onParentDelete`: `refuse` a delete while children exist, or `cascade` (delete them with it).
 */
export interface ChildCollection {
  resource: string;
  /** The child's relation field that holds the parent's id. */
  foreignKey: string;
  /** Body and record key of inline rows; the child's name in camelCase when absent. */
  key?: string;
  /** Title of the child table; the child resource's label when absent. */
  label?: Label;
  inline?: { max: number };
  onParentDelete: 'refuse' | 'cascade';
}

export function childKey(child: ChildCollection): string {
  return child.key ?? child.resource.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function inlineChildren(def: ResourceDef): ChildCollection[] {
  return (def.children ?? []).filter((c) => c.inline);
}

/**
 * Problems of a definition's children against the catalogue: the child resource exists, its
 * foreign key is a relation to this resource (filterable with `eq` when listed, not inline), the
 * body key does not clash with a field, inline collections have a sensible maximum.
 */
export function childProblems(def: ResourceDef, catalogue: readonly ResourceDef[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const child of def.children ?? []) {
    const key = childKey(child);
    if (keys.has(key)) problems.push(`child key "${key}" is declared twice`);
    keys.add(key);
    if (Object.hasOwn(def.fields, key)) problems.push(`child key "${key}" is also a field`);
    if (child.inline && !(Number.isInteger(child.inline.max) && child.inline.max >= 1)) problems.push(`inline child "${key}" needs a max of 1 or more`);
    const target = catalogue.find((d) => d.name === child.resource);
    if (!target) {
      problems.push(`child "${key}": resource "${child.resource}" does not exist`);
      continue;
    }
    const fk = Object.hasOwn(target.fields, child.foreignKey) ? target.fields[child.foreignKey] : undefined;
    if (!fk) problems.push(`child "${key}": "${child.foreignKey}" is not a field of ${child.resource}`);
    else if (fk.kind !== 'relation' || fk.relation?.resource !== def.name) problems.push(`child "${key}": ${child.resource}.${child.foreignKey} must be a relation to ${def.name}`);
    else if (!child.inline && fk.filter !== 'eq') problems.push(`child "${key}": ${child.resource}.${child.foreignKey} must be filterable with "eq" to be listed`);
  }
  return problems;
}
