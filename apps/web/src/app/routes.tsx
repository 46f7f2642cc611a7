import { Authenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { lazyScreen } from '../platform/lazy';

// /login must not pay for the shell (menus, catalogue) nor the shell for tables and forms.
const LoginPage = lazyScreen(() => import('../screens/access/login/LoginPage'));
const Shell = lazyScreen(() => import('./shell/Shell'));

/**
 * Spec 01 §2, §6: /login is public (signed-in users go on to /dashboard); everything else sits
 * in the shell and needs sign-in (signed-out users go to /login). The shell's own routes
 * (dashboard, resources, 404) are in shell/ShellRoutes.tsx, inside its chunk.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Authenticated key="public" fallback={<Outlet />}>
            <Navigate to="/dashboard" replace />
          </Authenticated>
        }
      >
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route
        path="*"
        element={
          <Authenticated key="private" fallback={<CatchAllNavigate to="/login" />}>
            <Shell />
          </Authenticated>
        }
      />
    </Routes>
  );
}
