import { JwtService } from '@nestjs/jwt';
import { AdminUserEntity } from '../../src/modules/access/access.entities';
import { Harness, bearer, startApi } from '../harness';

describe('sign-in, afterLogin and tokens', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('signs in and returns the user info of afterLogin', async () => {
    const token = await api.login();
    const res = await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(200);
    expect(res.body.result).toBe('OK');
    expect(res.body.data).toEqual({
      user: { userId: 1, timeZone: 'America/Los_Angeles', userName: 'admin', firstName: 'Ada', lastName: 'Admin' },
      adminUser: { userId: 1, userName: 'admin' },
      permissionMap: {},
      allPermission: true,
      productCode: 'ezeeship',
    });
  });

  it('computes the permission map of a role-based user', async () => {
    const token = await api.login('operator');
    const res = await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token)).expect(200);
    expect(res.body.data.allPermission).toBe(false);
    expect(res.body.data.permissionMap).toEqual({
      'Ezeeship-WMS': { status: 'ACTIVE', subs: { 'landing-page': { status: 'ACTIVE', level: 1, actions: ['view'] } } },
      'Ezeeship-Fulfillment': {
        status: 'ACTIVE',
        subs: { 'co-warehouse': { status: 'ACTIVE', level: 4, actions: ['view', 'create', 'edit', 'delete', 'export', 'special'] } },
      },
    });
  });

  it('refuses a wrong password in both languages', async () => {
    const res = await api.http().post('/api/wms-user/admin/login').send({ username: 'admin', password: 'wrong-pass1' }).expect(400);
    expect(res.body).toMatchObject({
      result: 'ERR', errorCode: 400,
      message: 'Log in error, invalid username or password!', zhMessage: '登录错误，用户名或密码无效！',
    });
    const unknown = await api.http().post('/api/wms-user/admin/login').send({ username: 'nobody', password: 'whatever1' }).expect(400);
    expect(unknown.body.message).toBe('Log in error, invalid username or password!');
  });

  it('requires username and password', async () => {
    const res = await api.http().post('/api/wms-user/admin/login').send({ username: '' }).expect(400);
    expect(res.body.message).toBe('Username is required');
    expect(res.body.zhMessage).toBe('用户名不能为空');
    expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
  });

  it('throttles repeated failures with a clear message', async () => {
    for (let i = 0; i < 5; i++) {
      await api.http().post('/api/wms-user/admin/login').send({ username: 'operator', password: `bad-${i}x` }).expect(400);
    }
    const res = await api.http().post('/api/wms-user/admin/login').send({ username: 'operator', password: 'Operator123' }).expect(429);
    expect(res.body.message).toMatch(/^Too many failed sign-in attempts, please try again in \d+ minutes$/);
    expect(res.body.zhMessage).toContain('登录失败次数过多');
    // another user name is not affected
    await api.login('admin');
  });

  it('answers 401 with errorCode 401 for a missing, malformed, expired or forged token', async () => {
    const missing = await api.http().get('/api/wms-user/admin/afterLogin').expect(401);
    expect(missing.body).toMatchObject({ result: 'ERR', errorCode: 401 });
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer('not-a-jwt')).expect(401);
    const jwt = api.app.get(JwtService);
    const expired = await jwt.signAsync({ sub: 1, tv: 0 }, { expiresIn: -10 });
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(expired)).expect(401);
    const forged = await new JwtService({ secret: 'someone-else' }).signAsync({ sub: 1, tv: 0 });
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(forged)).expect(401);
  });

  it('revokes the token on logout', async () => {
    const token = await api.login();
    await api.http().post('/api/wms-user/admin/logout').set(bearer(token)).expect(200);
    const res = await api.http().get('/api/resources/feature-flag').set(bearer(token)).expect(401);
    expect(res.body.errorCode).toBe(401);
  });

  it('stops a deactivated user: existing tokens and new sign-ins', async () => {
    const token = await api.login('admin');
    await api.ds.getRepository(AdminUserEntity).update({ userName: 'admin' }, { status: 'DIS_ACTIVE' });
    await api.http().get('/api/resources/feature-flag').set(bearer(token)).expect(401);
    const res = await api.http().post('/api/wms-user/admin/login').send({ username: 'admin', password: 'Admin12345' }).expect(400);
    expect(res.body.message).toBe('Log in error, invalid username or password!');
    await api.ds.getRepository(AdminUserEntity).update({ userName: 'admin' }, { status: 'ACTIVE' });
  });
});
