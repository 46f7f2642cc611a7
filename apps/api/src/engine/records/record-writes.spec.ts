import { AuditLogEntity } from '../audit';
import { admin, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES } from '../../../test/unit/gizmos';

describe('record writes (create, update, delete with inline rows)', () => {
  let engine: EngineOnSqlite;
  const ada = admin();
  beforeEach(async () => { engine = await engineOnSqlite(GIZMO_RESOURCES); });
  afterEach(() => engine.close());
  const gizmos = () => engine.service('gizmo');
  const audits = () => engine.ds.getRepository(AuditLogEntity).find({ order: { id: 'ASC' } });

  it('creates a record with its inline rows in one transaction, each audited', async () => {
    const created = await gizmos().create({ code: 'G-1', name: 'First', parts: [{ label: 'bolt' }, { label: 'nut' }] }, ada);
    expect(created).toMatchObject({ id: 1, code: 'G-1', status: 1, version: 1, creator: 'ada' });
    expect((created.parts as Array<{ label: string; gizmoId: number }>).map((p) => [p.label, p.gizmoId])).toEqual([['bolt', 1], ['nut', 1]]);
    expect((await audits()).map((a) => [a.resource, a.recordId, a.action])).toEqual([['gizmo', 1, 'create'], ['gizmo-part', 1, 'create'], ['gizmo-part', 2, 'create']]);
  });

  it('updates with the version read, refuses a stale one, and replaces the inline rows sent', async () => {
    await gizmos().create({ code: 'G-1', name: 'First', parts: [{ label: 'bolt' }, { label: 'nut' }] }, ada);
    const updated = await gizmos().update(1, { name: 'Renamed', version: 1, parts: [{ id: 2, label: 'washer' }] }, ada);
    expect(updated).toMatchObject({ name: 'Renamed', version: 2 });
    expect((updated.parts as Array<{ id: number; label: string }>).map((p) => [p.id, p.label])).toEqual([[2, 'washer']]);
    expect(await refusal(gizmos().update(1, { name: 'Stale', version: 1 }, ada))).toMatchObject({ status: 409, key: 'versionConflict' });
    expect((await gizmos().get(1, ada)).name).toBe('Renamed');
  });

  it('holds an update to the transitions and the record rules', async () => {
    await gizmos().create({ code: 'G-1', name: 'First', minQty: 1, maxQty: 5 }, ada);
    // Draft (1) may only move to Active (2)
    expect(await refusal(gizmos().update(1, { status: 3, version: 1 }, ada))).toMatchObject({ status: 409, key: 'transitionRefused' });
    expect(await refusal(gizmos().update(1, { minQty: 6, version: 1 }, ada))).toMatchObject({
      status: 400, key: 'invalidData',
      errors: [{ field: 'minQty', message: 'Min must not be greater than Max', zhMessage: 'Min不能大于Max' }, { field: 'maxQty', message: 'Min must not be greater than Max', zhMessage: 'Min不能大于Max' }],
    });
    expect(await gizmos().update(1, { status: 2, minQty: 5, version: 1 }, ada)).toMatchObject({ status: 2, minQty: 5, version: 2 });
  });

  it('deletes a record with its cascade children, only at the version given', async () => {
    await gizmos().create({ code: 'G-1', name: 'First', parts: [{ label: 'bolt' }] }, ada);
    expect(await refusal(gizmos().remove(1, '7', ada))).toMatchObject({ status: 409, key: 'versionConflict' });
    expect(await refusal(gizmos().remove(1, 'one', ada))).toMatchObject({ status: 400, key: 'integerOnly' });
    await gizmos().remove(1, '1', ada);
    expect(await engine.ds.query('SELECT COUNT(*) AS n FROM gizmo_part')).toEqual([{ n: 0 }]);
    expect((await audits()).slice(-2).map((a) => [a.resource, a.action])).toEqual([['gizmo-part', 'delete'], ['gizmo', 'delete']]);
  });

  it('answers a duplicate unique value with 409 on the field and writes nothing', async () => {
    await gizmos().create({ code: 'G-1', name: 'First' }, ada);
    const refused = await refusal(gizmos().create({ code: 'G-1', name: 'Second', parts: [{ label: 'bolt' }] }, ada));
    expect(refused).toMatchObject({ status: 409, key: 'notUnique', errors: [expect.objectContaining({ field: 'code', message: 'Code already exists' })] });
    expect(await engine.ds.query('SELECT COUNT(*) AS n FROM gizmo_part')).toEqual([{ n: 0 }]);
  });
});
