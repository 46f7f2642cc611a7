import { join } from 'node:path';
import { loadResourceFolder } from '../../src/extra-resources';
import { Harness, bearer, startApi } from '../harness';

/**
 * Child collections, record rules and status transitions on the test database (SQLite, or
 * MariaDB with TEST_MYSQL_URL), over the charge-plan fixture: inline tiers written in the plan's
 * transaction and version, listed notes with their own routes and permission, refuse and
 * cascade on delete, rules over several fields, and moves the status may not make. The fixture
 * is loaded as a folder (fixtures/charge-plans: definitions, migration, hooks), as the browser
 * flows load it: its migration's tables are the ones these tests write.
 */
const folder = loadResourceFolder(join(__dirname, '..', 'fixtures', 'charge-plans'));
const plans = '/api/resources/test-charge-plan';
const tiers = '/api/resources/test-plan-tier';
const notes = '/api/resources/test-plan-note';

describe('child collections, record rules, transitions', () => {
  let api: Harness;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    api = await startApi({}, { extraResources: folder.resources, extraHooks: folder.hooks, extraMigrations: folder.migrations });
    token = await api.login();
  });
  afterAll(() => api.close());

  it('comes as a folder with its hooks: the plan\'s actions and the tier\'s refusal', () => {
    expect(folder.resources.map((r) => r.name)).toEqual(['test-charge-plan', 'test-plan-tier', 'test-plan-note']);
    expect(folder.hooks.map((h) => h.name)).toEqual(['test-charge-plan', 'test-plan-tier']);
    expect(folder.migrations).toHaveLength(1);
  });

  const post = (path: string, body: object) => api.http().post(path).set(bearer(token)).send(body);
  const put = (path: string, body: object) => api.http().put(path).set(bearer(token)).send(body);
  const get = (path: string) => api.http().get(path).set(bearer(token));
  const plan = (extra: Record<string, unknown> = {}) => ({ name: `Plan ${++seq}`, chargeBy: 1, threshold: '100', ...extra });
  const tierRows = async () => (await api.ds.query('SELECT code, plan_id FROM test_plan_tier ORDER BY id')) as Array<{ code: string; plan_id: number }>;

  describe('inline children', () => {
    it('creates the parent and its rows in one write; the read returns them', async () => {
      const res = await post(plans, plan({ tiers: [{ code: 'A1', fromQty: 0, toQty: 9, price: '1.5' }, { code: 'A2', fromQty: 10, price: '1.25' }] })).expect(201);
      const created = res.body.data;
      expect(created.version).toBe(1);
      expect(created.tiers).toMatchObject([
        { code: 'A1', fromQty: 0, toQty: 9, price: '1.5000', planId: created.id },
        { code: 'A2', fromQty: 10, toQty: null, price: '1.2500', planId: created.id },
      ]);
      const read = (await get(`${plans}/${created.id}`).expect(200)).body.data;
      expect(read.tiers.map((t: { code: string }) => t.code)).toEqual(['A1', 'A2']);
    });

    it('updates, inserts and deletes rows in the parent\'s version: one bump, all or nothing', async () => {
      const created = (await post(plans, plan({ tiers: [{ code: 'B1', fromQty: 0, price: '1' }, { code: 'B2', fromQty: 5, price: '2' }] })).expect(201)).body.data;
      const [b1] = created.tiers;
      const res = await put(`${plans}/${created.id}`, { version: 1, tiers: [{ id: b1.id, code: 'B1', fromQty: 0, toQty: 4, price: '1.1' }, { code: 'B3', fromQty: 20, price: '3' }] }).expect(200);
      expect(res.body.data.version).toBe(2);
      expect(res.body.data.tiers).toMatchObject([{ id: b1.id, code: 'B1', toQty: 4, price: '1.1000' }, { code: 'B3', fromQty: 20 }]);
      expect((await tierRows()).filter((r) => r.plan_id === created.id).map((r) => r.code)).toEqual(['B1', 'B3']);
      // The old version is stale now: neither the plan nor its rows change.
      const stale = await put(`${plans}/${created.id}`, { version: 1, tiers: [] }).expect(409);
      expect(stale.body.message).toBe('The page information has expired, please refresh and try again');
      expect((await get(`${plans}/${created.id}`)).body.data.tiers).toHaveLength(2);
      // An absent array leaves the rows as they are.
      const renamed = (await put(`${plans}/${created.id}`, { version: 2, name: `${created.name} renamed` }).expect(200)).body.data;
      expect(renamed.tiers).toHaveLength(2);
      expect(renamed.version).toBe(3);
    });

    it('a bad row rolls the whole write back and names the row\'s field', async () => {
      const before = (await tierRows()).length;
      const name = `Plan ${++seq}`;
      // invalid by the child's own rules: caught before anything is written
      const invalid = await post(plans, { name, chargeBy: 1, threshold: '1', tiers: [{ code: 'C1', fromQty: 0, price: '1' }, { code: 'C2', price: 'abc' }] }).expect(400);
      expect(invalid.body.data.errors).toEqual(expect.arrayContaining([
        expect.objectContaining({ field: 'tiers.1.fromQty', message: 'From Qty is required', zhMessage: '起始数量不能为空' }),
        expect.objectContaining({ field: 'tiers.1.price' }),
      ]));
      // refused inside the transaction (the child's record rule, then its hook, then a duplicate): the plan is gone too
      const rule = await post(plans, { name, chargeBy: 1, threshold: '1', tiers: [{ code: 'C1', fromQty: 0, price: '1' }, { code: 'C2', fromQty: 9, toQty: 3, price: '1' }] }).expect(400);
      expect(rule.body.data.errors).toEqual([
        { field: 'tiers.1.fromQty', message: 'From Qty must not be greater than To Qty', zhMessage: '起始数量不能大于截止数量' },
        { field: 'tiers.1.toQty', message: 'From Qty must not be greater than To Qty', zhMessage: '起始数量不能大于截止数量' },
      ]);
      const hook = await post(plans, { name, chargeBy: 1, threshold: '1', tiers: [{ code: 'C1', fromQty: 0, price: '1' }, { code: 'FORBIDDEN', fromQty: 1, price: '1' }] }).expect(400);
      expect(hook.body.data.errors).toEqual([{ field: 'tiers.1.code', message: 'Code FORBIDDEN is reserved', zhMessage: '编码 FORBIDDEN 已保留' }]);
      const duplicate = await post(plans, { name, chargeBy: 1, threshold: '1', tiers: [{ code: 'C1', fromQty: 0, price: '1' }, { code: 'A1', fromQty: 1, price: '1' }] }).expect(409);
      expect(duplicate.body.message).toBe('Code already exists');
      expect(duplicate.body.data.errors).toEqual([{ field: 'tiers.1.code', message: 'Code already exists', zhMessage: '编码已存在' }]);
      expect((await tierRows()).length).toBe(before);
      expect((await get(plans).query({ pageSize: 100 })).body.data.records.map((p: { name: string }) => p.name)).not.toContain(name);
    });

    it('refuses more rows than the maximum, a row of another parent, and what is not a list', async () => {
      const other = (await post(plans, plan({ tiers: [{ code: 'D1', fromQty: 0, price: '1' }] })).expect(201)).body.data;
      const mine = (await post(plans, plan()).expect(201)).body.data;
      const four = [1, 2, 3, 4].map((i) => ({ code: `E${i}`, fromQty: i, price: '1' }));
      expect((await put(`${plans}/${mine.id}`, { version: 1, tiers: four }).expect(400)).body.data.errors)
        .toEqual([{ field: 'tiers', message: 'Tiers: at most 3 rows', zhMessage: '阶梯：最多 3 行' }]);
      const stolen = await put(`${plans}/${mine.id}`, { version: 1, tiers: [{ id: other.tiers[0].id, code: 'D1', fromQty: 0, price: '9' }] }).expect(400);
      expect(stolen.body.data.errors[0]).toMatchObject({ field: 'tiers.0.id', message: `Tiers: row ${other.tiers[0].id} does not belong to this record` });
      expect((await get(`${plans}/${other.id}`)).body.data.tiers[0].price).toBe('1.0000');
      expect((await put(`${plans}/${mine.id}`, { version: 1, tiers: 'x' }).expect(400)).body.data.errors[0].field).toBe('tiers');
      // the foreign key is the engine's: a row may not name it
      expect((await put(`${plans}/${mine.id}`, { version: 1, tiers: [{ code: 'E9', fromQty: 0, price: '1', planId: other.id }] }).expect(400)).body.data.errors[0])
        .toMatchObject({ field: 'tiers.0.planId', message: 'Unknown field: planId' });
    });

    it('writes tiers only through the plan: the tier has no create, edit or delete route of its own', async () => {
      const created = (await post(plans, plan({ tiers: [{ code: 'G1', fromQty: 0, price: '1' }] })).expect(201)).body.data;
      await post(tiers, { planId: created.id, code: 'G2', fromQty: 1, price: '1' }).expect(404);
      await put(`${tiers}/${created.tiers[0].id}`, { version: 1, price: '2' }).expect(404);
      await api.http().delete(`${tiers}/${created.tiers[0].id}`).query({ version: 1 }).set(bearer(token)).expect(404);
      expect((await get(`${plans}/${created.id}`)).body.data.tiers.map((t: { code: string }) => t.code)).toEqual(['G1']);
    });
  });

  it('documents inline rows in the parent\'s body and record', async () => {
    const { paths } = (await api.http().get('/api/docs-json').expect(200)).body;
    const body = paths[plans].post.requestBody.content['application/json'].schema;
    expect(body.properties.tiers).toMatchObject({ type: 'array', maxItems: 3 });
    expect(body.properties.notes).toBeUndefined(); // listed, not inline
    const record = paths[`${plans}/{id}`].get.responses['200'].content['application/json'].schema;
    expect(record.properties.data.properties.tiers).toMatchObject({ type: 'array' });
  });

  describe('delete', () => {
    it('cascades inline rows and refuses while listed notes exist, with a clear message', async () => {
      const created = (await post(plans, plan({ tiers: [{ code: 'F1', fromQty: 0, price: '1' }] })).expect(201)).body.data;
      const note = (await post(notes, { planId: created.id, body: 'Keep until audited' }).expect(201)).body.data;
      const refused = await api.http().delete(`${plans}/${created.id}`).query({ version: 1 }).set(bearer(token)).expect(409);
      expect(refused.body).toMatchObject({ message: 'This record still has 1 Notes; remove them first', zhMessage: '该记录下仍有 1 条备注，请先删除' });
      expect((await tierRows()).some((r) => r.code === 'F1')).toBe(true);
      await api.http().delete(`${notes}/${note.id}`).query({ version: 1 }).set(bearer(token)).expect(200);
      await api.http().delete(`${plans}/${created.id}`).query({ version: 1 }).set(bearer(token)).expect(200);
      expect((await tierRows()).some((r) => r.code === 'F1')).toBe(false);
      const audit = await api.ds.query("SELECT resource, action FROM audit_log WHERE resource = 'test-plan-tier' AND action = 'delete'");
      expect(audit.length).toBeGreaterThan(0);
    });
  });

  describe('listed children', () => {
    it('are listed by the foreign key with the child\'s permission', async () => {
      const a = (await post(plans, plan()).expect(201)).body.data;
      const b = (await post(plans, plan()).expect(201)).body.data;
      await post(notes, { planId: a.id, body: 'first' }).expect(201);
      await post(notes, { planId: b.id, body: 'other' }).expect(201);
      const listed = (await get(notes).query({ planId: String(a.id) }).expect(200)).body.data.records;
      expect(listed.map((n: { body: string }) => n.body)).toEqual(['first']);
      // operator manages co-warehouses only: no view of the notes' sub-role
      const operator = await api.login('operator');
      await api.http().get(notes).query({ planId: String(a.id) }).set(bearer(operator)).expect(403);
      expect((await post(notes, { planId: 999999, body: 'orphan' }).expect(400)).body.data.errors[0]).toMatchObject({ field: 'planId' });
    });
  });

  describe('record rules', () => {
    it('threshold xor interval: neither or both is refused on both fields', async () => {
      const neither = await post(plans, { name: `Plan ${++seq}`, chargeBy: 1 }).expect(400);
      expect(neither.body.data.errors).toEqual([
        { field: 'threshold', message: 'Fill exactly one of Threshold, Interval (days)', zhMessage: '阈值、间隔（天）须且只能填写一项' },
        { field: 'interval', message: 'Fill exactly one of Threshold, Interval (days)', zhMessage: '阈值、间隔（天）须且只能填写一项' },
      ]);
      await post(plans, { name: `Plan ${++seq}`, chargeBy: 1, threshold: '5', interval: 3 }).expect(400);
      await post(plans, { name: `Plan ${++seq}`, chargeBy: 1, interval: 3 }).expect(201);
    });

    it('receive timing is required only for Per Package, judged on the stored record merged with the change', async () => {
      const created = (await post(plans, plan()).expect(201)).body.data;
      const res = await put(`${plans}/${created.id}`, { version: 1, chargeBy: 2 }).expect(400);
      expect(res.body.data.errors).toEqual([{ field: 'receiveTiming', message: 'Receive Timing is required when Charge By is Per Package', zhMessage: '计费方式为按包裹时，接收时机不能为空' }]);
      await put(`${plans}/${created.id}`, { version: 1, chargeBy: 2, receiveTiming: 'On arrival' }).expect(200);
      // switching to interval needs the threshold cleared in the same write
      await put(`${plans}/${created.id}`, { version: 2, interval: 7 }).expect(400);
      const switched = (await put(`${plans}/${created.id}`, { version: 2, interval: 7, threshold: null }).expect(200)).body.data;
      expect(switched).toMatchObject({ interval: 7, threshold: null, version: 3 });
    });
  });

  describe('transitions', () => {
    it('allows declared moves and refuses the rest with both states named (409)', async () => {
      const created = (await post(plans, plan()).expect(201)).body.data;
      expect(created.status).toBe(1);
      await put(`${plans}/${created.id}`, { version: 1, status: 2 }).expect(200);
      const back = await put(`${plans}/${created.id}`, { version: 2, status: 1 }).expect(409);
      expect(back.body).toMatchObject({ message: 'Status cannot change from Active to Draft', zhMessage: '状态不能从生效变更为草稿', errorCode: 409 });
      await put(`${plans}/${created.id}`, { version: 2, status: 2, name: `${created.name}!` }).expect(200); // staying put is no move
      await put(`${plans}/${created.id}`, { version: 3, status: 3 }).expect(200);
      expect((await get(`${plans}/${created.id}`)).body.data).toMatchObject({ status: 3, version: 4 });
    });

    it('refuses an action that makes a move not allowed and rolls it back', async () => {
      const created = (await post(plans, plan()).expect(201)).body.data;
      await api.http().post(`${plans}/${created.id}/actions/activate`).set(bearer(token)).expect(200);
      const reopen = await api.http().post(`${plans}/${created.id}/actions/reopen`).set(bearer(token)).expect(409);
      expect(reopen.body.message).toBe('Status cannot change from Active to Draft');
      expect((await get(`${plans}/${created.id}`)).body.data.status).toBe(2);
    });
  });
});
