import { DEFAULT_PRODUCT_CODE, MENU_GROUPS, type MenuGroupKey, type MenuSectionKey } from '@console/contracts';
import { fillRoute, partitionRoute, routeSegment, slugOf, type ListViewDef, type MenuPlacement, type Partition, type ResourceDef } from '@console/metadata';

/** What has a place in the menu: a resource or a handwritten page. */
export interface MenuItemDef {
  name: string;
  route?: string;
  menu: MenuPlacement;
  partition?: Partition;
  /** Named lists with their own menu entries (My Follow). */
  listViews?: ListViewDef[];
}

/** One menu entry: a screen's path; a partitioned resource has one per permitted value. */
export interface MenuEntry {
  name: string;
  path: string;
  group: MenuGroupKey;
  order: number;
  section?: MenuSectionKey;
  /** The partition value this entry shows (support cases of one source). */
  value?: string;
  /** The named list this entry opens (My Follow). */
  view?: string;
}

/** A group's side menu: plain entries and sections (submenus), in order. */
export type SideMenuNode = { kind: 'entry'; entry: MenuEntry } | { kind: 'section'; section: MenuSectionKey; entries: MenuEntry[] };

export interface ShellMenu {
  /** Top groups in spec order; Dashboard always, the others only with a permitted child. */
  top: Array<{ key: MenuGroupKey; entries: MenuEntry[] }>;
  /** The settings group, shown under the gear icon. */
  settings: MenuEntry[];
  /** The header's export popup is offered: the user may export at least one resource. */
  mayExport: boolean;
}

/** The shell's menus from metadata and the user's permissions (spec 01 §2, §6). Pure. */
export function buildShellMenu(
  items: readonly MenuItemDef[],
  canView: (name: string) => boolean,
  canExport: (name: string) => boolean = () => false,
  /** The partition values the user may view (null: all); see access-control's decideValues. */
  viewableValues: (name: string) => string[] | null = () => null,
  /** Fills the `{product}` of partition slugs (`ezeeship-client`). */
  productCode: string = DEFAULT_PRODUCT_CODE,
): ShellMenu {
  const byGroup = new Map<MenuGroupKey, MenuEntry[]>();
  for (const def of items) {
    if (def.menu.hidden || !canView(def.name)) continue;
    const list = byGroup.get(def.menu.group) ?? [];
    const base = { name: def.name, group: def.menu.group, order: def.menu.order ?? 0, ...(def.menu.section ? { section: def.menu.section } : {}) };
    if (!def.partition) list.push({ ...base, path: `/${routeSegment(def, productCode)}` });
    else {
      const permitted = viewableValues(def.name);
      const listPath = partitionRoute(def as ResourceDef, 'list')!;
      for (const { value } of def.partition.values) {
        if (!permitted || permitted.includes(value)) list.push({ ...base, path: `/${fillRoute(listPath, { [def.partition.param]: slugOf(def.partition, value, productCode) })}`, value });
      }
    }
    byGroup.set(def.menu.group, list);
    // a named list (My Follow) has an entry of its own, wherever its placement puts it
    for (const view of def.listViews ?? []) {
      if (view.menu.hidden) continue;
      const into = byGroup.get(view.menu.group) ?? [];
      into.push({ name: def.name, group: view.menu.group, order: view.menu.order ?? 0, ...(view.menu.section ? { section: view.menu.section } : {}), path: `/${view.route}`, view: view.key });
      byGroup.set(view.menu.group, into);
    }
  }
  // Stable: a partition's entries keep the order of its values.
  for (const list of byGroup.values()) list.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  const keys = (Object.keys(MENU_GROUPS) as MenuGroupKey[])
    .filter((k) => k !== 'settings')
    .sort((a, b) => MENU_GROUPS[a].order - MENU_GROUPS[b].order);
  const top = keys
    .filter((k) => k === 'dashboard' || (byGroup.get(k)?.length ?? 0) > 0)
    .map((key) => ({ key, entries: byGroup.get(key) ?? [] }));
  // Resources only: the access check knows whether a resource offers export at all.
  const mayExport = items.some((def) => 'actions' in def && canExport(def.name));
  return { top, settings: byGroup.get('settings') ?? [], mayExport };
}

/**
 * A group's permitted entries as the side menu shows them: a section takes the place of its
 * first entry and holds all of its entries; a section with no permitted entry does not exist.
 */
export function sideMenuNodes(entries: readonly MenuEntry[]): SideMenuNode[] {
  const nodes: SideMenuNode[] = [];
  const sections = new Map<MenuSectionKey, MenuEntry[]>();
  for (const entry of entries) {
    if (!entry.section) {
      nodes.push({ kind: 'entry', entry });
      continue;
    }
    let members = sections.get(entry.section);
    if (!members) {
      members = [];
      sections.set(entry.section, members);
      nodes.push({ kind: 'section', section: entry.section, entries: members });
    }
    members.push(entry);
  }
  return nodes;
}

/** The first path segments that lead to an item's screens: its name, and its partition routes' (`ticket`). */
function firstSegments(item: MenuItemDef): string[] {
  const p = item.partition;
  const routes = p ? Object.values(p.routes ?? {}).map((r) => r.split('/').filter(Boolean)[0]) : [];
  // A route that starts with the parameter (`:clientPage`) starts with each value's slug.
  const slugs = p && routes.includes(`:${p.param}`) ? p.values.map((v) => slugOf(p, v.value)) : [];
  return [item.name, routeSegment(item), ...routes, ...slugs];
}

/** Whether the path is under a route of several segments (`/platform-setting/surcharge-setting/edit/3`). */
const under = (pathname: string, route: string) => pathname === `/${route}` || pathname.startsWith(`/${route}/`);

/** The group the current path belongs to: /feature-flag/edit/3 -> tech. */
export function groupOfPath(pathname: string, items: readonly MenuItemDef[]): MenuGroupKey | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || first === 'dashboard') return 'dashboard';
  // a named list (Replace Label) lives in its own entry's group, which may not be its resource's
  const view = items.flatMap((r) => r.listViews ?? []).find((v) => under(pathname, v.route));
  if (view) return view.menu.group;
  const nested = items.find((r) => routeSegment(r).includes('/') && under(pathname, routeSegment(r)));
  return (nested ?? items.find((r) => firstSegments(r).includes(first)))?.menu.group;
}

/**
 * The entry the current path belongs to: /feature-flag/edit/3 -> /feature-flag; a partition's
 * screens (/ticket/detail/WMS/7) -> its value's entry (/ticket/list/WMS).
 */
export function selectedEntryPath(pathname: string, entries: readonly MenuEntry[]): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = `/${segments[0] ?? 'dashboard'}`;
  const ofValue = entries.find((e) => e.value !== undefined && (e.path === pathname || (e.path.startsWith(`${first}/`) && segments.includes(encodeURIComponent(e.value)))));
  // An entry whose route has several segments (/shipping-settings/shipping-account) owns what is under it.
  const nested = entries.find((e) => e.value === undefined && e.path.split('/').filter(Boolean).length > 1 && under(pathname, e.path.slice(1)));
  return ofValue?.path ?? nested?.path ?? first;
}

/** Where a click on a top group goes: its first child's list, or the dashboard. */
export function groupTarget(entries: MenuEntry[]): string {
  return entries.length ? entries[0].path : '/dashboard';
}
