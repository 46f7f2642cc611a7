import { JwtService } from '@nestjs/jwt';
import { LoginThrottle } from '../../src/core/auth/login-throttle';
import { Harness, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

/** Sign-in hardening: the sign-in throttle, proxies, password changes, headers, tokens. */
const LOGIN = '/api/wms-user/admin/login';

describe('sign-in throttle', () => {
  let api: Harness;
  let token: string;
  const signIn = (username: string, password: string) => api.http().post(LOGIN).send({ username, password });
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('counts failures per account: names the database matches to a locked account are locked too', async () => {
    await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'bfuser1', email: 'bfuser1@example.com' }).expect(201);
    for (let i = 0; i < 5; i++) await signIn('bfuser1', `Wrong${i}pass`).expect(400);
    await signIn('bfuser1', 'Secret123').expect(429);
    // MariaDB's utf8mb4_unicode_ci finds bfuser1 for these; SQLite compares bytes and finds no one.
    for (const variant of ['bfúser1', 'BFÚSER1', 'BFUSER1']) {
      const res = await signIn(variant, 'Secret123');
      if (api.config.dbType === 'mysql') {
        expect({ variant, status: res.status }).toEqual({ variant, status: 429 });
        expect(res.body.message).toMatch(/^Too many failed sign-in attempts/);
      } else {
        expect({ variant, status: res.status }).toEqual({ variant, status: 400 });
      }
    }
  });

  it('counts failures of unknown names per normalised name', async () => {
    for (let i = 0; i < 5; i++) await signIn('ghóst.user', `Wrong${i}pass`).expect(400);
    const res = await signIn('GHOST.USER', 'Whatever1').expect(429);
    expect(res.body.zhMessage).toContain('登录失败次数过多');
    await signIn('ghost.user2', 'Whatever1').expect(400);
  });

});

// A fresh server: the sign-in route also allows only 30 calls a minute per address.
describe('sign-in limits on size and on password changes', () => {
  let api: Harness;
  let token: string;
  const signIn = (username: string, password: string) => api.http().post(LOGIN).send({ username, password });
  beforeAll(async () => {
    api = await startApi();
    token = await api.login();
  });
  afterAll(() => api.close());

  it('refuses over-long names and passwords before anything is stored', async () => {
    const throttle = api.app.get(LoginThrottle);
    const before = throttle.size;
    const name = await signIn('x'.repeat(900_000), 'Whatever1').expect(400);
    expect(name.body).toMatchObject({ result: 'ERR', errorCode: 400, message: 'User Name: Max length 64', zhMessage: '用户名：最大长度为 64' });
    expect(name.body.data.errors[0].field).toBe('username');
    const password = await signIn('admin', 'p'.repeat(100_000)).expect(400);
    expect(password.body).toMatchObject({ message: 'Password: Max length 64', zhMessage: '密码：最大长度为 64' });
    for (let i = 0; i < 5; i++) await signIn(`${'y'.repeat(65)}${i}`, 'Whatever1').expect(400);
    expect(throttle.size).toBe(before);
    // 64 characters is still a name that can be tried.
    await signIn('z'.repeat(64), 'Whatever1').expect(400).expect((res) => expect(res.body.message).toBe('Log in error, invalid username or password!'));
  });

  it('throttles wrong current passwords of changePassword per account; the session survives', async () => {
    await api.http().post('/api/resources/admin-user').set(bearer(token))
      .send({ ...SAMPLES['admin-user'].body, userName: 'pw.guesser', email: 'pw.guesser@example.com' }).expect(201);
    const theirs = await api.login('pw.guesser', 'Secret123');
    const change = (currentPassword: string) => api.http().post('/api/wms-user/admin/changePassword').set(bearer(theirs))
      .send({ currentPassword, newPassword: 'Newpass123', confirmPassword: 'Newpass123' });
    for (let i = 0; i < 5; i++) await change(`Guess${i}abc`).expect(400);
    const refused = await change('Secret123').expect(429);
    expect(refused.body).toMatchObject({ result: 'ERR', errorCode: 429, zhMessage: expect.stringContaining('密码错误次数过多') });
    expect(refused.body.message).toMatch(/^Too many wrong passwords, please try again in \d+ minutes$/);
    // Still signed in; the account's sign-in shares the count, so it waits too.
    await api.http().get('/api/wms-user/admin/profile').set(bearer(theirs)).expect(200);
    await signIn('pw.guesser', 'Secret123').expect(429);
    // The password was not changed.
    expect((await signIn('pw.guesser', 'Newpass123')).status).toBe(429);
  });
});

describe('X-Forwarded-For', () => {
  const burst = async (api: Harness) => {
    const statuses: number[] = [];
    // The sign-in route allows 30 calls a minute per address; a rotating header must not reset it.
    for (let i = 0; i < 32; i++) {
      statuses.push((await api.http().post(LOGIN).set('X-Forwarded-For', `203.0.113.${i}`).send({})).status);
    }
    return statuses;
  };

  it('is not trusted by default: rotating it does not reset the per-address limit', async () => {
    const api = await startApi();
    try {
      const statuses = await burst(api);
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await api.close();
    }
  });

  it('is trusted from the proxies TRUST_PROXY names', async () => {
    const api = await startApi({ TRUST_PROXY: 'loopback' });
    try {
      expect(new Set(await burst(api))).toEqual(new Set([400]));
    } finally {
      await api.close();
    }
  });
});

describe('headers and tokens', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('answers headers over 16 kB with a 431 envelope', async () => {
    const res = await api.http().get('/api/health').set('X-Padding', 'a'.repeat(20_000));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual({
      result: 'ERR', data: null, errorCode: 431, message: 'The request headers are too large', zhMessage: '请求头过大',
    });
  });

  it('marks every API answer no-store: sign-in, afterLogin, profile, errors', async () => {
    const login = await api.http().post(LOGIN).send({ username: 'admin', password: 'Admin12345' }).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.body.data.token;
    for (const path of ['/api/wms-user/admin/afterLogin', '/api/wms-user/admin/profile', '/api/no-such-route']) {
      const res = await api.http().get(path).set(bearer(token));
      expect({ path, cache: res.headers['cache-control'] }).toEqual({ path, cache: 'no-store' });
    }
    const failed = await api.http().post(LOGIN).send({ username: 'admin', password: 'wrong-pass1' }).expect(400);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const token = await api.login();
    const claims = api.app.get(JwtService).decode(token) as { sub: number; tv: number; sid: string };
    const signer = new JwtService({ secret: api.config.jwtSecret });
    const forever = await signer.signAsync({ sub: claims.sub, tv: claims.tv, sid: claims.sid });
    expect(signer.decode(forever)).not.toHaveProperty('exp');
    const res = await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(forever)).expect(401);
    expect(res.body).toMatchObject({ result: 'ERR', errorCode: 401 });
    // The same claims with an expiry pass: only the missing exp was refused.
    const expiring = await signer.signAsync({ sub: claims.sub, tv: claims.tv, sid: claims.sid }, { expiresIn: 60 });
    await api.http().get('/api/wms-user/admin/afterLogin').set(bearer(expiring)).expect(200);
  });
});
