import { DEMO_USERS } from '../../src/seed/demo-seed';
import { Harness, bearer, startApi } from '../harness';
import { leadNote } from '../fixtures/lead-note';

/**
 * The lookup right (id and label of a relation's target for who may create or edit the resource,
 * within the target's data scope), relation ids checked against what the user may look up,
 * `when`/`deleteWhen` enforced by the engine, and `?id=1&id=2` on a list. Run on SQLite and, with
 * TEST_MYSQL_URL, on MariaDB.
 */
describe('lookup right, relation checks, server-side conditions', () => {
  let api: Harness;
  const tokens: Record<string, string> = {};
  let salesId: number;
  beforeAll(async () => {
    api = await startApi({}, { extraResources: [leadNote] });
    for (const u of DEMO_USERS) tokens[u.userName] = await api.login(u.userName, u.password);
    salesId = (await api.http().get('/api/wms-user/admin/profile').set(bearer(tokens.sales)).expect(200)).body.data.id;
  });
  afterAll(() => api.close());

  const get = (user: string, path: string) => api.http().get(path).set(bearer(tokens[user]));
  const lookup = (user: string, field: string, query = '') => get(user, `/api/resources/lead-note/lookup/${field}${query}`);
  const allWarehouses = async () => (await get('admin', '/api/resources/co-warehouse?pageSize=100').expect(200)).body.data.records as Array<{ id: number; warehouse: string }>;

  describe('the lookup route', () => {
    it('answers id and label of the target to a user with edit but no view on it', async () => {
      await get('sales', '/api/resources/co-warehouse').expect(403);
      const warehouses = await allWarehouses();
      const res = await lookup('sales', 'warehouseId').expect(200);
      expect(res.body.result).toBe('OK');
      const expected = warehouses.map((w) => ({ id: w.id, label: w.warehouse })).sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
      expect(res.body.data).toEqual(expected);
      // id and label only: nothing else of the record travels
      for (const entry of res.body.data) expect(Object.keys(entry).sort()).toEqual(['id', 'label']);
    });

    it('searches the label (q), picks ids (id=1&id=2) and limits', async () => {
      const warehouses = await allWarehouses();
      const ca = warehouses.filter((w) => w.warehouse.includes('CA-'));
      expect(ca.length).toBeGreaterThan(1);
      const found = (await lookup('sales', 'warehouseId', '?q=CA-').expect(200)).body.data as Array<{ id: number }>;
      expect(found.map((e) => e.id).sort()).toEqual(ca.map((w) => w.id).sort());
      const [a, b] = warehouses;
      const picked = (await lookup('sales', 'warehouseId', `?id=${a.id}&id=${b.id}`).expect(200)).body.data as Array<{ id: number; label: string }>;
      expect(picked.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
      expect((await lookup('sales', 'warehouseId', '?limit=2').expect(200)).body.data).toHaveLength(2);
      // LIKE wildcards are text, not patterns
      expect((await lookup('sales', 'warehouseId', '?q=%25').expect(200)).body.data).toEqual([]);
    });

    it('refuses bad queries with a 400 envelope in both languages', async () => {
      const bad = await lookup('sales', 'warehouseId', '?id=abc').expect(400);
      expect(bad.body).toMatchObject({ result: 'ERR', message: 'Invalid id', zhMessage: '无效的 ID' });
      const big = await lookup('sales', 'warehouseId', '?limit=101').expect(400);
      expect(big.body).toMatchObject({ message: 'Page size must be at most 100', zhMessage: '每页条数不能超过 100' });
      const unknown = await lookup('sales', 'warehouseId', '?status=1').expect(400);
      expect(unknown.body.message).toBe('Unknown filter or sort field: status');
      // a field that is not a relation has no lookup
      await lookup('sales', 'note').expect(404);
    });

    it('is refused to a user who may neither edit the resource nor view the target', async () => {
      for (const user of ['support', 'finance', 'nobody']) {
        const res = await lookup(user, 'warehouseId').expect(403);
        expect(res.body).toMatchObject({ message: 'You do not have permission to do this', zhMessage: '您没有执行此操作的权限' });
      }
      // operator views lead notes only: the warehouses they may view, the admin users they may not
      await lookup('operator', 'warehouseId').expect(200);
      await lookup('operator', 'watcherIds').expect(403);
      await lookup('sales', 'watcherIds').expect(200);
    });

    it("keeps the target's data scope: an assigned-only user looks up only their leads", async () => {
      const all = (await get('admin', '/api/resources/landing-page?pageSize=100').expect(200)).body.data.records as Array<{ id: number; salesId: number | null }>;
      const theirs = all.filter((l) => l.salesId === salesId).map((l) => l.id).sort((x, y) => x - y);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.length).toBeLessThan(all.length);
      const seen = (await lookup('sales', 'leadId', '?limit=100').expect(200)).body.data as Array<{ id: number }>;
      expect(seen.map((e) => e.id).sort((x, y) => x - y)).toEqual(theirs);
      const other = all.find((l) => l.salesId !== salesId)!;
      expect((await lookup('sales', 'leadId', `?id=${other.id}`).expect(200)).body.data).toEqual([]);
      expect((await lookup('admin', 'leadId', `?id=${other.id}`).expect(200)).body.data).toHaveLength(1);
    });
  });

  describe('stored relation ids', () => {
    const post = (user: string, body: Record<string, unknown>) => api.http().post('/api/resources/lead-note').set(bearer(tokens[user])).send(body);
    const count = async () => (await get('admin', '/api/resources/lead-note?pageSize=1').expect(200)).body.data.total as number;

    it('refuses a relation to a missing record, naming the field in both languages', async () => {
      const before = await count();
      const res = await post('sales', { note: 'missing warehouse', warehouseId: 999999 }).expect(400);
      expect(res.body.data.errors).toEqual([{ field: 'warehouseId', message: 'Warehouse: the chosen record does not exist', zhMessage: '仓库：所选记录不存在' }]);
      const list = await post('sales', { note: 'missing watcher', watcherIds: [salesId, 987654] }).expect(400);
      expect(list.body.data.errors).toEqual([{ field: 'watcherIds', message: 'Watchers: record 987654 does not exist', zhMessage: '关注人：记录 987654 不存在' }]);
      expect(await count()).toBe(before);
    });

    it("refuses a relation to a record outside the user's data scope, on create and update", async () => {
      const all = (await get('admin', '/api/resources/landing-page?pageSize=100').expect(200)).body.data.records as Array<{ id: number; salesId: number | null }>;
      const mine = all.find((l) => l.salesId === salesId)!;
      const other = all.find((l) => l.salesId !== salesId)!;
      const before = await count();
      const refused = await post('sales', { note: 'not mine', leadId: other.id }).expect(400);
      expect(refused.body.data.errors).toEqual([{ field: 'leadId', message: 'Lead: the chosen record does not exist', zhMessage: '线索：所选记录不存在' }]);
      expect(await count()).toBe(before);
      // the same id is fine for a user who reaches every lead
      await post('admin', { note: 'any lead', leadId: other.id }).expect(201);
      const [warehouse] = await allWarehouses();
      const created = (await post('sales', { note: 'mine', leadId: mine.id, warehouseId: warehouse.id, watcherIds: [salesId] }).expect(201)).body.data;
      expect(created).toMatchObject({ leadId: mine.id, warehouseId: warehouse.id, watcherIds: [salesId] });
      const moved = await api.http().put(`/api/resources/lead-note/${created.id}`).set(bearer(tokens.sales)).send({ leadId: other.id, version: created.version }).expect(400);
      expect(moved.body.data.errors[0]).toMatchObject({ field: 'leadId' });
      const stored = (await get('admin', `/api/resources/lead-note/${created.id}`).expect(200)).body.data;
      expect(stored).toMatchObject({ leadId: mine.id, version: created.version });
    });
  });

  describe('conditions of the definition, enforced by the engine', () => {
    it('refuses an action whose `when` does not hold (activate an active user)', async () => {
      const users = (await get('admin', '/api/resources/admin-user?pageSize=100').expect(200)).body.data.records as Array<{ id: number; userName: string; status: string; version: number }>;
      const finance = users.find((u) => u.userName === 'finance')!;
      expect(finance.status).toBe('ACTIVE');
      const res = await api.http().post(`/api/resources/admin-user/${finance.id}/actions/activate`).set(bearer(tokens.admin)).expect(409);
      expect(res.body).toMatchObject({ result: 'ERR', errorCode: 409, message: 'This action is not available for this record', zhMessage: '该记录当前不能执行此操作' });
      const after = (await get('admin', `/api/resources/admin-user/${finance.id}`).expect(200)).body.data;
      expect(after.version).toBe(finance.version);
    });

    it("refuses a delete whose deleteWhen does not hold, with the definition's message or the generic one", async () => {
      const roles = (await get('admin', '/api/resources/permission-roles?pageSize=100').expect(200)).body.data.records as Array<{ id: number; preset: boolean; version: number }>;
      const preset = roles.find((r) => r.preset)!;
      const role = await api.http().delete(`/api/resources/permission-roles/${preset.id}?version=${preset.version}`).set(bearer(tokens.admin)).expect(409);
      expect(role.body).toMatchObject({ message: 'A preset role cannot be deleted', zhMessage: '预设角色不能删除' });
      const groups = (await get('admin', '/api/resources/org-group?pageSize=100').expect(200)).body.data.records as Array<{ id: number; isSystemGroup: boolean; version: number }>;
      const system = groups.find((g) => g.isSystemGroup)!;
      const group = await api.http().delete(`/api/resources/org-group/${system.id}?version=${system.version}`).set(bearer(tokens.admin)).expect(409);
      expect(group.body).toMatchObject({ message: 'A system group cannot be deleted', zhMessage: '系统分组不能删除' });
      await get('admin', `/api/resources/org-group/${system.id}`).expect(200);

      const note = (await api.http().post('/api/resources/lead-note').set(bearer(tokens.admin)).send({ note: 'closed', closed: true }).expect(201)).body.data;
      const closed = await api.http().delete(`/api/resources/lead-note/${note.id}?version=${note.version}`).set(bearer(tokens.admin)).expect(409);
      expect(closed.body).toMatchObject({ message: 'This record cannot be deleted', zhMessage: '该记录不能删除' });
      const open = (await api.http().post('/api/resources/lead-note').set(bearer(tokens.admin)).send({ note: 'open' }).expect(201)).body.data;
      await api.http().delete(`/api/resources/lead-note/${open.id}?version=${open.version}`).set(bearer(tokens.admin)).expect(200);
    });
  });

  describe('the id filter of a list (getMany in one call)', () => {
    it('answers exactly the records named, with the other filters and the data scope', async () => {
      const warehouses = await allWarehouses();
      const [a, , c] = warehouses;
      const res = await get('admin', `/api/resources/co-warehouse?id=${a.id}&id=${c.id}`).expect(200);
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.records.map((r: { id: number }) => r.id).sort()).toEqual([a.id, c.id].sort());
      const comma = await get('admin', `/api/resources/co-warehouse?id=${a.id},${c.id}&warehouse=${encodeURIComponent(a.warehouse)}`).expect(200);
      expect(comma.body.data.records.map((r: { id: number }) => r.id)).toEqual([a.id]);
      // a lead of someone else is not reached by naming its id
      const leads = (await get('admin', '/api/resources/landing-page?pageSize=100').expect(200)).body.data.records as Array<{ id: number; salesId: number | null }>;
      const other = leads.find((l) => l.salesId !== salesId)!;
      const mine = leads.find((l) => l.salesId === salesId)!;
      const scoped = await get('sales', `/api/resources/landing-page?id=${other.id}&id=${mine.id}`).expect(200);
      expect(scoped.body.data.records.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    });

    it('refuses ids that are not ids, or too many of them', async () => {
      const bad = await get('admin', '/api/resources/co-warehouse?id=1&id=x').expect(400);
      expect(bad.body).toMatchObject({ message: 'Invalid id', zhMessage: '无效的 ID' });
      expect(bad.body.data.errors[0]).toMatchObject({ field: 'id' });
      const many = Array.from({ length: 101 }, (_, i) => `id=${i + 1}`).join('&');
      const tooMany = await get('admin', `/api/resources/co-warehouse?${many}`).expect(400);
      expect(tooMany.body.message).toBe('Filter ID may list at most 100 values');
    });
  });
});
