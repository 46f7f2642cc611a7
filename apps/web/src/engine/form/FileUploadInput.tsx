import { useMemo, useState } from 'react';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { translate } from '@console/contracts';
import { acceptAttribute, fileChoiceProblem, fileOptionsOf, megabytes, type FieldDef, type FileRef } from '@console/metadata';
import { languageOf } from '../../platform/envelope';
import { request } from '../../platform/http';
import { toastError } from '../../platform/toast';
import { downloadFile } from '../../platform/exports/download';

interface Props {
  resource: string;
  name: string;
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The files shown (and downloadable), none added or removed: a file field set once. */
  disabled?: boolean;
}

/**
 * A file field's input: antd Upload sending each chosen file to the field's upload route. The
 * field's rules (type, size, count; file-types.ts) are checked before anything is sent, with the
 * API's own messages; the server checks them again and reads the bytes' real type. The value is
 * the list of uploaded files ({id, name, size, mime}); names download the file.
 */
export function FileUploadInput({ resource, name, field, id, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const files = useMemo(() => (Array.isArray(value) ? (value as FileRef[]) : []), [value]);
  const [sending, setSending] = useState<UploadFile[]>([]);
  const options = fileOptionsOf(field);
  const label = field.label[lang];

  const list: UploadFile[] = [
    ...files.map((f) => ({ uid: String(f.id), name: f.name, status: 'done' as const, size: f.size })),
    ...sending,
  ];

  const beforeUpload = (file: File, batch: File[]) => {
    const problem = fileChoiceProblem(field, { name: file.name, size: file.size, type: file.type });
    if (problem) {
      toastError(translate(problem, lang, { name: file.name, max: megabytes(options.maxBytes) }));
      return Upload.LIST_IGNORE;
    }
    if (files.length + sending.length + batch.indexOf(file) + 1 > options.maxFiles) {
      toastError(translate('fileTooMany', lang, { field: label, max: options.maxFiles }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = async ({ file }: { file: unknown }) => {
    const chosen = file as File & { uid: string };
    const pending: UploadFile = { uid: chosen.uid, name: chosen.name, status: 'uploading' };
    setSending((s) => [...s, pending]);
    try {
      const body = new FormData();
      body.append('file', chosen, chosen.name);
      const refs = await request<FileRef[]>({ method: 'POST', url: `/resources/${resource}/files/${name}`, data: body });
      // The pending entry goes before the stored file arrives: the name never shows twice.
      setSending((s) => s.filter((f) => f.uid !== chosen.uid));
      onChange?.([...(Array.isArray(value) ? (value as FileRef[]) : []), ...refs]);
    } catch {
      // The data layer has shown the server's reason.
      setSending((s) => s.filter((f) => f.uid !== chosen.uid));
    }
  };

  return (
    <div id={id} data-testid={`file-input-${name}`}>
      <Upload
        multiple
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled }}
        accept={acceptAttribute(field)}
        fileList={list}
        beforeUpload={beforeUpload}
        customRequest={customRequest as never}
        onRemove={(removed) => {
          onChange?.(files.filter((f) => String(f.id) !== removed.uid));
          return true;
        }}
        onPreview={(f) => void downloadFile(`/api/files/${f.uid}`, f.name)}
      >
        <Button icon={<UploadOutlined />} disabled={files.length + sending.length >= options.maxFiles}>{t('files.upload')}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('files.limits', { types: options.accept.map((e) => e.toUpperCase()).join(', '), max: megabytes(options.maxBytes), count: options.maxFiles })}
      </Typography.Text>
    </div>
  );
}
