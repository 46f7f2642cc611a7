import { AuditLogEntity } from '../audit';
import { WithMessage } from '../../core/envelope/with-message';
import { admin, engineOnSqlite, refusal, type EngineOnSqlite } from '../../../test/unit/engine-on-sqlite';
import { GIZMO_RESOURCES } from '../../../test/unit/gizmos';

describe('record actions', () => {
  let engine: EngineOnSqlite;
  const ada = admin();
  beforeEach(async () => {
    engine = await engineOnSqlite(GIZMO_RESOURCES);
    await engine.service('gizmo').create({ code: 'G-1', name: 'First' }, ada);
  });
  afterEach(() => engine.close());
  const gizmos = () => engine.service('gizmo');

  it("runs an action that only sets values, audited under its name, with its message", async () => {
    const answer = await gizmos().runActionSaying(1, 'activate', ada);
    expect(answer).toBeInstanceOf(WithMessage);
    expect((answer as WithMessage<unknown>).message).toEqual({ en: 'G-1 is Active', zh: 'G-1：Active' });
    expect(await gizmos().get(1, ada)).toMatchObject({ status: 2, activatedBy: 'ada', version: 2 });
    const audits = await engine.ds.getRepository(AuditLogEntity).find({ order: { id: 'ASC' } });
    expect(audits.map((a) => a.action)).toEqual(['create', 'activate']);
  });

  it('refuses an action its `when` does not offer, a stale version and an unknown action', async () => {
    expect(await refusal(gizmos().runAction(1, 'activate', ada, 7))).toMatchObject({ status: 409, key: 'versionConflict' });
    await gizmos().runAction(1, 'activate', ada, 1);
    expect(await refusal(gizmos().runAction(1, 'activate', ada))).toMatchObject({ status: 409, key: 'actionNotAllowed' });
    expect(await refusal(gizmos().runAction(1, 'explode', ada))).toMatchObject({ status: 404, key: 'routeNotFound' });
    expect(await refusal(gizmos().runListAction('explode', ada, {}))).toMatchObject({ status: 404 });
    expect(await refusal(gizmos().document(1, 'pdf', 'en', ada))).toMatchObject({ status: 404 });
  });
});
