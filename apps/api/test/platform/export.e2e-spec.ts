import ExcelJS from 'exceljs';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { existsSync } from 'node:fs';
import { landingPageLead } from '@console/resources';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { UserMessageEntity } from '../../src/engine/export/user-message.entity';
import { RoleEntity } from '../../src/modules/access/access.entities';
import { parseListQuery } from '../../src/engine/query';
import { ResourceRegistry } from '../../src/engine/resource-registry';
import { Harness, bearer, startApi } from '../harness';

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { creator: workbook.creator, name: sheet.name, rows };
}

const binary = (res: import('superagent').Response, cb: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('export jobs', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi({ EXPORT_MAX_ROWS: '45' }, { listen: true });
    token = await api.login();
  });
  afterAll(() => api.close());

  const finished = () => api.app.get(ExportJobs).idle();
  const download = (url: string, t = token) => api.http().get(url).set(bearer(t)).buffer(true).parse(binary);

  it('exports exactly the filtered, sorted rows with Chinese labels, and pushes the outcome', async () => {
    const pushed: unknown[] = [];
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${api.url!.replace('http', 'ws')}/ws/stomp`),
      connectHeaders: { Authorization: `Bearer ${token}` }, reconnectDelay: 0,
    });
    await new Promise<void>((resolve) => {
      client.onConnect = () => {
        client.subscribe('/topic/admin/1', (m) => pushed.push(JSON.parse(m.body)));
        setTimeout(resolve, 100);
      };
      client.activate();
    });

    const started = await api.http().post('/api/resources/landing-page/export')
      .query({ warehouseBusinessType: '2', sortField: 'numberOfWarehouses', sortOrder: 'asc' })
      .set(bearer(token)).send({ lang: 'zh', columns: ['companyName', 'warehouseBusinessType', 'numberOfWarehouses', 'usingWms'] }).expect(202);
    expect(started.body.data).toMatchObject({ status: 3, type: 1, rowCount: 8, messageType: 'ADMIN_MSG_EXCEL_EXPORT' });
    expect(started.body.data.fileName).toMatch(/^落地页线索-\d{14}\.xlsx$/);
    await finished();

    const list = await api.http().get('/api/wms-user/user/message/list')
      .query({ queryDayLimit: 30, receiveType: 'ADMIN', messageType: 'ADMIN_MSG_EXCEL_EXPORT', curPageNo: 1, pageSize: 5 })
      .set(bearer(token)).expect(200);
    const job = list.body.data.records[0];
    expect(job).toMatchObject({ userMessageId: started.body.data.userMessageId, status: 1, progress: 100, rowCount: 8 });

    const file = await download(job.url).expect(200);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(job.fileName)}`);
    const sheet = await readSheet(file.body);
    expect(sheet.creator).toBe('Ezeeship Admin Console');
    expect(sheet.rows[0]).toEqual(['公司名称', '仓库业务类型', '仓库数量', '是否使用 WMS']);
    const expected = (await api.http().get('/api/resources/landing-page?warehouseBusinessType=2&sortField=numberOfWarehouses&sortOrder=asc&pageSize=100')
      .set(bearer(token))).body.data.records;
    expect(sheet.rows.slice(1)).toEqual(expected.map((r: { companyName: string; numberOfWarehouses: number; usingWms: boolean }) =>
      [r.companyName, '自有品牌', r.numberOfWarehouses, r.usingWms ? '是' : '否']));

    await new Promise((r) => setTimeout(r, 200));
    expect(pushed).toContainEqual({
      type: 'ADMIN_MSG_EXCEL_EXPORT',
      body: { content: { userMessageId: job.userMessageId, status: 1, type: 1, fileName: job.fileName, url: job.url, progress: 100 } },
    });
    await client.deactivate();
  });

  it('uses English labels and the list columns by default', async () => {
    const started = await api.http().post('/api/resources/co-warehouse/export').set(bearer(token)).send({ lang: 'en' }).expect(202);
    await finished();
    const sheet = await readSheet((await download(started.body.data.url).expect(200)).body);
    expect(sheet.rows[0]).toEqual(['Warehouse', 'Company', 'Address', 'Contact Person', 'Contact Phone', 'Start Time', 'Status', 'Create Time']);
    expect(sheet.rows).toHaveLength(6);
    expect(sheet.rows.slice(1).map((r) => r[6]).sort()).toEqual(['Active', 'Active', 'Active', 'Active', 'Inactive']);
  });

  it('refuses an export over the row cap with a clear message, and unknown columns', async () => {
    for (let i = 0; i < 6; i++) {
      await api.http().post('/api/resources/landing-page').set(bearer(token))
        .send({ fullName: 'X', companyName: 'Y', email: 'x@example.com', warehouseBusinessType: 1 }).expect(201);
    }
    const big = await api.http().post('/api/resources/landing-page/export').set(bearer(token)).send({}).expect(400);
    expect(big.body.message).toBe('An export is limited to 45 rows and this one has 46; please narrow the filters');
    expect(big.body.zhMessage).toBe('每次导出最多 45 行，本次为 46 行，请缩小筛选范围');
    const bad = await api.http().post('/api/resources/admin-user/export').set(bearer(token)).send({ columns: ['passwordHash'] }).expect(400);
    expect(bad.body.data.errors[0].field).toBe('columns');
  });

  it('checks authorization again at download time', async () => {
    const op = await api.login('operator');
    const started = await api.http().post('/api/resources/co-warehouse/export').set(bearer(op)).send({}).expect(202);
    await finished();
    // another user cannot fetch it by guessing the url
    await download(started.body.data.url, token).expect(404);
    await download(started.body.data.url, op).expect(200);
    // the operator loses the export level: the file is refused, even though it is theirs
    const role = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Operator' });
    await api.http().put(`/api/resources/permission-roles/${role.id}`).set(bearer(token))
      .send({ grants: { wms: { 'landing-page': 1 }, fulfillment: { 'co-warehouse': 3 } }, version: role.version }).expect(200);
    await download(started.body.data.url, op).expect(403);
  });

  it('deletes one\'s own record and its file', async () => {
    const started = await api.http().post('/api/resources/org-group/export').set(bearer(token)).send({}).expect(202);
    await finished();
    const row = await api.ds.getRepository(UserMessageEntity).findOneByOrFail({ id: started.body.data.userMessageId });
    expect(existsSync(row.filePath!)).toBe(true);
    const op = await api.login('operator');
    await api.http().post(`/api/wms-user/user/message/delete?userMessageId=${row.id}`).set(bearer(op)).expect(404);
    const res = await api.http().post(`/api/wms-user/user/message/delete?userMessageId=${row.id}`).set(bearer(token)).expect(200);
    expect(res.body.result).toBe('NODATA');
    expect(existsSync(row.filePath!)).toBe(false);
    await download(started.body.data.url).expect(404);
  });

  it('iterates in keyset batches in exactly the list order, ascending and descending', async () => {
    // rows without a value sort first ascending and last descending: the iterator must keep them
    for (let i = 0; i < 3; i++) {
      await api.http().post('/api/resources/landing-page').set(bearer(token))
        .send({ fullName: `Null ${i}`, companyName: 'N', email: 'n@example.com', warehouseBusinessType: 2 }).expect(201);
    }
    const service = api.app.get(ResourceRegistry).find('landing-page')!;
    const admin = { id: 1, userName: 'admin', firstName: '', lastName: '', timeZone: 'UTC', allPermission: true, permissionMap: {}, assignedOnly: false, productCode: api.config.productCode };
    for (const sortOrder of ['asc', 'desc']) {
      const query = parseListQuery(landingPageLead, { sortField: 'numberOfWarehouses', sortOrder, pageSize: '100' });
      const listed = (await service.list(query, admin)).records.map((r) => r.id);
      const iterated: unknown[] = [];
      for await (const batch of service.iterate(query, admin, 7)) iterated.push(...batch.map((r) => r.id));
      expect(iterated).toEqual(listed);
      expect(listed.length).toBeGreaterThan(45);
    }
  });
});

describe('export jobs survive a crash', () => {
  it('resumes a job left pending at start-up', async () => {
    const first = await startApi();
    const now = new Date();
    const inserted = await first.ds.getRepository(UserMessageEntity).insert({
      userId: 1, receiveType: 'ADMIN', messageType: 'ADMIN_MSG_EXCEL_EXPORT', fileName: 'interrupted.xlsx', url: '/api/wms-user/user/message/download/1',
      type: 1, status: 3, progress: 40, rowCount: 8, error: null, resource: 'fba-address',
      params: { query: {}, columns: ['code', 'city'], lang: 'en' }, filePath: null, version: 1, createTime: now, updateTime: now,
    });
    const id = inserted.identifiers[0].id as number;
    const second = await startApi({}, { shareWith: first });
    await second.app.get(ExportJobs).idle();
    const job = await second.ds.getRepository(UserMessageEntity).findOneByOrFail({ id });
    expect(job).toMatchObject({ status: 1, progress: 100, rowCount: 8 });
    await second.close();
    await first.close();
  });
});

describe('export jobs on two instances sharing Redis (REDIS_URL) and the job table', () => {
  const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };

  it('runs a job requested on one instance on a job runner, and resumes a pending one at start-up', async () => {
    const a = await startApi(redis);
    const token = await a.login();
    const started = await a.http().post('/api/resources/fba-address/export').set(bearer(token)).send({}).expect(202);
    await a.app.get(ExportJobs).idle();
    const done = await a.ds.getRepository(UserMessageEntity).findOneByOrFail({ id: started.body.data.userMessageId });
    expect(done).toMatchObject({ status: 1, rowCount: 8 });

    // a job left pending (its worker died before taking it) is queued again by the next node
    const now = new Date();
    const pending = await a.ds.getRepository(UserMessageEntity).insert({
      userId: 1, receiveType: 'ADMIN', messageType: 'ADMIN_MSG_EXCEL_EXPORT', fileName: 'left.xlsx', url: null,
      type: 1, status: 3, progress: 0, rowCount: 5, error: null, resource: 'co-warehouse',
      params: { query: {}, columns: ['warehouse'], lang: 'en' }, filePath: null, version: 1, createTime: now, updateTime: now,
    });
    const b = await startApi(redis, { shareWith: a });
    await b.app.get(ExportJobs).idle();
    const resumed = await b.ds.getRepository(UserMessageEntity).findOneByOrFail({ id: pending.identifiers[0].id as number });
    expect(resumed).toMatchObject({ status: 1, rowCount: 5 });
    // the file one node wrote is downloadable through the other (shared DATA_DIR)
    await a.http().get(`/api/wms-user/user/message/download/${resumed.id}`).set(bearer(token)).expect(200);
    await b.close();
    await a.close();
  });
});
