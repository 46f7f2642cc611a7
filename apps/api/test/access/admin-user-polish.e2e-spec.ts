import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

/**
 * A short password gets one message (01 §5: at least 8 characters). The web names the
 * super-administrator in the Roles column ('Super administrator') from the record's read-only
 * `isSuperAdmin`, which no client may set.
 */
describe('admin users carry a read-only super-administrator flag', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('is true for the super-administrator and false for others, in the list and on one record', async () => {
    const list = await api.http().get('/api/resources/admin-user').query({ pageSize: 100 }).set(bearer(token)).expect(200);
    const flags = Object.fromEntries(list.body.data.records.map((r: { userName: string; isSuperAdmin: boolean }) => [r.userName, r.isSuperAdmin]));
    expect(flags.admin).toBe(true);
    expect(flags.operator).toBe(false);
    const admin = list.body.data.records.find((r: { userName: string }) => r.userName === 'admin');
    const one = await api.http().get(`/api/resources/admin-user/${admin.id}`).set(bearer(token)).expect(200);
    expect(one.body.data).toMatchObject({ isSuperAdmin: true, roles: null });
  });

  it('cannot be set on create nor on edit', async () => {
    const created = await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'plain.user', email: 'plain.user@example.com' }).expect(201);
    expect(created.body.data.isSuperAdmin).toBe(false);
    const edit = await api.http().put(`/api/resources/admin-user/${created.body.data.id}`).set(bearer(token))
      .send({ isSuperAdmin: true, version: created.body.data.version }).expect(400);
    expect(edit.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['isSuperAdmin']);
  });

  it('a short password gets one message, the rule that says the length', async () => {
    const short = await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'short.pw', email: 'short.pw@example.com', password: 'abc1' }).expect(400);
    expect(short.body.data.errors).toEqual([{
      field: 'password', message: 'Password must be at least 8 characters with a letter and a number', zhMessage: '密码至少 8 位，且须包含字母和数字',
    }]);
  });
});
