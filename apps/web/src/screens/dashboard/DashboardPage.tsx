import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/use-session';

interface Summary {
  counts: Array<{ resource: string; count: number }>;
}

/** /dashboard: record counts of the resources the user may view, each linking to its list. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { query, result } = useCustom<Summary>({ url: '/dashboard/summary', method: 'get' });
  const counts = result.data?.counts ?? [];
  const user = info?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.userName || '';

  return (
    <div data-testid="dashboard">
      <Typography.Title level={3} style={{ marginTop: 0 }}>{t('dashboard.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="dashboard-timezone">
        {t('dashboard.timeZone', { timeZone: user?.timeZone || t('dashboard.localTime') })}
      </Typography.Paragraph>
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
