import { Suspense } from 'react';
import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCan, useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../platform/use-session';
import { lazyScreen } from '../../platform/lazy';

// recharts is loaded only for the users who see the chart
const FinanceChart = lazyScreen(() => import('./FinanceChart'));

interface Summary {
  counts: Array<{ resource: string; count: number }>;
}

/**
 * /dashboard: the finance chart for those who may view balance history, then record counts of the
 * resources the user may view, each linking to its list.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { query, result } = useCustom<Summary>({ url: '/dashboard/summary', method: 'get' });
  const finance = useCan({ resource: 'balance-entry', action: 'list' });
  const counts = result.data?.counts ?? [];
  const user = info?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.userName || '';

  return (
    <div data-testid="dashboard">
      <Typography.Title level={3} style={{ marginTop: 0 }}>{t('dashboard.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="dashboard-timezone">
        {t('dashboard.timeZone', { timeZone: user?.timeZone || t('dashboard.localTime') })}
      </Typography.Paragraph>
      {finance.data?.can && (
        <div style={{ marginBottom: 16 }}>
          <Suspense fallback={<Card><Skeleton active /></Card>}>
            <FinanceChart />
          </Suspense>
        </div>
      )}
      {query.isLoading ? (
        <Skeleton active />
      ) : counts.length === 0 ? (
        <Empty description={t('dashboard.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {counts.map(({ resource, count }) => (
            <Col key={resource} xs={24} sm={12} md={8} xl={6}>
              <Link to={`/${resource}`} aria-label={t('dashboard.open')} data-testid={`stat-${resource}`}>
                <Card hoverable>
                  <Statistic title={t(`${resource}.titles.list`, { defaultValue: resource })} value={count} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
