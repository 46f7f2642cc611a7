import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StationItem } from './pack-station-api';
import styles from './pack-station.module.css';

/**
 * The order's lines as the packer checks them against the tote: the SKU (what the scanner
 * reads), the product's name, and packed of ordered in large figures, a line done in green.
 */
export function ItemsTable({ items }: { items: StationItem[] }) {
  const { t } = useTranslation();
  return (
    <Table<StationItem>
      data-testid="pack-items" size="middle" pagination={false} rowKey="itemId" dataSource={items}
      rowClassName={(item) => (item.packed >= item.qty ? styles.rowDone : '')}
      onRow={(item) => ({ 'data-testid': `pack-item-${item.sku}` } as React.HTMLAttributes<HTMLElement>)}
      columns={[
        { key: 'sku', title: t('packStation.sku'), dataIndex: 'sku', render: (sku: string) => <span className={styles.sku}>{sku}</span> },
        { key: 'name', title: t('packStation.name'), dataIndex: 'name', ellipsis: true, render: (name: string) => name || '-' },
        {
          key: 'packed', title: t('packStation.packedOfQty'), align: 'right', width: 160,
          render: (_, item) => (
            <span className={`${styles.qty} ${item.packed >= item.qty ? styles.qtyDone : ''}`} data-testid="pack-item-count">
              {item.packed} / {item.qty}
            </span>
          ),
        },
      ]}
    />
  );
}
