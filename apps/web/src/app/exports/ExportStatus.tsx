import { Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPORT_STATUS } from '@console/contracts';
import type { ExportJob } from '../../platform/exports/export-api';

const COLOR: Record<number, string> = { [EXPORT_STATUS.success]: 'success', [EXPORT_STATUS.failed]: 'error', [EXPORT_STATUS.pending]: 'processing' };

/** A job's status as a tag, with a progress bar while it runs (progress is pushed live). */
export function ExportStatus({ job }: { job: Pick<ExportJob, 'status' | 'progress'> }) {
  const { t } = useTranslation();
  const pending = job.status === EXPORT_STATUS.pending;
  return (
    <Space size={8} style={{ minWidth: 180 }} data-testid="export-status" data-status={job.status}>
      <Tag color={COLOR[job.status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {t(`exports.status.${job.status}`, { defaultValue: String(job.status) })}
      </Tag>
      {pending && <Progress percent={job.progress} size="small" status="active" style={{ width: 100, margin: 0 }} data-testid="export-progress" />}
    </Space>
  );
}
