import { EntitySchema } from 'typeorm';

/**
 * One uploaded file (DATA_DIR/files/<id>). Until a record's file field lists it, only its
 * uploader (`owner`) may attach or download it, and the orphan sweep removes it after a while;
 * once attached, `resource`/`recordId`/`field` say which record it belongs to, and whoever may
 * view that record may download it.
 */
export interface FileRow {
  id: number;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  owner: number;
  created: Date;
  resource: string | null;
  recordId: number | null;
  field: string | null;
  /** When it last stopped belonging to a record (or was uploaded): the sweep's clock. */
  detached: Date | null;
}

export const FileEntity = new EntitySchema<FileRow>({
  name: 'file',
  tableName: 'file',
  columns: {
    id: { name: 'id', type: 'integer', primary: true, generated: 'increment' },
    name: { name: 'name', type: 'varchar', length: 255 },
    mime: { name: 'mime', type: 'varchar', length: 128 },
    size: { name: 'size', type: 'integer' },
    sha256: { name: 'sha256', type: 'varchar', length: 64 },
    owner: { name: 'owner', type: 'integer' },
    created: { name: 'created', type: 'datetime' },
    resource: { name: 'resource', type: 'varchar', length: 64, nullable: true },
    recordId: { name: 'record_id', type: 'integer', nullable: true },
    field: { name: 'field', type: 'varchar', length: 64, nullable: true },
    detached: { name: 'detached', type: 'datetime', nullable: true },
  },
  indices: [
    { name: 'IDX_file_resource_record_id', columns: ['resource', 'recordId'] },
    { name: 'IDX_file_detached', columns: ['detached'] },
  ],
});
