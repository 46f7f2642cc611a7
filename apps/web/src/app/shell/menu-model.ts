import { MENU_GROUPS, type MenuGroupKey, type MenuSectionKey } from '@console/contracts';
import type { MenuPlacement } from '@console/metadata';

/** What has a place in the menu: a resource or a handwritten page. */
export interface MenuItemDef {
  name: string;
  menu: MenuPlacement;
}

export interface MenuEntry {
  name: string;
  group: MenuGroupKey;
  order: number;
  section?: MenuSectionKey;
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
): ShellMenu {
  const byGroup = new Map<MenuGroupKey, MenuEntry[]>();
  for (const def of items) {
    if (def.menu.hidden || !canView(def.name)) continue;
    const list = byGroup.get(def.menu.group) ?? [];
    list.push({ name: def.name, group: def.menu.group, order: def.menu.order ?? 0, ...(def.menu.section ? { section: def.menu.section } : {}) });
    byGroup.set(def.menu.group, list);
  }
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

/** The group the current path belongs to: /feature-flag/edit/3 -> tech. */
export function groupOfPath(pathname: string, items: readonly MenuItemDef[]): MenuGroupKey | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || first === 'dashboard') return 'dashboard';
  return items.find((r) => r.name === first)?.menu.group;
}

/** Where a click on a top group goes: its first child's list, or the dashboard. */
export function groupTarget(entries: MenuEntry[]): string {
  return entries.length ? `/${entries[0].name}` : '/dashboard';
}
