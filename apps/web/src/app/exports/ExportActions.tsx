import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../platform/query-client';
import { toastSuccess } from '../../platform/toast';
import { confirmTexts } from '../../platform/confirm';
import { EXPORT_JOBS_KEY, deleteExportJob, type ExportJob } from '../../platform/exports/export-api';
import { DownloadExportButton } from './DownloadExportButton';
import { forgetLiveJob } from '../../platform/exports/live-progress';

/** Download (when finished) and delete with confirmation; the lists reload after a delete. */
export function ExportActions({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const onDelete = async () => {
    await deleteExportJob(job.userMessageId);
    forgetLiveJob(job.userMessageId);
    toastSuccess(t('exports.deleted'));
    await queryClient.invalidateQueries({ queryKey: EXPORT_JOBS_KEY });
  };
  const { title, content, okText, cancelText } = confirmTexts(t, t('buttons.delete'), job.fileName, t('exports.deleteConfirm'));
  return (
    <Space size={0}>
      <DownloadExportButton job={job} />
      <Popconfirm
        title={title}
        description={content}
        okText={okText}
        cancelText={cancelText}
        onConfirm={onDelete}
        okButtonProps={{ danger: true, 'data-testid': 'export-delete-ok' }}
      >
        <Button type="link" danger icon={<DeleteOutlined />} data-testid="export-delete">
          {t('buttons.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
