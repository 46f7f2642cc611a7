import { Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NO_DATA } from '@console/contracts';
import type { FileRef } from '@console/metadata';
import { downloadFile } from '../../platform/exports/download';

/** A file field on the show page: each file a link that downloads it (with the bearer token). */
export function FileLinks({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const files = Array.isArray(value) ? (value as FileRef[]) : [];
  if (!files.length) return <>{NO_DATA}</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <Typography.Link key={f.id} onClick={() => void downloadFile(`/api/files/${f.id}`, f.name)} title={t('files.download', { name: f.name })}>
          <PaperClipOutlined /> {f.name}
        </Typography.Link>
      ))}
    </Space>
  );
}
