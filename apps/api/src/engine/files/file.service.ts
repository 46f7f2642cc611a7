import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, type ReadStream } from 'node:fs';
import { join } from 'node:path';
import { DataSource, In, LessThan } from 'typeorm';
import { FieldDef, FileRef, ResourceDef, mayUse, fileChoiceProblem, fileOptionsOf, megabytes, mimeOfName, sniffedMatches } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { AppConfig } from '../../core/config';
import type { WriteLock } from '../../core/database/write-lock';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceRegistry } from '../resource-registry';
import { FileEntity, FileRow } from './file.entity';
import { refOf } from './attachments';
import { sniffType } from './magic-bytes';
import { readUpload, type UploadedPart } from './upload-reader';
import type { Request, Response } from 'express';

/**
 * The one files service: stores checked uploads in DATA_DIR/files/<id> with their row, opens
 * them for whoever may see them, and sweeps the ones no record holds.
 */
export class FileService {
  readonly dir: string;

  constructor(
    private readonly ds: DataSource,
    private readonly lock: WriteLock,
    private readonly config: AppConfig,
    private readonly registry: ResourceRegistry,
  ) {
    this.dir = join(config.dataDir, 'files');
  }

  /** The file field `key` of a resource, or 404 (an upload route for a field that takes none). */
  fileField(def: ResourceDef, key: string): FieldDef {
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field || field.kind !== 'file') throw new AppException(404, 'notFileField', { en: { field: key }, zh: { field: key } });
    return field;
  }

  /** POST /resources/{name}/files/{field}: reads the multipart parts within the field's limits, then stores them. */
  async upload(def: ResourceDef, key: string, req: Request, res: Response, admin: CurrentAdmin): Promise<FileRef[]> {
    const field = this.fileField(def, key);
    const parts = await readUpload(req, res, fileOptionsOf(field), field.label);
    return this.store(field, parts, admin);
  }

  /**
   * Checks every part (accepted extension, declared type of that extension, size, and the
   * bytes' own type by magic bytes) before storing any: one bad file refuses the whole upload.
   */
  async store(field: FieldDef, parts: UploadedPart[], admin: CurrentAdmin): Promise<FileRef[]> {
    if (!parts.length) throw badRequest('fileMissing');
    const options = fileOptionsOf(field);
    for (const part of parts) {
      const name = cleanName(part.name);
      const problem = fileChoiceProblem(field, { name, size: part.bytes.length, type: part.declaredMime });
      if (problem) {
        const max = megabytes(options.maxBytes);
        throw badRequest(problem, { en: { name, max }, zh: { name, max } });
      }
      if (!sniffedMatches(name, await sniffType(part.bytes))) throw badRequest('fileWrongType');
    }
    mkdirSync(this.dir, { recursive: true });
    const written: string[] = [];
    try {
      return await this.lock.run(() => this.ds.transaction(async (em) => {
        const refs: FileRef[] = [];
        for (const part of parts) {
          const name = cleanName(part.name);
          const row = await em.getRepository(FileEntity).save({
            name, mime: mimeOfName(name), size: part.bytes.length, sha256: createHash('sha256').update(part.bytes).digest('hex'),
            owner: admin.id, created: new Date(), resource: null, recordId: null, field: null, detached: new Date(),
          });
          // Written beside, then renamed: a reader never sees half a file.
          const path = this.pathOf(row.id);
          writeFileSync(`${path}.part`, part.bytes);
          written.push(`${path}.part`, path);
          renameSync(`${path}.part`, path);
          refs.push(refOf(row as FileRow));
        }
        return refs;
      }));
    } catch (error) {
      for (const path of written) rmSync(path, { force: true });
      throw error;
    }
  }

  /**
   * A file for download: to anyone who may view the record holding it (the resource's view
   * permission and its data scope), or, before a record holds it, to its uploader. Anyone else
   * gets the 404 a missing file gets.
   */
  async open(id: number, admin: CurrentAdmin): Promise<{ row: FileRow; stream: ReadStream }> {
    const row = await this.ds.getRepository(FileEntity).findOneBy({ id });
    if (!row || !(await this.mayRead(row, admin))) throw new AppException(404, 'notFound');
    return { row, stream: createReadStream(this.pathOf(row.id)) };
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
   * files taken off a record, files of deleted records), and stray files on disk without a row.
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
      for (const id of ids) rmSync(this.pathOf(id), { force: true });
      removed += ids.length;
    }
    removed += await this.sweepStrays();
    return removed;
  }

  private async sweepStrays(): Promise<number> {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return 0;
    }
    const ids = names.filter((n) => /^[0-9]{1,10}$/.test(n)).map(Number);
    const known = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const r of await this.ds.getRepository(FileEntity).find({ select: { id: true }, where: { id: In(ids.slice(i, i + 500)) } })) known.add(r.id);
    }
    let removed = 0;
    for (const name of names) {
      // A '.part' of a write in progress is left alone; anything else without a row goes.
      if (name.endsWith('.part') || known.has(Number(name))) continue;
      rmSync(join(this.dir, name), { force: true, recursive: true });
      removed++;
    }
    return removed;
  }

  private pathOf(id: number): string {
    return join(this.dir, String(id));
  }
}

/** A client's file name as stored and shown: no folders, no control characters, at most 255. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '_').trim();
  if (clean.length <= 255) return clean || 'file';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}
