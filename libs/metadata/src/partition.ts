import { DEFAULT_PRODUCT_CODE, can, isSubRole, type ActionName, type PermissionMap, type PermissionRef } from '@console/contracts';
import type { Label, ResourceDef } from './types';

/**
 * One resource seen as several screens, one per value of a field, each value with its own
 * sub-role (spec 02: support cases `list/{source}`, "several support roles per source"). A team
 * holding only the WMS source's sub-role sees, creates and edits only WMS tickets; the menu lists
 * a screen per permitted value; the route carries the value (`list/:source`).
 *
 * The resource's own `permission.sub` is the value shown by default (where `ticket` redirects);
 * the resource is usable by anyone holding any value's sub-role at the action's level.
 */
export interface Partition {
  /** The stored field whose value picks the partition (an enum or text field). */
  field: string;
  /** Name of the route parameter holding the value, e.g. `source` in `list/:source`. */
  param: string;
  values: ReadonlyArray<PartitionValue>;
  /**
   * Web paths with `:<param>` (and `:id` for show/edit), e.g. `ticket/list/:source`; each defaults
   * to the resource's usual path with the value as a segment (`<name>/:param`, ...).
   */
  routes?: Partial<Record<'list' | 'create' | 'edit' | 'show', string>>;
}

interface PartitionValue {
  value: string;
  /**
   * What the route's parameter holds for this value when it is not the value itself: the
   * client screens `{product}-client` and `{product}-new-oms-client` of spec 01 §2 are one
   * resource partitioned by kind (`oms`, `own-warehouse`). `{product}` is the product code.
   */
  slug?: string;
  /** Sub-role of the resource's permission module that reaches this value. */
  sub: string;
  label: Label;
}

/** Who is asking: the fields of a signed-in admin that decide permissions. */
interface PermissionHolder {
  allPermission: boolean;
  permissionMap: PermissionMap;
}

/** Every permission that gives some access to the resource. */
export function resourceRefs(def: ResourceDef): PermissionRef[] {
  if (!def.partition) return [def.permission];
  return def.partition.values.map((v) => ({ module: def.permission.module, sub: v.sub }));
}

/** May the holder do the action on the resource at all (on some partition)? */
export function mayUse(who: PermissionHolder, def: ResourceDef, action: ActionName, productCode?: string): boolean {
  return resourceRefs(def).some((ref) => can(who, ref, action, productCode));
}

/**
 * The partition values the holder may act on at the action's level, or null when every row is
 * reachable (no partition, or a super-administrator).
 */
export function permittedValues(def: ResourceDef, who: PermissionHolder, action: ActionName, productCode?: string): string[] | null {
  if (!def.partition || who.allPermission) return null;
  return def.partition.values
    .filter((v) => can(who, { module: def.permission.module, sub: v.sub }, action, productCode))
    .map((v) => v.value);
}

/** The web route segment of a resource: its `route` with the product code filled in, else its name. */
export function routeSegment(def: Pick<ResourceDef, 'name' | 'route'>, productCode: string = DEFAULT_PRODUCT_CODE): string {
  return (def.route ?? def.name).replace('{product}', productCode.toLowerCase());
}

/** The web path of a partitioned screen (`:param` and `:id` still in it). */
export function partitionRoute(def: ResourceDef, screen: 'list' | 'create' | 'edit' | 'show'): string | undefined {
  const p = def.partition;
  if (!p) return undefined;
  const given = p.routes?.[screen];
  if (given) return given;
  const param = `:${p.param}`;
  return { list: `${def.name}/${param}`, create: `${def.name}/${param}/create`, edit: `${def.name}/${param}/edit/:id`, show: `${def.name}/${param}/show/:id` }[screen];
}

/** What the route's parameter holds for a value (its slug with the product code filled in, else the value). */
export function slugOf(p: Partition, value: string, productCode: string = DEFAULT_PRODUCT_CODE): string {
  const slug = p.values.find((v) => v.value === value)?.slug;
  return slug ? slug.replace('{product}', productCode.toLowerCase()) : value;
}

/** The value a route's parameter names, or undefined when it names none (a 404). */
export function valueOfSlug(p: Partition, slug: string | undefined, productCode: string = DEFAULT_PRODUCT_CODE): string | undefined {
  if (slug === undefined) return undefined;
  return p.values.find((v) => slugOf(p, v.value, productCode) === slug)?.value;
}

/** Fill a route's parameters: `ticket/list/:source` with { source: 'WMS' }. */
export function fillRoute(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));
}

export function partitionProblems(def: ResourceDef): string[] {
  const p = def.partition;
  if (!p) return [];
  const problems: string[] = [];
  const field = def.fields[p.field];
  if (!field) problems.push(`partition field "${p.field}" is not a field`);
  else if (!field.required) problems.push(`partition field "${p.field}" must be required`);
  if (!/^[A-Za-z]\w*$/.test(p.param)) problems.push(`partition param "${p.param}" must be a plain name`);
  if (!p.values.length) problems.push('partition needs at least one value');
  const seen = new Set<string>();
  const slugs = new Set<string>();
  for (const v of p.values) {
    if (seen.has(v.value)) problems.push(`partition value "${v.value}" is listed twice`);
    seen.add(v.value);
    const slug = slugOf(p, v.value);
    if (slugs.has(slug)) problems.push(`partition slug "${slug}" is listed twice`);
    slugs.add(slug);
    if (v.slug !== undefined && !/^(\{product\}|[a-z0-9])[a-z0-9-]*(\{product\}[a-z0-9-]*)?$/.test(v.slug)) problems.push(`partition value "${v.value}": slug "${v.slug}" must be one lower-case path segment`);
    if (!isSubRole(def.permission.module, v.sub)) problems.push(`partition value "${v.value}": "${def.permission.module}/${v.sub}" is not a sub-role`);
    if (field?.options && !field.options.some((o) => String(o.value) === v.value)) problems.push(`partition value "${v.value}" is not an option of "${p.field}"`);
  }
  if (!p.values.some((v) => v.sub === def.permission.sub)) problems.push(`permission sub "${def.permission.sub}" must be one partition value's sub-role (the default screen)`);
  for (const [screen, path] of Object.entries(p.routes ?? {})) {
    if (!path.includes(`:${p.param}`)) problems.push(`partition route ${screen} "${path}" lacks :${p.param}`);
    if ((screen === 'edit' || screen === 'show') && !path.includes(':id')) problems.push(`partition route ${screen} "${path}" lacks :id`);
  }
  return problems;
}
