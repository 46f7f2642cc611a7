import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@console/contracts';

/** `GET /api/finance/dashboard` (4-decimal strings). */
export interface FinanceDashboard {
  days: Array<{ day: string; fundsReceived: string; billed: string; available: string }>;
  totals: { fundsReceived: string; billed: string; available: string };
}

const COLORS = { fundsReceived: '#52c41a', billed: '#fa8c16', available: '#1677ff' } as const;
const SERIES = ['fundsReceived', 'billed', 'available'] as const;

/** The chart's points as numbers (recharts draws numbers); the money stays exact in the tooltip's text. */
export function chartPoints(data: FinanceDashboard) {
  return data.days.map((d) => ({ ...d, label: d.day.slice(5), values: d, fundsReceived: Number(d.fundsReceived), billed: Number(d.billed), available: Number(d.available) }));
}

/**
 * The dashboard's finance chart: funds received and billed per UTC day as bars, the available
 * balance at each day's end as a line, over the last 30 days and the accounts the user may see; the
 * three totals above it. Loaded only for users who may view balance history.
 */
export default function FinanceChart() {
  const { t } = useTranslation();
  const { query, result } = useCustom<FinanceDashboard>({ url: '/finance/dashboard', method: 'get' });
  const data = result.data;
  if (query.isLoading || !data) return <Card data-testid="finance-chart"><Skeleton active /></Card>;
  const points = chartPoints(data);
  const name = (key: string) => t(`dashboard.finance.${key}`);
  return (
    <Card data-testid="finance-chart" title={t('dashboard.finance.title')} extra={<Typography.Text type="secondary">{t('dashboard.finance.utcDays')}</Typography.Text>}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {SERIES.map((key) => (
          <Col key={key} xs={24} sm={8}>
            <Statistic title={name(key === 'available' ? 'availableNow' : key)} value={formatMoney(data.totals[key])} valueStyle={{ color: COLORS[key] }} data-testid={`finance-total-${key}`} />
          </Col>
        ))}
      </Row>
      {/* drawn at once, no animation: a glance (or a screenshot) right after load sees the whole line */}
      <div style={{ width: '100%', height: 300 }}>
        <ResponsiveContainer>
          <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 12 }} width={72} tickFormatter={(v: number) => formatMoney(v)} />
            <Tooltip
              labelFormatter={(_label, items) => (items?.[0]?.payload as { day?: string } | undefined)?.day ?? ''}
              formatter={(_value, key, item) => [formatMoney((item.payload as { values: Record<string, string> }).values[String(key)]), name(String(key))]}
            />
            <Legend formatter={(key) => name(String(key))} />
            <Bar dataKey="fundsReceived" fill={COLORS.fundsReceived} maxBarSize={14} isAnimationActive={false} />
            <Bar dataKey="billed" fill={COLORS.billed} maxBarSize={14} isAnimationActive={false} />
            <Line dataKey="available" stroke={COLORS.available} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
