import { useMemo } from 'react';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@console/contracts';
import { NOTE_NO_LESS_THAN_COST, translatePricingMessage, type Line } from '@console/pricing';
import { languageOf } from '../../../platform/envelope';
import { feeLineRows, surchargeCodes, type FeeLineRow } from './fee-lines';
import { useSurchargeNames } from './use-surcharge-names';

interface Props {
  lines: readonly Line[];
  total: string | number | null | undefined;
  'data-testid'?: string;
}

/**
 * A quote's lines as a table a person reads — base price per package (cost and publish beside
 * it, the engine's note as a tag), surcharges by name, peaks, fuel — and the total in bold under
 * them. Shared by the shipping-fee page's quote and a rated shipment's show page.
 */
export function FeeLinesTable({ lines, total, 'data-testid': testId = 'fee-lines' }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const codes = useMemo(() => surchargeCodes(lines), [lines]);
  const names = useSurchargeNames(codes);
  const rows = useMemo(() => feeLineRows(lines, names), [lines, names]);

  const columns = useMemo<TableColumnsType<FeeLineRow>>(() => [
    { key: 'what', title: t('feeLines.what'), width: '32%', render: (_, r) => t(r.what.key, r.what.params) },
    {
      key: 'detail',
      title: t('feeLines.detail'),
      render: (_, r) => (
        <>
          {r.detail ? <Typography.Text type="secondary">{t(r.detail.key, r.detail.params)}</Typography.Text> : null}
          {r.note && (
            <Tag color={r.note === NOTE_NO_LESS_THAN_COST ? 'blue' : 'orange'} style={{ marginInlineStart: 8 }} data-testid="fee-line-note">
              {translatePricingMessage(r.note, lang)}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'amount', title: t('feeLines.amount'), align: 'right', width: 100, render: (_, r) => r.amount },
  ], [t, lang]);

  return (
    <Table<FeeLineRow>
      data-testid={testId}
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: t('feeLines.empty') }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}><Typography.Text strong>{t('feeLines.total')}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right"><Typography.Text strong data-testid="fee-lines-total">{formatMoney(total)}</Typography.Text></Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
