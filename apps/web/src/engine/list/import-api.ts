import type { ImportAnswer, ImportPreview } from '@console/contracts';
import { request } from '../../platform/http';
import { downloadFile } from '../../platform/exports/download';

const asForm = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

export const downloadTemplate = (resource: string, lang: 'en' | 'zh') =>
  downloadFile(`/api/resources/${resource}/import/template?lang=${lang}`, `${resource}-import-template.xlsx`);

export const previewImport = (resource: string, file: File) =>
  request<ImportPreview>({ method: 'POST', url: `/resources/${resource}/import/preview`, data: asForm(file) });

export const commitImport = (resource: string, file: File) =>
  request<ImportAnswer>({ method: 'POST', url: `/resources/${resource}/import`, data: asForm(file) });
