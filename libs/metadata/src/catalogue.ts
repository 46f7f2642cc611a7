import { ID_FILTER_KEY, MENU_GROUPS, MENU_SECTIONS } from '@console/contracts';
import type { PageDef } from './page';
import type { ResourceDef } from './types';
import { isReturned, isStored } from './define';

/** The lookup route's own parameters, which a relation's `match` cannot send as a holder field's value. */
const MATCH_RESERVED = new Set(['q', 'limit', ID_FILTER_KEY]);

/**
 * Definitions checked against each other. `defineResource` checks one definition on its own; only
 * the whole catalogue knows whether a relation's resource exists or a permission's sub-role is
 * spelt as the permission catalogue spells it. The API runs this at start-up and refuses to start
 * with the list; a unit test runs it over the real catalogue.
 */

/** The shape of `PERMISSION_CATALOGUE` this check reads: module -> its sub-roles. */
type PermissionCatalogueShape = Record<string, { subs: Record<string, unknown> }>;

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The resource catalogue is inconsistent (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const own = (object: object, key: string) => Object.hasOwn(object, key);

function permissionProblems(where: string, permission: { module: string; sub: string }, catalogue: PermissionCatalogueShape): string[] {
  if (!own(catalogue, permission.module)) return [`${where}: permission module "${permission.module}" is not in the permission catalogue`];
  if (!own(catalogue[permission.module].subs, permission.sub)) {
    return [`${where}: sub-role "${permission.sub}" is not in module "${permission.module}" of the permission catalogue`];
  }
  return [];
}

function menuGroupProblems(where: string, menu: { group: string; section?: string }): string[] {
  const problems: string[] = [];
  if (!own(MENU_GROUPS, menu.group)) problems.push(`${where}: menu group "${menu.group}" does not exist`);
  if (menu.section && !own(MENU_SECTIONS, menu.section)) problems.push(`${where}: menu section "${menu.section}" does not exist`);
  return problems;
}

function duplicates(kind: string, values: string[]): string[] {
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const value of values) {
    if (seen.has(value) && !reported.has(value)) reported.add(value);
    seen.add(value);
  }
  return [...reported].map((value) => `${kind} "${value}" is used more than once`);
}

/** References to other resources a definition may carry (child collections, lookups), whatever their holder. */
interface ResourceReference { resource: string; field?: string; labelField?: string }

function referencesOf(def: ResourceDef): Array<[string, ResourceReference]> {
  const extra = def as unknown as { children?: ResourceReference[] | Record<string, ResourceReference>; lookup?: ResourceReference };
  const children = Array.isArray(extra.children) ? extra.children : Object.values(extra.children ?? {});
  return [
    ...children.filter((c) => c && typeof c.resource === 'string').map((c): [string, ResourceReference] => [`child collection "${c.resource}"`, c]),
    ...(extra.lookup && typeof extra.lookup.resource === 'string' ? [['lookup', extra.lookup] as [string, ResourceReference]] : []),
  ];
}

/** Every problem of the catalogue, each naming the definition and the field it is in; empty when consistent. */
export function checkCatalogue(resources: ResourceDef[], pages: PageDef[], permissionCatalogue: PermissionCatalogueShape): string[] {
  const problems: string[] = [];
  const byName = new Map(resources.map((r) => [r.name, r]));
  problems.push(...duplicates('resource name', resources.map((r) => r.name)));
  problems.push(...duplicates('table', resources.map((r) => r.table)));
  problems.push(...duplicates('page name', pages.map((p) => p.name)));
  // Resources and pages share the web's routes (/<name>); list aliases share the API's paths.
  for (const page of pages) if (byName.has(page.name)) problems.push(`page ${page.name}: its route /${page.name} is resource ${page.name}'s`);
  problems.push(...duplicates('list alias', resources.flatMap((r) => r.listAliases ?? [])));

  for (const def of resources) {
    const where = `resource ${def.name}`;
    problems.push(...permissionProblems(where, def.permission, permissionCatalogue));
    problems.push(...menuGroupProblems(where, def.menu));
    for (const [key, m] of Object.entries(def.memberFilters ?? {})) {
      const link = byName.get(m.resource);
      if (!link) problems.push(`${where}: member filter "${key}" reads resource "${m.resource}", which does not exist`);
      else for (const f of [m.foreignKey, m.member]) if (!link.fields[f]) problems.push(`${where}: member filter "${key}": "${f}" is not a field of ${m.resource}`);
    }
    for (const [key, field] of Object.entries(def.fields)) {
      if (!field.relation) continue;
      const target = byName.get(field.relation.resource);
      if (!target) {
        problems.push(`${where}: field "${key}" points at resource "${field.relation.resource}", which does not exist`);
        continue;
      }
      const label = field.relation.labelField;
      if (label !== 'id' && (!own(target.fields, label) || !isReturned(target.fields[label]))) {
        problems.push(`${where}: field "${key}" shows "${label}" of ${target.name}, which is not a returned field there`);
      }
      for (const from of Object.keys(field.relation.copy ?? {})) {
        if (!own(target.fields, from)) problems.push(`${where}: field "${key}" copies "${from}" of ${target.name}, which is not a field there`);
      }
      for (const theirs of Object.keys(field.relation.where ?? {})) {
        if (!own(target.fields, theirs) || !isStored(target.fields[theirs])) problems.push(`${where}: field "${key}" is narrowed by "${theirs}" of ${target.name}, which is not a stored field there`);
      }
      for (const [theirs, ours] of Object.entries(field.relation.match ?? {})) {
        if (!own(target.fields, theirs) || !isStored(target.fields[theirs])) problems.push(`${where}: field "${key}" matches "${theirs}" of ${target.name}, which is not a stored field there`);
        if (!own(def.fields, ours) || !isStored(def.fields[ours])) problems.push(`${where}: field "${key}" matches on "${ours}", which is not a stored field here`);
        if (MATCH_RESERVED.has(ours)) problems.push(`${where}: field "${key}" matches on "${ours}", a name the lookup route uses itself`);
      }
    }
    for (const [key, field] of Object.entries(def.fields)) {
      const from = field.fieldsFrom;
      const target = from && byName.get(def.fields[from.relation]?.relation?.resource ?? '');
      if (from && target && (target.fields[from.field]?.kind !== 'json' || !isReturned(target.fields[from.field]))) {
        problems.push(`${where}: field "${key}" reads its fields from "${from.field}" of ${target.name}, which is not a returned json field there`);
      }
    }
    for (const [what, ref] of referencesOf(def)) {
      const target = byName.get(ref.resource);
      if (!target) {
        problems.push(`${where}: ${what} points at resource "${ref.resource}", which does not exist`);
        continue;
      }
      for (const field of [ref.field, ref.labelField]) {
        if (field && field !== 'id' && !own(target.fields, field)) problems.push(`${where}: ${what} names "${field}", which is not a field of ${target.name}`);
      }
    }
    if (def.dataScope && 'through' in def.dataScope) {
      // the chain of parents must reach an owner field, without a loop, within 4 relations
      const seen = new Set<string>([def.name]);
      let current: ResourceDef | undefined = def;
      let hops = 0;
      while (current?.dataScope && 'through' in current.dataScope) {
        const through: string = current.dataScope.through;
        const owner = byName.get(current.fields[through]?.relation?.resource ?? '');
        if (!owner) break; // a missing relation target is reported above
        if (!owner.dataScope || seen.has(owner.name) || ++hops > 4) {
          problems.push(`${where}: its data scope runs through "${String(def.dataScope.through)}" to ${owner.name}, which ${owner.dataScope ? 'leads to no owner field within 4 relations' : 'has no data scope'}`);
          break;
        }
        seen.add(owner.name);
        current = owner;
      }
    }
    // a record that hangs off a scoped one (a required link to it) is scoped through it too (01 §6)
    if (!def.dataScope) {
      for (const [key, field] of Object.entries(def.fields)) {
        const target = field.relation && field.kind === 'relation' && field.required ? byName.get(field.relation.resource) : undefined;
        if (target?.dataScope) problems.push(`${where}: field "${key}" ties each record to ${target.name}, which has a data scope: declare dataScope { through: '${key}' } so a user scoped to assigned records reaches only its parent's`);
      }
    }
    for (const key of Object.keys(def.sample ?? {})) {
      if (!own(def.fields, key)) problems.push(`${where}: the sample sets "${key}", which is not a field`);
    }
  }
  for (const page of pages) {
    const where = `page ${page.name}`;
    problems.push(...permissionProblems(where, page.permission, permissionCatalogue));
    problems.push(...menuGroupProblems(where, page.menu));
  }
  return problems;
}

/** Throws a CatalogueError listing every problem (the API's start-up check). */
export function assertCatalogue(resources: ResourceDef[], pages: PageDef[], permissionCatalogue: PermissionCatalogueShape): void {
  const problems = checkCatalogue(resources, pages, permissionCatalogue);
  if (problems.length) throw new CatalogueError(problems);
}
