import ExcelJS from 'exceljs';
import { translate } from '@console/contracts';
import { FieldDef, isFormField } from '@console/metadata';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { GENERIC_RESOURCES, Harness, TEST_RESOURCES, bearer, startApi } from '../harness';
import { SAMPLES, recordOf } from '../samples';
import { answered } from '../answered';

describe('generated resources: CRUD, paging, sort, filters', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  // A failure here comes from a definition: `answered` says what the API answered, not only its status.
  describe.each(GENERIC_RESOURCES.map((r) => r.name))('%s', (name) => {
    const sample = SAMPLES[name];
    const base = `/api/resources/${name}`;

    it('creates, reads, filters, updates and deletes a record', async () => {
      const def = TEST_RESOURCES.find((r) => r.name === name)!;
      // A read-only resource (Message Management): the platform writes it, no route does.
      const creates = def.actions.includes('create');
      if (!creates) await api.http().post(base).set(bearer(token)).send(sample.body).expect(404);
      // its related records made first where the sample's ids find none (a new resource's parent has no demo rows)
      const record = await recordOf(api, token, def, sample.body);
      expect(record).toMatchObject({ id: expect.any(Number), version: 1 });
      expect(Date.parse(record.createTime)).not.toBeNaN();

      const got = await api.http().get(`${base}/${record.id}`).set(bearer(token)).expect(answered(200));
      expect(got.body.data).toEqual(record);

      // The sample's filter finds the record, and only records that meet it (demo rows may too).
      expect(sample.filter).not.toBeNull();
      const { field, operator, value } = sample.filter!;
      const filtered = await api.http().get(base).query({ [field]: value, pageSize: 1000 }).set(bearer(token)).expect(answered(200));
      const rows = filtered.body.data.records as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.id)).toContain(record.id);
      for (const row of rows) {
        if (operator === 'contains') expect(String(row[field]).toLowerCase()).toContain(value);
        else expect(String(row[field])).toBe(value);
      }
      expect(filtered.body.data.total).toBe(rows.length);
      if (!def.actions.includes('edit')) {
        await api.http().put(`${base}/${record.id}`).set(bearer(token)).send({ ...sample.change, version: 1 }).expect(404);
        await api.http().delete(`${base}/${record.id}?version=1`).set(bearer(token)).expect(404);
        return;
      }

      const updated = await api.http().put(`${base}/${record.id}`).set(bearer(token)).send({ ...sample.change, version: 1 }).expect(answered(200));
      expect(updated.body.data).toMatchObject({ ...sample.change, version: 2 });

      const stale = await api.http().put(`${base}/${record.id}`).set(bearer(token)).send({ ...sample.change, version: 1 }).expect(409);
      expect(stale.body).toMatchObject({
        result: 'ERR', errorCode: 409,
        message: 'The page information has expired, please refresh and try again', zhMessage: '页面信息已过期，请刷新后重试',
      });
      if (!TEST_RESOURCES.find((r) => r.name === name)!.actions.includes('delete')) {
        // No delete declared, no delete route.
        await api.http().delete(`${base}/${record.id}?version=2`).set(bearer(token)).expect(404);
        return;
      }
      await api.http().delete(`${base}/${record.id}?version=1`).set(bearer(token)).expect(answered(409));
      // refused (409) when the sample does not meet the definition's deleteWhen: give it a deletable state
      await api.http().delete(`${base}/${record.id}?version=2`).set(bearer(token)).expect(answered(200));
      await api.http().get(`${base}/${record.id}`).set(bearer(token)).expect(404);
      await api.http().put(`${base}/${record.id}`).set(bearer(token)).send({ ...sample.change, version: 2 }).expect(404);
    });

    it('exports the list filtered by the sample to XLSX, one row per record', async () => {
      const def = TEST_RESOURCES.find((r) => r.name === name)!;
      if (!def.actions.includes('export')) {
        await api.http().post(`${base}/export`).set(bearer(token)).send({}).expect(404);
        return;
      }
      const created = await recordOf(api, token, def);
      const { field, value } = sample.filter!;
      const listed = (await api.http().get(base).query({ [field]: value, pageSize: 1000 }).set(bearer(token)).expect(answered(200))).body.data;
      const started = await api.http().post(`${base}/export`).query({ [field]: value }).set(bearer(token)).send({}).expect(answered(202));
      expect(started.body.data.rowCount).toBe(listed.total);
      await api.app.get(ExportJobs).idle();
      const jobs = await api.http().get('/api/wms-user/user/message/list').query({ queryDayLimit: 30, curPageNo: 1, pageSize: 5 }).set(bearer(token)).expect(200);
      const job = jobs.body.data.records.find((j: { userMessageId: number }) => j.userMessageId === started.body.data.userMessageId);
      expect(job).toMatchObject({ status: 1, progress: 100 });
      const file = await api.http().get(job.url).set(bearer(token)).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body as never);
      expect(workbook.worksheets[0].actualRowCount).toBe(listed.total + 1);
      if (def.actions.includes('delete')) {
        await api.http().delete(`${base}/${created.id}?version=1`).set(bearer(token)).expect(answered(200));
      }
    });

    it('reports every missing required field in both languages', async () => {
      const def = TEST_RESOURCES.find((r) => r.name === name)!;
      if (!def.actions.includes('create')) return; // nothing to report: no create route (the first test checks it)
      const res = await api.http().post(base).set(bearer(token)).send({}).expect(answered(400));
      // Conditional fields are required only while their condition holds (conditional-fields.e2e-spec).
      const required = Object.entries(def.fields).filter(([, f]) => f.required && !f.visibleWhen && f.default === undefined && !f.auto && isFormField(f));
      // '{field} is required', or the field's own words for it (02 §5: 'An account nickname is required')
      const wording = (f: FieldDef, lang: 'en' | 'zh') => translate(f.messages?.required ?? 'required', lang, { field: f.label[lang] });
      expect(res.body.data.errors).toEqual(required.map(([key, f]) => ({ field: key, message: wording(f, 'en'), zhMessage: wording(f, 'zh') })));
      expect(res.body.message).toBe(wording(required[0][1], 'en'));
    });
  });

  it('rejects unknown fields and engine-managed fields', async () => {
    const res = await api.http().post('/api/resources/org-group').set(bearer(token)).send({ groupName: 'X1', bogus: 1, id: 5 }).expect(400);
    expect(res.body.data.errors).toEqual(expect.arrayContaining([
      { field: 'bogus', message: 'Unknown field: bogus', zhMessage: '未知字段：bogus' },
      { field: 'id', message: 'Unknown field: id', zhMessage: '未知字段：id' },
    ]));
    const creator = await api.http().post('/api/resources/org-group').set(bearer(token)).send({ groupName: 'X2', creator: 'mallory' }).expect(400);
    expect(creator.body.data.errors[0].field).toBe('creator');
  });

  it('checks formats, lengths, enums and the version of an update', async () => {
    const res = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({
      fullName: 'A', companyName: 'B', email: 'not-an-email', warehouseBusinessType: 9, numberOfWarehouses: -1, phone: 'abc',
    }).expect(400);
    const byField = Object.fromEntries(res.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({
      email: 'Email address invalid',
      warehouseBusinessType: 'Warehouse Business Type must be one of the listed values',
      numberOfWarehouses: 'Number of Warehouses must be at least 0',
      phone: 'Phone has invalid characters: use digits, spaces and + - ( ) only',
    });
    const long = await api.http().post('/api/resources/fba-address').set(bearer(token))
      .send({ ...SAMPLES['fba-address'].body, code: 'TOOLONGCODE12345678' }).expect(400);
    expect(long.body.data.errors[0]).toEqual({ field: 'code', message: 'Code: Max length 16', zhMessage: '代码：最大长度为 16' });
    const zip = await api.http().post('/api/resources/fba-address').set(bearer(token))
      .send({ ...SAMPLES['fba-address'].body, zipcode: '8950' }).expect(400);
    expect(zip.body.data.errors[0]).toMatchObject({ field: 'zipcode', message: 'invalid zip code', zhMessage: '邮编无效' });
    const noVersion = await api.http().put('/api/resources/fba-address/1').set(bearer(token)).send({ city: 'X' }).expect(400);
    expect(noVersion.body.data.errors[0]).toMatchObject({ field: 'version', message: 'Version is required' });
  });

  it('refuses a duplicate of a unique field with 409, naming the field', async () => {
    const res = await api.http().post('/api/resources/feature-flag').set(bearer(token))
      .send({ ...SAMPLES['feature-flag'].body, key: 'new-pack-station' }).expect(409);
    expect(res.body).toMatchObject({ message: 'Key already exists', zhMessage: '键已存在' });
    // on the field too, so the form shows it under its input
    expect(res.body.data.errors).toEqual([{ field: 'key', message: 'Key already exists', zhMessage: '键已存在' }]);
  });

  it('does not let an edit change a create-only field', async () => {
    const res = await api.http().put('/api/resources/feature-flag/1').set(bearer(token)).send({ key: 'renamed', version: 1 }).expect(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'key', message: 'Key cannot be changed after it is created', zhMessage: '键创建后不能修改' });
  });

  it('pages and sorts, with the default sort of the resource', async () => {
    const page1 = await api.http().get('/api/resources/landing-page?curPageNo=1&pageSize=15').set(bearer(token)).expect(200);
    const page3 = await api.http().get('/api/resources/landing-page?curPageNo=3&pageSize=15').set(bearer(token)).expect(200);
    expect(page1.body.data).toMatchObject({ total: 40, curPageNo: 1, pageSize: 15 });
    expect(page1.body.data.records).toHaveLength(15);
    expect(page3.body.data.records).toHaveLength(10);
    const times = page1.body.data.records.map((r: { submitTime: string }) => r.submitTime);
    expect([...times].sort().reverse()).toEqual(times);
    const asc = await api.http().get('/api/resources/landing-page?sortField=numberOfWarehouses&sortOrder=asc&pageSize=40').set(bearer(token)).expect(200);
    const counts = asc.body.data.records.map((r: { numberOfWarehouses: number }) => r.numberOfWarehouses);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('filters by equality, boolean and date range', async () => {
    const eq = await api.http().get('/api/resources/landing-page?warehouseBusinessType=2&pageSize=100').set(bearer(token)).expect(200);
    expect(eq.body.data.total).toBe(8);
    expect(eq.body.data.records.every((r: { warehouseBusinessType: number }) => r.warehouseBusinessType === 2)).toBe(true);
    const bool = await api.http().get('/api/resources/landing-page?usingWms=true&pageSize=100').set(bearer(token)).expect(200);
    expect(bool.body.data.records.every((r: { usingWms: boolean }) => r.usingWms === true)).toBe(true);
    expect(bool.body.data.total).toBe(14);
    const range = await api.http().get('/api/resources/landing-page').query({ submitTime: '2026-11-15,2026-11-18', pageSize: 100 }).set(bearer(token)).expect(200);
    expect(range.body.data.total).toBe(4);
    const dates = await api.http().get('/api/resources/co-warehouse').query({ startTime: '2025-02-01,2025-03-31' }).set(bearer(token)).expect(200);
    expect(dates.body.data.records.map((r: { startTime: string }) => r.startTime).sort()).toEqual(['2025-02-15', '2025-03-15']);
    const wildcard = await api.http().get('/api/resources/landing-page').query({ companyName: '%' }).set(bearer(token)).expect(200);
    expect(wildcard.body.data.total).toBe(0);
  });

  it('answers 400, never 500, to bad list parameters and ids', async () => {
    const cases: Array<[string, string]> = [
      ['/api/resources/landing-page?nope=1', 'Unknown filter or sort field: nope'],
      ['/api/resources/landing-page?sortField=email', 'Unknown filter or sort field: email'],
      ['/api/resources/landing-page?sortField=submitTime&sortOrder=sideways', 'Unknown filter or sort field: sortOrder=sideways'],
      ['/api/resources/landing-page?pageSize=1001', 'Page size must be at most 1000'],
      ['/api/resources/landing-page?pageSize=0', 'Page number and page size must be positive integers'],
      ['/api/resources/landing-page?curPageNo=abc', 'Page number and page size must be positive integers'],
      ['/api/resources/landing-page?warehouseBusinessType=abc', 'Warehouse Business Type must be one of the listed values'],
      ['/api/resources/landing-page?submitTime=yesterday,', 'Submit Time must be a date and time (YYYY-MM-DD HH:mm:ss)'],
      ['/api/resources/landing-page/abc', 'Invalid id'],
      ['/api/resources/landing-page/99999999999', 'Invalid id'],
      ['/api/resources/landing-page/1%20OR%201=1', 'Invalid id'],
    ];
    for (const [url, message] of cases) {
      const res = await api.http().get(url).set(bearer(token));
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message });
      expect(res.body.zhMessage).toBeTruthy();
    }
  });

  it('answers the spec path alias of the FBA address list', async () => {
    const res = await api.http().get('/api/wms-user/fba/address/search?pageSize=100').set(bearer(token)).expect(200);
    expect(res.body.data.records).toHaveLength(8);
  });

  it('enforces permissions on the server', async () => {
    const op = await api.login('operator');
    const forbidden = await api.http().get('/api/resources/feature-flag').set(bearer(op)).expect(403);
    expect(forbidden.body).toMatchObject({ result: 'ERR', errorCode: 403, message: 'You do not have permission to do this', zhMessage: '您没有执行此操作的权限' });
    await api.http().get('/api/resources/landing-page').set(bearer(op)).expect(200);
    await api.http().post('/api/resources/landing-page').set(bearer(op)).send(SAMPLES['landing-page'].body).expect(403);
    await api.http().delete('/api/resources/landing-page/1?version=1').set(bearer(op)).expect(403);
    await api.http().post('/api/resources/co-warehouse').set(bearer(op)).send({ ...SAMPLES['co-warehouse'].body, warehouse: 'OP-1' }).expect(201);
    const summary = await api.http().get('/api/dashboard/summary').set(bearer(op)).expect(200);
    expect(summary.body.data.counts.map((c: { resource: string }) => c.resource)).toEqual(['landing-page', 'co-warehouse']);
  });

  it('fills auto fields from the signed-in user and the clock', async () => {
    const flag = await api.http().post('/api/resources/feature-flag').set(bearer(token)).send({ ...SAMPLES['feature-flag'].body, key: 'auto-check' }).expect(201);
    expect(flag.body.data.creator).toBe('admin');
    const lead = await api.http().post('/api/resources/landing-page').set(bearer(token)).send(SAMPLES['landing-page'].body).expect(201);
    expect(Math.abs(Date.parse(lead.body.data.submitTime) - Date.now())).toBeLessThan(60_000);
  });
});

describe('domain hooks and custom actions', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('refuses to delete a system org group, inside the transaction', async () => {
    const list = await api.http().get('/api/resources/org-group?isSystemGroup=true').set(bearer(token)).expect(200);
    const system = list.body.data.records[0];
    const res = await api.http().delete(`/api/resources/org-group/${system.id}?version=${system.version}`).set(bearer(token)).expect(409);
    expect(res.body).toMatchObject({ message: 'A system group cannot be deleted', zhMessage: '系统分组不能删除' });
    await api.http().get(`/api/resources/org-group/${system.id}`).set(bearer(token)).expect(200);
  });

  it('runs a custom action at its own permission level', async () => {
    const before = await api.http().get('/api/resources/feature-flag/1').set(bearer(token)).expect(200);
    const res = await api.http().post('/api/resources/feature-flag/1/actions/toggle').set(bearer(token)).expect(200);
    expect(res.body.data).toMatchObject({ id: 1, status: before.body.data.status === 1 ? 2 : 1, version: before.body.data.version + 1 });
    await api.http().post('/api/resources/feature-flag/999/actions/toggle').set(bearer(token)).expect(404);
    const op = await api.login('operator');
    await api.http().post('/api/resources/feature-flag/1/actions/toggle').set(bearer(op)).expect(403);
  });
});
