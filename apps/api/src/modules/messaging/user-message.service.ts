import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { EXPORT_HISTORY_DAYS, EXPORT_STATUS } from '@console/contracts';
import { mayUse } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { APP_CONFIG, WRITE_LOCK } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import { WriteLock } from '../../core/database/write-lock';
import { ResourceRegistry } from '../../engine/resource-registry';
import { UserMessageEntity, UserMessageRow } from '../../engine/export/user-message.entity';
import { presentMessage } from '../../engine/export/present-message';
import { parsePaging, positiveInt } from '../../engine/query';

const MESSAGE_PAGE_SIZE = 20;
const MESSAGE_MAX_PAGE_SIZE = 100;

/** `queryDayLimit`: 1..30 days of history; more is refused, not silently cut (exports are kept 30 days). */
function dayLimit(raw: unknown): number {
  const tooMany = () => badRequest('badDayLimit', { en: { max: EXPORT_HISTORY_DAYS }, zh: { max: EXPORT_HISTORY_DAYS } });
  const days = positiveInt(raw, EXPORT_HISTORY_DAYS, tooMany);
  if (days > EXPORT_HISTORY_DAYS) throw tooMany();
  return days;
}

/** The signed-in user's own messages: list (30 days), delete, download. */
@Injectable()
export class UserMessageService {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get repo() {
    return this.ds.getRepository(UserMessageEntity);
  }

  async list(admin: CurrentAdmin, query: Record<string, unknown>) {
    // Paging like every resource list (one parser: engine/query.ts); the history is 30 days.
    const { page: curPageNo, pageSize } = parsePaging(query, MESSAGE_MAX_PAGE_SIZE, MESSAGE_PAGE_SIZE);
    const days = dayLimit(query.queryDayLimit);
    if (query.receiveType !== undefined && query.receiveType !== 'ADMIN') throw badRequest('invalidData');
    const since = new Date(Date.now() - days * 86_400_000);
    const where = {
      userId: admin.id, createTime: MoreThanOrEqual(since),
      ...(typeof query.messageType === 'string' && query.messageType ? { messageType: query.messageType } : {}),
    };
    const [rows, total] = await this.repo.findAndCount({ where, order: { id: 'DESC' }, skip: (curPageNo - 1) * pageSize, take: pageSize });
    return { records: rows.map(presentMessage), total, curPageNo, pageSize };
  }

  /** Someone else's message answers like a missing one. */
  private async own(admin: CurrentAdmin, raw: unknown): Promise<UserMessageRow> {
    if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw)) throw badRequest('badId');
    const message = await this.repo.findOneBy({ id: Number(raw), userId: admin.id });
    if (!message) throw new AppException(404, 'notFound');
    return message;
  }

  async remove(admin: CurrentAdmin, raw: unknown): Promise<void> {
    const message = await this.own(admin, raw);
    await this.lock.run(() => this.repo.delete({ id: message.id }));
    if (message.filePath) rmSync(message.filePath, { force: true });
  }

  /** Checked again at download time: the owner, a finished file, and the export permission now. */
  async download(admin: CurrentAdmin, raw: string) {
    const message = await this.own(admin, raw);
    if (message.status !== EXPORT_STATUS.success || !message.filePath || !existsSync(message.filePath)) {
      throw new AppException(409, 'exportNotReady');
    }
    const def = this.registry.find(message.resource ?? '')?.def;
    if (!def || !mayUse(admin, def, 'export', this.config.productCode)) throw new AppException(403, 'forbidden');
    return { fileName: message.fileName, stream: createReadStream(message.filePath) };
  }
}
