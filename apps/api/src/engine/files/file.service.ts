import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { FieldDef, FileRef, ResourceDef, mayUse, fileChoiceProblem, fileOptionsOf, megabytes, mimeOfName, sniffedMatches } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { AppConfig } from '../../core/config';
import type { WriteLock } from '../../core/database/write-lock';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceRegistry } from '../resource-registry';
import { FileEntity, FileRow } from './file.entity';
import { refOf } from './attachments';
import { sniffType } from './magic-bytes';
import { stageUpload, type StagedPart } from './upload-reader';
import { DiskStorage } from './file-storage';
import type { Request, Response } from 'express';

/** Bytes read from the head of a file to tell its type (zip-based Office files need their first entries). */
const SNIFF_BYTES = 256 * 1024;
/** How long bytes stored without a visible row are left alone: far longer than any transaction that stores them. */
const STRAY_GRACE_MS = 10 * 60 * 1000;

/**
 * The one files service: streams checked uploads into the storage (DATA_DIR/files by default,
 * file-storage.ts) with their row, opens them for whoever may see them, and sweeps the ones no
 * record holds. No file is ever whole in memory: uploads are staged on disk as they arrive,
 * checked from their first bytes, hashed as a stream, and downloads are streamed.
 */
export class FileService {
  readonly storage: DiskStorage;

  constructor(
    private readonly ds: DataSource,
    private readonly lock: WriteLock,
    private readonly config: AppConfig,
    private readonly registry: ResourceRegistry,
    storage?: DiskStorage,
  ) {
    this.storage = storage ?? new DiskStorage(join(config.dataDir, 'files'));
  }

  /** The file field `key` of a resource, or 404 (an upload route for a field that takes none). */
  fileField(def: ResourceDef, key: string): FieldDef {
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field || field.kind !== 'file') throw new AppException(404, 'notFileField', { en: { field: key }, zh: { field: key } });
    return field;
  }

  /** POST /resources/{name}/files/{field}: streams the multipart parts to staging within the field's limits, then stores them. */
  async upload(def: ResourceDef, key: string, req: Request, res: Response, admin: CurrentAdmin): Promise<FileRef[]> {
    const field = this.fileField(def, key);
    const parts = await stageUpload(req, res, fileOptionsOf(field), field.label, this.storage.stagingDir);
    try {
      return await this.store(field, parts, admin);
    } finally {
      for (const part of parts) rmSync(part.path, { force: true });
    }
  }

  /**
   * Checks every part (accepted extension, declared type of that extension, size, and the
   * bytes' own type by magic bytes) before storing any: one bad file refuses the whole upload.
   */
  async store(field: FieldDef, parts: StagedPart[], admin: CurrentAdmin): Promise<FileRef[]> {
    if (!parts.length) throw badRequest('fileMissing');
    const options = fileOptionsOf(field);
    for (const part of parts) {
      const name = cleanName(part.name);
      const problem = fileChoiceProblem(field, { name, size: part.size, type: part.declaredMime });
      if (problem) {
        const max = megabytes(options.maxBytes);
        throw badRequest(problem, { en: { name, max }, zh: { name, max } });
      }
      if (!sniffedMatches(name, await sniffType(await headOf(part.path)))) throw badRequest('fileWrongType');
    }
    const stored: number[] = [];
    try {
      return await this.lock.run(() => this.ds.transaction(async (em) => {
        const refs: FileRef[] = [];
        for (const part of parts) {
          const name = cleanName(part.name);
          const row = await em.getRepository(FileEntity).save({
            name, mime: mimeOfName(name), size: part.size, sha256: await sha256Of(part.path),
            owner: admin.id, created: new Date(), resource: null, recordId: null, field: null, detached: new Date(),
          });
          await this.storage.putFile(row.id, part.path);
          stored.push(row.id);
          refs.push(refOf(row as FileRow));
        }
        return refs;
      }));
    } catch (error) {
      for (const id of stored) await this.storage.remove(id);
      throw error;
    }
  }

  /**
   * Bytes the server made (a label PDF, a page split from an upload) stored as a file held by a
   * record's field, in the caller's transaction: its row, then the bytes staged and moved into
   * the storage. Should the transaction roll back, the stored bytes have no row and the sweep
   * removes them.
   */
  async storeBytes(em: EntityManager, file: { name: string; mime: string; bytes: Uint8Array; owner: number; resource: string; recordId: number; field: string }): Promise<FileRow> {
    mkdirSync(this.storage.stagingDir, { recursive: true });
    const staged = join(this.storage.stagingDir, `made-${randomBytes(8).toString('hex')}`);
    writeFileSync(staged, file.bytes);
    const row = await em.getRepository(FileEntity).save({
      name: cleanName(file.name), mime: file.mime, size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex'),
      owner: file.owner, created: new Date(), resource: file.resource, recordId: file.recordId, field: file.field, detached: null,
    });
    await this.storage.putFile(row.id, staged);
    return row as FileRow;
  }

  /**
   * A file for download: to anyone who may view the record holding it (the resource's view
   * permission and its data scope), or, before a record holds it, to its uploader. Anyone else
   * gets the 404 a missing file gets.
   */
  async open(id: number, admin: CurrentAdmin): Promise<{ row: FileRow; stream: Readable }> {
    const row = await this.ds.getRepository(FileEntity).findOneBy({ id });
    if (!row || !(await this.mayRead(row, admin))) throw new AppException(404, 'notFound');
    return { row, stream: this.storage.get(row.id) };
  }

  private async mayRead(row: FileRow, admin: CurrentAdmin): Promise<boolean> {
    if (row.resource === null || row.recordId === null) return row.owner === admin.id;
    const service = this.registry.find(row.resource);
    if (!service || !mayUse(admin, service.def, 'view', this.config.productCode)) return false;
    try {
      await service.get(row.recordId, admin); // 404 out of the user's data scope
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Removes files no record has held for FILE_ORPHAN_MS (uploads never saved with a record,
   * files taken off a record, files of deleted records), and stray files in storage without a row.
   */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.fileOrphanMs);
    const repo = this.ds.getRepository(FileEntity);
    let removed = 0;
    for (;;) {
      const orphans = await repo.find({ select: { id: true }, where: { detached: LessThan(before) }, take: 500 });
      if (!orphans.length) break;
      const ids = orphans.map((o) => o.id);
      await this.lock.run(() => repo.delete({ id: In(ids), detached: LessThan(before) }));
      for (const id of ids) await this.storage.remove(id);
      removed += ids.length;
    }
    removed += await this.sweepStrays(new Date(now.getTime() - STRAY_GRACE_MS));
    return removed;
  }

  /**
   * Bytes without a row, stored before `storedBefore`: bytes the server made are moved into the
   * storage inside their record's transaction (storeBytes), so for that transaction's length their
   * row is not visible yet; the grace keeps the sweep off them (a rolled-back one goes next time).
   */
  private async sweepStrays(storedBefore: Date): Promise<number> {
    const ids = await this.storage.ids(storedBefore);
    const known = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const r of await this.ds.getRepository(FileEntity).find({ select: { id: true }, where: { id: In(ids.slice(i, i + 500)) } })) known.add(r.id);
    }
    let removed = 0;
    for (const id of ids) {
      if (known.has(id)) continue;
      await this.storage.remove(id);
      removed++;
    }
    // Anything else but the staging folder (a crash's leftovers) goes too; uploads in progress stay.
    for (const name of this.storage.strays(storedBefore)) {
      this.storage.removeStray(name);
      removed++;
    }
    return removed;
  }
}

/** The first bytes of a staged file, where its type's signature is. */
async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's SHA-256, read as a stream. */
async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** A client's file name as stored and shown: no folders, no control characters, at most 255. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '_').trim();
  if (clean.length <= 255) return clean || 'file';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}
