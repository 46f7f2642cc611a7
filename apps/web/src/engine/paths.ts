import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_PRODUCT_CODE } from '@console/contracts';
import { fillRoute, partitionRoute, routeSegment, slugOf, valueOfSlug, type FieldDef, type ResourceDef } from '@console/metadata';
import { getUserInfo } from '../platform/session';

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
export function screenPaths(def: Pick<ResourceDef, 'name' | 'route' | 'partition'>, value?: string): ScreenPaths {
  if (!def.partition || value === undefined) {
    const base = `/${routeSegment(def, productCode())}`;
    return { list: base, create: `${base}/create`, edit: (id) => `${base}/edit/${id}`, show: (id) => `${base}/show/${id}` };
  }
  const param = def.partition.param;
  const slug = slugOf(def.partition, value, productCode());
  const path = (screen: 'list' | 'create' | 'edit' | 'show', id?: string | number) =>
    `/${fillRoute(partitionRoute(def as ResourceDef, screen)!, id === undefined ? { [param]: slug } : { [param]: slug, id })}`;
  return { list: path('list'), create: path('create'), edit: (id) => path('edit', id), show: (id) => path('show', id) };
}

/** The product code the session's server runs with: it fills the `{product}` of partition slugs. */
export function productCode(): string {
  // No storage outside a browser (the unit tests): the default product.
  if (typeof localStorage === 'undefined') return DEFAULT_PRODUCT_CODE;
  return getUserInfo()?.productCode ?? DEFAULT_PRODUCT_CODE;
}

/**
 * An API path under the product's shipment prefix (`/ezeeship-shipment/...`): the shared calls
 * of 01 §7 and the pricing calls carry the product code in their path.
 */
export function shipmentPath(path: string, product: string = productCode()): string {
  return `/${(product || DEFAULT_PRODUCT_CODE).toLowerCase()}-shipment/${path}`;
}

/**
 * The partition value of the current route (the `:source` of `list/:source`, or the kind that
 * `ezeeship-client` names), if the resource has one; undefined when the route names no value.
 */
export function usePartitionValue(def: Pick<ResourceDef, 'partition'>): string | undefined {
  const params = useParams();
  return def.partition ? valueOfSlug(def.partition, params[def.partition.param], productCode()) : undefined;
}

/** The paths of the resource's screens from the current route. */
export function useScreenPaths(def: Pick<ResourceDef, 'name' | 'route' | 'partition'>): ScreenPaths {
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
