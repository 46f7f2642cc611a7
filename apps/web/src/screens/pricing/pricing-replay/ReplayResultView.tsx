import { useMemo } from 'react';
import { Alert, Card, Col, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@console/contracts';
import { languageOf } from '../../../platform/envelope';
import { MoneyDelta, useDeltaColor } from '../../../engine/display/MoneyDelta';
import { compareAmounts, direction, signedMoney } from '../../../engine/display/money-delta';
import { failureLines, replayTableRows, type ReplayResult, type ReplayTableRow } from './replay-result';

/**
 * A replay's result: the period's totals (shipments, current and draft totals, delta, margin),
 * the shipments that could not be priced and why, and a line per client and service, largest
 * increase first; every column sorts.
 */
export function ReplayResultView({ result }: { result: ReplayResult }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const deltaColor = useDeltaColor();
  const rows = useMemo(() => replayTableRows(result, t('pricingReplay.noClient')), [result, t]);
  const failures = useMemo(() => failureLines(result.failures, lang), [result.failures, lang]);
  const columns = useMemo<TableColumnsType<ReplayTableRow>>(() => {
    const money = (key: 'currentTotal' | 'draftTotal' | 'margin', title: string) => ({
      key, dataIndex: key, title, align: 'right' as const, width: 130,
      sorter: (a: ReplayTableRow, b: ReplayTableRow) => compareAmounts(a[key], b[key]),
      render: (value: string) => formatMoney(value),
    });
    return [
      { key: 'client', dataIndex: 'client', title: t('pricingReplay.client'), ellipsis: true, sorter: (a, b) => a.client.localeCompare(b.client) },
      { key: 'service', dataIndex: 'service', title: t('pricingReplay.service'), ellipsis: true, width: 170, sorter: (a, b) => a.service.localeCompare(b.service) },
      { key: 'shipments', dataIndex: 'shipments', title: t('pricingReplay.shipments'), align: 'right', width: 116, sorter: (a, b) => a.shipments - b.shipments },
      money('currentTotal', t('pricingReplay.currentTotal')),
      money('draftTotal', t('pricingReplay.draftTotal')),
      {
        key: 'delta', dataIndex: 'delta', title: t('pricingReplay.delta'), align: 'right', width: 130, defaultSortOrder: 'descend',
        sorter: (a, b) => compareAmounts(a.delta, b.delta), render: (value: string) => <MoneyDelta amount={value} />,
      },
      money('margin', t('pricingReplay.margin')),
      {
        key: 'marginPercent', dataIndex: 'marginPercent', title: t('pricingReplay.marginPercent'), align: 'right', width: 100,
        sorter: (a, b) => compareAmounts(a.marginPercent, b.marginPercent), render: (value: string | null) => (value === null ? '-' : `${value}%`),
      },
    ];
  }, [t]);

  return (
    <>
      <Card size="small" data-testid="replay-totals" title={t('pricingReplay.periodOf', { from: formatDate(result.from), to: formatDate(result.to) })}>
        <Row gutter={16}>
          <Col span={4}><Statistic title={t('pricingReplay.shipments')} value={result.shipments} /></Col>
          <Col span={5}><Statistic title={t('pricingReplay.currentTotal')} value={formatMoney(result.currentTotal)} /></Col>
          <Col span={5}><Statistic title={t('pricingReplay.draftTotal')} value={formatMoney(result.draftTotal)} /></Col>
          <Col span={5} data-testid="replay-delta" data-direction={direction(result.delta)}>
            <Statistic title={t('pricingReplay.delta')} value={signedMoney(result.delta)} valueStyle={{ color: deltaColor(result.delta) }} />
          </Col>
          <Col span={5}><Statistic title={t('pricingReplay.margin')} value={formatMoney(result.margin)} /></Col>
        </Row>
        <Typography.Text type="secondary">{t('pricingReplay.pricedOf', { priced: result.priced, shipments: result.shipments })} · {t('pricingReplay.marginHelp')}</Typography.Text>
      </Card>
      {result.failed > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="replay-failures"
          message={t('pricingReplay.failures', { failed: result.failed })}
          description={<ul style={{ margin: 0, paddingLeft: 18 }}>{failures.map((f) => <li key={f.reason}>{t('pricingReplay.failureLine', { reason: f.reason, count: f.count })}</li>)}</ul>}
        />
      )}
      <Table<ReplayTableRow>
        size="small"
        rowKey="key"
        data-testid="replay-table"
        columns={columns}
        dataSource={rows}
        tableLayout="fixed"
        locale={{ emptyText: t('pricingReplay.noShipments') }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], hideOnSinglePage: rows.length <= 10 }}
      />
    </>
  );
}
