/**
 * The header bell's wire shapes (`GET /api/me/ticket-notices`): one of the signed-in user's desk
 * notices, and a page of them with the unseen count. `Time` is a Date where the API builds it and
 * the ISO text the browser reads.
 */
export interface TicketBellNotice<Time = string> {
  id: number;
  type: string;
  ticketCaseId: number | null;
  caseNo: string | null;
  platformSource: string | null;
  /** Which service-level clock is about to breach (a breach notice only). */
  target?: 'firstResponse' | 'resolution';
  /** Who replied (a reply notice only). */
  authorName?: string;
  seen: boolean;
  /** The ticket is out of the user's reach now (its source's sub-role or its data scope): no details. */
  hidden?: true;
  createTime: Time;
}

export interface TicketBellPage<Time = string> {
  records: Array<TicketBellNotice<Time>>;
  total: number;
  curPageNo: number;
  pageSize: number;
  unseen: number;
}
