import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ADMIN_MSG_EXCEL_EXPORT, EXPORT_FILE_TYPE, EXPORT_STATUS, MAX_EXPORT_IDS, fileStamp, translate } from '@console/contracts';
import { ResourceDef, mayUse } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WriteLock } from '../../core/database/write-lock';
import { StompServer } from '../../realtime/stomp.server';
import { ListQuery, parseListQuery } from '../query';
import { ResourceRegistry } from '../resource-registry';
import { ExportParams, UserMessageEntity, UserMessageRow } from './user-message.entity';
import { writeXlsx } from './xlsx-writer';
import { JobKinds } from '../jobs/job-kinds';
import { JobQueue } from '../jobs/job-queue';
import { MessageLog } from '../messages/message-log';
import { JobRunner } from '../jobs/job-runner';
import { exportColumns } from './export-columns';
import { sweepExportFiles } from './export-files';
import { withRelationLabels } from './relation-labels';

/** A job started this many times without finishing (each start cut short by a crash) is failed, not started again. */
export const EXPORT_MAX_STARTS = 3;

/** Cells read and written per batch at most: the work done between two yields to the event loop. */
const BATCH_CELLS = 20_000;

/** Thrown inside a running job whose message was deleted: it stops and removes its file. */
class ExportCancelled extends Error {}

/** The job kind of exports in the engine's job table. */
const EXPORT_JOB_KIND = 'export';

/**
 * Export jobs: a request becomes a pending user message and, in the same transaction, a job of
 * kind 'export' (engine/jobs) whose worker — on any API instance — writes the XLSX of exactly
 * the rows of the list's filters and sort; progress and the outcome are pushed to the owner
 * over STOMP as ADMIN_MSG_EXCEL_EXPORT (the web's message type). A job whose worker died is
 * taken again after its lease; a message left pending without a job (an older version, a
 * crash before the job row) is queued at start-up. Either way at most EXPORT_MAX_STARTS starts
 * in all. A file stays only beside a successful job: a failed or deleted job removes its own,
 * and start-up sweeps the rest.
 */
@Injectable()
export class ExportJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Exports');
  private readonly dir: string;
  /** Jobs running in this process (for idle()). */
  private running = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly sessions: AdminSessionService,
    private readonly stomp: StompServer,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    kinds: JobKinds,
    private readonly jobs: JobQueue,
    private readonly runner: JobRunner,
    private readonly messages: MessageLog,
  ) {
    this.dir = join(config.dataDir, 'exports');
    // Failures are final (the message says so); attempts count starts cut short by a dead worker.
    kinds.register<{ messageId: number }>(EXPORT_JOB_KIND, {
      maxAttempts: EXPORT_MAX_STARTS,
      lane: 'short',
      label: { en: 'export', zh: '导出' },
      quiet: true,
      run: ({ payload }) => this.run(payload.messageId),
      onDead: async (job) => {
        const message = await this.repo.findOneBy({ id: (job.payload as { messageId: number }).messageId });
        if (message?.status === EXPORT_STATUS.pending) await this.fail(message, translate('exportInterrupted', 'en'));
      },
    });
  }

  private get repo() {
    return this.ds.getRepository(UserMessageEntity);
  }

  /** Validates the request now (columns, filters, cap) so the user hears of mistakes at once. */
  async request(def: ResourceDef, query: Record<string, unknown>, body: unknown, admin: CurrentAdmin): Promise<UserMessageRow> {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const lang = b.lang === 'zh' ? 'zh' : 'en';
    const columns = exportColumns(def, b.columns);
    // the query as the list receives it (a filter given twice is an array, refused like the list refuses it)
    const ids = exportIds(b.ids);
    const parsed = withIds(parseListQuery(def, { ...query, curPageNo: undefined, pageSize: undefined }), ids);
    const stringQuery: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      if (key !== 'curPageNo' && key !== 'pageSize' && value !== undefined) stringQuery[key] = String(value);
    }
    const count = await this.registry.find(def.name)!.countMatching(parsed, admin);
    if (count > this.config.exportMaxRows) {
      const params = { max: this.config.exportMaxRows, count };
      throw badRequest('exportTooLarge', { en: params, zh: params });
    }
    const now = new Date();
    const fileName = `${def.label[lang]}-${fileStamp(now, admin.timeZone)}.xlsx`;
    const params: ExportParams = { query: stringQuery, columns, lang, starts: 0, ...(ids ? { ids } : {}) };
    return this.lock.run(() => this.ds.transaction(async (em) => {
      const repo = em.getRepository(UserMessageEntity);
      const inserted = await repo.insert({
        userId: admin.id, receiveType: 'ADMIN', messageType: ADMIN_MSG_EXCEL_EXPORT, fileName, url: null,
        type: EXPORT_FILE_TYPE.single, status: EXPORT_STATUS.pending, progress: 0, rowCount: count,
        error: null, resource: def.name, params, filePath: null, version: 1, createTime: now, updateTime: now,
      });
      const id = inserted.identifiers[0].id as number;
      await repo.update({ id }, { url: `/api/wms-user/user/message/download/${id}` });
      await this.enqueue(id, admin.id, em);
      return repo.findOneByOrFail({ id });
    }));
  }

  /** The message's job, unless one is queued or running already (the key says so). */
  private enqueue(messageId: number, ownerId: number, em?: import('typeorm').EntityManager, uncapped = false) {
    return this.jobs.enqueue({ kind: EXPORT_JOB_KIND, key: `export:${messageId}`, payload: { messageId }, ownerId, uncapped }, em);
  }

  /** For tests and tools: resolves when no job is pending any more (whichever worker runs it) nor running here. */
  async idle(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.running > 0 || this.runner.running > 0 || (await this.repo.countBy({ status: EXPORT_STATUS.pending })) > 0) {
      if (Date.now() > deadline) throw new Error('export jobs still pending');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop(); // a running export finishes before the data source closes
  }

  private async run(id: number): Promise<void> {
    this.running++;
    try {
      await this.runJob(id);
    } finally {
      this.running--;
    }
  }

  private async runJob(id: number): Promise<void> {
    const job = await this.repo.findOneBy({ id });
    if (!job || job.status !== EXPORT_STATUS.pending) return;
    // Counted before the work starts, so a start that takes the process down is counted too.
    const starts = (job.params?.starts ?? 0) + 1;
    if (starts > EXPORT_MAX_STARTS) {
      this.logger.warn(`export ${id} started ${EXPORT_MAX_STARTS} times without finishing: failed`);
      return this.fail(job, translate('exportInterrupted', 'en'));
    }
    if (job.params) await this.lock.run(() => this.repo.update({ id }, { params: { ...job.params!, starts } }));
    const file = join(this.dir, `${id}.xlsx`);
    try {
      const def = this.registry.find(job.resource ?? '')?.def;
      const admin = (await this.sessions.load(job.userId)).principal?.admin;
      if (!def || !job.params || !admin || !mayUse(admin, def, 'export', this.config.productCode)) {
        throw new AppException(403, 'forbidden');
      }
      mkdirSync(this.dir, { recursive: true });
      const service = this.registry.find(def.name)!;
      const query = withIds(parseListQuery(def, { ...job.params.query, curPageNo: undefined, pageSize: undefined }), job.params.ids);
      const { columns } = job.params;
      const batchRows = Math.max(1, Math.min(500, Math.floor(BATCH_CELLS / columns.length)));
      const total = Math.max(1, job.rowCount ?? 1);
      let lastPushed = 0;
      const written = await writeXlsx({
        file, def, columns, lang: job.params.lang, timeZone: admin.timeZone,
        batches: withRelationLabels(service.iterate(query, admin, batchRows), def, columns, this.ds, service.findResource, (target) => mayUse(admin, target, 'view', this.config.productCode)),
        onBatch: async (rows) => {
          // the owner may delete the message while it runs: stop, and the writer removes the file
          if (!(await this.repo.existsBy({ id }))) throw new ExportCancelled();
          const progress = Math.min(99, Math.floor((rows / total) * 100));
          if (progress - lastPushed < 5) return; // a push every 5 % is plenty for a progress bar
          lastPushed = progress;
          await this.lock.run(() => this.repo.update({ id }, { progress, updateTime: new Date() }));
          await this.push(job, EXPORT_STATUS.pending, progress);
        },
      });
      const done = await this.lock.run(() => this.repo.update({ id, status: EXPORT_STATUS.pending }, {
        status: EXPORT_STATUS.success, progress: 100, rowCount: written, filePath: file, updateTime: new Date(), version: job.version + 1,
      }));
      if (!done.affected) throw new ExportCancelled(); // deleted after the last batch
      await this.push(job, EXPORT_STATUS.success, 100);
    } catch (error) {
      if (error instanceof ExportCancelled) {
        rmSync(file, { force: true });
        this.logger.log(`export ${id} stopped: its message was deleted`);
        return;
      }
      this.logger.warn(`export ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.fail(job, translate('exportFailed', 'en'));
    }
  }

  /** Marks the job failed and removes whatever file it has (writeXlsx already removed a partial one). */
  private async fail(job: UserMessageRow, reason: string): Promise<void> {
    await this.lock.run(() => this.repo.update({ id: job.id }, { status: EXPORT_STATUS.failed, error: reason, updateTime: new Date(), version: job.version + 1 }));
    rmSync(join(this.dir, `${job.id}.xlsx`), { force: true });
    await this.push(job, EXPORT_STATUS.failed, job.progress);
  }

  private async push(job: UserMessageRow, status: number, progress: number): Promise<void> {
    // A finished export is a message sent to its owner (Message Management lists it).
    if (status !== EXPORT_STATUS.pending) await this.logFinished(job, status);
    return this.stomp.publish(job.userId, {
      type: ADMIN_MSG_EXCEL_EXPORT,
      body: { content: { userMessageId: job.id, status, type: job.type, fileName: job.fileName, url: job.url, progress } },
    });
  }

  private async logFinished(job: UserMessageRow, status: number): Promise<void> {
    const owner = (await this.sessions.load(job.userId)).principal?.admin.userName ?? `#${job.userId}`;
    await this.messages.record({
      channel: 'PUSH', messageType: ADMIN_MSG_EXCEL_EXPORT, recipient: owner, status: 'SENT',
      // One subject for both languages, as the e-mails have: the log is read by staff of either.
      subject: `${status === EXPORT_STATUS.success ? 'Export ready / 导出完成' : 'Export failed / 导出失败'}: ${job.fileName}`,
      body: status === EXPORT_STATUS.success ? job.fileName : (job.error ?? ''),
      relatedResource: job.resource ?? undefined, relatedId: job.id,
    }).catch((error: unknown) => this.logger.warn(`message log: ${error instanceof Error ? error.message : String(error)}`));
  }

  /**
   * Files without a successful job are removed (a crash mid-job, a message deleted while the
   * process was down), then messages left pending without a queued or running job get one.
   * With Redis (several instances) another instance may be writing a pending job's file right now: it is kept.
   */
  async onApplicationBootstrap(): Promise<void> {
    const removed = await sweepExportFiles(this.ds, this.dir, { keepPending: Boolean(this.config.redisUrl) })
      .catch((error) => { this.logger.warn(`export files not swept: ${String(error)}`); return 0; });
    if (removed) this.logger.log(`removed ${removed} export file(s) without a finished job`);
    const pending = await this.repo.findBy({ status: EXPORT_STATUS.pending }).catch(() => []);
    for (const job of pending) {
      await this.enqueue(job.id, job.userId, undefined, true).catch((error) => this.logger.error(`export ${job.id} not queued: ${String(error)}`));
    }
    if (pending.length) this.logger.log(`resuming ${pending.length} export job(s) left pending`);
  }
}

/** The `ids` of an export of a selection: absent, or 1 to MAX_EXPORT_IDS distinct record ids. */
function exportIds(raw: unknown): number[] | undefined {
  if (raw === undefined) return undefined;
  const valid = Array.isArray(raw) && raw.length >= 1 && raw.length <= MAX_EXPORT_IDS
    && raw.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647);
  if (!valid) {
    const params = { max: MAX_EXPORT_IDS };
    throw badRequest('exportIdsInvalid', { en: params, zh: params });
  }
  return [...new Set(raw as number[])];
}

/** The list query narrowed to a selection (the engine binds `id` as is). */
function withIds(query: ListQuery, ids: number[] | undefined): ListQuery {
  return ids ? { ...query, filters: [...query.filters, { field: 'id', op: 'in', value: ids }] } : query;
}
