import { useState } from 'react';
import { Alert, App, Button, DatePicker, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { todayIn, type FieldError } from '@console/contracts';
import { http } from '../../../platform/http';
import { downloadFile } from '../../../platform/exports/download';
import { useAccess, useTimeZone } from '../../../platform/use-session';
import type { ShowAddonProps } from '../../../engine/addon-slots';

/**
 * A rate card's weight ranges x zones as a spreadsheet: Download sheet writes them as XLSX, Upload
 * sheet sends the edited file back with the day it applies from; the card becomes a new dated
 * version, or every wrong row is listed here by its sheet row.
 */
export default function RateCardSheet({ def, record }: ShowAddonProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const allowed = useAccess();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const zh = i18n.language.startsWith('zh');
  const url = `/resources/${def.name}/${record.id}/sheet`;

  const send = async () => {
    if (!file) return;
    setSending(true);
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('version', String(record.version));
    body.append('effectiveFrom', (from ?? dayjs(todayIn(timeZone))).format('YYYY-MM-DD'));
    const res = await http.post(url, body, { validateStatus: () => true }).finally(() => setSending(false));
    const envelope = res.data as { message?: string; zhMessage?: string; data?: { errors?: FieldError[] } | null };
    if (res.status === 200) {
      message.success(t('cardSheet.uploaded'));
      setOpen(false);
      await invalidate({ resource: def.name, invalidates: ['detail', 'list'], id: record.id });
      return;
    }
    const listed = envelope.data?.errors?.map((e) => (zh ? e.zhMessage || e.message : e.message)) ?? [];
    setErrors(listed.length ? listed : [(zh ? envelope.zhMessage : envelope.message) ?? t('cardSheet.failed')]);
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} data-testid="card-sheet-download" onClick={() => void downloadFile(`/api${url}?lang=${zh ? 'zh' : 'en'}`, `rate-card-${record.id}.xlsx`)}>
        {t('cardSheet.download')}
      </Button>
      {allowed(def.name, 'edit') && (
        <Button icon={<UploadOutlined />} data-testid="card-sheet-upload" onClick={() => { setOpen(true); setErrors([]); setFile(null); setFrom(null); }}>
          {t('cardSheet.upload')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('cardSheet.upload')}
        onCancel={() => setOpen(false)}
        onOk={() => void send()}
        okText={t('cardSheet.save')}
        okButtonProps={{ disabled: !file, loading: sending, 'data-testid': 'card-sheet-save' }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('cardSheet.help')}</Typography.Text>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => { setFile(chosen); setErrors([]); return false; }}
            onRemove={() => { setFile(null); return true; }}
          >
            <Button icon={<UploadOutlined />} data-testid="card-sheet-file">{t('cardSheet.choose')}</Button>
          </Upload>
          <Space>
            <Typography.Text>{t('cardSheet.effectiveFrom')}</Typography.Text>
            <DatePicker format="MM/DD/YYYY" value={from ?? dayjs(todayIn(timeZone))} onChange={setFrom} data-testid="card-sheet-from" />
          </Space>
          {errors.length > 0 && (
            <Alert type="error" showIcon data-testid="card-sheet-errors" message={t('cardSheet.rejected')} description={<ul style={{ margin: 0, paddingLeft: 18 }}>{errors.map((e) => <li key={e}>{e}</li>)}</ul>} />
          )}
        </Space>
      </Modal>
    </>
  );
}
