import { AdminUserEntity, AdminUserRoleEntity, RoleEntity } from '../../src/modules/access/access.entities';
import { Harness, bearer, signedInWith, startApi } from '../harness';
import { SAMPLES } from '../samples';

/** Role grants (01 §6) by own keys only, and no one grants what they do not hold. */
describe('role grants: only the catalogue, by own keys', () => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  // Raw JSON text, so `__proto__` arrives as an own key exactly as an attacker would send it.
  const postRole = (json: string) =>
    api.http().post('/api/resources/permission-roles').set(bearer(token)).set('Content-Type', 'application/json').send(json);

  it.each([
    ['a prototype member as module', '{"toString": {}}'],
    ['__proto__ as module', '{"__proto__": {"feature-flag": 4}}'],
    ['constructor as module', '{"constructor": {}}'],
    ['an unknown module', '{"nope": {"feature-flag": 1}}'],
    ['an unknown sub-role', '{"tech": {"no-such-sub": 2}}'],
    ['a prototype member as sub-role', '{"tech": {"toString": 2}}'],
    ['__proto__ as sub-role', '{"tech": {"__proto__": 2}}'],
    ['level 5', '{"tech": {"feature-flag": 5}}'],
    ['level 0', '{"tech": {"feature-flag": 0}}'],
    ['a level as text', '{"tech": {"feature-flag": "4"}}'],
    ['sub-roles as a list', '{"tech": [4]}'],
  ])('refuses %s with 400 in both languages', async (_name, grants) => {
    const res = await postRole(`{"roleName": "Bad ${Math.random()}", "grants": ${grants}}`).expect(400);
    expect(res.body).toMatchObject({
      result: 'ERR', errorCode: 400, message: 'The permissions of the role are invalid', zhMessage: '角色权限数据无效',
    });
  });

  it('refuses the same keys on an edit', async () => {
    const role = (await postRole('{"roleName": "Editable", "grants": {"tech": {"feature-flag": 1}}}').expect(201)).body.data;
    await api.http().put(`/api/resources/permission-roles/${role.id}`).set(bearer(token)).set('Content-Type', 'application/json')
      .send(`{"version": ${role.version}, "grants": {"constructor": {}}}`).expect(400);
    await api.http().put(`/api/resources/permission-roles/${role.id}`).set(bearer(token)).set('Content-Type', 'application/json')
      .send(`{"version": ${role.version}, "grants": {"__proto__": {"feature-flag": 4}}}`).expect(400);
  });

  it('a role stored with bad keys before the check cannot lock its holders out', async () => {
    // As an older version could have stored it: the prototype keys survive in the JSON text.
    const junk = JSON.parse('{"toString": {}, "__proto__": {"x": 4}, "constructor": {"prototype": 1}, "tech": {"feature-flag": 4, "toString": 9}}');
    const inserted = await api.ds.getRepository(RoleEntity).insert({
      roleName: 'Legacy Junk', description: null, preset: false, grants: junk, dataScope: 'ALL', version: 1,
      createTime: new Date(), updateTime: new Date(), createdBy: 'admin', updatedBy: 'admin',
    });
    const roleId = inserted.identifiers[0].id as number;
    const user = (await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'legacy.holder', email: 'legacy.holder@example.com' }).expect(201)).body.data;
    const assigned = await api.http().put(`/api/wms-user/admin/user-roles/${user.id}`).set(bearer(token))
      .send({ roleIds: [roleId], version: user.version }).expect(200);
    expect(assigned.body.data.permissionMap).toEqual({
      TECH: { status: 'ACTIVE', subs: { 'feature-flag': { status: 'ACTIVE', level: 4, actions: ['view', 'create', 'edit', 'delete', 'export', 'special'] } } },
    });
    const theirs = await api.login('legacy.holder', 'Secret123');
    const info = await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(theirs)).expect(200);
    expect(Object.keys(info.body.data.permissionMap)).toEqual(['TECH']);
    await api.http().get('/api/resources/feature-flag').set(bearer(theirs)).expect(200);
    await api.http().get('/api/resources/org-group').set(bearer(theirs)).expect(403);
    await api.http().get('/api/dashboard/summary').set(bearer(theirs)).expect(200);
    // The role list and its page still read.
    await api.http().get(`/api/resources/permission-roles/${roleId}`).set(bearer(token)).expect(200);
  });
});

describe('no one grants what they do not hold', () => {
  let api: Harness;
  let superAdmin: string;
  let administrator: string;
  const roleId = async (roleName: string) => (await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName })).id;
  const userOf = (userName: string) => api.ds.getRepository(AdminUserEntity).findOneByOrFail({ userName });

  /** A user holding exactly `grants` (through one new role), signed in. */
  const signedInAs = (userName: string, grants: Record<string, Record<string, number>>) => signedInWith(api, superAdmin, userName, grants);

  beforeAll(async () => {
    api = await startApi();
    superAdmin = await api.login();
    administrator = await api.login('administrator', 'Administrator1');
  });
  afterAll(() => api.close());

  it('an Administrator cannot reset, change, deactivate or re-role the super-administrator', async () => {
    const admin = await userOf('admin');
    const reset = await api.http().post(`/api/resources/admin-user/${admin.id}/actions/reset-password`).set(bearer(administrator)).expect(403);
    expect(reset.body).toMatchObject({
      result: 'ERR', errorCode: 403, data: null,
      message: 'Only a super administrator may change a super administrator', zhMessage: '只有超级管理员可以修改超级管理员',
    });
    expect(JSON.stringify(reset.body)).not.toMatch(/password"/);
    await api.http().post(`/api/resources/admin-user/${admin.id}/actions/deactivate`).set(bearer(administrator)).expect(403);
    await api.http().put(`/api/resources/admin-user/${admin.id}`).set(bearer(administrator)).send({ lastName: 'Taken', version: admin.version }).expect(403);
    await api.http().put(`/api/wms-user/admin/user-roles/${admin.id}`).set(bearer(administrator))
      .send({ roleIds: [await roleId('No Access')], version: admin.version }).expect(403);
    // Nothing changed: the old password still signs in, the record is as it was.
    await api.login('admin', 'Admin12345');
    expect(await userOf('admin')).toMatchObject({ lastName: admin.lastName, version: admin.version, status: 'ACTIVE' });
    expect(await api.ds.getRepository(AdminUserRoleEntity).countBy({ adminUserId: admin.id })).toBe(0);
  });

  it('the super-administrator still manages everyone, and an Administrator manages those holding no more', async () => {
    const operator = await userOf('operator');
    await api.http().post(`/api/resources/admin-user/${operator.id}/actions/reset-password`).set(bearer(administrator)).expect(200);
    const target = await userOf('administrator');
    await api.http().put(`/api/resources/admin-user/${target.id}`).set(bearer(superAdmin)).send({ phone: '+1 555 0101', version: target.version }).expect(200);
  });

  it('a limited role editor cannot create or raise a role above their own levels', async () => {
    const editor = await signedInAs('role.editor', {
      generalSetting: { 'role-permission': 2, 'admin-users': 4 }, tech: { 'feature-flag': 2 },
    });
    const above = await api.http().post('/api/resources/permission-roles').set(bearer(editor))
      .send({ roleName: 'Too Strong', grants: { tech: { 'feature-flag': 4 } } }).expect(403);
    expect(above.body).toMatchObject({ message: 'You cannot grant permissions you do not hold yourself', zhMessage: '不能授予您自己没有的权限' });
    await api.http().post('/api/resources/permission-roles').set(bearer(editor))
      .send({ roleName: 'Elsewhere', grants: { tech: { 'org-group': 1 } } }).expect(403);
    // A copy of a stronger reference role is refused just the same.
    await api.http().post('/api/resources/permission-roles').set(bearer(editor))
      .send({ roleName: 'Copied', referenceRoleId: await roleId('Administrator') }).expect(403);
    const within = (await api.http().post('/api/resources/permission-roles').set(bearer(editor))
      .send({ roleName: 'Within', grants: { tech: { 'feature-flag': 2 } } }).expect(201)).body.data;
    await api.http().put(`/api/resources/permission-roles/${within.id}`).set(bearer(editor))
      .send({ grants: { tech: { 'feature-flag': 3 } }, version: within.version }).expect(403);
    // Their own role cannot be raised either (they would then hold more through it).
    const own = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Role of role.editor' });
    await api.http().put(`/api/resources/permission-roles/${own.id}`).set(bearer(editor))
      .send({ grants: { ...(own.grants as object), tech: { 'feature-flag': 4 } }, version: own.version }).expect(403);
    // Editing a stronger role without raising it (the description, or lowering a level) is no grant.
    const operatorRole = await api.ds.getRepository(RoleEntity).findOneByOrFail({ roleName: 'Operator' });
    await api.http().put(`/api/resources/permission-roles/${operatorRole.id}`).set(bearer(editor))
      .send({ description: 'edited', grants: operatorRole.grants, version: operatorRole.version }).expect(200);
    expect((await api.ds.getRepository(RoleEntity).findOneByOrFail({ id: operatorRole.id })).grants).toEqual(operatorRole.grants);
  });

  it('a limited user manager cannot give a stronger role, nor manage a user holding more', async () => {
    const manager = await signedInAs('user.manager', { generalSetting: { 'admin-users': 4 } });
    const fresh = (await api.http().post('/api/resources/admin-user').set(bearer(manager))
      .send({ ...SAMPLES['admin-user'].body, userName: 'fresh.hire', email: 'fresh.hire@example.com' }).expect(201)).body.data;
    const given = await api.http().put(`/api/wms-user/admin/user-roles/${fresh.id}`).set(bearer(manager))
      .send({ roleIds: [await roleId('Operator')], version: fresh.version }).expect(403);
    expect(given.body.message).toBe('You cannot grant permissions you do not hold yourself');
    await api.http().put(`/api/wms-user/admin/user-roles/${fresh.id}`).set(bearer(manager))
      .send({ roleIds: [await roleId('No Access')], version: fresh.version }).expect(200);
    // Resetting the password of someone holding more would hand the manager their permissions.
    const operator = await userOf('operator');
    const reset = await api.http().post(`/api/resources/admin-user/${operator.id}/actions/reset-password`).set(bearer(manager)).expect(403);
    expect(reset.body).toMatchObject({
      message: 'You cannot change a user who holds permissions you do not hold', zhMessage: '不能修改拥有您所没有权限的用户',
    });
    await api.http().post(`/api/resources/admin-user/${operator.id}/actions/deactivate`).set(bearer(manager)).expect(403);
    await api.http().put(`/api/wms-user/admin/user-roles/${operator.id}`).set(bearer(manager)).send({ roleIds: [], version: operator.version }).expect(403);
    // A user holding no more than the manager: allowed.
    await api.http().post(`/api/resources/admin-user/${fresh.id}/actions/reset-password`).set(bearer(manager)).expect(200);
  });
});
