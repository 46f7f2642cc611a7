/** Business constants and limits from spec 01 §9 and §4. */
export const DEFAULT_PRODUCT_CODE = 'ezeeship';
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SOCKET_HEARTBEAT_MS = 10_000;
export const SOCKET_RECONNECT_MS = 5_000;
export const EXPORT_POPUP_ITEMS = 5;
export const EXPORT_POPUP_CLOSE_MS = 5_000;
export const NOTIFICATION_SECONDS = 5;
export const EXPORT_HISTORY_DAYS = 30;
export const SIDE_MENU_WIDTH = 240;
export const SIDE_MENU_COLLAPSED_WIDTH = 52;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_MAX_PAGE_SIZE = 1000;
export const ROW_ACTIONS_INLINE = 3;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export const PERMISSION_LEVEL = { none: 1, update: 2, delete: 3, all: 4 } as const;
export type PermissionLevel = (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL];
export const EXPORT_STATUS = { success: 1, failed: 2, pending: 3 } as const;
export const EXPORT_FILE_TYPE = { single: 1, batch: 2 } as const;
/** The fixed product label written as the creator of every exported workbook (spec 01 §9). */
export const EXPORT_WORKBOOK_CREATOR = 'Ezeeship Admin Console';
export const ADMIN_MSG_EXCEL_EXPORT = 'ADMIN_MSG_EXCEL_EXPORT';
export const ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN = 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN';
/** A ticket about to breach its service level (beyond the spec): body as the auto-assign push's. */
export const ADMIN_MSG_WORK_ORDER_SLA_AT_RISK = 'ADMIN_MSG_WORK_ORDER_SLA_AT_RISK';
/**
 * A public reply on a ticket one is assigned to or follows, written by someone else (beyond the
 * spec): body as the auto-assign push's, plus `authorName`.
 */
export const ADMIN_MSG_WORK_ORDER_REPLY = 'ADMIN_MSG_WORK_ORDER_REPLY';
/** How many desk notices the header's bell lists per page. */
export const TICKET_NOTICE_PAGE_SIZE = 20;
/** Progress and outcome of a background job (engine/jobs): body.content is { jobId, kind, status, progress, error }. */
export const ADMIN_MSG_JOB = 'ADMIN_MSG_JOB';
export const ZONES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'A', 'B', 'C', 'F', 'N', 'K'] as const;
