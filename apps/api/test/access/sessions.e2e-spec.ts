import { JwtService } from '@nestjs/jwt';
import { AdminSessionEntity } from '../../src/core/auth/session.entity';
import { Harness, bearer, startApi } from '../harness';

/** Signing out ends this session; 'sign out everywhere' ends them all. */
describe('sessions', () => {
  let api: Harness;
  const whoAmI = (token: string) => api.http().get('/api/wms-user/admin/afterLogin').set(bearer(token));
  const sessionIdOf = (token: string) => (api.app.get(JwtService).decode(token) as { sid: string }).sid;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('signing out ends this session only: another tab or device stays signed in', async () => {
    const tabOne = await api.login('operator');
    const tabTwo = await api.login('operator');
    expect(sessionIdOf(tabOne)).not.toBe(sessionIdOf(tabTwo));
    await api.http().post('/api/wms-user/admin/logout').set(bearer(tabOne)).expect(200);
    await whoAmI(tabOne).expect(401);
    await whoAmI(tabTwo).expect(200);
    await api.http().get('/api/resources/co-warehouse').set(bearer(tabTwo)).expect(200);
    expect(await api.ds.getRepository(AdminSessionEntity).existsBy({ id: sessionIdOf(tabOne) })).toBe(false);
  });

  it('sign out everywhere ends every session of the user, and only theirs', async () => {
    const phone = await api.login('operator');
    const laptop = await api.login('operator');
    const someoneElse = await api.login('admin');
    const res = await api.http().post('/api/wms-user/admin/logoutAll').set(bearer(laptop)).expect(200);
    expect(res.body).toMatchObject({ result: 'NODATA', data: null, errorCode: null });
    await whoAmI(laptop).expect(401);
    await whoAmI(phone).expect(401);
    await whoAmI(someoneElse).expect(200);
    // A new sign-in works again.
    await whoAmI(await api.login('operator')).expect(200);
  });

  it('refuses a token whose session is gone, even with the right signature and version', async () => {
    const token = await api.login('operator');
    await api.ds.getRepository(AdminSessionEntity).delete({ id: sessionIdOf(token) });
    await whoAmI(token).expect(401);
  });

  it('deletes expired sessions at sign-in, so they do not pile up', async () => {
    const repo = api.ds.getRepository(AdminSessionEntity);
    const long = new Date(Date.now() - 24 * 3600 * 1000);
    await repo.insert([
      { id: 'expired-1', adminUserId: 1, createTime: long, expireTime: new Date(long.getTime() + 1000) },
      { id: 'expired-2', adminUserId: 3, createTime: long, expireTime: new Date(long.getTime() + 1000) },
    ]);
    await api.login('support', 'Support123');
    expect(await repo.existsBy({ id: 'expired-1' })).toBe(false);
    expect(await repo.existsBy({ id: 'expired-2' })).toBe(false);
  });

  it('a password change ends every session and clears their rows', async () => {
    const other = await api.login('nobody', 'Nobody1234');
    const here = await api.login('nobody', 'Nobody1234');
    await api.http().post('/api/wms-user/admin/changePassword').set(bearer(here))
      .send({ currentPassword: 'Nobody1234', newPassword: 'Nobody5678', confirmPassword: 'Nobody5678' }).expect(200);
    await whoAmI(other).expect(401);
    await whoAmI(here).expect(401);
    const userId = (api.app.get(JwtService).decode(here) as { sub: number }).sub;
    expect(await api.ds.getRepository(AdminSessionEntity).countBy({ adminUserId: userId })).toBe(0);
  });
});

describe('sessions across two API instances with a user cache', () => {
  let first: Harness;
  let second: Harness;
  beforeAll(async () => {
    first = await startApi({ USER_CACHE_MS: '60000' });
    second = await startApi({ USER_CACHE_MS: '60000' }, { shareWith: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a sign-in on one instance works at once on the other, though it cached the user before', async () => {
    const early = await first.login('operator');
    await first.http().get('/api/wms-user/admin/afterLogin').set(bearer(early)).expect(200);
    const later = await second.login('operator');
    await first.http().get('/api/wms-user/admin/afterLogin').set(bearer(later)).expect(200);
    await first.http().post('/api/wms-user/admin/logout').set(bearer(later)).expect(200);
    await first.http().get('/api/wms-user/admin/afterLogin').set(bearer(later)).expect(401);
    await first.http().get('/api/wms-user/admin/afterLogin').set(bearer(early)).expect(200);
  });
});
