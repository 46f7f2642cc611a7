import { Card, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUS_OPTIONS, ORDER_STATUS_OPTIONS } from '@console/resources';
import { languageOf } from '../../platform/envelope';
import type { StationOrderRow, StationState } from './pack-station-api';
import { batchProgress, isPacked } from './station-model';
import styles from './pack-station.module.css';

/**
 * Batch mode's other half: the batch's orders in its sequence, with what is left to pack of each
 * and the packer holding it (two stations may pack one batch), the order being packed here
 * marked, the packed ones green.
 */
export function BatchOrders({ state }: { state: StationState }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const batch = state.batch!;
  const progress = batchProgress(state.orders);
  const label = (options: ReadonlyArray<{ value: number; label: { en: string; zh: string } }>, value: number) => options.find((o) => o.value === value)?.label[lang] ?? String(value);
  const currentId = state.current?.orderId;
  return (
    <Card
      data-testid="pack-batch"
      title={<span>{t('packStation.batch')} <Typography.Text strong data-testid="pack-batch-no">{batch.batchNo}</Typography.Text></span>}
      extra={<Tag color={batch.status === 4 ? 'green' : 'blue'}>{label(BATCH_STATUS_OPTIONS, batch.status)}</Tag>}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="baseline">
          <span className={styles.ordersLeft} data-testid="pack-batch-progress">{t('packStation.ordersPacked', { done: progress.done, total: progress.total })}</span>
          <span>{t('packStation.unitsLeft', { left: progress.unitsLeft })}</span>
        </Flex>
        <Progress percent={progress.total ? Math.floor((progress.done * 100) / progress.total) : 0} showInfo={false} strokeColor="#237804" />
        <Table<StationOrderRow>
          data-testid="pack-orders" size="small" pagination={false} rowKey="orderId" dataSource={state.orders}
          rowClassName={(row) => (row.orderId === currentId ? styles.rowCurrent : isPacked(row) ? styles.rowDone : '')}
          onRow={(row) => ({ 'data-testid': `pack-order-${row.orderNo}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            // an order number is read whole, never broken over lines
            { key: 'orderNo', title: t('packStation.order'), dataIndex: 'orderNo', render: (no: string) => <span className={styles.nowrap}>{no}</span> },
            { key: 'status', title: t('packStation.status'), dataIndex: 'status', render: (s: number) => <span className={styles.nowrap}>{label(ORDER_STATUS_OPTIONS, s)}</span> },
            {
              key: 'left', title: t('packStation.left'), align: 'right',
              render: (_, row) => <span className={`${styles.ordersLeft} ${styles.nowrap}`} data-testid="pack-order-left">{row.left}<Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}> / {row.units}</Typography.Text></span>,
            },
            // (no antd ellipsis: it fixes the table's layout, and the order numbers would be cut)
            { key: 'packer', title: t('packStation.packer'), dataIndex: 'packer', render: (p: string | null) => <span className={styles.packer} title={p ?? undefined}>{p ?? '-'}</span> },
          ]}
        />
      </Flex>
    </Card>
  );
}
