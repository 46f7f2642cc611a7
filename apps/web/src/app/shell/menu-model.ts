import { MENU_GROUPS, type MenuGroupKey } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';

export interface MenuEntry {
  name: string;
  group: MenuGroupKey;
  order: number;
}

export interface ShellMenu {
  /** Top groups in spec order; Dashboard always, the others only with a permitted child. */
  top: Array<{ key: MenuGroupKey; entries: MenuEntry[] }>;
  /** The settings group, shown under the gear icon. */
  settings: MenuEntry[];
}

/** The shell's menus from metadata and the user's permissions (spec 01 §2, §6). Pure. */
export function buildShellMenu(resources: ResourceDef[], canView: (resource: string) => boolean): ShellMenu {
  const byGroup = new Map<MenuGroupKey, MenuEntry[]>();
  for (const def of resources) {
    if (def.menu.hidden || !canView(def.name)) continue;
    const list = byGroup.get(def.menu.group) ?? [];
    list.push({ name: def.name, group: def.menu.group, order: def.menu.order ?? 0 });
    byGroup.set(def.menu.group, list);
  }
  for (const list of byGroup.values()) list.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  const keys = (Object.keys(MENU_GROUPS) as MenuGroupKey[])
    .filter((k) => k !== 'settings')
    .sort((a, b) => MENU_GROUPS[a].order - MENU_GROUPS[b].order);
  const top = keys
    .filter((k) => k === 'dashboard' || (byGroup.get(k)?.length ?? 0) > 0)
    .map((key) => ({ key, entries: byGroup.get(key) ?? [] }));
  return { top, settings: byGroup.get('settings') ?? [] };
}

/** The group the current path belongs to: /feature-flag/edit/3 -> tech. */
export function groupOfPath(pathname: string, resources: ResourceDef[]): MenuGroupKey | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || first === 'dashboard') return 'dashboard';
  return resources.find((r) => r.name === first)?.menu.group;
}

/** Where a click on a top group goes: its first child's list, or the dashboard. */
export function groupTarget(entries: MenuEntry[]): string {
  return entries.length ? `/${entries[0].name}` : '/dashboard';
}
