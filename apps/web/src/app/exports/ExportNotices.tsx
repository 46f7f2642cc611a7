import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_MSG_EXCEL_EXPORT, EXPORT_STATUS, NOTIFICATION_SECONDS } from '@console/contracts';
import { onAdminMessage } from '../../platform/realtime/admin-messages';
import { queryClient } from '../../platform/query-client';
import { EXPORT_JOBS_KEY, type ExportJob } from '../../platform/exports/export-api';
import { DownloadExportButton } from './DownloadExportButton';
import { recordLiveJob, type LiveJob } from '../../platform/exports/live-progress';
import { exportPopup } from '../../platform/exports/popup-state';

interface ExportMessageBody {
  content: LiveJob;
}

/**
 * ADMIN_MSG_EXCEL_EXPORT: progress moves the bars; a job leaving pending refreshes the lists,
 * shows a 5-second notification (with Download when it worked) and opens the popup.
 */
export function ExportNotices() {
  const { t } = useTranslation();
  const { notification } = App.useApp();

  useEffect(
    () =>
      onAdminMessage<ExportMessageBody>(ADMIN_MSG_EXCEL_EXPORT, ({ content }) => {
        if (!content || typeof content.userMessageId !== 'number') return;
        recordLiveJob(content);
        if (content.status === EXPORT_STATUS.pending) return;
        void queryClient.invalidateQueries({ queryKey: EXPORT_JOBS_KEY });
        const ok = content.status === EXPORT_STATUS.success;
        notification[ok ? 'success' : 'error']({
          key: `export-${content.userMessageId}`,
          message: t(ok ? 'exports.finished' : 'exports.failed'),
          description: content.fileName,
          duration: NOTIFICATION_SECONDS,
          // Bottom right: the export popup opens under the header at the top right.
          placement: 'bottomRight',
          btn: ok ? <DownloadExportButton job={content as ExportJob} size="small" /> : undefined,
          props: { 'data-testid': 'export-notification' } as object,
        });
        exportPopup.open();
      }),
    [t, notification],
  );
  return null;
}
