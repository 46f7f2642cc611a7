import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../platform/exports/download';
import type { BulkAddonProps } from '../../engine/addon-slots';

/**
 * Merged BOL on a list's selection of freight orders: one PDF of their bills of lading in a new
 * window (01 §7: fetched with the bearer token). Offered from two selected orders (02 §5: a merged
 * BOL needs two); the server says so too.
 */
export default function MergedBol({ def, selected }: BulkAddonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const ids = selected.map((r) => String(r.id));
  const print = () => {
    setBusy(true);
    void downloadFile(`/api/resources/${def.name}/bol?ids=${ids.join(',')}`, 'bol.pdf')
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button size="small" icon={<FilePdfOutlined />} loading={busy} disabled={ids.length < 2} onClick={print} data-testid="bulk-merged-bol">
      {t('freightOrder.mergedBol')}
    </Button>
  );
}
