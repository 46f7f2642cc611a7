import type { ExportJobRecord } from '@console/contracts';
import type { UserMessageRow } from './user-message.entity';

/** What a client sees of a message record (spec 01 §3): no file paths or job internals. */
export function presentMessage(m: UserMessageRow): ExportJobRecord {
  return {
    userMessageId: m.id, fileName: m.fileName, url: m.url, type: m.type, status: m.status, progress: m.progress,
    rowCount: m.rowCount, messageType: m.messageType, createTime: new Date(m.createTime).toISOString(), error: m.error,
  };
}
