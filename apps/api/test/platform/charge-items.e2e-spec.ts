import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { Harness, bearer, startApi } from '../harness';
import { loadResourceFolder } from '../../src/extra-resources';

/**
 * A charge item with its inline rules (the shape of billing, orders and shipping rules), added
 * as a folder with its migration (fixtures/charge-items), on SQLite or MariaDB: conditional
 * fields judged per row, an inline child written only through its parent (or, with its own
 * routes, held to the parent's limit there and on import), strict comparisons, a definition's
 * own messages, a long text, a field set once, and a duplicate named on its field.
 */
const items = '/api/resources/test-charge-item';
const rules = '/api/resources/test-charge-rule';
const extras = '/api/resources/test-charge-extra';
const folder = loadResourceFolder(join(__dirname, '..', 'fixtures', 'charge-items'));

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('charge items and their inline rules', () => {
  let api: Harness;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    api = await startApi({}, { extraResources: folder.resources, extraMigrations: folder.migrations });
    token = await api.login();
  });
  afterAll(() => api.close());

  const post = (path: string, body: object) => api.http().post(path).set(bearer(token)).send(body);
  const put = (path: string, body: object) => api.http().put(path).set(bearer(token)).send(body);
  const get = (path: string) => api.http().get(path).set(bearer(token));
  const item = (extra: Record<string, unknown> = {}) => ({ code: `C${++seq}`, name: `Item ${seq}`, validFrom: '2026-01-01', ...extra });
  const perOrder = { basis: 1, rate: '2' };
  const byWeight = (from: string, to: string) => ({ basis: 2, fromWeight: from, toWeight: to, rate: '1.5' });

  it('migrates to exactly the tables the definitions describe (a long text is TEXT on both databases)', async () => {
    const pending = await api.ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    const [column] = (await api.ds.createQueryRunner().getTable('test_charge_item'))!.columns.filter((c) => c.name === 'description');
    expect(column.type.toLowerCase()).toBe('text');
  });

  describe('conditional fields in inline rows, judged per row', () => {
    it('requires a row\'s weights only where its basis is By Weight, and stores none elsewhere', async () => {
      const missing = await post(items, item({ rules: [perOrder, { basis: 2, rate: '1' }] })).expect(400);
      expect(missing.body.data.errors).toEqual([
        { field: 'rules.1.fromWeight', message: 'From Weight is required', zhMessage: '起始重量不能为空' },
        { field: 'rules.1.toWeight', message: 'To Weight is required', zhMessage: '截止重量不能为空' },
      ]);
      // weights sent with a Per Order rule are not kept: they do not apply to it
      const created = (await post(items, item({ rules: [{ ...perOrder, fromWeight: '1', toWeight: '2' }, byWeight('0', '10')] })).expect(201)).body.data;
      expect(created.rules).toMatchObject([
        { basis: 1, fromWeight: null, toWeight: null, rate: '2.0000' },
        { basis: 2, fromWeight: '0.00', toWeight: '10.00' },
      ]);
      // a stored row switched to By Weight needs its weights in the same write
      const [first, second] = created.rules;
      const switched = await put(`${items}/${created.id}`, { version: 1, rules: [{ id: first.id, basis: 2, rate: '2' }, { id: second.id, ...byWeight('0', '10') }] }).expect(400);
      expect(switched.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['rules.0.fromWeight', 'rules.0.toWeight']);
    });
  });

  describe('an inline child is written through its parent, and its limit holds on every path', () => {
    it('has no create, edit or delete route of its own unless its entry says ownRoutes', async () => {
      const created = (await post(items, item({ rules: [perOrder] })).expect(201)).body.data;
      const rule = created.rules[0];
      await post(rules, { itemId: created.id, ...perOrder }).expect(404);
      await put(`${rules}/${rule.id}`, { version: 1, rate: '9' }).expect(404);
      await api.http().delete(`${rules}/${rule.id}`).query({ version: 1 }).set(bearer(token)).expect(404);
      // still read on its own (the parent's page lists it through the parent's read)
      expect((await get(`${rules}/${rule.id}`).expect(200)).body.data.rate).toBe('2.0000');
    });

    it('refuses the 21st rule whether sent at once or added one save at a time', async () => {
      const twentyOne = Array.from({ length: 21 }, () => perOrder);
      expect((await post(items, item({ rules: twentyOne })).expect(400)).body.data.errors).toEqual([{ field: 'rules', message: 'Rules: at most 20 rows', zhMessage: '规则：最多 20 行' }]);
      const created = (await post(items, item({ rules: twentyOne.slice(1) })).expect(201)).body.data;
      const kept = created.rules.map((r: { id: number }) => ({ id: r.id, ...perOrder }));
      await put(`${items}/${created.id}`, { version: 1, rules: [...kept, perOrder] }).expect(400);
      const saved = (await put(`${items}/${created.id}`, { version: 1, name: `${created.name}!`, rules: kept }).expect(200)).body.data;
      expect(saved.rules).toHaveLength(20);
    });

    it('with ownRoutes, its own create, move and import are held to the parent\'s limit too', async () => {
      const full = (await post(items, item({ extras: [{ name: 'Fuel', amount: '1' }] })).expect(201)).body.data;
      await post(extras, { itemId: full.id, name: 'Remote', amount: '2' }).expect(201);
      const third = await post(extras, { itemId: full.id, name: 'Oversize', amount: '3' }).expect(400);
      expect(third.body).toMatchObject({ message: 'Extras: at most 2 rows', zhMessage: '附加费：最多 2 行' });
      expect(third.body.data.errors).toEqual([{ field: 'itemId', message: 'Extras: at most 2 rows', zhMessage: '附加费：最多 2 行' }]);
      const other = (await post(items, item({ extras: [{ name: 'Fuel', amount: '1' }] })).expect(201)).body.data;
      const moved = await put(`${extras}/${other.extras[0].id}`, { version: 1, itemId: full.id }).expect(400);
      expect(moved.body.data.errors[0]).toMatchObject({ field: 'itemId', message: 'Extras: at most 2 rows' });
      await put(`${extras}/${other.extras[0].id}`, { version: 1, amount: '1.25' }).expect(200); // staying under its parent is no move
      // the parent's own form still sees them all
      expect((await get(`${items}/${full.id}`).expect(200)).body.data.extras).toHaveLength(2);

      const empty = (await post(items, item()).expect(201)).body.data;
      const file = await xlsx([['Charge Item', 'Name', 'Amount'], [empty.id, 'A', 1], [empty.id, 'B', 2], [empty.id, 'C', 3]]);
      const preview = await api.http().post(`${extras}/import/preview`).set(bearer(token)).attach('file', file, 'extras.xlsx').expect(200);
      expect(preview.body.data.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
        [], [], [{ field: 'itemId', message: 'Extras: at most 2 rows', zhMessage: '附加费：最多 2 行' }],
      ]);
      await api.http().post(`${extras}/import`).set(bearer(token)).attach('file', file, 'extras.xlsx').expect(400);
      expect((await get(`${items}/${empty.id}`).expect(200)).body.data.extras).toEqual([]);
    });
  });

  describe('strict comparisons', () => {
    it('gt: Valid To after Valid From, never the same day; lt: a rule\'s From Weight below its To Weight', async () => {
      const same = await post(items, item({ validTo: '2026-01-01' })).expect(400);
      expect(same.body.data.errors).toEqual([
        { field: 'validTo', message: 'Valid To must be greater than Valid From', zhMessage: '失效日期必须大于生效日期' },
        { field: 'validFrom', message: 'Valid To must be greater than Valid From', zhMessage: '失效日期必须大于生效日期' },
      ]);
      await post(items, item({ validTo: '2026-01-02' })).expect(201);
      const band = await post(items, item({ rules: [byWeight('5', '5')] })).expect(400);
      expect(band.body.data.errors).toEqual([
        { field: 'rules.0.fromWeight', message: 'From Weight must be less than To Weight', zhMessage: '起始重量必须小于截止重量' },
        { field: 'rules.0.toWeight', message: 'From Weight must be less than To Weight', zhMessage: '起始重量必须小于截止重量' },
      ]);
      await post(items, item({ rules: [byWeight('5', '5.01')] })).expect(201);
    });
  });

  describe('messages of the definition\'s own, in both languages', () => {
    it('for a pattern, a duplicate (named on its field) and a refused delete', async () => {
      const pattern = await post(items, item({ code: 'lower' })).expect(400);
      expect(pattern.body.data.errors).toEqual([{ field: 'code', message: 'Start with a capital letter; then capitals, digits and _', zhMessage: '须以大写字母开头，其后只能是大写字母、数字和 _' }]);
      const first = (await post(items, item({ code: 'TAKEN' })).expect(201)).body.data;
      const duplicate = await post(items, item({ code: 'TAKEN' })).expect(409);
      expect(duplicate.body).toMatchObject({ message: 'This charge code is already in use', zhMessage: '该费用代码已被使用', errorCode: 409 });
      expect(duplicate.body.data.errors).toEqual([{ field: 'code', message: 'This charge code is already in use', zhMessage: '该费用代码已被使用' }]);
      await put(`${items}/${first.id}`, { version: 1, status: 2 }).expect(200);
      const refused = await api.http().delete(`${items}/${first.id}`).query({ version: 2 }).set(bearer(token)).expect(409);
      expect(refused.body).toMatchObject({ message: 'An active charge item cannot be deleted', zhMessage: '已生效的费用项不能删除' });
    });
  });

  describe('a long text', () => {
    it('keeps several lines up to its maxLength, refuses more, and is searched by substring', async () => {
      const description = `Charged per parcel.\nSee the rate card, line ${'x'.repeat(1900)}`.slice(0, 2000);
      const created = (await post(items, item({ description })).expect(201)).body.data;
      expect((await get(`${items}/${created.id}`).expect(200)).body.data.description).toBe(description);
      const long = await post(items, item({ description: 'y'.repeat(2001) })).expect(400);
      expect(long.body.data.errors).toEqual([{ field: 'description', message: 'Description: Max length 2000', zhMessage: '说明：最大长度为 2000' }]);
      const found = (await get(items).query({ description: 'the rate card' }).expect(200)).body.data.records;
      expect(found.map((r: { id: number }) => r.id)).toEqual([created.id]);
      const { paths } = (await api.http().get('/api/docs-json').expect(200)).body;
      expect(paths[items].post.requestBody.content['application/json'].schema.properties.description).toMatchObject({ type: 'string', maxLength: 2000 });
    });
  });

  describe('a field set once', () => {
    it('passes sent back unchanged, and is refused with its own message when changed', async () => {
      const created = (await post(items, item({ rules: [perOrder] })).expect(201)).body.data;
      const same = (await put(`${items}/${created.id}`, { version: 1, code: created.code, name: 'Renamed' }).expect(200)).body.data;
      expect(same).toMatchObject({ code: created.code, name: 'Renamed', version: 2 });
      const changed = await put(`${items}/${created.id}`, { version: 2, code: 'OTHER' }).expect(400);
      expect(changed.body).toMatchObject({ message: 'Code cannot be changed after it is created', zhMessage: '代码创建后不能修改' });
      expect(changed.body.data.errors).toEqual([{ field: 'code', message: 'Code cannot be changed after it is created', zhMessage: '代码创建后不能修改' }]);
      // a value its own rules refuse is no stored value either
      expect((await put(`${items}/${created.id}`, { version: 2, code: 42 }).expect(400)).body.data.errors[0].field).toBe('code');
      expect((await get(`${items}/${created.id}`).expect(200)).body.data).toMatchObject({ code: created.code, version: 2 });
    });
  });
});
