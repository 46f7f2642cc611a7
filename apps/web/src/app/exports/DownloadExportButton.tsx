import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_STATUS } from '@console/contracts';
import type { ExportJob } from '../../platform/exports/export-api';
import { downloadFile } from '../../platform/exports/download';

/** Download of a finished job (nothing while it runs or after it failed). */
export function DownloadExportButton({ job, size }: { job: ExportJob; size?: 'small' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (job.status !== EXPORT_STATUS.success || !job.url) return null;
  const url = job.url;
  const onClick = () => {
    setBusy(true);
    // Failures are toasted by the data layer.
    downloadFile(url, job.fileName).catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <Button type="link" size={size} icon={<DownloadOutlined />} loading={busy} onClick={onClick} data-testid="export-download">
      {t('exports.download')}
    </Button>
  );
}
