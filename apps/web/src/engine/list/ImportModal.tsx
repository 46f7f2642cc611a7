import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { translate, type FieldError, type ImportPreview } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { languageOf } from '../../platform/envelope';
import { toastSuccess } from '../../platform/toast';
import { commitImport, downloadTemplate, previewImport } from './import-api';
import { useImportJob } from './use-import-job';

interface Props {
  def: ResourceDef;
  open: boolean;
  onClose: () => void;
  /** Another import of the same shape (template, preview, import) under /api, and its title: a domain's own (tracking numbers of orders). */
  base?: string;
  title?: string;
}

type PreviewRow = ImportPreview['rows'][number];

/**
 * Import of a list: download the template, choose a filled-in file, see every row as the server
 * judged it (cells with an error in red, the message under them), and Import only when no row
 * has an error. The server judges the file again on Import and writes all rows or none; a file of
 * more rows than the server writes at once is written by a background job, whose progress the
 * modal shows (the window may be closed meanwhile: the outcome still arrives as a message).
 */
export function ImportModal({ def, open, onClose, base = `resources/${def.name}/import`, title }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const openNow = useRef(open);
  openNow.current = open;

  const imported = async (count: number) => {
    toastSuccess(translate('importDone', lang, { count }));
    await invalidate({ resource: def.name, invalidates: ['list'] });
    if (openNow.current) close();
  };
  const job = useImportJob(lang, () => openNow.current, (count) => void imported(count));

  const reset = () => {
    setFile(null);
    setPreview(null);
    job.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (chosen: File) => {
    reset();
    setChecking(true);
    try {
      setPreview(await previewImport(base, chosen));
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
      const answer = await commitImport(base, file);
      if ('jobId' in answer) job.start(answer.jobId, answer.total);
      else await imported(answer.imported);
    } catch {
      // Shown by the data layer; the preview stays for the user to fix the file.
    } finally {
      setImporting(false);
    }
  };

  // A background job that found errors shows them as a preview of the rows in error.
  const shown = job.refused ?? preview;
  const columns = useMemo(() => {
    const errorOf = (r: PreviewRow, key: string): FieldError | undefined => r.errors.find((e) => e.field === key);
    return [
      { title: t('importer.row'), dataIndex: 'row', key: 'row', width: 70, fixed: 'left' as const },
      ...(shown?.columns ?? []).map((key) => ({
        // a grouped import's group and child columns are headed by the server; the rest are the record's fields
        title: shown?.headers?.[key]?.[lang] ?? t(`${def.name}.fields.${key}`),
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
  }, [shown, def.name, t, lang]);

  const hasErrors = !!shown && shown.errorRows > 0;
  return (
    <Modal
      open={open}
      onCancel={close}
      width={960}
      title={title ?? t('importer.title', { resource: def.label[lang] })}
      footer={[
        <Button key="cancel" onClick={close}>{job.running ? t('buttons.close') : t('buttons.cancel')}</Button>,
        <Button key="import" type="primary" loading={importing} disabled={!preview || hasErrors || !!job.running} onClick={() => void submit()} data-testid="import-submit">
          {t('importer.submit')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('importer.steps')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(base, lang, `${def.name}-import-template.xlsx`)} data-testid="import-template">
          {t('importer.template')}
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={checking || importing || !!job.running}
          beforeUpload={(chosen) => {
            void choose(chosen);
            return false; // judged by the preview call, not uploaded by antd
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{checking ? t('importer.checking') : file ? file.name : t('importer.choose')}</p>
        </Upload.Dragger>
        {job.running && (
          <div data-testid="import-progress">
            <Typography.Text>{t('importer.background', { total: job.running.total })}</Typography.Text>
            <Progress percent={job.running.progress} status="active" />
            <Typography.Text type="secondary">{t('importer.backgroundHint')}</Typography.Text>
          </div>
        )}
        {shown && !job.running && (
          <Alert
            type={hasErrors ? 'error' : 'success'}
            showIcon
            message={hasErrors ? t('importer.summary', { total: shown.total, errors: shown.errorRows }) : t('importer.allGood', { total: shown.total })}
            description={hasErrors ? (shown.message ? (lang === 'en' ? shown.message : shown.zhMessage || shown.message) : t('importer.fixFirst')) : undefined}
            data-testid="import-summary"
          />
        )}
        {shown && !job.running && (
          <Table<PreviewRow>
            size="small"
            rowKey="row"
            dataSource={shown.rows}
            columns={columns}
            scroll={{ x: 70 + shown.columns.length * 160, y: 360 }}
            pagination={shown.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            rowClassName={(r) => (r.errors.length ? 'import-row-error' : '')}
            data-testid="import-preview"
          />
        )}
      </Space>
    </Modal>
  );
}
