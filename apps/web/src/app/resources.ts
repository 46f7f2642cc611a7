import type { ResourceProps } from '@refinedev/core';
import { partitionRoute, routeSegment, type ResourceDef } from '@console/metadata';

/**
 * refine's resource list, read from the same definitions as the API, menu and access checks.
 * A partitioned resource's routes carry its value (`/ticket/list/:source`).
 */
export function toRefineResources(defs: readonly ResourceDef[]): ResourceProps[] {
  return defs.map((def) => ({
    name: def.name,
    list: `/${routeOf(def, 'list')}`,
    show: `/${routeOf(def, 'show')}`,
    create: def.actions.includes('create') ? `/${routeOf(def, 'create')}` : undefined,
    edit: def.actions.includes('edit') ? `/${routeOf(def, 'edit')}` : undefined,
    meta: { canDelete: def.actions.includes('delete'), group: def.menu.group, hide: def.menu.hidden },
  }));
}

/** A screen's route pattern, without the leading slash: `feature-flag/edit/:id`, `ticket/list/:source`. */
export function routeOf(def: ResourceDef, screen: 'list' | 'create' | 'edit' | 'show', productCode?: string): string {
  const base = routeSegment(def, productCode);
  return partitionRoute(def, screen) ?? { list: base, create: `${base}/create`, edit: `${base}/edit/:id`, show: `${base}/show/:id` }[screen];
}
