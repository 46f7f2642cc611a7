import type { ResourceDef } from '@console/metadata';

/**
 * The lists an action on a record of `def` may have changed besides its own: its listed children
 * (a batch's Start Picking moves its orders and sets its pick list), and, for a child row, its
 * parents and their other listed children (a batch order's Remove redraws the batch's pick list
 * and counts). Inline children come with their parent's read, so they are not named.
 */
export function relatedLists(def: ResourceDef, catalogue: readonly ResourceDef[]): string[] {
  const listed = (parent: ResourceDef) => (parent.children ?? []).filter((c) => !c.inline).map((c) => c.resource);
  const parents = catalogue.filter((parent) => listed(parent).includes(def.name));
  const names = [...listed(def), ...parents.map((p) => p.name), ...parents.flatMap(listed)];
  return [...new Set(names)].filter((name) => name !== def.name);
}
