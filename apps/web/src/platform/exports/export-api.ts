import {
  ADMIN_MSG_EXCEL_EXPORT,
  EXPORT_HISTORY_DAYS,
  type ExportJobRecord,
  type Language,
} from '@console/contracts';
import { request } from '../http';
import type { ListQuery } from '../list-query';

/** An export job as the message list answers it (docs/api-conventions.md). */
export type ExportJob = ExportJobRecord;

export interface ExportPage {
  records: ExportJob[];
  total: number;
}

/** The user's export jobs of the last 30 days, newest first (spec 01 §7, this exact call). */
export function listExportJobs(curPageNo: number, pageSize: number): Promise<ExportPage> {
  return request<ExportPage>({
    url: '/wms-user/user/message/list',
    method: 'get',
    params: {
      queryDayLimit: EXPORT_HISTORY_DAYS,
      receiveType: 'ADMIN',
      messageType: ADMIN_MSG_EXCEL_EXPORT,
      curPageNo,
      pageSize,
    },
  });
}

export function deleteExportJob(userMessageId: number): Promise<unknown> {
  return request({ url: '/wms-user/user/message/delete', method: 'post', params: { userMessageId } });
}

/**
 * Starts the export of a list: the query is the list's own filters and sort (no paging), the
 * columns those the table shows, labels in the user's language. Answers the pending job.
 */
export function startExport(resource: string, query: ListQuery, columns: string[], lang: Language, ids?: number[]): Promise<ExportJob> {
  return request<ExportJob>({
    url: `/resources/${resource}/export`,
    method: 'post',
    params: query,
    // ids: an export of the list's selection only
    data: { columns, lang, ...(ids ? { ids } : {}) },
  });
}

/** react-query keys: everything under EXPORT_JOBS_KEY is refreshed when a job moves. */
export const EXPORT_JOBS_KEY = ['export-jobs'] as const;
