import { Harness, bearer, signedInWith, startApi } from '../harness';
import { supportCase } from '../fixtures/partitioned-resource/support-case';

/**
 * A partitioned resource (spec 02: support cases per source, a sub-role per source): a team that
 * holds one source's sub-role reaches only that source's rows, on every path of the engine.
 */
describe('partition: a screen and a sub-role per value', () => {
  let api: Harness;
  let admin: string;
  let wmsAgent: string; // WMS cases at update level, EZEESHIP cases view only
  let outsider: string; // no support sub-role at all
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startApi({}, { extraResources: [supportCase] });
    admin = await api.login();
    for (const source of ['EZEESHIP', 'WMS', 'LABEL_SAAS']) {
      const res = await api.http().post('/api/resources/support-case').set(bearer(admin)).send({ platformSource: source, subject: `${source} case` }).expect(201);
      ids[source] = res.body.data.id;
    }
    wmsAgent = await signedInWith(api, admin, 'wms.agent', { support: { 'support-wms': 3, 'support-ezeeship': 1 } });
    outsider = await signedInWith(api, admin, 'no.support', { tech: { 'feature-flag': 1 } });
  });
  afterAll(() => api.close());

  const list = (token: string, query = '') => api.http().get(`/api/resources/support-case?pageSize=50${query}`).set(bearer(token));

  it('lists and counts only the sources a user holds; no sub-role at all is 403', async () => {
    const seen = (await list(wmsAgent).expect(200)).body.data;
    expect(seen.records.map((r: { platformSource: string }) => r.platformSource).sort()).toEqual(['EZEESHIP', 'WMS']);
    expect(seen.total).toBe(2);
    // asking for a source it does not hold is refused, not answered empty (02 §6)
    await list(wmsAgent, '&platformSource=LABEL_SAAS').expect(403);
    expect((await list(admin).expect(200)).body.data.total).toBe(3);
    await list(outsider).expect(403);
  });

  it('answers another source\'s case like a missing one', async () => {
    await api.http().get(`/api/resources/support-case/${ids.LABEL_SAAS}`).set(bearer(wmsAgent)).expect(404);
    await api.http().get(`/api/resources/support-case/${ids.EZEESHIP}`).set(bearer(wmsAgent)).expect(200);
  });

  it('writes only into sources held at the write level', async () => {
    const created = await api.http().post('/api/resources/support-case').set(bearer(wmsAgent)).send({ platformSource: 'WMS', subject: 'Mine' }).expect(201);
    const refused = await api.http().post('/api/resources/support-case').set(bearer(wmsAgent)).send({ platformSource: 'EZEESHIP', subject: 'Not mine' }).expect(403);
    expect(refused.body.message).toBe('You do not have permission to do this');
    // view-only on EZEESHIP: the case is visible but not editable, deletable or actionable (404 like a missing one)
    await api.http().put(`/api/resources/support-case/${ids.EZEESHIP}`).set(bearer(wmsAgent)).send({ subject: 'x', version: 1 }).expect(404);
    await api.http().delete(`/api/resources/support-case/${ids.EZEESHIP}?version=1`).set(bearer(wmsAgent)).expect(404);
    // moving a case into a source not held is refused, and nothing changes
    await api.http().put(`/api/resources/support-case/${created.body.data.id}`).set(bearer(wmsAgent)).send({ platformSource: 'LABEL_SAAS', version: 1 }).expect(403);
    const after = await api.http().get(`/api/resources/support-case/${created.body.data.id}`).set(bearer(wmsAgent)).expect(200);
    expect(after.body.data).toMatchObject({ platformSource: 'WMS', version: 1 });
    await api.http().delete(`/api/resources/support-case/${created.body.data.id}?version=1`).set(bearer(wmsAgent)).expect(200);
  });

  it('keeps cached totals apart per set of sources', async () => {
    expect((await list(admin).expect(200)).body.data.total).toBe(3);
    expect((await list(wmsAgent).expect(200)).body.data.total).toBe(2);
  });
});
