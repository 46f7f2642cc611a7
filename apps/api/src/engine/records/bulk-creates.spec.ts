import { AuditLogEntity } from '../audit';
import { admin, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES } from '../../../test/unit/gizmos';

describe("an import's bulk writes", () => {
  let engine: EngineOnSqlite;
  const ada = admin();
  beforeEach(async () => {
    engine = await engineOnSqlite(GIZMO_RESOURCES);
    await engine.service('gizmo').create({ code: 'G-1', name: 'First' }, ada);
  });
  afterEach(() => engine.close());
  const countOf = async (table: string) => (await engine.ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n;

  it('writes rows that are only their row the lean way: checked, stamped and audited', async () => {
    const widgets = engine.service('widget');
    const told: number[] = [];
    const inputs = [{ sku: 'W-1', gizmoId: 1 }, { sku: 'W-2' }].map((body) => widgets.validateCreate(body));
    expect(await widgets.createAll(inputs, ada, (done) => { told.push(done); })).toEqual([1, 2]);
    expect(told).toEqual([1, 2]);
    expect(await engine.ds.query('SELECT sku, gizmo_id AS gizmoId, creator, version FROM widget ORDER BY id')).toEqual([
      { sku: 'W-1', gizmoId: 1, creator: 'ada', version: 1 }, { sku: 'W-2', gizmoId: null, creator: 'ada', version: 1 },
    ]);
    const audits = await engine.ds.getRepository(AuditLogEntity).findBy({ resource: 'widget' });
    expect(audits.map((a) => [a.recordId, a.action, a.actorName])).toEqual([[1, 'create', 'ada'], [2, 'create', 'ada']]);
  });

  it('writes all or nothing: one refused row rolls back the rows before it', async () => {
    const widgets = engine.service('widget');
    const inputs = [{ sku: 'W-1' }, { sku: 'W-2', gizmoId: 99 }].map((body) => widgets.validateCreate(body));
    expect(await refusal(widgets.createAll(inputs, ada))).toMatchObject({ status: 400 });
    expect(await countOf('widget')).toBe(0);
    expect(await refusal(widgets.createAll([{ sku: 'W-1' }, { sku: 'W-1' }].map((b) => widgets.validateCreate(b)), ada))).toMatchObject({ status: 409, key: 'notUnique' });
    expect(await countOf('widget')).toBe(0);
  });

  it('writes records with children the full way, as single creates', async () => {
    const gizmos = engine.service('gizmo');
    const ids = await gizmos.createEach(ada, async (insert) => [await insert(gizmos.validateCreate({ code: 'G-2', name: 'Second' })), await insert(gizmos.validateCreate({ code: 'G-3', name: 'Third' }))]);
    expect(ids).toEqual([2, 3]);
    expect(await engine.ds.query('SELECT code, status, creator FROM gizmo WHERE id > 1 ORDER BY id')).toEqual([
      { code: 'G-2', status: 1, creator: 'ada' }, { code: 'G-3', status: 1, creator: 'ada' },
    ]);
    expect(() => gizmos.validateCreate({ code: 'G-4' })).toThrow();
  });
});
