import { parseListQuery } from '../query';
import { admin, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES, gizmo } from '../../../test/unit/gizmos';

describe('reads (lists, one record, history, search, lookups)', () => {
  let engine: EngineOnSqlite;
  const ada = admin();
  beforeAll(async () => {
    engine = await engineOnSqlite(GIZMO_RESOURCES);
    for (const [code, name] of [['G-3', 'Gamma'], ['G-1', 'Alpha'], ['G-5', 'Epsilon'], ['G-2', 'Beta'], ['G-4', 'Delta']]) {
      await engine.service('gizmo').create({ code, name }, ada);
    }
    await engine.service('gizmo').update(2, { name: 'Alpha 2', version: 1 }, ada);
    await engine.service('gizmo').runAction(4, 'activate', ada);
  });
  afterAll(() => engine.close());
  const gizmos = () => engine.service('gizmo');

  it('answers a page in the sort order with the total of the filter', async () => {
    const page = await gizmos().list(parseListQuery(gizmo, { code: 'G-', pageSize: '2', curPageNo: '2', sortField: 'code', sortOrder: 'ascend' }), ada);
    expect(page).toMatchObject({ total: 5, curPageNo: 2, pageSize: 2 });
    expect(page.records.map((r) => r.code)).toEqual(['G-3', 'G-4']);
    expect(await gizmos().countMatching(parseListQuery(gizmo, { status: '2' }), ada)).toBe(1);
  });

  it('iterates every row in batches by keyset, in the sort order', async () => {
    const batches: string[][] = [];
    for await (const batch of gizmos().iterate(parseListQuery(gizmo, { sortField: 'code', sortOrder: 'descend' }), ada, 2)) batches.push(batch.map((r) => String(r.code)));
    expect(batches).toEqual([['G-5', 'G-4'], ['G-3', 'G-2'], ['G-1']]);
  });

  it('reads one record with its parts, and 404 for one that does not exist', async () => {
    expect(await gizmos().get(2, ada)).toMatchObject({ id: 2, code: 'G-1', name: 'Alpha 2', parts: [] });
    expect(await refusal(gizmos().get(99, ada))).toMatchObject({ status: 404, key: 'notFound' });
    expect([...(await gizmos().reachableIds([1, 2, 99], ada))].sort()).toEqual([1, 2]);
    expect(await gizmos().count(ada)).toBe(5);
  });

  it('pages the history newest first', async () => {
    const history = await gizmos().history(2, ada, { limit: 10 });
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect((await gizmos().history(4, ada, { limit: 1 })).map((h) => h.action)).toEqual(['activate']);
  });

  it('searches the searchable fields, newest first', async () => {
    expect(await gizmos().search('G-', ada, 2)).toEqual([{ id: 5, title: 'G-4' }, { id: 4, title: 'G-2' }]);
    expect(await gizmos().search('nothing', ada, 5)).toEqual([]);
  });

  it('looks up the records a relation may point at, by their label', async () => {
    const widgets = engine.service('widget');
    expect(widgets.lookupTargetOf('gizmoId')).toMatchObject({ target: { name: 'gizmo' }, labelField: 'code' });
    const entries = await widgets.lookup('gizmoId', { q: 'G-1', limit: 10 }, ada);
    expect(entries.map((e) => [e.id, e.label])).toEqual([[2, 'G-1']]);
    expect(await refusal(Promise.resolve().then(() => widgets.lookupTargetOf('sku')))).toMatchObject({ status: 404 });
  });
});
