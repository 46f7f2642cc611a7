import { useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@console/contracts';
import type { PageDef } from '@console/metadata';
import { ORDER_STATUS_OPTIONS } from '@console/resources';
import { ResourcePage } from '../../../engine/page/ResourcePage';
import { useAccess } from '../../../platform/use-session';
import { downloadFile } from '../../../platform/exports/download';
import { chartPoints, statusKey, type OrderSummary } from './summary-chart';

/** A colour per parcel order status (02 §4), drafts grey to completed green, cancelled red. */
const STATUS_COLORS: Record<number, string> = { 1: '#bfbfbf', 2: '#faad14', 3: '#fa8c16', 4: '#13c2c2', 5: '#1677ff', 6: '#722ed1', 7: '#52c41a', 8: '#ff4d4f' };
const DAY = 'YYYY-MM-DD';

/**
 * Fulfillment > Order Summary (02 §2 `order-summary`): the parcel orders made over a range of UTC
 * days — last month unless another range or one of 02 §9's shortcuts (last week, last month,
 * last 3 months) is chosen — as a chart of orders per day, stacked by status, and beside it their
 * counts and label totals per client, warehouse and status, with the totals; Export downloads the
 * table as XLSX (the page's all level). What a sales user sees is their clients' orders only:
 * the API answers so.
 */
export default function OrderSummaryPage({ page }: { page: PageDef }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const allowed = useAccess();
  const today = dayjs();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(1, 'month'), today]);
  const [from, to] = range.map((d) => d.format(DAY));
  const { query, result } = useCustom<OrderSummary>({ url: '/orders/summary', method: 'get', config: { query: { from, to } } });
  const data = result.data;
  const [exporting, setExporting] = useState(false);
  const statusLabel = (status: number) => ORDER_STATUS_OPTIONS.find((o) => o.value === status)?.label[lang] ?? String(status);
  const presets = [
    { label: t('filters.lastWeek'), value: [today.subtract(1, 'week'), today] as [Dayjs, Dayjs] },
    { label: t('filters.lastMonth'), value: [today.subtract(1, 'month'), today] as [Dayjs, Dayjs] },
    { label: t('filters.last3Months'), value: [today.subtract(3, 'month'), today] as [Dayjs, Dayjs] },
  ];
  const exportButton = allowed(page.name, 'special') ? (
    <Button icon={<DownloadOutlined />} loading={exporting} data-testid="order-summary-export"
      onClick={() => { setExporting(true); void downloadFile(`/api/orders/summary/export?from=${from}&to=${to}&lang=${lang}`, `order-summary-${from}-${to}.xlsx`).catch(() => undefined).finally(() => setExporting(false)); }}>
      {t('orderSummary.export')}
    </Button>
  ) : null;
  const toolbar = (
    <Flex gap={12} align="center" wrap>
      <DatePicker.RangePicker value={range} presets={presets} allowClear={false} format="MM/DD/YYYY" data-testid="order-summary-range"
        disabledDate={(d) => d.isAfter(today, 'day')} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
      <Typography.Text type="secondary">{t('orderSummary.utcDays')}</Typography.Text>
    </Flex>
  );
  return (
    <ResourcePage def={page} action="list" extra={exportButton}>
      {toolbar}
      {query.isLoading || !data ? <Skeleton active style={{ marginTop: 16 }} /> : <SummaryBody data={data} statusLabel={statusLabel} />}
    </ResourcePage>
  );
}

function SummaryBody({ data, statusLabel }: { data: OrderSummary; statusLabel: (status: number) => string }) {
  const { t } = useTranslation();
  const { points, statuses } = chartPoints(data);
  return (
    <>
      <Row gutter={16} style={{ margin: '16px 0' }}>
        <Col xs={12} md={6}><Statistic title={t('orderSummary.orders')} value={data.totals.orders} data-testid="order-summary-total-orders" /></Col>
        <Col xs={12} md={6}><Statistic title={t('orderSummary.amount')} value={formatMoney(data.totals.amount)} data-testid="order-summary-total-amount" /></Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card title={t('orderSummary.perDay')} data-testid="order-summary-chart">
            {data.totals.orders === 0 ? <Empty description={t('orderSummary.none')} /> : (
              <div style={{ width: '100%', height: 320 }}>
                <ResponsiveContainer>
                  <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                    <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={48} />
                    <Tooltip labelFormatter={(_label, items) => (items?.[0]?.payload as { day?: string } | undefined)?.day ?? ''} formatter={(value, key) => [value, statusLabel(Number(String(key).slice(1)))]} />
                    <Legend formatter={(key) => statusLabel(Number(String(key).slice(1)))} />
                    {statuses.map((s) => <Bar key={s} dataKey={statusKey(s)} stackId="orders" fill={STATUS_COLORS[s]} maxBarSize={18} isAnimationActive={false} />)}
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Table
            data-testid="order-summary-table" size="small" bordered pagination={{ pageSize: 20, hideOnSinglePage: true }}
            rowKey={(r) => `${r.clientId}-${r.warehouseId}-${r.status}`} dataSource={data.rows}
            columns={[
              { key: 'client', title: t('orderSummary.client'), dataIndex: 'clientName', ellipsis: true },
              { key: 'warehouse', title: t('orderSummary.warehouse'), dataIndex: 'warehouseName', ellipsis: true, width: 120 },
              { key: 'status', title: t('orderSummary.status'), dataIndex: 'status', width: 100, render: (s: number) => statusLabel(s) },
              { key: 'orders', title: t('orderSummary.orders'), dataIndex: 'orders', width: 72, align: 'right' },
              { key: 'amount', title: t('orderSummary.amount'), dataIndex: 'amount', width: 100, align: 'right', render: (a: string) => formatMoney(a) },
            ]}
            summary={() => data.rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}><strong>{t('orderSummary.total')}</strong></Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right"><strong>{data.totals.orders}</strong></Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right"><strong>{formatMoney(data.totals.amount)}</strong></Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null}
          />
        </Col>
      </Row>
    </>
  );
}
