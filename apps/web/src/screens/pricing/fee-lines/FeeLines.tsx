import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Space, Typography } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatText } from '@console/contracts';
import { parseLines } from './fee-lines';
import { FeeLinesTable } from './FeeLinesTable';
import type { ShowAddonProps } from '../../../engine/addon-slots';

/**
 * A rated shipment's fee broken into the engine's lines (01 §2 `shipping-fee-detail`): a header
 * button opens a drawer with the lines as a readable table and the total, where the details
 * show them as raw JSON.
 */
export default function FeeLines({ def, record }: ShowAddonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lines = useMemo(() => parseLines(record.lines), [record.lines]);
  const title = record[def.titleField ?? 'id'];

  return (
    <>
      <Button type="primary" icon={<UnorderedListOutlined />} data-testid="fee-lines-open" onClick={() => setOpen(true)}>
        {t('feeLines.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        width={760}
        title={t('feeLines.title', { reference: formatText(title) })}
        destroyOnHidden
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="fee-lines-drawer">
          <Typography.Text type="secondary">{t('feeLines.help')}</Typography.Text>
          {lines ? <FeeLinesTable lines={lines} total={record.total as string | undefined} /> : <Alert type="warning" showIcon message={t('feeLines.unreadable')} />}
        </Space>
      </Drawer>
    </>
  );
}
