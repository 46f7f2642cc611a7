import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPORT_POPUP_ITEMS, formatDateTime } from '@console/contracts';
import { useTimeZone } from '../../platform/use-session';
import { DownloadExportButton } from './DownloadExportButton';
import { ExportStatus } from './ExportStatus';
import { exportPopup } from '../../platform/exports/popup-state';
import { useExportJobs } from './use-export-jobs';
import styles from './export-popup.module.css';

/** What the export popup shows: the 5 newest jobs with status, progress and Download. */
export default function ExportPopupPanel() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { jobs, loading } = useExportJobs(1, EXPORT_POPUP_ITEMS);
  return (
    <>
      {jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? t('app.loading') : t('exports.empty')} />
      ) : (
        jobs.map((job) => (
          <Flex key={job.userMessageId} justify="space-between" align="center" gap={8} className={styles.item} data-testid="export-popup-item">
            <div style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: job.fileName }} style={{ maxWidth: 280, display: 'block' }}>{job.fileName}</Typography.Text>
              <ExportStatus job={job} />
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{formatDateTime(job.createTime, timeZone)}</Typography.Text>
            </div>
            <DownloadExportButton job={job} size="small" />
          </Flex>
        ))
      )}
      <div style={{ textAlign: 'right', paddingTop: 8 }}>
        <Link to="/export-list" onClick={exportPopup.close} data-testid="export-popup-all">{t('exports.viewAll')}</Link>
      </div>
    </>
  );
}
