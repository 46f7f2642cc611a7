import './catalogue-loader';
import '../../i18n/dayjs-language';
import { Suspense } from 'react';
import { App, Layout, Spin, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary';
import { MENU_ITEMS } from './catalogue-loader';
import { ShellRoutes } from './ShellRoutes';
import { ToastBinding } from './ToastBinding';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { groupOfPath } from './menu-model';
import { useShellMenu } from './use-shell-menu';
import { TopMenu } from './TopMenu';
import { SideMenu } from './SideMenu';
import { HeaderActions } from './HeaderActions';
import { HeaderSearch } from './HeaderSearch';
import { maySearch } from './search-results';
import { useAccess } from '../../platform/use-session';
import { useCatalogue } from '../../platform/catalogue';
import { RealtimeBinding } from '../realtime/RealtimeBinding';
import { WorkOrderNotices } from '../realtime/WorkOrderNotices';
import { ExportNotices } from '../exports/ExportNotices';
import { ADDONS } from '../addons';
import { AddonSlots } from '../../engine/addon-slots';

/**
 * The signed-in layout: header with groups and actions, side menu, and the current screen.
 * Importing this chunk registers the resource catalogue (catalogue-loader, first import).
 */
export default function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useShellMenu();
  const current = groupOfPath(pathname, MENU_ITEMS);
  const allowed = useAccess();
  const catalogue = useCatalogue();

  return (
    <App>
      <ToastBinding />
      <UnsavedChangesPrompt />
      <RealtimeBinding />
      <ExportNotices />
      <WorkOrderNotices />
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16 }}>
          <Link to="/dashboard" style={{ flex: 'none' }}>
            <Typography.Text strong style={{ color: '#fff', fontSize: 16, whiteSpace: 'nowrap' }}>{t('app.title')}</Typography.Text>
          </Link>
          <TopMenu menu={menu} current={current} />
          {maySearch(catalogue, allowed) && <HeaderSearch />}
          <HeaderActions menu={menu} />
        </Layout.Header>
        <Layout>
          <SideMenu menu={menu} current={current} />
          <Layout.Content style={{ padding: 24, minWidth: 0 }}>
            {/* A failed screen only replaces the content area; the menus stay usable. */}
            <ScreenErrorBoundary key={pathname}>
              <Suspense fallback={<Spin style={{ display: 'block', marginTop: 96 }} />}>
                <AddonSlots value={ADDONS}>
                  <ShellRoutes />
                </AddonSlots>
              </Suspense>
            </ScreenErrorBoundary>
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}
