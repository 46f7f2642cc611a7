import type { CrudFilter, CrudOperators, CrudSort } from '@refinedev/core';
import type { ListView } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';

/**
 * Saved views <-> refine's filter and sort state. A view keeps each filter's value exactly as
 * refine holds it (the API's own text: dates YYYY-MM-DD, lists of codes), so applying it asks
 * the same question as when it was saved, in any time zone's later session.
 */
export function viewOf(def: ResourceDef, name: string, filters: CrudFilter[], sorters: CrudSort[]): ListView {
  const values: Record<string, unknown> = {};
  for (const f of filters) {
    // a partition's value comes from the route (the screen's permanent filter), never from a view
    if (!('field' in f) || f.field === def.partition?.field) continue;
    if (f.value !== undefined && f.value !== null && f.value !== '') values[f.field] = f.value;
  }
  const sort = sorters[0] ? { field: sorters[0].field, order: sorters[0].order } : null;
  return { name: name.trim(), filters: values, sort, isDefault: false };
}

/** The refine filters of a view: only fields the definition still filters on. */
export function filtersOf(def: ResourceDef, view: ListView): CrudFilter[] {
  return Object.entries(view.filters)
    .filter(([field]) => def.fields[field]?.filter)
    .map(([field, value]) => ({ field, operator: def.fields[field].filter as Exclude<CrudOperators, 'or' | 'and'>, value }));
}

export function sortersOf(view: ListView): CrudSort[] {
  return view.sort ? [{ field: view.sort.field, order: view.sort.order }] : [];
}

/** Saving under an existing name (any case) replaces that view, keeping its default mark. */
export function withView(views: ListView[], view: ListView): ListView[] {
  const same = views.find((v) => v.name.toLowerCase() === view.name.toLowerCase());
  const saved = { ...view, isDefault: same?.isDefault ?? false };
  return same ? views.map((v) => (v === same ? saved : v)) : [...views, saved];
}

/** Marks `name` the default (the only one), or clears the mark when it was. */
export function toggleDefault(views: ListView[], name: string): ListView[] {
  const wasDefault = views.find((v) => v.name === name)?.isDefault;
  return views.map((v) => ({ ...v, isDefault: !wasDefault && v.name === name }));
}
