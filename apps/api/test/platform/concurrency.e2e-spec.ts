import { Harness, bearer, newClient, startApi } from '../harness';
import { SAMPLES } from '../samples';

/**
 * TypeORM keeps one connection to SQLite: concurrent transactions must be serialized, not fail;
 * on MariaDB (TEST_MYSQL_URL) they run at once, and must neither collide nor deadlock into a 500.
 */
describe('concurrent writes', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('50 concurrent creates all succeed', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      api.http().post('/api/resources/landing-page').set(bearer(token)).send({ ...SAMPLES['landing-page'].body, companyName: `Concurrent ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const list = await api.http().get('/api/resources/landing-page?companyName=Concurrent&pageSize=100').set(bearer(token)).expect(200);
    expect(list.body.data.total).toBe(50);
  });

  // on MariaDB a client's first postings at once used to meet in opening its account (deadlocks, 500s)
  it('20 concurrent postings to a client with no ledger account yet: all accepted, one account, its chain intact', async () => {
    const c = await newClient(api, token);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      api.http().post(`/api/finance/accounts/${c}/entries`).set(bearer(token)).send({ changeType: 6, amount: '1.5', note: `First ${i}`, idempotencyKey: `first-${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const verdict = (await api.http().get(`/api/finance/accounts/${c}/verify`).set(bearer(token)).expect(200)).body.data;
    expect(verdict).toMatchObject({ chainOk: true, drift: false, entries: 20, stored: { balance: '30.0000' } });
  });

  it('50 concurrent edits of one version: one wins, the rest get a clear 409', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      api.http().put('/api/resources/co-warehouse/1').set(bearer(token)).send({ contactPerson: `Editor ${i}`, version: 1 })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe('The page information has expired, please refresh and try again');
    }
    const after = await api.http().get('/api/resources/co-warehouse/1').set(bearer(token)).expect(200);
    expect(after.body.data.version).toBe(2);
  });
});
