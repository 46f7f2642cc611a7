import { AdminUserRoleEntity, RoleEntity } from '../../src/modules/access/access.entities';
import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

describe('admin users and roles', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  const newUser = async (userName: string, password = 'Secret123') =>
    (await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName, email: `${userName}@example.com`, password }).expect(201)).body.data;

  it('creates a user with a hashed password that is never returned', async () => {
    const user = await newUser('new.hire');
    expect(user).toMatchObject({ userName: 'new.hire', status: 'ACTIVE', roles: null, timeZone: 'Asia/Shanghai', createdBy: 'admin' });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('tokenVersion');
    expect(user.agentInvitationCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(user.agentInvitationLink).toBe(`https://oms.example.com/register?agent=${user.agentInvitationCode}`);
    const signedIn = await api.login('new.hire', 'Secret123');
    const info = await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(signedIn)).expect(200);
    expect(info.body.data).toMatchObject({ allPermission: false, permissionMap: {}, productCode: 'ezeeship', user: { userName: 'new.hire', timeZone: 'Asia/Shanghai' } });
  });

  it('checks the admin password rule and the required fields', async () => {
    const weak = await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'weak.one', password: 'abcdefgh' }).expect(400);
    expect(weak.body.data.errors).toEqual([{
      field: 'password', message: 'Password must be at least 8 characters with a letter and a number', zhMessage: '密码至少 8 位，且须包含字母和数字',
    }]);
    const empty = await api.http().post('/api/resources/admin-user').set(bearer(token)).send({}).expect(400);
    expect(empty.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['userName', 'firstName', 'lastName', 'email', 'password']);
    const serverOnly = await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'sneaky', isSuperAdmin: true, passwordHash: 'x' }).expect(400);
    expect(serverOnly.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['isSuperAdmin', 'passwordHash']);
  });

  it('deactivation ends the sessions at once and blocks sign-in; activation restores it', async () => {
    const user = await newUser('leaving.soon');
    const theirs = await api.login('leaving.soon', 'Secret123');
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(theirs)).expect(200);
    const off = await api.http().post(`/api/resources/admin-user/${user.id}/actions/deactivate`).set(bearer(token)).expect(200);
    expect(off.body.data).toMatchObject({ status: 'DIS_ACTIVE', updatedBy: 'admin' });
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(theirs)).expect(401);
    await api.http().post('/api/wms-user/admin/login').send({ username: 'leaving.soon', password: 'Secret123' }).expect(400);
    await api.http().post(`/api/resources/admin-user/${user.id}/actions/activate`).set(bearer(token)).expect(200);
    await api.login('leaving.soon', 'Secret123');
  });

  it('refuses to deactivate oneself', async () => {
    const res = await api.http().post('/api/resources/admin-user/1/actions/deactivate').set(bearer(token)).expect(400);
    expect(res.body).toMatchObject({ message: 'You cannot deactivate yourself', zhMessage: '不能停用自己的账号' });
  });

  it('resets a password: the new one works, the old one and old tokens do not', async () => {
    const user = await newUser('forgetful');
    const old = await api.login('forgetful', 'Secret123');
    const res = await api.http().post(`/api/resources/admin-user/${user.id}/actions/reset-password`).set(bearer(token)).expect(200);
    expect(res.body.data.password).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9]).{14}$/);
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(old)).expect(401);
    await api.http().post('/api/wms-user/admin/login').send({ username: 'forgetful', password: 'Secret123' }).expect(400);
    await api.login('forgetful', res.body.data.password);
  });

  it('refuses a repeated role name with the spec text', async () => {
    const res = await api.http().post('/api/resources/permission-roles').set(bearer(token)).send({ roleName: 'Operator', grants: {} }).expect(409);
    expect(res.body).toMatchObject({ message: 'Repeat Role Name', zhMessage: '角色名称重复' });
  });

  it('starts a new role from a reference role and checks grants against the catalogue', async () => {
    const operator = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Operator' });
    const copy = await api.http().post('/api/resources/permission-roles').set(bearer(token))
      .send({ roleName: 'Night Operator', referenceRoleId: operator.id }).expect(201);
    expect(copy.body.data).toMatchObject({ grants: operator.grants, preset: false, createdBy: 'admin' });
    expect(copy.body.data).not.toHaveProperty('referenceRoleId');
    const bad = await api.http().post('/api/resources/permission-roles').set(bearer(token))
      .send({ roleName: 'Broken', grants: { tech: { 'no-such-sub': 2 } } }).expect(400);
    expect(bad.body.message).toBe('The permissions of the role are invalid');
    await api.http().post('/api/resources/permission-roles').set(bearer(token)).send({ roleName: 'Broken2', grants: { tech: { 'feature-flag': 7 } } }).expect(400);
  });

  it('keeps preset roles; deleting another removes it from its users', async () => {
    const preset = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Sales' });
    const locked = await api.http().delete(`/api/resources/permission-roles/${preset.id}?version=${preset.version}`).set(bearer(token)).expect(409);
    expect(locked.body.message).toBe('A preset role cannot be deleted');

    const created = (await api.http().post('/api/resources/permission-roles').set(bearer(token))
      .send({ roleName: 'Flag Keepers', grants: { tech: { 'feature-flag': 4 } } }).expect(201)).body.data;
    const user = await newUser('flag.keeper');
    await api.ds.getRepository(AdminUserRoleEntity).insert({ adminUserId: user.id, roleId: created.id });
    const theirs = await api.login('flag.keeper', 'Secret123');
    await api.http().get('/api/resources/feature-flag').set(bearer(theirs)).expect(200);
    const listed = await api.http().get('/api/resources/admin-user?userName=flag.keeper').set(bearer(token)).expect(200);
    expect(listed.body.data.records[0].roles).toBe('Flag Keepers');

    await api.http().delete(`/api/resources/permission-roles/${created.id}?version=1`).set(bearer(token)).expect(200);
    expect(await api.ds.getRepository(AdminUserRoleEntity).countBy({ roleId: created.id })).toBe(0);
    await api.http().get('/api/resources/feature-flag').set(bearer(theirs)).expect(403);
  });

  it('never deletes admin users (no route)', async () => {
    await api.http().delete('/api/resources/admin-user/2?version=1').set(bearer(token)).expect(404);
  });
});

describe('my profile and user management', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('reads and edits one\'s own profile, only its fields, with a version check', async () => {
    const op = await api.login('operator');
    const me = (await api.http().get('/api/wms-user/admin/profile').set(bearer(op)).expect(200)).body.data;
    expect(me).toMatchObject({ userName: 'operator', firstName: 'Otto' });
    const saved = await api.http().put('/api/wms-user/admin/profile').set(bearer(op)).send({ firstName: 'Otis', version: me.version }).expect(200);
    expect(saved.body.data).toMatchObject({ firstName: 'Otis', updatedBy: 'operator' });
    // The session's cached user is refreshed: afterLogin shows the new name at once.
    const info = (await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(op)).expect(200)).body.data;
    expect(info.user.firstName).toBe('Otis');
    await api.http().put('/api/wms-user/admin/profile').set(bearer(op)).send({ firstName: 'Late', version: me.version }).expect(409);
    const sneaky = await api.http().put('/api/wms-user/admin/profile').set(bearer(op)).send({ status: 'ACTIVE', version: saved.body.data.version }).expect(400);
    expect(sneaky.body.message).toBe('Unknown field: status');
  });

  it('changes one\'s own password: current, new and a matching confirmation required', async () => {
    const op = await api.login('operator');
    const empty = await api.http().post('/api/wms-user/admin/changePassword').set(bearer(op)).send({}).expect(400);
    expect(empty.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      'Current Password is required', 'New Password is required', 'Confirm Password is required',
    ]);
    const mismatch = await api.http().post('/api/wms-user/admin/changePassword').set(bearer(op))
      .send({ currentPassword: 'Operator123', newPassword: 'Newpass123', confirmPassword: 'Newpass124' }).expect(400);
    expect(mismatch.body.data.errors).toEqual([{ field: 'confirmPassword', message: 'passwords must match', zhMessage: '两次输入的密码必须一致' }]);
    const wrong = await api.http().post('/api/wms-user/admin/changePassword').set(bearer(op))
      .send({ currentPassword: 'Operator999', newPassword: 'Newpass123', confirmPassword: 'Newpass123' }).expect(400);
    expect(wrong.body.message).toBe('The current password is not correct');
    await api.http().post('/api/wms-user/admin/changePassword').set(bearer(op))
      .send({ currentPassword: 'Operator123', newPassword: 'Newpass123', confirmPassword: 'Newpass123' }).expect(200);
    await api.http().get('/api/wms-user/admin/profile').set(bearer(op)).expect(401);
    await api.login('operator', 'Newpass123');
  });

  it('assigns roles and shows the effective permissions', async () => {
    const roles = (await api.http().get('/api/resources/permission-roles?pageSize=100').set(bearer(token)).expect(200)).body.data.records;
    const id = (name: string) => roles.find((r: { roleName: string }) => r.roleName === name).id;
    const nobody = (await api.http().get('/api/resources/admin-user?userName=nobody').set(bearer(token))).body.data.records[0];
    const res = await api.http().put(`/api/wms-user/admin/user-roles/${nobody.id}`).set(bearer(token))
      .send({ roleIds: [id('Operator'), id('Support')], version: nobody.version }).expect(200);
    expect(res.body.data.roleIds).toEqual([id('Operator'), id('Support')].sort((a, b) => a - b));
    expect(res.body.data.permissionMap['Ezeeship-Fulfillment'].subs['co-warehouse'].level).toBe(4);
    expect(res.body.data.permissionMap.Support.subs['support-wms'].level).toBe(3);
    await api.http().put(`/api/wms-user/admin/user-roles/${nobody.id}`).set(bearer(token))
      .send({ roleIds: [], version: nobody.version }).expect(409);
    await api.http().put(`/api/wms-user/admin/user-roles/${nobody.id}`).set(bearer(token))
      .send({ roleIds: [9999], version: nobody.version + 1 }).expect(400);
    const theirs = await api.login('nobody', 'Nobody1234');
    await api.http().get('/api/resources/co-warehouse').set(bearer(theirs)).expect(200);

    // What user-management reads: the user's version and every role that can be given.
    const read = (await api.http().get(`/api/wms-user/admin/user-roles/${nobody.id}`).set(bearer(token)).expect(200)).body.data;
    expect(read).toMatchObject({ userId: nobody.id, userName: 'nobody', version: nobody.version + 1, allPermission: false });
    expect(read.roleOptions.map((r: { roleName: string }) => r.roleName)).toEqual(expect.arrayContaining(['Administrator', 'Operator', 'Sales', 'Support']));
    expect(read.roleOptions.find((r: { roleName: string }) => r.roleName === 'Operator')).toMatchObject({ id: id('Operator'), preset: true });
  });
});

describe('audit trail', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('records who created and changed a user, without passwords', async () => {
    const created = (await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'audited', password: 'Secret123' }).expect(201)).body.data;
    await api.http().put(`/api/resources/admin-user/${created.id}`).set(bearer(token)).send({ lastName: 'Changed', version: 1 }).expect(200);
    await api.http().post(`/api/resources/admin-user/${created.id}/actions/reset-password`).set(bearer(token)).expect(200);
    const roles = (await api.http().get('/api/resources/permission-roles?roleName=Support').set(bearer(token))).body.data.records;
    const current = (await api.http().get(`/api/resources/admin-user/${created.id}`).set(bearer(token))).body.data;
    await api.http().put(`/api/wms-user/admin/user-roles/${created.id}`).set(bearer(token)).send({ roleIds: [roles[0].id], version: current.version }).expect(200);
    const history = (await api.http().get(`/api/resources/admin-user/${created.id}/history`).set(bearer(token)).expect(200)).body.data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['assign-roles', 'reset-password', 'update', 'create']);
    expect(history.every((h: { actorName: string }) => h.actorName === 'admin')).toBe(true);
    expect(history[0].changes).toEqual({ roleIds: [[], [roles[0].id]] });
    expect(history[2].changes).toMatchObject({ lastName: ['Tester', 'Changed'] });
    expect(history[3].changes).toMatchObject({ userName: 'audited', status: 'ACTIVE' });
    expect(JSON.stringify(history)).not.toMatch(/"password"|passwordHash|Secret123|argon2/);
  });

  it('shows history only to those who may view the record', async () => {
    const op = await api.login('operator');
    await api.http().get('/api/resources/admin-user/1/history').set(bearer(op)).expect(403);
    await api.http().get('/api/resources/co-warehouse/1/history').set(bearer(op)).expect(200);
  });
});
