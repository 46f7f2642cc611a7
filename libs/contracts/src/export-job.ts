/**
 * An export job as the message calls answer it (spec 01 §3 "export item", §4 status codes):
 * the wire shape shared by the API (`presentMessage`) and the web's export screens.
 */
export interface ExportJobRecord {
  userMessageId: number;
  fileName: string;
  /** The download path, `/api/wms-user/user/message/download/{id}`. */
  url: string | null;
  /** single 1, batch 2 (EXPORT_FILE_TYPE) */
  type: number;
  /** success 1, failed 2, pending 3 (EXPORT_STATUS) */
  status: number;
  /** 0-100 while pending */
  progress: number;
  rowCount: number | null;
  messageType?: string;
  /** ISO-8601 UTC */
  createTime: string;
  error?: string | null;
}
