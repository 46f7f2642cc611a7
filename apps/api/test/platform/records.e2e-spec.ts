import ExcelJS from 'exceljs';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { Harness, bearer, startApi } from '../harness';
import { AdminUserRoleEntity } from '../../src/modules/access/access.entities';
import { everyKind } from '../fixtures/every-kind';
import { supportCase } from '../fixtures/partitioned-resource/support-case';
import { SAMPLES } from '../samples';

/**
 * What every generated record offers a power user on the API side: its history, paged by audit id,
 * in API form and never with secrets; and the global search over titles of the resources a user may
 * view, in their data scope.
 */
describe('record history and global search', () => {
  let api: Harness;
  let admin: string;
  let sales: string;
  let salesId: number;
  beforeAll(async () => {
    api = await startApi({}, { extraResources: [everyKind, supportCase] });
    admin = await api.login();
    sales = await api.login('sales', 'Sales12345');
    salesId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(sales))).body.data.user.userId;
  });
  afterAll(() => api.close());

  const history = (path: string, token: string, query: Record<string, string | number> = {}) =>
    api.http().get(`${path}/history`).query(query).set(bearer(token));

  describe('history', () => {
    let path: string;
    let warehouses: number[];
    beforeAll(async () => {
      const list = await api.http().get('/api/resources/co-warehouse').query({ sortField: 'id', sortOrder: 'asc' }).set(bearer(admin)).expect(200);
      warehouses = list.body.data.records.map((r: { id: number }) => r.id);
      const created = (await api.http().post('/api/resources/every-kind').set(bearer(admin))
        .send({ code: 'H-001', amount: '99.99', shippedAt: '2026-11-01 23:30:00', warehouseId: warehouses[0], active: true }).expect(201)).body.data;
      path = `/api/resources/every-kind/${created.id}`;
      let version = created.version;
      for (const change of [
        { amount: '120.5', warehouseId: warehouses[1] },
        { shippedAt: '2026-11-02 08:00:00', active: false },
        { quantity: 7 },
        { quantity: 8 },
      ]) version = (await api.http().put(path).set(bearer(admin)).send({ ...change, version }).expect(200)).body.data.version;
    });

    it('records who changed which field from what to what, in API form, newest first', async () => {
      const entries = (await history(path, admin).expect(200)).body.data;
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'update', 'update', 'create']);
      expect(entries.every((e: { actorName: string }) => e.actorName === 'admin')).toBe(true);
      const [, , second, first, create] = entries;
      // money as its decimal string, relations as ids, datetimes as ISO UTC, booleans as booleans
      expect(first.changes).toEqual({ amount: ['99.9900', '120.5000'], warehouseId: [warehouses[0], warehouses[1]] });
      expect(second.changes).toEqual({ shippedAt: ['2026-11-01T23:30:00.000Z', '2026-11-02T08:00:00.000Z'], active: [true, false] });
      expect(create.changes).toMatchObject({ code: 'H-001', amount: '99.9900', warehouseId: warehouses[0], active: true });
      expect(typeof create.id).toBe('number');
      expect(Number.isNaN(Date.parse(create.createTime))).toBe(false);
    });

    it('pages by audit id: limit, then before the last entry, to the end', async () => {
      const all = (await history(path, admin).expect(200)).body.data.map((e: { id: number }) => e.id);
      const first = (await history(path, admin, { limit: 2 }).expect(200)).body.data.map((e: { id: number }) => e.id);
      expect(first).toEqual(all.slice(0, 2));
      const next = (await history(path, admin, { limit: 2, before: first[1] }).expect(200)).body.data.map((e: { id: number }) => e.id);
      expect(next).toEqual(all.slice(2, 4));
      const last = (await history(path, admin, { limit: 2, before: next[1] }).expect(200)).body.data.map((e: { id: number }) => e.id);
      expect(last).toEqual(all.slice(4));
      expect((await history(path, admin, { before: all[all.length - 1] }).expect(200)).body.data).toEqual([]);
    });

    it('refuses bad paging and unknown parameters in both languages', async () => {
      for (const query of [{ limit: 0 }, { limit: 101 }, { limit: 'x' }, { before: -1 }, { before: '1e3' }] as Array<Record<string, string | number>>) {
        const res = await history(path, admin, query).expect(400);
        expect(res.body).toMatchObject({
          result: 'ERR', errorCode: 400,
          message: 'History paging: before must be an entry id and limit a whole number from 1 to 100',
          zhMessage: '历史分页：before 必须是记录 ID，limit 必须是 1 到 100 之间的整数',
        });
      }
      const unknown = await history(path, admin, { page: 2 }).expect(400);
      expect(unknown.body).toMatchObject({ message: 'Unknown query parameter: page', zhMessage: '未知的查询参数：page' });
    });

    it('never records a password or its hash', async () => {
      const user = (await api.http().post('/api/resources/admin-user').set(bearer(admin))
        .send({ ...SAMPLES['admin-user'].body, userName: 'historied', email: 'historied@example.com', password: 'Secret12345' }).expect(201)).body.data;
      await api.http().post(`/api/resources/admin-user/${user.id}/actions/reset-password`).set(bearer(admin)).expect(200);
      const res = await history(`/api/resources/admin-user/${user.id}`, admin).expect(200);
      const text = JSON.stringify(res.body.data.map((e: { changes: unknown }) => e.changes));
      expect(text).not.toMatch(/password|Secret12345|argon2/i);
      expect(res.body.data.map((e: { action: string }) => e.action)).toEqual(['reset-password', 'create']);
    });

    it('needs view on the resource and the record in the data scope', async () => {
      const nobody = await api.login('nobody', 'Nobody1234');
      await history(path, nobody).expect(403);
      const theirs = (await api.http().post('/api/resources/landing-page').set(bearer(admin)).send({ ...SAMPLES['landing-page'].body, salesId: 1 }).expect(201)).body.data;
      const res = await history(`/api/resources/landing-page/${theirs.id}`, sales).expect(404);
      expect(res.body.message).toBe('The record does not exist or has been deleted');
      const mine = (await api.http().post('/api/resources/landing-page').set(bearer(sales)).send(SAMPLES['landing-page'].body).expect(201)).body.data;
      const own = (await history(`/api/resources/landing-page/${mine.id}`, sales).expect(200)).body.data;
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ action: 'create', actorName: 'sales', changes: { salesId } });
    });
  });

  describe('exports of related records', () => {
    const exported = async (token: string, resource: string, query: Record<string, string>, columns: string[]) => {
      const started = await api.http().post(`/api/resources/${resource}/export`).query(query).set(bearer(token)).send({ columns }).expect(202);
      await api.app.get(ExportJobs).idle();
      const file = await api.http().get(started.body.data.url).set(bearer(token)).buffer(true)
        .parse((res, cb) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => cb(null, Buffer.concat(chunks))); })
        .expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body as never);
      const rows: unknown[][] = [];
      workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows.slice(1);
    };

    it('names a lead\'s Sales user and a user\'s roles by their labels, as the list shows them', async () => {
      expect(await exported(admin, 'admin-user', { userName: 'sales' }, ['userName', 'roleIds'])).toEqual([['sales', 'Sales']]);
      await api.http().post('/api/resources/landing-page').set(bearer(admin)).send({ ...SAMPLES['landing-page'].body, fullName: 'Exported Lead', salesId }).expect(201);
      expect(await exported(admin, 'landing-page', { fullName: 'Exported Lead' }, ['fullName', 'salesId'])).toEqual([['Exported Lead', 'sales']]);
    });
  });

  describe('global search', () => {
    const search = (token: string, q?: string) => api.http().get('/api/search').query(q === undefined ? {} : { q }).set(bearer(token));
    const groupsOf = async (token: string, q: string) =>
      Object.fromEntries((await search(token, q).expect(200)).body.data.groups.map((g: { resource: string; hits: Array<{ title: string }> }) => [g.resource, g.hits.map((h) => h.title)]));

    beforeAll(async () => {
      const lead = SAMPLES['landing-page'].body;
      await api.http().post('/api/resources/landing-page').set(bearer(admin)).send({ ...lead, fullName: 'Zebulon Admin-Owned', salesId: 1 }).expect(201);
      await api.http().post('/api/resources/landing-page').set(bearer(sales)).send({ ...lead, fullName: 'Zebulon Sales-Owned' }).expect(201);
      await api.http().post('/api/resources/landing-page').set(bearer(admin))
        .send({ ...lead, fullName: 'Plain Name', companyName: 'Zebulon Freight', email: 'plain@example.com', salesId: 1 }).expect(201);
    });

    it('finds records by title and by declared searchable fields, grouped by resource, case-insensitively', async () => {
      const res = await search(admin, 'zebulon').expect(200);
      expect(res.body.data.q).toBe('zebulon');
      const lead = res.body.data.groups.find((g: { resource: string }) => g.resource === 'landing-page');
      expect(lead.hits.map((h: { title: string }) => h.title).sort()).toEqual(['Plain Name', 'Zebulon Admin-Owned', 'Zebulon Sales-Owned']);
      expect(lead.hits.every((h: { id: number }) => Number.isInteger(h.id))).toBe(true);
      expect(Object.keys(await groupsOf(admin, 'admin'))).toContain('admin-user');
    });

    it('shows a few hits per resource, newest first', async () => {
      for (let i = 0; i < 7; i++) {
        await api.http().post('/api/resources/landing-page').set(bearer(admin)).send({ ...SAMPLES['landing-page'].body, fullName: `Many Hits ${i}` }).expect(201);
      }
      expect((await groupsOf(admin, 'many hits'))['landing-page']).toEqual(['Many Hits 6', 'Many Hits 5', 'Many Hits 4', 'Many Hits 3', 'Many Hits 2']);
    });

    it('searches only resources the user may view, and only records in their scope', async () => {
      expect(await groupsOf(sales, 'zebulon')).toEqual({ 'landing-page': ['Zebulon Sales-Owned'] });
      // Sales may not view admin users: no group even for a name that exists
      expect(await groupsOf(sales, 'admin')).toEqual({});
      const nobody = await api.login('nobody', 'Nobody1234');
      expect(await groupsOf(nobody, 'zebulon')).toEqual({});
    });

    it('answers a blank or absent q with no hits, and refuses a bad one', async () => {
      for (const q of [undefined, '', '   ']) expect((await search(admin, q).expect(200)).body.data.groups).toEqual([]);
      const long = await search(admin, 'x'.repeat(101)).expect(400);
      expect(long.body).toMatchObject({ message: 'Search text: Max length 100', zhMessage: '搜索内容：最大长度为 100' });
      await search(admin, 'a\u0000b').expect(400);
      const twice = await api.http().get('/api/search?q=a&q=b').set(bearer(admin)).expect(400);
      expect(twice.body.message).toBe('Filter q is given more than once');
      await api.http().get('/api/search?q=a&other=1').set(bearer(admin)).expect(400);
      // LIKE wildcards are searched as themselves
      expect(await groupsOf(admin, '%')).toEqual({});
    });

    it('searches a partitioned resource only in the values the user holds, naming each hit\'s value', async () => {
      for (const source of ['EZEESHIP', 'WMS']) {
        await api.http().post('/api/resources/support-case').set(bearer(admin)).send({ platformSource: source, subject: `Quokka ${source}` }).expect(201);
      }
      const userName = 'wms.searcher';
      await api.http().post('/api/resources/admin-user').set(bearer(admin))
        .send({ userName, firstName: 'W', lastName: 'S', email: `${userName}@example.com`, password: 'Secret123', timeZone: 'UTC' }).expect(201);
      const user = (await api.http().get(`/api/resources/admin-user?userName=${userName}`).set(bearer(admin))).body.data.records[0];
      const role = await api.http().post('/api/resources/permission-roles').set(bearer(admin))
        .send({ roleName: 'wms-searchers', description: 'search test', grants: { support: { 'support-wms': 1 } } }).expect(201);
      await api.ds.getRepository(AdminUserRoleEntity).insert({ adminUserId: user.id, roleId: role.body.data.id });
      const token = await api.login(userName, 'Secret123');
      const groups = (await search(token, 'quokka').expect(200)).body.data.groups;
      expect(groups).toEqual([{ resource: 'support-case', hits: [{ id: expect.any(Number), title: 'Quokka WMS', partition: 'WMS' }] }]);
      expect((await groupsOf(admin, 'quokka'))['support-case']).toEqual(['Quokka WMS', 'Quokka EZEESHIP']);
    });

    it('needs a signed-in user', async () => {
      await api.http().get('/api/search?q=a').expect(401);
    });
  });
});
