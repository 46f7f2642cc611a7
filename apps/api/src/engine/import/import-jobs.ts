import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { IMPORT_JOB_KIND, IMPORT_JOB_MAX_ERROR_ROWS, ImportJobResult, ImportPreviewRow, bilingual } from '@console/contracts';
import { ResourceDef, mayUse } from '@console/metadata';
import type { AppConfig } from '../../core/config';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { AdminSessionService } from '../../core/auth/admin-session.service';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceRegistry } from '../resource-registry';
import type { JobContext, JobKinds } from '../jobs/job-kinds';
import type { JobQueue } from '../jobs/job-queue';
import { JUDGE_BATCH_ROWS, SheetJudge } from './judge-sheet';
import { OpenSheet, SheetRow, openSheet } from './xlsx-reader';
import type { Row } from '../row';

interface ImportPayload {
  resource: string;
  /** The stored upload's name in DATA_DIR/imports. */
  file: string;
  /** Its data rows, counted when it was uploaded (for the progress; absent on a job queued before it was kept). */
  total?: number;
}


/**
 * Rows between two turns of the event loop. better-sqlite3 answers synchronously, so a loop of
 * awaited queries never lets timers or other requests in: without a turn now and then, a large
 * import would freeze the API (and its own lease renewal) until it ends.
 */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thrown when the job is no longer this worker's: the write transaction rolls back. */
class ImportLeaseLost extends Error {}

/** Thrown when a row is in error: the write transaction rolls back and the job ends refused. */
class ImportRefused extends Error {
  constructor(readonly total: number, readonly refused: NonNullable<ImportJobResult['refused']>) {
    super('import refused');
  }
}

/**
 * Large imports as jobs of kind 'import' (engine/jobs): the upload is kept in DATA_DIR/imports
 * and the job — on any API instance — judges it again for its owner as the owner is now
 * (permissions, data scope, records), then writes every row in one transaction or none.
 * Progress goes to the job row and to the owner over STOMP (ADMIN_MSG_JOB); the result is an
 * ImportJobResult. A worker that dies mid-write leaves nothing written (the transaction was
 * never committed) and the job is tried again; the file goes when the job is done or dead,
 * and start-up sweeps files older than FILE_ORPHAN_MS that a crash left behind.
 */
export class ImportJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Imports');
  readonly dir: string;

  constructor(
    private readonly ds: DataSource,
    private readonly config: AppConfig,
    private readonly registry: ResourceRegistry,
    private readonly sessions: AdminSessionService,
    private readonly jobs: JobQueue,
    kinds: JobKinds,
  ) {
    this.dir = join(config.dataDir, 'imports');
    kinds.register<ImportPayload>(IMPORT_JOB_KIND, {
      maxAttempts: 2,
      label: { en: 'import', zh: '导入' },
      run: async (ctx) => {
        const result = await this.run(ctx);
        this.remove(ctx.payload.file); // a result is final: no attempt will read the file again
        return result;
      },
      onDead: async (job) => this.remove((job.payload as ImportPayload).file),
    });
  }

  /** Keeps the upload and queues its job; answers the job's id. */
  async queue(def: ResourceDef, bytes: Buffer, total: number, admin: CurrentAdmin): Promise<number> {
    mkdirSync(this.dir, { recursive: true });
    const file = `${randomBytes(12).toString('hex')}.xlsx`;
    writeFileSync(join(this.dir, file), bytes);
    try {
      const job = await this.jobs.enqueue({ kind: IMPORT_JOB_KIND, payload: { resource: def.name, file, total }, ownerId: admin.id });
      return job.id;
    } catch (error) {
      this.remove(file);
      throw error;
    }
  }

  onApplicationBootstrap(): void {
    this.sweep();
  }

  /** Removes uploads no job will read (left by a crash between storing and queueing, say). */
  sweep(now = Date.now()): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return; // no import yet
    }
    for (const name of names) {
      const path = join(this.dir, name);
      if (now - statSync(path).mtimeMs > this.config.fileOrphanMs) rmSync(path, { force: true });
    }
  }

  private async run({ job, payload, progress }: JobContext<ImportPayload>): Promise<ImportJobResult> {
    const service = this.registry.find(payload.resource);
    const admin = job.ownerId ? (await this.sessions.load(job.ownerId, true)).principal?.admin : undefined;
    const total = payload.total ?? 0;
    if (!service || !admin || !mayUse(admin, service.def, 'create', this.config.productCode)) {
      return { imported: 0, total, refused: bilingual('forbidden') };
    }
    let shown = 0;
    const tell = async (done: number) => {
      if (done % ROWS_PER_TURN === 0) await nextTurn();
      const percent = total ? Math.min(99, Math.floor((done / total) * 99)) : 0;
      if (percent - shown < 2) return; // a row of the job table and a push every 2 % at most
      shown = percent;
      if (!(await progress(percent))) throw new ImportLeaseLost(`import job ${job.id} was taken over`);
    };
    try {
      const sheet = await openSheet(readFileSync(join(this.dir, payload.file)), this.config.importMaxRows, this.config.importMaxPartBytes);
      const judge = new SheetJudge(this.ds, service, sheet.headers, admin);
      const written = await service.createEach(admin, (insert) => this.judgeAndWrite(sheet, judge, insert, tell));
      this.logger.log(`import job ${job.id}: ${written.imported} ${service.def.name} records written`);
      return written;
    } catch (error) {
      if (error instanceof ImportRefused) return { imported: 0, total: error.total, refused: error.refused };
      // The reader's or the headers' refusal (IMPORT_MAX_ROWS lowered since the upload, say) is final: no retry.
      if (error instanceof AppException) return { imported: 0, total, refused: bilingual(error.key, error.params) };
      throw error;
    }
  }

  /**
   * One pass over the file, inside the write transaction: the rows are judged a batch at a time
   * and written while none has failed; after the first row in error the rest are only judged
   * (to count and show them) and ImportRefused rolls back what was written. Neither the sheet nor
   * the judged rows are held: a 50,000-row import keeps a batch, the unique values seen and the
   * first rows in error.
   */
  private async judgeAndWrite(
    sheet: OpenSheet, judge: SheetJudge, insert: (input: Row) => Promise<number>, tell: (done: number) => Promise<void>,
  ): Promise<ImportJobResult> {
    let done = 0;
    let imported = 0;
    let errorRows = 0;
    const inError: ImportPreviewRow[] = [];
    let batch: SheetRow[] = [];
    const flush = async () => {
      for (const { preview, input } of await judge.judge(batch)) {
        if (preview.errors.length) {
          errorRows++;
          if (inError.length < IMPORT_JOB_MAX_ERROR_ROWS) inError.push(preview);
        } else if (!errorRows && input) {
          await insert(input);
          imported++;
        }
        await tell(++done);
      }
      batch = [];
    };
    for await (const row of sheet.rows) {
      batch.push(row);
      if (batch.length === JUDGE_BATCH_ROWS) await flush();
    }
    await flush();
    if (!done) throw badRequest('importEmpty');
    if (errorRows) {
      const params = { count: errorRows };
      const preview = { columns: judge.keys, rows: inError, total: done, errorRows };
      throw new ImportRefused(done, { ...bilingual('importHasErrors', { en: params, zh: params }), preview });
    }
    return { imported, total: done };
  }

  private remove(file: string): void {
    rmSync(join(this.dir, file), { force: true });
  }
}
