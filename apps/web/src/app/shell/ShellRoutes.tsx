import { Navigate, Route, Routes } from 'react-router';
import { ResourceScreen } from './ResourceScreen';
import { PageScreen } from './PageScreen';
import { lazyScreen } from '../lazy';
import { PAGES, RESOURCES } from './catalogue-loader';

const DashboardPage = lazyScreen(() => import('../../screens/dashboard/DashboardPage'));
const UserDetailPage = lazyScreen(() => import('../../screens/profile/UserDetailPage'));
const ExportListPage = lazyScreen(() => import('../../screens/exports/ExportListPage'));
const NotFoundPage = lazyScreen(() => import('../../screens/not-found/NotFoundPage'));

/** One list/create/edit/show route set per resource, generated from metadata. */
const resourceRoutes = RESOURCES.flatMap((def) => [
  <Route key={`${def.name}-list`} path={def.name} element={<ResourceScreen def={def} action="list" />} />,
  <Route key={`${def.name}-create`} path={`${def.name}/create`} element={<ResourceScreen def={def} action="create" />} />,
  <Route key={`${def.name}-edit`} path={`${def.name}/edit/:id`} element={<ResourceScreen def={def} action="edit" />} />,
  <Route key={`${def.name}-show`} path={`${def.name}/show/:id`} element={<ResourceScreen def={def} action="show" />} />,
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
