/** Real-time messages of spec 01 §7: `type` and `body`. */
type AdminMessageType = 'ADMIN_MSG_EXCEL_EXPORT' | 'ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN' | 'ADMIN_MSG_WORK_ORDER_SLA_AT_RISK' | 'ADMIN_MSG_WORK_ORDER_REPLY' | 'ADMIN_MSG_JOB';

export interface AdminMessage {
  type: AdminMessageType;
  body: Record<string, unknown>;
}

/** The one topic each admin may subscribe to. */
export const adminTopic = (userId: number) => `/topic/admin/${userId}`;
