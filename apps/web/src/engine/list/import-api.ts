import type { FieldError } from '@console/contracts';
import { request } from '../../app/http';
import { downloadFile } from '../../app/exports/download';

/** The API's judgement of an import file (engine/import/import.service.ts on the server). */
export interface ImportPreview {
  columns: string[];
  rows: Array<{ row: number; values: Record<string, unknown>; errors: FieldError[] }>;
  total: number;
  errorRows: number;
}

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
  request<{ imported: number }>({ method: 'POST', url: `/resources/${resource}/import`, data: asForm(file) });
