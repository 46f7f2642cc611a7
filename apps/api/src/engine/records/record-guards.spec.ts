import { admin, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES } from '../../../test/unit/gizmos';
import { notUnique } from './uniqueness';
import { gizmo } from '../../../test/unit/gizmos';

describe('record guards (uniqueness, row limits, related ids, partitions)', () => {
  let engine: EngineOnSqlite;
  const ada = admin();
  beforeEach(async () => {
    engine = await engineOnSqlite(GIZMO_RESOURCES);
    await engine.service('gizmo').create({ code: 'G-1', name: 'First', parts: [{ label: 'bolt' }] }, ada);
  });
  afterEach(() => engine.close());

  it('words a taken unique value one way', () => {
    expect(notUnique('code', gizmo.fields.code)).toEqual({ field: 'code', message: 'Code already exists', zhMessage: expect.any(String) });
  });

  it("tells an import's preview every problem of a row, per field", async () => {
    const widgets = engine.service('widget');
    await widgets.create({ sku: 'W-1' }, ada);
    expect(await widgets.writeProblems(widgets.validateCreate({ sku: 'W-2', gizmoId: 1 }), ada)).toEqual([]);
    const problems = await widgets.writeProblems(widgets.validateCreate({ sku: 'W-1', gizmoId: 99 }), ada);
    expect(problems.map((p) => p.field)).toEqual(['sku', 'gizmoId']);
    expect(problems[0]).toEqual(notUnique('sku', engine.service('widget').def.fields.sku));
  });

  it('refuses fields unique together, and an inline row past the limit', async () => {
    const parts = engine.service('gizmo-part');
    const refused = await refusal(engine.ds.transaction((em) => parts.insertInTx(em, { label: 'bolt' }, ada, { gizmoId: 1 })));
    expect(refused).toMatchObject({ status: 409, key: 'duplicateRecord', errors: [expect.objectContaining({ field: 'gizmoId' })] });
    await engine.ds.transaction((em) => parts.insertInTx(em, { label: 'nut' }, ada, { gizmoId: 1 }));
    // the parent's form takes at most 2 parts: a third placed another way is refused too
    const third = await refusal(engine.ds.transaction((em) => parts.insertInTx(em, { label: 'washer' }, ada, { gizmoId: 1 })));
    expect(third).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'gizmoId' })] });
    expect(await engine.service('gizmo').update(1, { version: 1, parts: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] }, ada).catch((e) => e.getStatus())).toBe(400);
  });

  it('refuses a relation to a record that does not exist', async () => {
    const refused = await refusal(engine.service('widget').create({ sku: 'W-9', gizmoId: 42 }, ada));
    expect(refused).toMatchObject({ status: 400, key: 'invalidData', errors: [expect.objectContaining({ field: 'gizmoId' })] });
  });
});
