import { useMemo } from 'react';
import { useParams } from 'react-router';
import { fillRoute, partitionRoute, type FieldDef, type ResourceDef } from '@console/metadata';

/** Where a resource's screens live; ids are filled by the caller. */
export interface ScreenPaths {
  list: string;
  create: string;
  edit: (id: string | number) => string;
  show: (id: string | number) => string;
}

/**
 * The web paths of a resource's screens. A partitioned resource (support cases per source) has
 * its value in every path (`/ticket/list/WMS`), so links from a WMS screen stay on WMS.
 */
export function screenPaths(def: Pick<ResourceDef, 'name' | 'partition'>, value?: string): ScreenPaths {
  if (!def.partition || value === undefined) {
    return { list: `/${def.name}`, create: `/${def.name}/create`, edit: (id) => `/${def.name}/edit/${id}`, show: (id) => `/${def.name}/show/${id}` };
  }
  const param = def.partition.param;
  const path = (screen: 'list' | 'create' | 'edit' | 'show', id?: string | number) =>
    `/${fillRoute(partitionRoute(def as ResourceDef, screen)!, id === undefined ? { [param]: value } : { [param]: value, id })}`;
  return { list: path('list'), create: path('create'), edit: (id) => path('edit', id), show: (id) => path('show', id) };
}

/** The partition value of the current route (the `:source` of `list/:source`), if the resource has one. */
export function usePartitionValue(def: Pick<ResourceDef, 'partition'>): string | undefined {
  const params = useParams();
  return def.partition ? params[def.partition.param] : undefined;
}

/** The paths of the resource's screens from the current route. */
export function useScreenPaths(def: Pick<ResourceDef, 'name' | 'partition'>): ScreenPaths {
  const value = usePartitionValue(def);
  return useMemo(() => screenPaths(def, value), [def, value]);
}

/**
 * The definition a partition's screen works with: the partition field is fixed by the route, so
 * it is neither a filter, a list column nor a form input there (the create form sends the value).
 * A field that applies only to other values (a shipping supplier's carrier on the warehouse
 * suppliers' screen) is neither a filter nor a column there either: it would always be empty.
 */
export function forPartitionScreen(def: ResourceDef, value: string | undefined): ResourceDef {
  if (!def.partition || value === undefined) return def;
  const key = def.partition.field;
  const elsewhere = (f: FieldDef) => f.visibleWhen?.field === key && !f.visibleWhen.in.map(String).includes(value);
  const fields = Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, elsewhere(f) ? { ...f, filter: undefined, list: false } : f]));
  return { ...def, fields: { ...fields, [key]: { ...def.fields[key], filter: undefined, list: false, form: false } } };
}
