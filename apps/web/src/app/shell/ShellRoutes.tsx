import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useUserInfo } from '../../platform/use-session';
import { PartitionRedirect, ResourceScreen } from './ResourceScreen';
import { VariantRedirect } from './VariantRedirect';
import { routeSegment, valueOfSlug, type ResourceDef } from '@console/metadata';
import { screenPaths } from '../../engine/paths';
import { routeOf } from '../resources';
import { PageScreen } from './PageScreen';
import { lazyScreen } from '../../platform/lazy';
import { PAGES, RESOURCES } from './catalogue-loader';

const DashboardPage = lazyScreen(() => import('../../screens/dashboard/DashboardPage'));
const UserDetailPage = lazyScreen(() => import('../../screens/access/profile/UserDetailPage'));
const ExportListPage = lazyScreen(() => import('../exports/ExportListPage'));
const NotFoundPage = lazyScreen(() => import('../../engine/page/NotFoundPage'));

const SCREENS = ['list', 'create', 'edit', 'show'] as const;

/**
 * One list/create/edit/show route set per resource, generated from metadata. A partitioned
 * resource's bare name goes to the list of its first value the user may view.
 */
function resourceRoutes(productCode: string | undefined) {
  return RESOURCES.flatMap((def) => [
    ...SCREENS.map((action) => <Route key={`${def.name}-${action}`} path={routeOf(def, action, productCode)} element={<ResourceScreen def={def} action={action} />} />),
    // named lists (My Follow): the list screen with the view's fixed filters
    ...(def.listViews ?? []).map((view) => <Route key={`${def.name}-view-${view.key}`} path={view.route} element={<ResourceScreen def={def} action="list" view={view} />} />),
    ...(def.partition ? [<Route key={`${def.name}-default`} path={def.name} element={<PartitionRedirect def={def} />} />] : variantRoutes(def, productCode)),
    // the spec's parent routes that open this list (client-funding -> funding-history; a partition's
    // slug alone, billing-automation, opens that value's list)
    ...(def.redirectsFrom ?? []).map((from) => (
      <Route key={`${def.name}-from-${from}`} path={from} element={redirectFrom(def, from, productCode)} />
    )),
    // the spec's routes that open the create form (ticket/create-template)
    ...(def.createFrom ?? []).map((from) => (
      <Route key={`${def.name}-create-from-${from}`} path={from} element={<Navigate to={`/${routeOf(def, 'create', productCode)}`} replace />} />
    )),
  ]);
}

function redirectFrom(def: ResourceDef, from: string, productCode: string | undefined) {
  if (!def.partition) return <Navigate to={`/${routeSegment(def, productCode)}`} replace />;
  const value = valueOfSlug(def.partition, from, productCode);
  return value === undefined ? <PartitionRedirect def={def} /> : <Navigate to={screenPaths(def, value).list} replace />;
}

/** `<route>/update/:id` and `<route>/view/:id` (01 §2's variants), and a definition's own (`wms-client/subscription/:id`). */
function variantRoutes(def: ResourceDef, productCode: string | undefined) {
  const base = routeSegment(def, productCode);
  const variants: Record<string, { screen: 'edit' | 'show'; tab?: string }> = {
    ...(def.actions.includes('edit') ? { update: { screen: 'edit' } } : {}), view: { screen: 'show' }, ...def.variants,
  };
  return Object.entries(variants).map(([variant, { screen, tab }]) => (
    <Route key={`${def.name}-${variant}`} path={`${base}/${variant}/:id`} element={<VariantRedirect def={def} screen={screen} tab={tab} />} />
  ));
}

/** The screens inside the shell; / goes to the dashboard, anything unknown is 404. */
export function ShellRoutes() {
  // Routes may carry the product code (`ezeeship-warehouse`): the session's server says which.
  const productCode = useUserInfo()?.productCode;
  const routes = useMemo(() => resourceRoutes(productCode), [productCode]);
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="user-detail" element={<UserDetailPage />} />
      <Route path="export-list" element={<ExportListPage />} />
      {routes}
      {PAGES.map((page) => <Route key={page.name} path={page.name} element={<PageScreen page={page} />} />)}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
