import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN, ADMIN_MSG_WORK_ORDER_REPLY, bilingual } from '@console/contracts';
import { extraProblems, parseTemplateFields } from '@console/support';
import { MESSAGE_KIND, TICKET_STATUS, adminUser, ticket, ticketFollower, ticketMessage, ticketTemplate } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { entitySchemaOf } from '../../engine/entity-schema';
import { linkFileFields, resolveFileFields } from '../../engine/files/attachments';
import { HookRegistry, defineHooks, type HookContext } from '../../engine/hooks';
import type { BoundRecordWriter } from '../../engine/record-writer';
import { nextCaseNumber } from './case-numbers';
import { assignmentOf, dateOf } from './support-desk';
import { clocksOnMove, dueOnCreate, slaStatesOf } from './ticket-clocks';
import { TicketNotices } from './ticket-notices';
import type { Row } from '../../engine/row';

/** The changes the conversation shows as events, with how each reads. */
const TRACKED = ['status', 'priority', 'assigneeId'] as const;

/**
 * Support Cases (02 §2 Support tickets): a ticket's number, clocks and assignee on create; its changes as
 * events in the conversation; re-assignment when it returns to the queue; replies, notes,
 * follow, resolve, reopen and close. See resources/support/ticket.ts for the rules.
 */
@Injectable()
export class TicketHooks {
  constructor(registry: HookRegistry, private readonly notices: TicketNotices) {
    registry.register(defineHooks(ticket, {
      beforeCreate: (row, ctx) => this.beforeCreate(row, ctx),
      beforeUpdate: (current, changes, ctx) => this.beforeUpdate(current, changes, ctx),
      afterRead: (rows, { em, admin }) => this.afterRead(rows, em, admin),
      actions: {
        reply: (current, ctx) => this.post(current, ctx, MESSAGE_KIND.REPLY),
        note: (current, ctx) => this.post(current, ctx, MESSAGE_KIND.NOTE),
        // the signed-in user takes a ticket the rules left unassigned
        assignToMe: (current, { em, admin, records }) => this.write(em, records, current, { assigneeId: admin.id, assignedAt: new Date(), unassignedReason: null }, admin),
        follow: (current, { em, admin }) => this.follow(em, current, admin),
        unfollow: async (current, { em, admin }) => {
          await em.getRepository(entitySchemaOf(ticketFollower)).delete({ ticketId: Number(current.id), adminUserId: admin.id });
        },
        resolve: (current, ctx) => this.move(current, ctx, TICKET_STATUS.RESOLVED),
        reopen: (current, ctx) => this.move(current, ctx, TICKET_STATUS.OPEN),
        close: (current, ctx) => this.move(current, ctx, TICKET_STATUS.CLOSED),
      },
    }));
  }

  private async beforeCreate(row: Row, { em, records }: HookContext): Promise<void> {
    const now = new Date();
    await checkExtra(em, row.categoryId, row.extra);
    row.caseNo = await nextCaseNumber(em, now);
    row.status = TICKET_STATUS.OPEN;
    row.lastActivityAt = now;
    Object.assign(row, await dueOnCreate(em, Number(row.clientId), Number(row.priority), now));
    if (row.assigneeId == null) await this.autoAssign(em, records, row, now);
    else {
      row.assignedAt = now;
      row.unassignedReason = null;
      this.notifyAfterCommit(em, records, Number(row.assigneeId), row);
    }
  }

  private async beforeUpdate(current: Row, changes: Row, { em, admin, records }: HookContext): Promise<void> {
    const now = new Date();
    if ('extra' in changes || 'categoryId' in changes) await checkExtra(em, changes.categoryId ?? current.categoryId, changes.extra ?? current.extra);
    if (changes.status !== undefined) Object.assign(changes, await clocksOnMove(em, current, Number(changes.status), now));
    if (changes.priority !== undefined && Number(changes.priority) !== Number(current.priority) && !current.resolvedAt) {
      Object.assign(changes, await dueOnCreate(em, Number(current.clientId), Number(changes.priority), dateOf(current.createTime) ?? new Date()));
    }
    const next = { ...current, ...changes };
    // back in the queue (Open, nobody on it): the rules choose again
    if ('assigneeId' in changes && changes.assigneeId == null && Number(next.status) === TICKET_STATUS.OPEN) await this.autoAssign(em, records, changes, now, next);
    else if (changes.assigneeId != null && Number(changes.assigneeId) !== Number(current.assigneeId)) {
      changes.assignedAt = now;
      changes.unassignedReason = null;
      this.notifyAfterCommit(em, records, Number(changes.assigneeId), next);
    }
    changes.lastActivityAt = now;
    await this.recordEvents(records, current, changes, admin);
  }

  private async afterRead(rows: Row[], em: EntityManager, admin: CurrentAdmin): Promise<void> {
    const ids = rows.map((r) => Number(r.id));
    const followed = new Set(ids.length
      ? ((await em.getRepository(entitySchemaOf(ticketFollower)).createQueryBuilder('f').select('f.ticket_id', 'ticketId')
        .where('f.admin_user_id = :me AND f.ticket_id IN (:...ids)', { me: admin.id, ids }).getRawMany()) as Row[]).map((r) => Number(r.ticketId))
      : []);
    const states = await slaStatesOf(em, rows, new Date());
    for (const row of rows) {
      row.followed = followed.has(Number(row.id)) ? 1 : 0;
      row.slaState = states.get(row) ?? null;
    }
  }

  /** The rules' choice for the ticket (written into `target`); nobody available leaves it unassigned. */
  private async autoAssign(em: EntityManager, records: BoundRecordWriter, target: Row, now: Date, whole: Row = target): Promise<void> {
    const picked = await assignmentOf(em, {
      platformSource: String(whole.platformSource), categoryId: whole.categoryId == null ? null : Number(whole.categoryId),
      priority: Number(whole.priority), clientId: Number(whole.clientId),
    }, now);
    target.assigneeId = picked.agentId;
    target.assignedAt = picked.agentId ? now : null;
    // why nobody got it: shown beside the empty Assignee
    target.unassignedReason = 'reason' in picked ? picked.reason : null;
    if (picked.agentId) this.notifyAfterCommit(em, records, picked.agentId, whole);
  }

  /** The assignee is told once the write commits (the ticket's id is known then). */
  private notifyAfterCommit(em: EntityManager, records: BoundRecordWriter, agentId: number, t: Row): void {
    const caseNo = String(t.caseNo);
    records.afterCommit(async () => {
      const saved = await em.connection.getRepository(entitySchemaOf(ticket)).findOne({ where: { caseNo }, select: { id: true, caseNo: true, platformSource: true } }) as Row | null;
      const agent = await em.connection.getRepository(entitySchemaOf(adminUser)).findOne({ where: { id: agentId }, select: { id: true, userName: true } }) as Row | null;
      if (!saved || !agent) return;
      await this.notices.send({ id: agentId, userName: String(agent.userName) }, ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN,
        { id: Number(saved.id), caseNo, platformSource: String(saved.platformSource) });
    });
  }

  /** Each tracked change as an event line of the conversation: field, before, after. */
  private async recordEvents(records: BoundRecordWriter, current: Row, changes: Row, admin: CurrentAdmin): Promise<void> {
    for (const field of TRACKED) {
      if (!(field in changes) || String(changes[field] ?? '') === String(current[field] ?? '')) continue;
      await records.insert(ticketMessage, {
        ticketId: Number(current.id), platformSource: current.platformSource, kind: MESSAGE_KIND.EVENT, eventField: field,
        eventFrom: current[field] == null ? null : String(current[field]), eventTo: changes[field] == null ? null : String(changes[field]),
        authorId: admin.id, authorName: admin.userName,
      });
    }
  }

  /** A reply or a note: the message, the ticket's activity; the first reply stops the first-response clock and starts the work. */
  private async post(current: Row, { em, admin, records, input }: HookContext, kind: number): Promise<Row> {
    // the message's files: the writer's own fresh uploads only, then held by the message
    const files: Row = { attachments: Array.isArray(input?.attachments) ? input.attachments : [] };
    await resolveFileFields(em, ticketMessage, files, admin);
    const message = await records.insert(ticketMessage, {
      ticketId: Number(current.id), platformSource: current.platformSource, kind, body: String(input?.body ?? ''), authorId: admin.id, authorName: admin.userName,
      attachments: files.attachments,
    });
    await linkFileFields(em, ticketMessage, Number(message.id), files);
    const now = new Date();
    const changes: Row = { lastActivityAt: now };
    if (kind === MESSAGE_KIND.REPLY) {
      if (!current.firstRespondedAt) changes.firstRespondedAt = now;
      if (Number(current.status) === TICKET_STATUS.OPEN) changes.status = TICKET_STATUS.IN_PROGRESS;
      this.notifyReplyAfterCommit(em, records, Number(current.id), admin);
    }
    await this.write(em, records, current, changes, admin);
    return message;
  }

  /**
   * A public reply tells the ticket's assignee and its followers (the header's bell), each once
   * and never its author, once the reply commits. Internal notes tell nobody.
   */
  private notifyReplyAfterCommit(em: EntityManager, records: BoundRecordWriter, ticketId: number, author: CurrentAdmin): void {
    records.afterCommit(async () => {
      const db = em.connection;
      const saved = await db.getRepository(entitySchemaOf(ticket)).findOne({ where: { id: ticketId }, select: { id: true, caseNo: true, platformSource: true, assigneeId: true } }) as Row | null;
      if (!saved) return;
      const followers = await db.getRepository(entitySchemaOf(ticketFollower)).find({ where: { ticketId }, select: { id: true, adminUserId: true } }) as Row[];
      const told = new Set([saved.assigneeId, ...followers.map((f) => f.adminUserId)].filter((id) => id != null).map(Number));
      told.delete(author.id);
      if (!told.size) return;
      const users = await db.getRepository(entitySchemaOf(adminUser)).find({ where: { id: In([...told]) }, select: { id: true, userName: true }, order: { id: 'ASC' } }) as Row[];
      for (const user of users) {
        await this.notices.send({ id: Number(user.id), userName: String(user.userName) }, ADMIN_MSG_WORK_ORDER_REPLY,
          { id: ticketId, caseNo: String(saved.caseNo), platformSource: String(saved.platformSource) }, { actorName: author.userName });
      }
    });
  }

  private async move(current: Row, { em, admin, records }: HookContext, to: number): Promise<void> {
    await this.write(em, records, current, { status: to }, admin);
  }

  /** A change the actions make, with what an edit's change does: clocks, events, activity. */
  private async write(em: EntityManager, records: BoundRecordWriter, current: Row, changes: Row, admin: CurrentAdmin): Promise<void> {
    if (changes.status !== undefined) Object.assign(changes, await clocksOnMove(em, current, Number(changes.status), new Date()));
    changes.lastActivityAt ??= new Date();
    await this.recordEvents(records, current, changes, admin);
    await records.update(ticket, Number(current.id), changes, { before: current });
  }

  private async follow(em: EntityManager, current: Row, admin: CurrentAdmin): Promise<void> {
    const repo = em.getRepository(entitySchemaOf(ticketFollower));
    if (await repo.exists({ where: { ticketId: Number(current.id), adminUserId: admin.id } })) return;
    const now = new Date();
    await repo.insert({ ticketId: Number(current.id), adminUserId: admin.id, platformSource: current.platformSource, version: 1, createTime: now, updateTime: now });
  }
}

/** A ticket's extra values against its category's fields (ticket-template), each problem under its field. */
async function checkExtra(em: EntityManager, categoryId: unknown, extra: unknown): Promise<void> {
  const values = (extra && typeof extra === 'object' && !Array.isArray(extra) ? extra : {}) as Record<string, unknown>;
  const template = categoryId == null ? null : await em.getRepository(entitySchemaOf(ticketTemplate)).findOneBy({ id: Number(categoryId) }) as Row | null;
  const parsed = template ? parseTemplateFields(template.fields) : { fields: [] };
  const fields = 'fields' in parsed ? parsed.fields : [];
  const problems = extraProblems(fields, values);
  if (!problems.length) return;
  const errors = problems.map(({ key, problem }) => {
    const label = fields.find((f) => f.key === key)?.label ?? { en: key, zh: key };
    const messageKey = problem === 'required' ? 'required' : problem === 'unknown' ? 'extraFieldUnknown' : 'extraFieldInvalid';
    return { field: `extra.${key}`, ...bilingual(messageKey, { en: { field: label.en }, zh: { field: label.zh } }) };
  });
  const first = problems[0];
  const label = fields.find((f) => f.key === first.key)?.label ?? { en: first.key, zh: first.key };
  throw new AppException(400, first.problem === 'required' ? 'required' : first.problem === 'unknown' ? 'extraFieldUnknown' : 'extraFieldInvalid', { en: { field: label.en }, zh: { field: label.zh } }, { errors });
}
