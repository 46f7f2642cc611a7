import { AdminUserRoleEntity, RoleEntity } from '../src/modules/access/access.entities';
import { Harness, bearer, startApi } from './harness';
import { SAMPLES } from './samples';

/** Sales see only the records assigned to them (spec 01 §6), on every path of the engine. */
describe('data scope: assigned records only', () => {
  let api: Harness;
  let admin: string;
  let sales: string;
  let salesId: number;
  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    sales = await api.login('sales', 'Sales12345');
    salesId = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(sales))).body.data.user.userId;
  });
  afterAll(() => api.close());

  const leads = (token: string, query = '') => api.http().get(`/api/resources/landing-page?pageSize=100${query}`).set(bearer(token)).expect(200);

  it('lists and counts only their own leads', async () => {
    const mine = (await leads(sales)).body.data;
    expect(mine.total).toBe(14);
    expect(mine.records.every((r: { salesId: number }) => r.salesId === salesId)).toBe(true);
    expect((await leads(admin)).body.data.total).toBe(40);
    const summary = await api.http().get('/api/dashboard/summary').set(bearer(sales)).expect(200);
    // their clients (every third of the demo's 200) and those clients' users too
    expect(summary.body.data.counts).toEqual(expect.arrayContaining([{ resource: 'landing-page', count: 14 }, { resource: 'client', count: 67 }]));
  });

  it('answers another owner\'s lead like a missing one', async () => {
    const other = (await leads(admin)).body.data.records.find((r: { salesId: number | null }) => r.salesId !== salesId);
    const res = await api.http().get(`/api/resources/landing-page/${other.id}`).set(bearer(sales)).expect(404);
    expect(res.body.message).toBe('The record does not exist or has been deleted');
    await api.http().put(`/api/resources/landing-page/${other.id}`).set(bearer(sales)).send({ fullName: 'Mine now', version: other.version }).expect(404);
    const after = await api.http().get(`/api/resources/landing-page/${other.id}`).set(bearer(admin)).expect(200);
    expect(after.body.data.fullName).toBe(other.fullName);
  });

  it('makes their new leads theirs and keeps them from handing leads away', async () => {
    const created = await api.http().post('/api/resources/landing-page').set(bearer(sales))
      .send({ ...SAMPLES['landing-page'].body, salesId: 1 }).expect(201);
    expect(created.body.data.salesId).toBe(salesId);
    const edited = await api.http().put(`/api/resources/landing-page/${created.body.data.id}`).set(bearer(sales))
      .send({ salesId: 1, numberOfWarehouses: 4, version: 1 }).expect(200);
    expect(edited.body.data).toMatchObject({ salesId, numberOfWarehouses: 4 });
    expect((await leads(sales)).body.data.total).toBe(15);
  });

  it('lifts the scope when another role of the user sees all records', async () => {
    const operator = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Operator' });
    await api.ds.getRepository(AdminUserRoleEntity).insert({ adminUserId: salesId, roleId: operator.id });
    const total = (await leads(sales)).body.data.total;
    expect(total).toBeGreaterThan(40);
    await api.ds.getRepository(AdminUserRoleEntity).delete({ adminUserId: salesId, roleId: operator.id });
  });
});
