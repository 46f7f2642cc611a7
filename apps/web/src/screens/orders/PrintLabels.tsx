import { useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../platform/exports/download';
import type { BulkAddonProps } from '../../engine/addon-slots';

/** The merged labels' address: the selected orders' ids, in the list's order. */
export const labelsUrl = (resource: string, ids: Array<string | number>) => `/api/resources/${resource}/labels?ids=${ids.map(String).join(',')}`;

/**
 * Print Labels on a list's selection of parcel orders: one PDF of their labels in a new window
 * (01 §7: fetched with the bearer token, as Print Label on an order). The server refuses when
 * none or only some of them have a label (02 §8), and the data layer shows its words.
 */
export default function PrintLabels({ def, selected }: BulkAddonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    void downloadFile(labelsUrl(def.name, selected.map((r) => r.id as string | number)), 'labels.pdf')
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button size="small" icon={<PrinterOutlined />} loading={busy} onClick={print} data-testid="bulk-print-labels">
      {t('orderLabel.printSelected')}
    </Button>
  );
}
