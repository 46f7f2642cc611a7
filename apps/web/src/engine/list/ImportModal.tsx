import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { translate, type FieldError } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { languageOf } from '../../app/envelope';
import { toastSuccess } from '../../app/toast';
import { commitImport, downloadTemplate, previewImport, type ImportPreview } from './import-api';

interface Props {
  def: ResourceDef;
  open: boolean;
  onClose: () => void;
}

type PreviewRow = ImportPreview['rows'][number];

/**
 * Import of a list: download the template, choose a filled-in file, see every row as the server
 * judged it (cells with an error in red, the message under them), and Import only when no row
 * has an error. The server judges the file again on Import and writes all rows or none.
 */
export function ImportModal({ def, open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (chosen: File) => {
    reset();
    setChecking(true);
    try {
      setPreview(await previewImport(def.name, chosen));
      setFile(chosen);
    } catch {
      // The data layer has shown why the file was refused (type, size, rows, headers).
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    if (!file) return;
    setImporting(true);
    try {
      const { imported } = await commitImport(def.name, file);
      toastSuccess(translate('importDone', lang, { count: imported }));
      await invalidate({ resource: def.name, invalidates: ['list'] });
      close();
    } catch {
      // Shown by the data layer; the preview stays for the user to fix the file.
    } finally {
      setImporting(false);
    }
  };

  const columns = useMemo(() => {
    const errorOf = (r: PreviewRow, key: string): FieldError | undefined => r.errors.find((e) => e.field === key);
    return [
      { title: t('importer.row'), dataIndex: 'row', key: 'row', width: 70, fixed: 'left' as const },
      ...(preview?.columns ?? []).map((key) => ({
        title: t(`${def.name}.fields.${key}`),
        key,
        width: 160,
        render: (_: unknown, r: PreviewRow) => {
          const error = errorOf(r, key);
          const value = r.values[key];
          return (
            <div data-testid={error ? 'import-cell-error' : undefined} style={error ? { color: '#cf1322' } : undefined}>
              <div>{value === null || value === undefined || value === '' ? '-' : String(value)}</div>
              {error && <Typography.Text type="danger" style={{ fontSize: 12 }}>{lang === 'en' ? error.message : error.zhMessage || error.message}</Typography.Text>}
            </div>
          );
        },
      })),
    ];
  }, [preview, def.name, t, lang]);

  const hasErrors = !!preview && preview.errorRows > 0;
  return (
    <Modal
      open={open}
      onCancel={close}
      width={960}
      title={t('importer.title', { resource: def.label[lang] })}
      footer={[
        <Button key="cancel" onClick={close}>{t('buttons.cancel')}</Button>,
        <Button key="import" type="primary" loading={importing} disabled={!preview || hasErrors} onClick={() => void submit()} data-testid="import-submit">
          {t('importer.submit')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('importer.steps')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(def.name, lang)} data-testid="import-template">
          {t('importer.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={checking || importing}
          beforeUpload={(chosen) => {
            void choose(chosen);
            return false; // judged by the preview call, not uploaded by antd
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{checking ? t('importer.checking') : file ? file.name : t('importer.choose')}</p>
        </Upload.Dragger>
        {preview && (
          <Alert
            type={hasErrors ? 'error' : 'success'}
            showIcon
            message={hasErrors ? t('importer.summary', { total: preview.total, errors: preview.errorRows }) : t('importer.allGood', { total: preview.total })}
            description={hasErrors ? t('importer.fixFirst') : undefined}
            data-testid="import-summary"
          />
        )}
        {preview && (
          <Table<PreviewRow>
            size="small"
            rowKey="row"
            dataSource={preview.rows}
            columns={columns}
            scroll={{ x: 70 + preview.columns.length * 160, y: 360 }}
            pagination={preview.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            rowClassName={(r) => (r.errors.length ? 'import-row-error' : '')}
            data-testid="import-preview"
          />
        )}
      </Space>
    </Modal>
  );
}
