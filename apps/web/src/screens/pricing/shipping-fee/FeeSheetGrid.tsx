import { useMemo } from 'react';
import { Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTE_NO_LESS_THAN_COST, translatePricingMessage } from '@console/pricing';
import { languageOf } from '../../../platform/envelope';
import { gridRows, type GridCell, type GridRow } from './fee-sheet-model';
import type { FeeSheet } from './shipping-fee-api';

/** One zone's price for a weight range: the price, cost / publish under it, the engine's note as a tag. */
function PriceCell({ cell, title }: { cell: GridCell | null; title: string }) {
  const { t, i18n } = useTranslation();
  if (!cell) return <Tooltip title={t('shippingFee.noPrice')}><Typography.Text type="secondary">-</Typography.Text></Tooltip>;
  const note = cell.note && translatePricingMessage(cell.note, languageOf(i18n.language));
  const details = (
    <>
      <div>{title}</div>
      <div>{t('shippingFee.price', { amount: cell.price })}</div>
      <div>{t('shippingFee.cost', { amount: cell.cost })}</div>
      <div>{t('shippingFee.publish', { amount: cell.publish })}</div>
      {note && <div>{note}</div>}
    </>
  );
  return (
    <Tooltip title={details} mouseEnterDelay={0.3}>
      <div data-testid="sf-cell">
        <Typography.Text strong data-testid="sf-price">{cell.price}</Typography.Text>
        <div style={{ fontSize: 11, lineHeight: '16px' }}>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>{cell.cost} / {cell.publish}</Typography.Text>
        </div>
        {note && (
          <Tag color={cell.note === NOTE_NO_LESS_THAN_COST ? 'blue' : 'orange'} style={{ fontSize: 11, lineHeight: '16px', marginTop: 2, whiteSpace: 'normal' }} data-testid="sf-note">
            {note}
          </Tag>
        )}
      </div>
    </Tooltip>
  );
}

/** The sheet: a row per weight range, a column per zone; the weight column stays while scrolling. */
export function FeeSheetGrid({ sheet }: { sheet: FeeSheet }) {
  const { t } = useTranslation();
  const rows = useMemo(() => gridRows(sheet), [sheet]);
  const columns = useMemo<TableColumnsType<GridRow>>(() => [
    { key: 'range', title: t('shippingFee.weight'), dataIndex: 'range', fixed: 'left', width: 92 },
    ...sheet.zones.map((zone) => ({
      key: `zone-${zone}`,
      title: t('shippingFee.zone', { zone }),
      width: 106,
      render: (_: unknown, row: GridRow) => <PriceCell cell={row.cells[zone]} title={t('shippingFee.cellTitle', { range: row.range, zone })} />,
    })),
  ], [sheet.zones, t]);

  return (
    <Table<GridRow>
      data-testid="sf-grid"
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content', y: 460 }}
    />
  );
}
