import { EntitySchema } from 'typeorm';
import type { ExportJobRecord } from '@console/contracts';
import { SYSTEM_COLUMNS } from '../columns';

/**
 * A user message record: here, an export job and its file (spec 01 §3 "export item"). The fields
 * a client sees have the contract's meaning (type single 1 / batch 2; status success 1, failed 2,
 * pending 3); the rest is the job's own.
 */
export interface UserMessageRow extends Pick<ExportJobRecord, 'fileName' | 'url' | 'type' | 'status' | 'progress' | 'rowCount'> {
  id: number;
  userId: number;
  receiveType: 'ADMIN';
  messageType: string;
  error: string | null;
  resource: string | null;
  /** What to export: list query, columns, language (JSON). */
  params: ExportParams | null;
  filePath: string | null;
  version: number;
  createTime: Date;
  updateTime: Date;
}

export interface ExportParams {
  query: Record<string, string>;
  columns: string[];
  lang: 'en' | 'zh';
  /** Only these records (an export of the list's selection), within the query's filters. */
  ids?: number[];
  /** How many times a worker started the job; after EXPORT_MAX_STARTS unfinished starts it is failed. */
  starts?: number;
}

export const UserMessageEntity = new EntitySchema<UserMessageRow>({
  name: 'user-message',
  tableName: 'user_message',
  columns: {
    ...SYSTEM_COLUMNS,
    userId: { name: 'user_id', type: 'integer' },
    receiveType: { name: 'receive_type', type: 'varchar', length: 16 },
    messageType: { name: 'message_type', type: 'varchar', length: 48 },
    fileName: { name: 'file_name', type: 'varchar', length: 255 },
    url: { name: 'url', type: 'varchar', length: 255, nullable: true },
    type: { name: 'type', type: 'integer' },
    status: { name: 'status', type: 'integer' },
    progress: { name: 'progress', type: 'integer' },
    rowCount: { name: 'row_count', type: 'integer', nullable: true },
    error: { name: 'error', type: 'varchar', length: 255, nullable: true },
    resource: { name: 'resource', type: 'varchar', length: 64, nullable: true },
    params: {
      name: 'params', type: 'text', nullable: true,
      transformer: { to: (v: unknown) => (v == null ? null : JSON.stringify(v)), from: (v: string | null) => (v ? JSON.parse(v) : null) },
    },
    filePath: { name: 'file_path', type: 'varchar', length: 255, nullable: true },
  },
  indices: [
    { name: 'IDX_user_message_user_id_message_type_create_time', columns: ['userId', 'messageType', 'createTime'] },
    { name: 'IDX_user_message_status', columns: ['status'] },
  ],
});
