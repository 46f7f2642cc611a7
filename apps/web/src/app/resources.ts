import type { ResourceProps } from '@refinedev/core';
import type { ResourceDef } from '@console/metadata';

/** refine's resource list, read from the same definitions as the API, menu and access checks. */
export function toRefineResources(defs: readonly ResourceDef[]): ResourceProps[] {
  return defs.map((def) => ({
    name: def.name,
    list: `/${def.name}`,
    show: `/${def.name}/show/:id`,
    create: def.actions.includes('create') ? `/${def.name}/create` : undefined,
    edit: def.actions.includes('edit') ? `/${def.name}/edit/:id` : undefined,
    meta: { canDelete: def.actions.includes('delete'), group: def.menu.group, hide: def.menu.hidden },
  }));
}
