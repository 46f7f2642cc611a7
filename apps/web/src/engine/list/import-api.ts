import type { ImportAnswer, ImportPreview } from '@console/contracts';
import { request } from '../../platform/http';
import { downloadFile } from '../../platform/exports/download';

const asForm = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/**
 * `base` is the import's route under /api: `resources/{name}/import` for a resource's own, or a
 * domain's import in the same shape (`resources/client-order/tracking-import`).
 */
export const downloadTemplate = (base: string, lang: 'en' | 'zh', fileName: string) =>
  downloadFile(`/api/${base}/template?lang=${lang}`, fileName);

export const previewImport = (base: string, file: File) =>
  request<ImportPreview>({ method: 'POST', url: `/${base}/preview`, data: asForm(file) });

export const commitImport = (base: string, file: File) =>
  request<ImportAnswer>({ method: 'POST', url: `/${base}`, data: asForm(file) });
