import type { Label, ResourceDef } from './types';

/**
 * A child collection: records of another resource that belong to this one through a foreign
 * key (a client's users, a country's states). Every child is listed on the parent's show page.
 *  - `inline`: small collections edited in the parent's form. They come as an array under `key`
 *    in the parent's create/update body and are written in the parent's transaction (rows with
 *    an id are updated, rows without are inserted, stored rows left out are deleted), bumping the
 *    parent's version; the parent's read returns them. The parent's permission covers them.
 *    They are written only that way: the child declares no create, edit or delete of its own
 *    (its routes would go around the parent's rules and its `max`), unless `ownRoutes: true`;
 *    then its own create, update and import are held to `max` rows per parent too.
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
  /**
   * Edited in the parent's form, at most `max` rows. `ownRoutes: true` lets the child keep its own
   * create/edit/delete routes beside (a row also added on its own screen, or imported): each is
   * still refused past `max` rows of one parent.
   */
  inline?: { max: number; ownRoutes?: boolean };
  /**
   * A listed collection shown in a tab of its own on the parent's show page, named by `label`,
   * rather than under the details (02 §2: a freight order's Charge & Fees).
   */
  tab?: boolean;
  onParentDelete: 'refuse' | 'cascade';
}

export function childKey(child: ChildCollection): string {
  return child.key ?? child.resource.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function inlineChildren(def: ResourceDef): ChildCollection[] {
  return (def.children ?? []).filter((c) => c.inline);
}

/** Where a resource is an inline child: each parent that edits it in its form, with the entry. */
export function inlineParentsOf(resource: string, catalogue: readonly ResourceDef[]): Array<{ parent: ResourceDef; child: ChildCollection }> {
  return catalogue.flatMap((parent) => inlineChildren(parent).filter((c) => c.resource === resource).map((child) => ({ parent, child })));
}

const OWN_WRITES = ['create', 'edit', 'delete'] as const;

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
    if (child.tab && child.inline) problems.push(`child "${key}": an inline collection is edited with the details, not in a tab of its own`);
    const target = catalogue.find((d) => d.name === child.resource);
    if (!target) {
      problems.push(`child "${key}": resource "${child.resource}" does not exist`);
      continue;
    }
    const fk = Object.hasOwn(target.fields, child.foreignKey) ? target.fields[child.foreignKey] : undefined;
    const ownWrites = OWN_WRITES.filter((a) => target.actions.includes(a));
    if (child.inline && !child.inline.ownRoutes && ownWrites.length) {
      problems.push(`inline child "${key}": ${child.resource} is written through ${def.name}'s form, so it declares no ${ownWrites.join('/')} of its own (or set inline.ownRoutes: true)`);
    }
    if (!fk) problems.push(`child "${key}": "${child.foreignKey}" is not a field of ${child.resource}`);
    else if (fk.kind !== 'relation' || fk.relation?.resource !== def.name) problems.push(`child "${key}": ${child.resource}.${child.foreignKey} must be a relation to ${def.name}`);
    else if (!child.inline && fk.filter !== 'eq') problems.push(`child "${key}": ${child.resource}.${child.foreignKey} must be filterable with "eq" to be listed`);
  }
  return problems;
}
