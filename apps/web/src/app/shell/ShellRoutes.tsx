import { Navigate, Route, Routes } from 'react-router';
import { PartitionRedirect, ResourceScreen } from './ResourceScreen';
import { routeOf } from '../resources';
import { PageScreen } from './PageScreen';
import { lazyScreen } from '../lazy';
import { PAGES, RESOURCES } from './catalogue-loader';

const DashboardPage = lazyScreen(() => import('../../screens/dashboard/DashboardPage'));
const UserDetailPage = lazyScreen(() => import('../../screens/profile/UserDetailPage'));
const ExportListPage = lazyScreen(() => import('../../screens/exports/ExportListPage'));
const NotFoundPage = lazyScreen(() => import('../../screens/not-found/NotFoundPage'));

const SCREENS = ['list', 'create', 'edit', 'show'] as const;

/**
 * One list/create/edit/show route set per resource, generated from metadata. A partitioned
 * resource's bare name goes to the list of its first value the user may view.
 */
const resourceRoutes = RESOURCES.flatMap((def) => [
  ...SCREENS.map((action) => <Route key={`${def.name}-${action}`} path={routeOf(def, action)} element={<ResourceScreen def={def} action={action} />} />),
  ...(def.partition ? [<Route key={`${def.name}-default`} path={def.name} element={<PartitionRedirect def={def} />} />] : []),
]);

/** The screens inside the shell; / goes to the dashboard, anything unknown is 404. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="user-detail" element={<UserDetailPage />} />
      <Route path="export-list" element={<ExportListPage />} />
      {resourceRoutes}
      {PAGES.map((page) => <Route key={page.name} path={page.name} element={<PageScreen page={page} />} />)}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
