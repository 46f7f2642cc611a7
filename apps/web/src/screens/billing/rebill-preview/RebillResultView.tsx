import { useMemo, type ReactNode } from 'react';
import { Card, Col, Row, Statistic, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@console/contracts';
import { MoneyDelta, useDeltaColor } from '../../../engine/display/MoneyDelta';
import { compareAmounts, signedMoney } from '../../../engine/display/money-delta';
import { pricedEvents, rebillTableRows, type RebillResult, type RebillTableRow } from './rebill-result';

/** An amount shown with 2 decimals, the 4 stored kept in `data-amount` and its tooltip. */
const Money = ({ amount }: { amount: string }) => <span title={amount} data-amount={amount}>{formatMoney(amount)}</span>;

/**
 * A preview's result: the period, the clients and the order events priced (and those that could
 * not be), the total delta; then a line per client and charge item or storage rule — current,
 * draft and delta, the delta red when the client would pay more and green when less — and the
 * totals. An empty result says that nothing was or would be charged.
 */
export function RebillResultView({ result }: { result: RebillResult }) {
  const { t } = useTranslation();
  const deltaColor = useDeltaColor();
  const { token } = theme.useToken();
  const rows = useMemo(() => rebillTableRows(result), [result]);
  const columns = useMemo<TableColumnsType<RebillTableRow>>(() => {
    const money = (key: 'current' | 'draft', title: string) => ({
      key, dataIndex: key, title, align: 'right' as const, width: 130,
      sorter: (a: RebillTableRow, b: RebillTableRow) => compareAmounts(a[key], b[key]),
      render: (value: string) => <Money amount={value} />,
    });
    return [
      { key: 'client', dataIndex: 'client', title: t('rebillPreview.client'), ellipsis: true, sorter: (a, b) => a.client.localeCompare(b.client) },
      {
        key: 'item', dataIndex: 'item', title: t('rebillPreview.item'), ellipsis: true, sorter: (a, b) => a.item.localeCompare(b.item),
        render: (name: string, row) => (
          <ItemName name={name} tag={<Tag color={row.kind === 'charge' ? 'blue' : 'purple'} bordered={false}>{t(`rebillPreview.kinds.${row.kind}`)}</Tag>} />
        ),
      },
      money('current', t('rebillPreview.current')),
      money('draft', t('rebillPreview.draft')),
      {
        key: 'delta', dataIndex: 'delta', title: t('rebillPreview.delta'), align: 'right', width: 140,
        sorter: (a, b) => compareAmounts(a.delta, b.delta), render: (value: string) => <MoneyDelta amount={value} />,
      },
    ];
  }, [t]);

  return (
    <>
      <Card size="small" data-testid="rebill-summary" title={t('rebillPreview.periodOf', { from: formatDate(result.from), to: formatDate(result.to) })}>
        <Row gutter={16}>
          <Col span={6}><Statistic title={t('rebillPreview.clientsCount')} value={result.clients} /></Col>
          <Col span={6}><Statistic title={t('rebillPreview.eventsPriced')} value={pricedEvents(result)} /></Col>
          <Col span={6} data-testid="rebill-unpriced">
            <Statistic title={t('rebillPreview.unpriced')} value={result.unpriced} valueStyle={result.unpriced > 0 ? { color: token.colorWarning } : undefined} />
          </Col>
          <Col span={6} data-testid="rebill-delta" data-amount={result.totals.delta}>
            <Statistic title={t('rebillPreview.totalDelta')} value={signedMoney(result.totals.delta)} valueStyle={{ color: deltaColor(result.totals.delta) }} />
          </Col>
        </Row>
        <Typography.Text type="secondary">
          {t('rebillPreview.explain')}
        </Typography.Text>
      </Card>
      <Table<RebillTableRow>
        size="small"
        rowKey="key"
        data-testid="rebill-table"
        columns={columns}
        dataSource={rows}
        tableLayout="fixed"
        locale={{ emptyText: t('rebillPreview.empty') }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [50, 100, 200], hideOnSinglePage: rows.length <= 50 }}
        summary={() => rows.length > 0 && (
          <Table.Summary>
            <Table.Summary.Row data-testid="rebill-totals">
              <Table.Summary.Cell index={0} colSpan={2}><Typography.Text strong>{t('rebillPreview.totals')}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right"><Typography.Text strong><Money amount={result.totals.current} /></Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right"><Typography.Text strong><Money amount={result.totals.draft} /></Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><Typography.Text strong><MoneyDelta amount={result.totals.delta} /></Typography.Text></Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}

/** An item's name with its kind's tag after it, the name cut short before the tag is. */
function ItemName({ name, tag }: { name: string; tag: ReactNode }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={name}>{name}</span>
      {tag}
    </span>
  );
}
