import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

/**
 * Defects found by probing the engine from outside: bad input answers a 4xx envelope in both
 * languages, on SQLite and MariaDB, and nothing is stored.
 */
describe('input hardening of the engine', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  const lead = SAMPLES['landing-page'].body;
  const postRaw = (path: string, json: string) =>
    api.http().post(path).set(bearer(token)).set('Content-Type', 'application/json').send(json);
  const leadCount = async () => (await api.http().get('/api/resources/landing-page?pageSize=1').set(bearer(token)).expect(200)).body.data.total as number;

  describe('7. integers stay within their INT column; relations point at records', () => {
    it.each([
      ['3000000000', 'Free Space (sq ft) must be at most 2147483647'],
      ['1e20', 'integer or number only'],
      ['9007199254740993', 'integer or number only'],
      ['1e9999', 'integer or number only'],
      ['2.5', 'integer or number only'],
    ])('freeSpace %s is refused', async (raw, message) => {
      const before = await leadCount();
      const res = await postRaw('/api/resources/landing-page', `{"fullName":"A","companyName":"B","email":"a@b.co","warehouseBusinessType":1,"freeSpace":${raw}}`).expect(400);
      expect(res.body).toMatchObject({ result: 'ERR', errorCode: 400, message });
      expect(res.body.data.errors[0]).toMatchObject({ field: 'freeSpace', message });
      expect(res.body.zhMessage).toMatch(/空余面积|整数/);
      expect(await leadCount()).toBe(before);
    });

    it('a relation id that points at nothing, or out of range, is refused', async () => {
      const missing = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, salesId: 999999 }).expect(400);
      expect(missing.body.data.errors).toEqual([{ field: 'salesId', message: 'Sales: the chosen record does not exist', zhMessage: '销售：所选记录不存在' }]);
      const huge = await postRaw('/api/resources/landing-page', JSON.stringify({ ...lead, salesId: 1 }).replace('"salesId":1', '"salesId":3000000000')).expect(400);
      expect(huge.body.message).toBe('Sales must be at most 2147483647');
      const zero = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, salesId: 0 }).expect(400);
      expect(zero.body.message).toBe('Sales must be at least 1');
      const ok = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, salesId: 1 }).expect(201);
      const edit = await api.http().put(`/api/resources/landing-page/${ok.body.data.id}`).set(bearer(token)).send({ salesId: 987654, version: 1 }).expect(400);
      expect(edit.body.data.errors[0].field).toBe('salesId');
    });
  });

  describe('8. concurrent duplicates answer 409, never 500', () => {
    it('100 parallel creates with one unique name: one 201, the rest the named 409', async () => {
      const results = await Promise.all(Array.from({ length: 100 }, () =>
        api.http().post('/api/resources/org-group').set(bearer(token)).send({ groupName: 'Race Group' })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      for (const r of results.filter((x) => x.status === 409)) {
        expect(r.body).toMatchObject({ result: 'ERR', errorCode: 409, message: 'Group Name already exists', zhMessage: '分组名称已存在' });
      }
    });

    it('parallel admin users with one name and parallel renames of roles to one name', async () => {
      const users = await Promise.all(Array.from({ length: 30 }, (_, i) =>
        api.http().post('/api/resources/admin-user').set(bearer(token)).send({ ...SAMPLES['admin-user'].body, userName: 'race.user', email: `race${i}@example.com` })));
      expect(users.map((r) => r.status).sort()).toEqual([201, ...Array(29).fill(409)]);
      const roles = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        api.http().post('/api/resources/permission-roles').set(bearer(token)).send({ roleName: `Race Role ${i}`, grants: {} }).expect(201)));
      const renames = await Promise.all(roles.map((r) =>
        api.http().put(`/api/resources/permission-roles/${r.body.data.id}`).set(bearer(token)).send({ roleName: 'Race Role', version: 1 })));
      expect(renames.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      for (const r of renames.filter((x) => x.status === 409)) expect(r.body.message).toBe('Repeat Role Name');
    });
  });

  describe('12. list filters: one parser, one behaviour, a message for every mistake', () => {
    it('a bad filter value names its field in both languages', async () => {
      const res = await api.http().get('/api/resources/landing-page?submitTime=yesterday').set(bearer(token)).expect(400);
      expect(res.body.message).toBe('Submit Time must be a date and time (YYYY-MM-DD HH:mm:ss)');
      expect(res.body.data.errors).toEqual([{
        field: 'submitTime', message: 'Submit Time must be a date and time (YYYY-MM-DD HH:mm:ss)', zhMessage: '提交时间必须是日期时间（YYYY-MM-DD HH:mm:ss）',
      }]);
      const enumBad = await api.http().get('/api/resources/landing-page?warehouseBusinessType=9').set(bearer(token)).expect(400);
      expect(enumBad.body.data.errors[0].message).toBe('Warehouse Business Type must be one of the listed values');
      const intBad = await api.http().get('/api/resources/landing-page?salesId=abc').set(bearer(token)).expect(400);
      expect(intBad.body.message).toBe('Filter Sales: integer only');
    });

    it('a between filter takes two values at most; a filter given twice is refused', async () => {
      const three = await api.http().get('/api/resources/co-warehouse?startTime=2026-01-01,2026-01-02,2026-01-03').set(bearer(token)).expect(400);
      expect(three.body).toMatchObject({ message: 'Filter Start Time takes a range: from,to', zhMessage: '筛选条件 开始时间 应为范围：起,止' });
      const twice = await api.http().get('/api/resources/co-warehouse?status=1&status=2').set(bearer(token)).expect(400);
      expect(twice.body.message).toBe('Filter Status is given more than once');
      await api.http().get('/api/resources/co-warehouse?startTime=2026-01-01,').set(bearer(token)).expect(200);
    });

    it('the page size cap answers 400 on resource lists and their spec aliases', async () => {
      for (const path of ['/api/resources/fba-address', '/api/wms-user/fba/address/search']) {
        const res = await api.http().get(`${path}?pageSize=999999`).set(bearer(token)).expect(400);
        expect(res.body.message).toBe('Page size must be at most 1000');
      }
    });
  });

  describe('13. control characters in filters', () => {
    it.each(['%00', 'a%00b', '%1F', '%7F', 'x%0Ay'])('contains filter %s is refused', async (raw) => {
      const res = await api.http().get(`/api/resources/landing-page?fullName=${raw}`).set(bearer(token)).expect(400);
      expect(res.body).toMatchObject({ message: 'Filter Full Name contains characters that cannot be searched', zhMessage: '筛选条件 姓名 含有无法搜索的字符' });
    });
  });

  describe('found by the fuzz test', () => {
    it('a lone surrogate is not text (MariaDB would store U+FFFD)', async () => {
      const res = await postRaw('/api/resources/org-group', '{"groupName":"bad \\ud83d name"}').expect(400);
      expect(res.body.message).toBe('Group Name must be text');
    });

    it('an unknown filter name is echoed without control characters, and cut', async () => {
      const res = await api.http().get(`/api/resources/org-group?${encodeURIComponent('a\u0000b' + 'x'.repeat(200))}=1`).set(bearer(token)).expect(400);
      expect(res.body.message).toBe(`Unknown filter or sort field: a?b${'x'.repeat(61)}`);
    });

    it('a delete with a malformed version says so, not that it is missing', async () => {
      const bad = await api.http().delete('/api/resources/org-group/1?version=99999999999999').set(bearer(token)).expect(400);
      expect(bad.body.message).toBe('integer or number only');
      const missing = await api.http().delete('/api/resources/org-group/1').set(bearer(token)).expect(400);
      expect(missing.body.message).toBe('Version is required');
    });
  });

  describe('17. whitespace-only values do not fill required fields', () => {
    it('a co-warehouse of spaces is refused field by field', async () => {
      const spaces = { warehouse: '   ', company: ' ', address: '\t ', contactPerson: '  ', contactPhone: '+1 775 555 0100', startTime: '2026-01-05' };
      const res = await api.http().post('/api/resources/co-warehouse').set(bearer(token)).send(spaces).expect(400);
      expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['warehouse', 'company', 'address', 'contactPerson']);
      expect(res.body.message).toBe('Warehouse is required');
      expect(res.body.zhMessage).toBe('仓库不能为空');
    });

    it('a lead with a company name of spaces is refused; trim fields are stored trimmed', async () => {
      await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, companyName: '   ' }).expect(400);
      const ok = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, fullName: '  Trimmed Person  ' }).expect(201);
      expect(ok.body.data.fullName).toBe('Trimmed Person');
      const edit = await api.http().put(`/api/resources/landing-page/${ok.body.data.id}`).set(bearer(token)).send({ fullName: '    ', version: 1 }).expect(400);
      expect(edit.body.message).toBe('Full Name is required');
    });
  });

  describe('18. numbers are refused, never changed', () => {
    it.each([[-5, 'Free Space (sq ft) must be at least 0'], [-100.5, 'integer or number only'], [10001, null]])('freeSpace %p', async (value, message) => {
      const res = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, freeSpace: value });
      if (message) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      } else {
        expect(res.status).toBe(201);
        expect(res.body.data.freeSpace).toBe(value);
      }
    });

    it('numberOfWarehouses over its max answers the max message', async () => {
      const res = await api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...lead, numberOfWarehouses: 10001 }).expect(400);
      expect(res.body).toMatchObject({ message: 'Number of Warehouses must be at most 10000', zhMessage: '仓库数量不能大于 10000' });
    });
  });
});

/** A JavaScript chunk of some size, as a build writes one. */
const CHUNK = Array.from({ length: 2000 }, (_, i) => `export const f${i} = (a) => a * ${i};`).join('\n');

describe('15. the web app is served from an install path with a dot-folder', () => {
  let api: Harness;
  const root = mkdtempSync(join(tmpdir(), 'console-dot-'));
  const webDist = join(root, '.local', 'share', 'console', 'web');
  beforeAll(async () => {
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>console index</title>');
    // a hashed chunk with the copies the web build makes beside it (apps/web/build/precompress.ts)
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'FinanceChart-Ab12Cd34.js'), CHUNK);
    writeFileSync(join(webDist, 'assets', 'FinanceChart-Ab12Cd34.js.br'), brotliCompressSync(CHUNK));
    writeFileSync(join(webDist, 'assets', 'FinanceChart-Ab12Cd34.js.gz'), gzipSync(CHUNK));
    writeFileSync(join(webDist, 'assets', 'tiny-Ef56Gh78.css'), 'a{}');
    api = await startApi({ WEB_DIST: webDist }, { listen: true });
  });
  afterAll(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers client routes with index.html, not 404', async () => {
    const res = await api.http().get('/co-warehouse/edit/1').expect(200);
    expect(res.text).toContain('console index');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD / as GET / without a body (what uptime checks send)', async () => {
    const res = await api.http().head('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text ?? '').toBe('');
    await api.http().head('/co-warehouse/edit/1').expect(200);
  });

  it('sends hashed files precompressed as the browser accepts, cached for a year; index.html never cached', async () => {
    // node:http, not supertest: it would decompress on its own, and the bytes are read as sent
    const get = (accept: string | null) => new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${api.url}/assets/FinanceChart-Ab12Cd34.js`, { headers: accept === null ? {} : { 'Accept-Encoding': accept } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    const raw = (res: { body: Buffer }) => res.body;
    const immutable = 'public, max-age=31536000, immutable';
    // what Chromium sends: brotli
    const br = await get('gzip, deflate, br, zstd');
    expect([br.status, br.headers['content-encoding'], br.headers.vary, br.headers['cache-control']]).toEqual([200, 'br', 'Accept-Encoding', immutable]);
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotliDecompressSync(raw(br)).toString()).toBe(CHUNK);
    // gzip only, or brotli refused by q=0
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gz = await get(accept);
      expect([gz.headers['content-encoding'], gz.headers.vary, gz.headers['cache-control']]).toEqual(['gzip', 'Accept-Encoding', immutable]);
      expect(gunzipSync(raw(gz)).toString()).toBe(CHUNK);
      expect(Number(gz.headers['content-length'])).toBeLessThan(CHUNK.length / 5);
    }
    // neither: the file as built, still varying by encoding
    const plain = await get('identity');
    expect([plain.headers['content-encoding'], plain.headers.vary, plain.headers['cache-control']]).toEqual([undefined, 'Accept-Encoding', immutable]);
    expect(raw(plain).toString()).toBe(CHUNK);
    // a file too small to have copies is sent as it is, cached all the same
    const css = await api.http().get('/assets/tiny-Ef56Gh78.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect([css.headers['content-encoding'], css.headers['cache-control']]).toEqual([undefined, immutable]);
    // index.html, by its name or as a client route, is asked again every time
    expect((await api.http().get('/index.html').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api.http().get('/').expect(200)).headers['cache-control']).toBe('no-cache');
  });
});
