import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { WRITE_LOCK } from '../../core/tokens';
import { WriteLock } from '../../core/database/write-lock';
import { ResourceRegistry } from '../resource-registry';
import { CountCache } from '../count-cache';
import { entitySchemaOf } from '../entity-schema';
import { afterCommit } from '../after-commit';
import { MAX_SCOPE_HOPS } from '../data-scope';
import type { Row } from '../row';

/** The resource that shows the log (resources/messaging/message-management.ts). */
const MESSAGE_LOG_RESOURCE = 'message-management';

type MessageChannel = 'EMAIL' | 'PUSH';
type MessageStatus = 'OUTBOX' | 'QUEUED' | 'SENT' | 'FAILED';

interface NewMessage {
  channel: MessageChannel;
  messageType: string;
  recipient: string;
  subject: string;
  body?: string;
  status: MessageStatus;
  relatedResource?: string;
  relatedId?: number;
  sentBy?: string;
  error?: string;
}

/**
 * The record of every message the platform sends a person (Message Management): e-mails and
 * console pushes. Written without an audit entry — it is itself the log, and an outbox mail's
 * body holds a password the audit must not copy — and dropped list totals like every write.
 * A catalogue without the message-management resource (a test's own) logs nothing.
 */
@Injectable()
export class MessageLog {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly counts: CountCache,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
  ) {}

  private get schema() {
    const def = this.registry.find(MESSAGE_LOG_RESOURCE)?.def;
    return def ? entitySchemaOf(def) : undefined;
  }

  /** Adds a message in the caller's transaction (or its own); its id, or null without the resource. */
  async record(message: NewMessage, em?: EntityManager): Promise<number | null> {
    const schema = this.schema;
    if (!schema) return null;
    const now = new Date();
    const row: Row = { ...message, version: 1, createTime: now, updateTime: now, sentTime: message.status === 'SENT' ? now : null };
    const write = async (m: EntityManager) => {
      Object.assign(row, await this.scopeOf(m, message));
      const result = await m.getRepository(schema).insert(row);
      this.forgetTotals(m);
      return result.identifiers[0]?.id as number;
    };
    return em ? write(em) : this.lock.run(() => this.ds.transaction(write));
  }

  /**
   * The log's data scope field (its `through`, a client) filled from the record the message is
   * about: that record itself, or the one its own scope chain leads to (a ticket's client). A
   * message about nothing scoped names nothing, and a scoped user does not list it.
   */
  private async scopeOf(em: EntityManager, message: NewMessage): Promise<Row> {
    const def = this.registry.find(MESSAGE_LOG_RESOURCE)?.def;
    const through = def?.dataScope && 'through' in def.dataScope ? def.dataScope.through : undefined;
    const target = through ? def!.fields[through]?.relation?.resource : undefined;
    if (!through || !target || !message.relatedResource || !message.relatedId) return {};
    let resource = message.relatedResource;
    let id: number | null = message.relatedId;
    for (let hop = 0; id !== null && hop <= MAX_SCOPE_HOPS; hop++) {
      if (resource === target) return { [through]: id };
      const related = this.registry.find(resource)?.def;
      const via = related?.dataScope && 'through' in related.dataScope ? related.dataScope.through : undefined;
      const next = via ? related!.fields[via]?.relation?.resource : undefined;
      if (!related || !via || !next) return {};
      const row: Row | null = await em.getRepository(entitySchemaOf(related)).findOne({ select: { id: true, [via]: true }, where: { id } });
      id = row?.[via] === null || row?.[via] === undefined ? null : Number(row[via]);
      resource = next;
    }
    return {};
  }

  /** A message as logged (null: gone, or no message-management resource in this catalogue). */
  async find(id: number): Promise<Row | null> {
    const schema = this.schema;
    return schema ? this.ds.getRepository(schema).findOneBy({ id }) : null;
  }

  /** How a queued message went: sent (its body may be replaced by one without secrets) or failed. */
  async settle(id: number, outcome: { status: 'SENT' | 'FAILED'; body?: string; error?: string }): Promise<void> {
    const schema = this.schema;
    if (!schema) return;
    const now = new Date();
    const changes: Row = { status: outcome.status, updateTime: now, version: () => 'version + 1' };
    if (outcome.status === 'SENT') changes.sentTime = now;
    if (outcome.body !== undefined) changes.body = outcome.body;
    if (outcome.error !== undefined) changes.error = outcome.error.slice(0, 500);
    await this.lock.run(() => this.ds.transaction(async (m) => {
      await m.createQueryBuilder().update(schema).set(changes).where('id = :id', { id }).execute();
      this.forgetTotals(m);
    }));
  }

  private forgetTotals(em: EntityManager): void {
    this.counts.invalidate(MESSAGE_LOG_RESOURCE);
    afterCommit(em, () => this.counts.invalidate(MESSAGE_LOG_RESOURCE));
  }
}
