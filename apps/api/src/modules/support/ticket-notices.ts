import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntitySchema, In, IsNull } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import { ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, ADMIN_MSG_WORK_ORDER_REPLY, ADMIN_MSG_WORK_ORDER_SLA_AT_RISK } from '@console/contracts';
import { MessageLog } from '../../engine/messages/message-log';
import { StompServer } from '../../realtime/stomp.server';

export interface TicketNoticeRow {
  id: number;
  adminUserId: number;
  ticketId: number;
  caseNo: string;
  platformSource: string;
  messageType: string;
  /** An about-to-breach notice's clock: firstResponse or resolution. */
  target: string | null;
  /** Who wrote the reply a reply notice tells of. */
  actorName: string | null;
  /** Set by markAsRead (02 §7), which the console sends as an auto-assign push arrives. */
  readAt: Date | null;
  /** Set when the user has seen the notice in the header's bell (its own state: see readAt). */
  seenAt: Date | null;
  createTime: Date;
}

export const TicketNoticeEntity = new EntitySchema<TicketNoticeRow>({
  name: 'ticket-notice',
  tableName: 'ticket_notice',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    adminUserId: { name: 'admin_user_id', type: 'integer' },
    ticketId: { name: 'ticket_id', type: 'integer' },
    caseNo: { name: 'case_no', type: 'varchar', length: 16 },
    platformSource: { name: 'platform_source', type: 'varchar', length: 16 },
    messageType: { name: 'message_type', type: 'varchar', length: 48 },
    target: { name: 'target', type: 'varchar', length: 16, nullable: true },
    actorName: { name: 'actor_name', type: 'varchar', length: 64, nullable: true },
    readAt: { name: 'read_at', type: 'datetime', nullable: true },
    seenAt: { name: 'seen_at', type: 'datetime', nullable: true },
    createTime: { name: 'create_time', type: 'datetime' },
  },
  indices: [
    { name: 'IDX_ticket_notice_admin_user_id_ticket_id', columns: ['adminUserId', 'ticketId'] },
    { name: 'IDX_ticket_notice_ticket_id_message_type', columns: ['ticketId', 'messageType'] },
    { name: 'IDX_ticket_notice_admin_user_id_seen_at', columns: ['adminUserId', 'seenAt'] },
  ],
});

/** The service-level clock an about-to-breach notice names. */
export type SlaTarget = 'firstResponse' | 'resolution';

export type TicketNoticeType = typeof ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN | typeof ADMIN_MSG_WORK_ORDER_SLA_AT_RISK | typeof ADMIN_MSG_WORK_ORDER_REPLY;

/** What a notice says beyond its ticket: the clock about to breach, or who replied. */
export interface NoticeDetail {
  target?: SlaTarget;
  actorName?: string;
}

/** The Message Management subject of each type, in both languages. */
const SUBJECTS: Record<TicketNoticeType, string> = {
  [ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN]: 'Ticket assigned / 工单已分配',
  [ADMIN_MSG_WORK_ORDER_SLA_AT_RISK]: 'Ticket about to breach / 工单即将超时',
  [ADMIN_MSG_WORK_ORDER_REPLY]: 'New reply / 新回复',
};

/**
 * The desk's pushes to an agent (02 §7): a ticket assigned to it
 * (ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN with ticketCaseId, caseNo and platformSource) or about to
 * breach (ADMIN_MSG_WORK_ORDER_SLA_AT_RISK, the same body and `target`), or someone else's public
 * reply on a ticket it is assigned to or follows (ADMIN_MSG_WORK_ORDER_REPLY, the same body and
 * `authorName`). Sent once the ticket's write has committed (a rolled-back ticket notifies
 * nobody): the notice is stored, pushed over STOMP and logged in Message Management; it stays
 * unread until the agent opens the ticket (markAsRead), and unseen until the agent sees it in
 * the header's bell (ticket-bell.controller.ts).
 */
@Injectable()
export class TicketNotices {
  private readonly log = new Logger('TicketNotices');

  constructor(
    private readonly ds: DataSource, private readonly stomp: StompServer, private readonly messages: MessageLog,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
  ) {}

  /** Stores, pushes and logs one notice (after the ticket's commit). */
  async send(agent: { id: number; userName: string }, type: TicketNoticeType, t: { id: number; caseNo: string; platformSource: string }, detail: NoticeDetail = {}): Promise<void> {
    const { target, actorName } = detail;
    await this.lock.run(() => this.ds.getRepository(TicketNoticeEntity).insert({
      adminUserId: agent.id, ticketId: t.id, caseNo: t.caseNo, platformSource: t.platformSource, messageType: type, target: target ?? null,
      actorName: actorName?.slice(0, 64) ?? null, readAt: null, seenAt: null, createTime: new Date(),
    }));
    await this.stomp.publish(agent.id, { type, body: { ticketCaseId: t.id, caseNo: t.caseNo, platformSource: t.platformSource, ...(target ? { target } : {}), ...(actorName ? { authorName: actorName } : {}) } });
    await this.messages.record({
      channel: 'PUSH', messageType: type, recipient: agent.userName, status: 'SENT',
      subject: `${SUBJECTS[type]}: ${t.caseNo}`,
      body: t.platformSource, relatedResource: 'ticket', relatedId: t.id,
    }).catch((error: unknown) => this.log.warn(`message log: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** markAsRead: the user's unread notices of these tickets read now; how many. */
  async markRead(adminUserId: number, ticketIds: number[]): Promise<number> {
    if (!ticketIds.length) return 0;
    const result = await this.lock.run(() => this.ds.getRepository(TicketNoticeEntity).update({ adminUserId, ticketId: In(ticketIds), readAt: IsNull() }, { readAt: new Date() }));
    return result.affected ?? 0;
  }

  /** The user's unread notices, newest first (the console shows them after a reload too). */
  unread(adminUserId: number): Promise<TicketNoticeRow[]> {
    return this.ds.getRepository(TicketNoticeEntity).find({ where: { adminUserId, readAt: IsNull() }, order: { id: 'DESC' }, take: 50 });
  }
}
