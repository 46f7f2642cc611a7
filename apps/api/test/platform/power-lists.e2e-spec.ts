import { RoleEntity } from '../../src/modules/access/access.entities';
import { ExportJobs } from '../../src/engine/export/export-jobs.service';
import { UserMessageEntity } from '../../src/engine/export/user-message.entity';
import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

/** Power lists: bulk delete and actions, export of a selection, list preferences per user. */
describe('power lists', () => {
  let api: Harness;
  let admin: string;
  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  const post = (path: string, body: unknown, token = admin) => api.http().post(path).set(bearer(token)).send(body as object);
  const newFlag = async (key: string) =>
    (await post('/api/resources/feature-flag', { ...SAMPLES['feature-flag'].body, key }).expect(201)).body.data as { id: number; version: number; status: number };

  describe('bulk delete', () => {
    it('deletes every record but the one whose version is stale, and says why', async () => {
      const [a, b, c] = [await newFlag('bulk-a'), await newFlag('bulk-b'), await newFlag('bulk-c')];
      await api.http().put(`/api/resources/feature-flag/${b.id}`).set(bearer(admin)).send({ description: 'edited meanwhile', version: b.version }).expect(200);
      const res = await post('/api/resources/feature-flag/bulk/delete', { items: [a, b, c].map(({ id, version }) => ({ id, version })) }).expect(200);
      expect(res.body.data).toEqual({
        done: [a.id, c.id],
        refused: [{ id: b.id, code: 409, message: 'The page information has expired, please refresh and try again', zhMessage: expect.any(String) }],
      });
      await api.http().get(`/api/resources/feature-flag/${a.id}`).set(bearer(admin)).expect(404);
      await api.http().get(`/api/resources/feature-flag/${b.id}`).set(bearer(admin)).expect(200);
      await post('/api/resources/feature-flag/bulk/delete', { items: [{ id: 2_000_000, version: 1 }] }).expect(200)
        .then((r) => expect(r.body.data.refused[0]).toMatchObject({ id: 2_000_000, code: 404 }));
    });

    it('refuses preset roles with the role\'s own words and deletes the others', async () => {
      const custom = (await post('/api/resources/permission-roles', SAMPLES['permission-roles'].body).expect(201)).body.data;
      const preset = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Operator' });
      const res = await post('/api/resources/permission-roles/bulk/delete', { items: [{ id: preset.id, version: preset.version }, { id: custom.id, version: custom.version }] }).expect(200);
      expect(res.body.data.done).toEqual([custom.id]);
      expect(res.body.data.refused).toEqual([{ id: preset.id, code: 409, message: 'A preset role cannot be deleted', zhMessage: '预设角色不能删除' }]);
    });

    it('refuses a malformed or oversized selection whole', async () => {
      const items = Array.from({ length: 101 }, (_v, i) => ({ id: i + 1, version: 1 }));
      const tooMany = await post('/api/resources/feature-flag/bulk/delete', { items }).expect(400);
      expect(tooMany.body).toMatchObject({ message: 'At most 100 records at a time', zhMessage: '一次最多处理 100 条记录' });
      const hundred = await post('/api/resources/feature-flag/bulk/delete', { items: items.slice(0, 100).map((i) => ({ ...i, id: i.id + 1_000_000 })) }).expect(200);
      expect(hundred.body.data.refused).toHaveLength(100);
      expect((await post('/api/resources/feature-flag/bulk/delete', { items: [] }).expect(400)).body.message).toBe('Select at least one record');
      expect((await post('/api/resources/feature-flag/bulk/delete', {}).expect(400)).body.message).toBe('Select at least one record');
      expect((await post('/api/resources/feature-flag/bulk/delete', { items: [{ id: '1', version: 1 }] }).expect(400)).body.message)
        .toBe('Each selected record needs its id and version');
      expect((await post('/api/resources/feature-flag/bulk/delete', { items: [{ id: 1, version: 1 }, { id: 1, version: 1 }] }).expect(400)).body.message)
        .toBe('Record 1 is selected twice');
    });

    it('needs the delete level: Operator only views leads', async () => {
      const operator = await api.login('operator');
      const res = await post('/api/resources/landing-page/bulk/delete', { items: [{ id: 1, version: 1 }] }, operator).expect(403);
      expect(res.body.result).toBe('ERR');
      await api.http().get('/api/resources/landing-page/1').set(bearer(admin)).expect(200);
      // resources without Delete have no bulk delete either
      await post('/api/resources/admin-user/bulk/delete', { items: [{ id: 2, version: 1 }] }).expect(404);
    });

    it('keeps to the data scope: another owner\'s lead is refused like a missing one', async () => {
      const role = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Sales' });
      await api.ds.getRepository(RoleEntity).update({ id: role.id }, { grants: { wms: { 'landing-page': 3 } } } as never);
      const sales = await api.login('sales', 'Sales12345');
      const mine = (await api.http().get('/api/resources/landing-page?pageSize=1').set(bearer(sales)).expect(200)).body.data.records[0];
      const all = (await api.http().get('/api/resources/landing-page?pageSize=100').set(bearer(admin)).expect(200)).body.data.records;
      const other = all.find((r: { salesId: number | null }) => r.salesId !== mine.salesId);
      const res = await post('/api/resources/landing-page/bulk/delete', { items: [{ id: other.id, version: other.version }, { id: mine.id, version: mine.version }] }, sales).expect(200);
      expect(res.body.data).toEqual({ done: [mine.id], refused: [{ id: other.id, code: 404, message: 'The record does not exist or has been deleted', zhMessage: expect.any(String) }] });
      await api.http().get(`/api/resources/landing-page/${other.id}`).set(bearer(admin)).expect(200);
    });
  });

  describe('bulk actions', () => {
    it('runs the action on each record, refusing a stale one', async () => {
      const [a, b] = [await newFlag('toggle-a'), await newFlag('toggle-b')];
      const res = await post('/api/resources/feature-flag/bulk/actions/toggle', { items: [{ id: a.id, version: a.version }, { id: b.id, version: b.version + 5 }] }).expect(200);
      expect(res.body.data.done).toEqual([a.id]);
      expect(res.body.data.refused).toMatchObject([{ id: b.id, code: 409 }]);
      const after = async (id: number) => (await api.http().get(`/api/resources/feature-flag/${id}`).set(bearer(admin)).expect(200)).body.data;
      expect((await after(a.id)).status).not.toBe(a.status);
      expect((await after(b.id)).status).toBe(b.status);
    });

    it('refuses a record the action does not apply to (its `when`), also on the single route', async () => {
      const me = (await api.http().get('/api/resources/admin-user/1').set(bearer(admin)).expect(200)).body.data;
      expect(me.status).toBe('ACTIVE');
      const res = await post('/api/resources/admin-user/bulk/actions/activate', { items: [{ id: 1, version: me.version }] }).expect(200);
      expect(res.body.data).toEqual({ done: [], refused: [{ id: 1, code: 409, message: 'This action is not available for this record', zhMessage: '该记录当前不能执行此操作' }] });
      await post('/api/resources/admin-user/1/actions/activate', {}).expect(409);
    });

    it('needs the action\'s level', async () => {
      const operator = await api.login('operator');
      await post('/api/resources/feature-flag/bulk/actions/toggle', { items: [{ id: 1, version: 1 }] }, operator).expect(403);
    });
  });

  describe('export of a selection', () => {
    it('writes only the selected records', async () => {
      const all = (await api.http().get('/api/resources/fba-address?pageSize=3').set(bearer(admin)).expect(200)).body.data.records;
      const ids = [all[0].id, all[2].id];
      const started = await post('/api/resources/fba-address/export', { ids, lang: 'en' }).expect(202);
      expect(started.body.data.rowCount).toBe(2);
      await api.app.get(ExportJobs).idle();
      const job = await api.ds.getRepository(UserMessageEntity).findOneByOrFail({ id: started.body.data.id ?? started.body.data.userMessageId });
      expect(job).toMatchObject({ status: 1, rowCount: 2 });
      expect(job.params?.ids).toEqual(ids);
    });

    it('refuses ids that are not a short list of record ids', async () => {
      for (const ids of [[], ['1'], [0], Array.from({ length: 501 }, (_v, i) => i + 1), 'all']) {
        const res = await post('/api/resources/fba-address/export', { ids }).expect(400);
        expect(res.body.message).toBe('The selection to export must be 1 to 500 record ids');
      }
    });
  });

  describe('list preferences', () => {
    const prefs = {
      columns: { order: ['status', 'key'], hidden: ['description'], widths: { key: 220 } },
      views: [
        { name: 'Active releases', filters: { status: 1, type: 1 }, sort: { field: 'key', order: 'asc' }, isDefault: true },
        { name: 'Everything', filters: {} },
      ],
    };
    const path = '/api/me/list-preferences/feature-flag';

    it('start empty, round-trip, and are each user\'s own', async () => {
      expect((await api.http().get(path).set(bearer(admin)).expect(200)).body.data).toEqual({ columns: { order: [], hidden: [], widths: {} }, views: [] });
      const saved = await api.http().put(path).set(bearer(admin)).send(prefs).expect(200);
      const expected = { ...prefs, views: [prefs.views[0], { name: 'Everything', filters: {}, sort: null, isDefault: false }] };
      expect(saved.body.data).toEqual(expected);
      expect((await api.http().get(path).set(bearer(admin)).expect(200)).body.data).toEqual(expected);
      const changed = { ...prefs, views: [] };
      await api.http().put(path).set(bearer(admin)).send(changed).expect(200);
      expect((await api.http().get(path).set(bearer(admin)).expect(200)).body.data).toEqual(changed);
      // a compact table and a column the definition starts hidden, shown by choice
      const compact = { ...changed, columns: { ...changed.columns, shown: ['description'], density: 'compact' } };
      expect((await api.http().put(path).set(bearer(admin)).send(compact).expect(200)).body.data).toEqual(compact);
      expect((await api.http().get(path).set(bearer(admin)).expect(200)).body.data.columns).toMatchObject({ shown: ['description'], density: 'compact' });
      const other = await api.login('administrator', 'Administrator1');
      expect((await api.http().get(path).set(bearer(other)).expect(200)).body.data.views).toEqual([]);
    });

    it('refuse unknown columns and malformed values, in both languages', async () => {
      const unknown = await api.http().put(path).set(bearer(admin)).send({ columns: { order: ['nope'] } }).expect(400);
      expect(unknown.body).toMatchObject({ message: 'Unknown column: nope', zhMessage: '未知列：nope' });
      await api.http().put(path).set(bearer(admin)).send({ columns: { hidden: ['secret'] } }).expect(400);
      const cases: Array<[unknown, string]> = [
        [{ columns: { widths: { key: 5 } } }, 'columns.widths.key'],
        [{ columns: { order: ['key', 'key'] } }, 'columns.order'],
        [{ views: [{ name: '' }] }, 'views[0].name'],
        [{ views: [{ name: 'a' }, { name: 'A' }] }, 'views[1].name'],
        [{ views: [{ name: 'a', isDefault: true }, { name: 'b', isDefault: true }] }, 'views.isDefault'],
        [{ views: [{ name: 'a', filters: { description: 'x' } }] }, 'views[0].filters.description'],
        [{ views: [{ name: 'a', sort: { field: 'description', order: 'asc' } }] }, 'views[0].sort'],
        [{ columns: { density: 'tiny' } }, 'columns.density'],
        [{ extra: 1 }, 'body.extra'],
        [[], 'body'],
      ];
      for (const [body, where] of cases) {
        const res = await api.http().put(path).set(bearer(admin)).send(body as object).expect(400);
        expect(res.body.message).toBe(`Invalid list preferences: ${where}`);
      }
    });

    it('exist only for lists the user may view', async () => {
      await api.http().get('/api/me/list-preferences/no-such-list').set(bearer(admin)).expect(404);
      const operator = await api.login('operator');
      await api.http().get(path).set(bearer(operator)).expect(404);
      await api.http().put(path).set(bearer(operator)).send(prefs).expect(404);
      await api.http().get('/api/me/list-preferences/co-warehouse').set(bearer(operator)).expect(200);
      await api.http().get(path).expect(401);
    });
  });
});
