import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { ImportAnswer, ImportPreview } from '@console/contracts';
import { extensionOf, megabytes } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceService } from '../resource.service';
import { readUpload } from '../files/upload-reader';
import { sniffType } from '../files/magic-bytes';
import { judgeSheet, mapHeaders, previewSheet } from './judge-sheet';
import { OpenSheet, Sheet, SheetRow, openSheet } from './xlsx-reader';
import { groupedImportOf } from './group-columns';
import { judgeGroups } from './judge-groups';
import type { ImportJobs } from './import-jobs';

/**
 * Import of a resource that declares `import: true`: a preview that judges every row with the
 * create rules (and unique fields, related ids, repeats within the file), and a commit that
 * writes every row in one transaction or none. The template is import-template.ts.
 */
export class ImportService {
  constructor(private readonly config: AppConfig, private readonly ds: DataSource, private readonly jobs: ImportJobs) {}

  /** POST .../import/preview: every row judged as it is read, nothing written. */
  async preview(service: ResourceService, req: Request, res: Response, admin: CurrentAdmin): Promise<ImportPreview> {
    const sheet = await openSheet(await this.readFile(req, res), this.config.importMaxRows, this.config.importMaxPartBytes);
    if (groupedImportOf(service.def)) return (await judgeGroups(this.ds, service, await wholeSheet(sheet), admin, false)).preview;
    return previewSheet(this.ds, service, sheet, admin);
  }

  /**
   * POST .../import: judged again (a preview proves nothing), then all rows in one transaction,
   * or none. A file of more than IMPORT_SYNC_ROWS rows is checked for its headers here and
   * judged and written by a background job (import-jobs.ts): the answer is then 202 with the
   * job's id, whose progress and outcome `GET /api/jobs/{id}` and ADMIN_MSG_JOB tell.
   */
  async commit(service: ResourceService, req: Request, res: Response, admin: CurrentAdmin): Promise<ImportAnswer> {
    const bytes = await this.readFile(req, res);
    const { headers, rows } = await openSheet(bytes, this.config.importMaxRows, this.config.importMaxPartBytes);
    const grouped = groupedImportOf(service.def);
    if (grouped) {
      // a group may span the whole file: judged and written in the request (at most IMPORT_MAX_ROWS rows)
      const { preview, imported } = await judgeGroups(this.ds, service, await wholeSheet({ headers, rows }), admin, true);
      const params = { count: preview.errorRows };
      if (preview.errorRows) throw badRequest(grouped.refusal ?? 'importHasErrors', { en: params, zh: params }, preview);
      return { imported };
    }
    // Every row is read (and counted, for the job's progress) but only a small file's are kept.
    const kept: SheetRow[] = [];
    let total = 0;
    for await (const row of rows) if (++total <= this.config.importSyncRows) kept.push(row);
    if (total > this.config.importSyncRows) {
      mapHeaders(service.def, headers); // a wrong file is refused now, not in the job
      const jobId = await this.jobs.queue(service.def, bytes, total, admin);
      res.status(202);
      return { jobId, total };
    }
    const { preview, inputs } = await judgeSheet(this.ds, service, { headers, rows: kept }, admin);
    if (preview.errorRows) {
      throw badRequest('importHasErrors', { en: { count: preview.errorRows }, zh: { count: preview.errorRows } }, preview);
    }
    const ids = await service.createAll(inputs, admin);
    return { imported: ids.length };
  }

  private readFile(req: Request, res: Response): Promise<Buffer> {
    return readXlsxUpload(req, res, this.config.importMaxBytes);
  }
}

/** Every row of a sheet being read. */
async function wholeSheet(sheet: OpenSheet): Promise<Sheet> {
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return { headers: sheet.headers, rows };
}

/**
 * The one `file` part of a multipart request, as an .xlsx workbook: at most `maxBytes`, named
 * .xlsx and sniffed as one (or as a zip: a workbook from a streaming writer reads so; the reader
 * then decides). Refusals in the catalogue's words.
 */
export async function readXlsxUpload(req: Request, res: Response, maxBytes: number): Promise<Buffer> {
  let parts;
  try {
    parts = await readUpload(req, res, { maxFiles: 1, maxBytes }, { en: 'File', zh: '文件' });
  } catch (error) {
    if (error instanceof AppException && error.key === 'fileTooLarge') {
      const max = megabytes(maxBytes);
      throw badRequest('importTooLarge', { en: { max }, zh: { max } });
    }
    throw error;
  }
  const [part] = parts;
  if (!part) throw badRequest('fileMissing');
  const sniffed = await sniffType(part.bytes);
  if (extensionOf(part.name) !== 'xlsx' || (sniffed !== 'xlsx' && sniffed !== 'zip')) throw badRequest('importNotXlsx');
  return part.bytes;
}
