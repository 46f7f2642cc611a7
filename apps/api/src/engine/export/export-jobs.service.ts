import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ADMIN_MSG_EXCEL_EXPORT, EXPORT_FILE_TYPE, EXPORT_STATUS, can, fileStamp, translate } from '@console/contracts';
import { ResourceDef, isReturned } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { AdminSessionService } from '../../core/auth/admin-session.service';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WriteLock } from '../../core/database/write-lock';
import { StompServer } from '../../realtime/stomp.server';
import { parseListQuery } from '../query';
import { ResourceRegistry } from '../resource-registry';
import { ExportParams, UserMessageEntity, UserMessageRow } from './user-message.entity';
import { writeXlsx } from './xlsx-writer';
import { BullmqRunner, InProcessRunner, JobRunner } from './job-runner';

const SYSTEM_COLUMNS = ['id', 'createTime', 'updateTime'];

/**
 * Export jobs: a request becomes a pending user message, a worker writes the XLSX of exactly
 * the rows of the list's filters and sort, progress and the outcome are pushed to the owner
 * over STOMP. Jobs run one at a time in this process; a job left pending by a crash is
 * resumed at start-up.
 */
@Injectable()
export class ExportJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Exports');
  private readonly runner: JobRunner;
  private readonly dir: string;

  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly sessions: AdminSessionService,
    private readonly stomp: StompServer,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.dir = join(config.dataDir, 'exports');
    const run = (id: number) => this.run(id);
    this.runner = config.redisUrl ? new BullmqRunner(config.redisUrl, run, `${config.redisPrefix}-exports`) : new InProcessRunner(run);
  }

  private get repo() {
    return this.ds.getRepository(UserMessageEntity);
  }

  /** Validates the request now (columns, filters, cap) so the user hears of mistakes at once. */
  async request(def: ResourceDef, query: Record<string, unknown>, body: unknown, admin: CurrentAdmin): Promise<UserMessageRow> {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const lang = b.lang === 'zh' ? 'zh' : 'en';
    const allowed = [...Object.keys(def.fields).filter((k) => isReturned(def.fields[k])), ...SYSTEM_COLUMNS];
    const defaults = [...Object.keys(def.fields).filter((k) => def.fields[k].list), 'createTime'];
    const columns = b.columns === undefined ? defaults : b.columns;
    if (!Array.isArray(columns) || !columns.length || !columns.every((c) => typeof c === 'string' && allowed.includes(c))) {
      throw badRequest('invalidData', {}, { errors: [{ field: 'columns', message: 'Invalid Data', zhMessage: '无效数据' }] });
    }
    const stringQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const parsed = parseListQuery(def, { ...stringQuery, curPageNo: undefined, pageSize: undefined });
    const count = await this.registry.find(def.name)!.countMatching(parsed, admin);
    if (count > this.config.exportMaxRows) {
      const params = { max: this.config.exportMaxRows, count };
      throw badRequest('exportTooLarge', { en: params, zh: params });
    }
    const now = new Date();
    const fileName = `${def.label[lang]}-${fileStamp(now, admin.timeZone)}.xlsx`;
    const params: ExportParams = { query: stringQuery, columns: columns as string[], lang };
    const job = await this.lock.run(async () => {
      const inserted = await this.repo.insert({
        userId: admin.id, receiveType: 'ADMIN', messageType: ADMIN_MSG_EXCEL_EXPORT, fileName, url: null,
        type: EXPORT_FILE_TYPE.single, status: EXPORT_STATUS.pending, progress: 0, rowCount: count,
        error: null, resource: def.name, params, filePath: null, version: 1, createTime: now, updateTime: now,
      });
      const id = inserted.identifiers[0].id as number;
      await this.repo.update({ id }, { url: `/api/wms-user/user/message/download/${id}` });
      return this.repo.findOneByOrFail({ id });
    });
    this.enqueue(job.id);
    return job;
  }

  private enqueue(id: number): void {
    this.runner.enqueue(id).catch((error) => this.logger.error(`export ${id} not queued: ${String(error)}`));
  }

  /** For tests and tools: resolves when no job is pending any more (whichever worker runs it). */
  async idle(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.repo.countBy({ status: EXPORT_STATUS.pending })) > 0) {
      if (Date.now() > deadline) throw new Error('export jobs still pending');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.close();
  }

  private async run(id: number): Promise<void> {
    const job = await this.repo.findOneBy({ id });
    if (!job || job.status !== EXPORT_STATUS.pending) return;
    try {
      const def = this.registry.find(job.resource ?? '')?.def;
      const { admin } = await this.sessions.load(job.userId);
      if (!def || !job.params || !admin || !can(admin, def.permission, 'export', this.config.productCode)) {
        throw new AppException(403, 'forbidden');
      }
      mkdirSync(this.dir, { recursive: true });
      const file = join(this.dir, `${id}.xlsx`);
      const service = this.registry.find(def.name)!;
      const query = parseListQuery(def, { ...job.params.query, curPageNo: undefined, pageSize: undefined });
      const total = Math.max(1, job.rowCount ?? 1);
      let lastPushed = 0;
      const written = await writeXlsx({
        file, def, columns: job.params.columns, lang: job.params.lang, timeZone: admin.timeZone,
        batches: service.iterate(query, admin, 500),
        onBatch: async (rows) => {
          const progress = Math.min(99, Math.floor((rows / total) * 100));
          if (progress - lastPushed < 5) return; // a push every 5 % is plenty for a progress bar
          lastPushed = progress;
          await this.lock.run(() => this.repo.update({ id }, { progress, updateTime: new Date() }));
          await this.push(job, EXPORT_STATUS.pending, progress);
        },
      });
      await this.lock.run(() => this.repo.update({ id }, {
        status: EXPORT_STATUS.success, progress: 100, rowCount: written, filePath: file, updateTime: new Date(), version: job.version + 1,
      }));
      await this.push(job, EXPORT_STATUS.success, 100);
    } catch (error) {
      this.logger.warn(`export ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.fail(job, translate('exportFailed', 'en'));
    }
  }

  private async fail(job: UserMessageRow, reason: string): Promise<void> {
    await this.lock.run(() => this.repo.update({ id: job.id }, { status: EXPORT_STATUS.failed, error: reason, updateTime: new Date(), version: job.version + 1 }));
    rmSync(join(this.dir, `${job.id}.xlsx`), { force: true });
    await this.push(job, EXPORT_STATUS.failed, job.progress);
  }

  private push(job: UserMessageRow, status: number, progress: number): Promise<void> {
    return this.stomp.publish(job.userId, {
      type: ADMIN_MSG_EXCEL_EXPORT,
      body: { content: { userMessageId: job.id, status, type: job.type, fileName: job.fileName, url: job.url, progress } },
    });
  }

  /** A job left pending when the process died is started again; its partial file is discarded. */
  async onApplicationBootstrap(): Promise<void> {
    const pending = await this.repo.findBy({ status: EXPORT_STATUS.pending }).catch(() => []);
    for (const job of pending) {
      rmSync(join(this.dir, `${job.id}.xlsx`), { force: true });
      this.enqueue(job.id);
    }
    if (pending.length) this.logger.log(`resuming ${pending.length} export job(s) left pending`);
  }
}
