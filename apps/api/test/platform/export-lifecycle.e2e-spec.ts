import ExcelJS from 'exceljs';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { landingPageLead } from '@console/resources';
import { EXPORT_MAX_STARTS, ExportJobs } from '../../src/engine/export/export-jobs.service';
import { exportableColumns } from '../../src/engine/export/export-columns';
import { ExportParams, UserMessageEntity, UserMessageRow } from '../../src/engine/export/user-message.entity';
import { REALTIME_BUS, WRITE_LOCK } from '../../src/core/tokens';
import type { RealtimeBus } from '../../src/realtime/realtime-bus';
import type { WriteLock } from '../../src/core/database/write-lock';
import { Harness, bearer, startApi } from '../harness';

/**
 * What an export accepts (columns, filters as the list takes them), how often a job is
 * started again, and that no file outlives its job (failed, deleted while running, swept at start).
 */

const exportsDir = (api: Harness) => join(api.config.dataDir, 'exports');
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** A message row as a crashed or earlier process left it. */
async function insertJob(api: Harness, status: number, params: ExportParams | null, resource = 'fba-address'): Promise<number> {
  const now = new Date();
  const inserted = await api.ds.getRepository(UserMessageEntity).insert({
    userId: 1, receiveType: 'ADMIN', messageType: 'ADMIN_MSG_EXCEL_EXPORT', fileName: 'left.xlsx', url: null,
    type: 1, status, progress: 0, rowCount: 8, error: null, resource, params, filePath: null, version: 1, createTime: now, updateTime: now,
  });
  return inserted.identifiers[0].id as number;
}

/** Many landing-page leads in a few multi-row inserts (an export of them runs for several batches). */
async function insertLeads(api: Harness, count: number): Promise<void> {
  const columns = ['version', 'create_time', 'update_time', 'full_name', 'company_name', 'email', 'warehouse_business_type', 'using_wms', 'submit_time'];
  const at = '2025-01-01 00:00:00.000'; // as TypeORM writes datetimes on SQLite (the keyset compares text there)
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => [1, at, at, `Bulk ${from + i}`, 'Bulk Co', `bulk${from + i}@example.com`, 1, 0, at]);
    await api.ds.query(
      `INSERT INTO landing_page_lead (${columns.join(', ')}) VALUES ${rows.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ')}`,
      rows.flat(),
    );
  }
}

/**
 * Runs `during` while a running export waits for its next write: called from the job's first
 * progress push (so the job has its file and is mid-way), it holds SQLite's write queue, or on
 * MySQL a row lock on the job's message, which the job's next progress update waits for.
 * `sql` runs inside that hold. Resolves with the job's id once `during` is done.
 */
function duringRunningJob(api: Harness, during: (sql: (q: string, p?: unknown[]) => Promise<unknown>, id: number) => Promise<void>): Promise<number> {
  const mysql = api.config.dbType === 'mysql' ? createConnection(api.config.databaseUrl) : null;
  let seen = false;
  return new Promise((resolve, reject) => {
    (api.app.get(REALTIME_BUS) as RealtimeBus).subscribe((_userId, message) => {
      const content = (message.body as { content?: { status: number; userMessageId: number } }).content;
      if (seen || !content || content.status !== 3) return;
      seen = true;
      const id = content.userMessageId;
      if (!mysql) {
        // queued synchronously here, so before the job's next write
        void api.app.get<WriteLock>(WRITE_LOCK).run(() => during((q, p) => api.ds.query(q, p), id)).then(() => resolve(id), reject);
        return;
      }
      void (async () => {
        const c = await mysql;
        await c.query('START TRANSACTION');
        await c.query('SELECT id FROM user_message WHERE id = ? FOR UPDATE', [id]);
        await during(async (q, p) => (await c.query(q, p as never))[0], id);
        await c.query('COMMIT');
        await c.end();
      })().then(() => resolve(id), reject);
    });
  });
}

/** The job's file is opened on the thread pool, so it may appear a moment after the job started writing. */
async function fileAppears(file: string): Promise<boolean> {
  for (let i = 0; i < 250 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return existsSync(file);
}

describe('export requests: columns and filters as the list takes them', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  const exportLeads = (body: object, query = '') => api.http().post(`/api/resources/landing-page/export${query}`).set(bearer(token)).send(body);

  it('refuses a column given twice, naming it, and 10,000 copies of id at once', async () => {
    const twice = await exportLeads({ columns: ['companyName', 'email', 'companyName'] }).expect(400);
    expect(twice.body).toMatchObject({
      result: 'ERR', errorCode: 400, message: 'Column companyName is chosen more than once', zhMessage: '列 companyName 被重复选择',
      data: { errors: [{ field: 'columns', message: 'Column companyName is chosen more than once' }] },
    });
    const many = await exportLeads({ columns: Array(10_000).fill('id') }).expect(400);
    expect(many.body.message).toBe('Column id is chosen more than once');
    expect(await api.ds.getRepository(UserMessageEntity).count()).toBe(0);
  });

  it('refuses a column the list cannot show, naming it', async () => {
    const res = await api.http().post('/api/resources/admin-user/export').set(bearer(token)).send({ columns: ['userName', 'passwordHash'] }).expect(400);
    expect(res.body).toMatchObject({ message: 'Column passwordHash cannot be exported', zhMessage: '列 passwordHash 不能导出', data: { errors: [{ field: 'columns' }] } });
    await exportLeads({ columns: [] }).expect(400);
    await exportLeads({ columns: 'id' }).expect(400);
    await exportLeads({ columns: [1] }).expect(400);
  });

  it('accepts every exportable column once, and the job writes them all', async () => {
    const columns = exportableColumns(landingPageLead);
    expect(columns).toEqual(expect.arrayContaining(['id', 'createTime', 'updateTime', 'companyName']));
    const started = await exportLeads({ columns }).expect(202);
    await api.app.get(ExportJobs).idle();
    const job = await api.ds.getRepository(UserMessageEntity).findOneByOrFail({ id: started.body.data.userMessageId });
    expect(job).toMatchObject({ status: 1, params: { columns, starts: 1 } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(job.filePath!);
    expect(workbook.worksheets[0].getRow(1).cellCount).toBe(columns.length);
  });

  it('refuses a filter given twice exactly as the list does', async () => {
    // joined into one string, "Acme,Bolt" would be a valid text filter: the list refuses the repeat
    const query = '?companyName=Acme&companyName=Bolt';
    const list = await api.http().get(`/api/resources/landing-page${query}`).set(bearer(token)).expect(400);
    const exported = await exportLeads({}, query).expect(400);
    expect({ ...exported.body, data: null }).toEqual({ ...list.body, data: null });
    // and the same filter once is taken as the list takes it
    await exportLeads({}, '?companyName=Acme&warehouseBusinessType=1').expect(202);
    await api.app.get(ExportJobs).idle();
  });

  it('answers 400 to a message list page size over 100, like the resource lists over theirs', async () => {
    const list = (q: string) => api.http().get(`/api/wms-user/user/message/list?${q}`).set(bearer(token));
    const big = await list('pageSize=999999').expect(400);
    expect(big.body).toMatchObject({ result: 'ERR', errorCode: 400, message: 'Page size must be at most 100', zhMessage: '每页条数不能超过 100' });
    await list('pageSize=101').expect(400);
    await list('pageSize=0').expect(400);
    await list('curPageNo=abc').expect(400);
    expect((await list('pageSize=100').expect(200)).body.data.pageSize).toBe(100);
    // a page far beyond the end is empty, not cut down to another page
    expect((await list('curPageNo=500000').expect(200)).body.data).toMatchObject({ records: [], curPageNo: 500000 });
    // the history is 30 days: more is refused with its own message, not cut down
    const days = await list('queryDayLimit=99999999999').expect(400);
    expect(days.body).toMatchObject({ message: 'Days of history must be a whole number from 1 to 30', zhMessage: '历史天数必须是 1 到 30 之间的整数' });
    await list('queryDayLimit=31').expect(400);
    await list('queryDayLimit=7').expect(200);
  });
});

describe('export jobs that are interrupted, fail or are deleted leave no file', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
    await insertLeads(api, 3000);
  });
  afterAll(() => api.close());

  const jobs = () => api.app.get(ExportJobs);
  const find = (id: number) => api.ds.getRepository(UserMessageEntity).findOneBy({ id });

  it('stops a running job whose message is deleted, and removes its file', async () => {
    let fileWhileRunning = false;
    const held = duringRunningJob(api, async (sql, id) => {
      fileWhileRunning = await fileAppears(join(exportsDir(api), `${id}.xlsx`));
      await sql('DELETE FROM user_message WHERE id = ?', [id]);
    });
    await api.http().post('/api/resources/landing-page/export').set(bearer(token)).send({}).expect(202);
    const id = await held;
    await jobs().idle();
    expect(fileWhileRunning).toBe(true);
    expect(await find(id)).toBeNull();
    expect(filesIn(exportsDir(api))).not.toContain(`${id}.xlsx`);
  });

  it('marks a job that fails mid-way failed and removes its partial file', async () => {
    let fileWhileRunning = false;
    const held = duringRunningJob(api, async (sql, id) => {
      fileWhileRunning = await fileAppears(join(exportsDir(api), `${id}.xlsx`));
      // the rows' table goes away under the job: its next read fails
      await sql('ALTER TABLE landing_page_lead RENAME TO landing_page_lead_away');
    });
    await api.http().post('/api/resources/landing-page/export').set(bearer(token)).send({}).expect(202);
    const id = await held;
    await jobs().idle();
    await api.ds.query('ALTER TABLE landing_page_lead_away RENAME TO landing_page_lead');
    expect(fileWhileRunning).toBe(true);
    expect(await find(id)).toMatchObject({ status: 2, error: 'The export failed, please try again', filePath: null });
    expect(filesIn(exportsDir(api))).not.toContain(`${id}.xlsx`);
  });

  it('still finishes a job that nobody disturbs, in bounded batches', async () => {
    const started = await api.http().post('/api/resources/landing-page/export').set(bearer(token)).send({}).expect(202);
    await jobs().idle();
    const job = (await find(started.body.data.userMessageId)) as UserMessageRow;
    expect(job).toMatchObject({ status: 1, progress: 100 });
    expect(job.rowCount).toBeGreaterThan(3000);
    expect(existsSync(job.filePath!)).toBe(true);
  });
});

describe('export jobs at start-up', () => {
  it(`fails a job started ${EXPORT_MAX_STARTS} times without finishing, and resumes one started fewer times`, async () => {
    const first = await startApi();
    const params = (starts: number): ExportParams => ({ query: {}, columns: ['code', 'city'], lang: 'en', starts });
    const worn = await insertJob(first, 3, params(EXPORT_MAX_STARTS));
    const retried = await insertJob(first, 3, params(EXPORT_MAX_STARTS - 1));
    const second = await startApi({}, { shareWith: first });
    await second.app.get(ExportJobs).idle();
    const repo = second.ds.getRepository(UserMessageEntity);
    expect(await repo.findOneByOrFail({ id: worn })).toMatchObject({ status: 2, error: 'The export was interrupted by a restart, please try again', filePath: null });
    expect(await repo.findOneByOrFail({ id: retried })).toMatchObject({ status: 1, rowCount: 8, params: { starts: EXPORT_MAX_STARTS } });
    expect(filesIn(exportsDir(second))).toEqual([`${retried}.xlsx`]);
    await second.close();
    await first.close();
  });

  it('removes files without a successful job: no row, failed, pending (written again) and strays', async () => {
    const first = await startApi();
    const token = await first.login();
    const started = await first.http().post('/api/resources/fba-address/export').set(bearer(token)).send({}).expect(202);
    await first.app.get(ExportJobs).idle();
    const success = started.body.data.userMessageId as number;
    const failed = await insertJob(first, 2, null);
    const pending = await insertJob(first, 3, { query: {}, columns: ['code'], lang: 'en' });
    const dir = exportsDir(first);
    mkdirSync(dir, { recursive: true });
    for (const name of ['987654.xlsx', `${failed}.xlsx`, `${pending}.xlsx`, 'stray.tmp']) writeFileSync(join(dir, name), 'partial');

    const second = await startApi({}, { shareWith: first });
    await second.app.get(ExportJobs).idle();
    // the pending job ran again from the start: its file now is the finished one
    expect(filesIn(dir)).toEqual([`${pending}.xlsx`, `${success}.xlsx`].sort());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(dir, `${pending}.xlsx`));
    expect(workbook.worksheets[0].rowCount).toBe(9);
    await second.close();
    await first.close();
  });
});
