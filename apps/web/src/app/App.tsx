import { Suspense, useMemo } from 'react';
import { ConfigProvider } from 'antd';
import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createI18nProvider } from '../i18n/i18n-provider';
import { dataProvider } from '../platform/data-provider';
import { authProvider } from './auth-provider';
import { accessControlProvider } from '../platform/access-control';
import { notificationProvider } from './notification-provider';
import { toRefineResources } from './resources';
import { useCatalogue } from '../platform/catalogue';
import { queryClient } from '../platform/query-client';
import { AppRoutes } from './routes';
import { NavigateBinding } from './Bindings';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { PageLoading } from './PageLoading';
import { useAntdLocale } from './use-antd-locale';
import { useReducedMotion } from './use-reduced-motion';

function RefineRoot() {
  const { t, i18n } = useTranslation();
  // A new provider per language makes refine's own components re-render translated.
  const i18nProvider = useMemo(() => createI18nProvider(i18n, t), [i18n, t]);
  // Empty until the shell chunk registers the catalogue; /login needs no resource.
  const catalogue = useCatalogue();
  const resources = useMemo(() => toRefineResources(catalogue ?? []), [catalogue]);
  const title = (resource?: string, action?: string) =>
    resource ? `${t(`${resource}.titles.${action === 'list' || !action ? 'list' : action}`)} | ${t('app.title')}` : t('app.title');

  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        disableTelemetry: true,
        reactQuery: { clientConfig: queryClient },
      }}
    >
      <ScreenErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </ScreenErrorBoundary>
      <DocumentTitleHandler handler={({ resource, action }) => title(resource?.name, action)} />
      <NavigateBinding />
    </Refine>
  );
}

export function App() {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  const motion = !useReducedMotion();
  return (
    <BrowserRouter>
      <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6, motion } }}>
        <RefineRoot />
      </ConfigProvider>
    </BrowserRouter>
  );
}
