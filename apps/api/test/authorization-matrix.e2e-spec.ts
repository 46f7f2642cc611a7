import { RESOURCES } from '@console/resources';
import { DEMO_USERS } from '../src/seed/demo-seed';
import { Harness, bearer, startApi } from './harness';
import { listRoutes } from './routes';
import { SAMPLES } from './samples';

/**
 * Every seeded role x every route: the expected 2xx or 403. Levels are written out here, not
 * computed with the code under test: none 0, view 1, update 2, delete 3, all 4.
 */
const ALL = { 'feature-flag': 4, 'org-group': 4, 'fba-address': 4, 'landing-page': 4, 'co-warehouse': 4, 'admin-user': 4, 'permission-roles': 4 };
const LEVELS: Record<string, Record<string, number>> = {
  admin: ALL,
  administrator: ALL,
  operator: { 'landing-page': 1, 'co-warehouse': 4 },
  support: { 'fba-address': 1 },
  sales: { 'landing-page': 2 },
  finance: {},
  nobody: {},
};
const RESOURCE_NAMES = Object.keys(ALL);
const ALIASES: Record<string, string> = { '/api/wms-user/fba/address/search': 'fba-address' };

/** A unique copy of a sample record, so each user's create does not collide. */
function sampleFor(resource: string, tag: string): Record<string, unknown> {
  const body = { ...SAMPLES[resource].body };
  const unique: Record<string, string> = {
    'feature-flag': 'key', 'org-group': 'groupName', 'fba-address': 'code', 'co-warehouse': 'warehouse', 'admin-user': 'userName', 'permission-roles': 'roleName',
  };
  const key = unique[resource];
  if (key) body[key] = resource === 'fba-address' ? `M${tag.slice(0, 3).toUpperCase()}${tag.length}` : `${body[key]}-${tag}`;
  return body;
}

describe('authorization matrix: seeded roles x routes', () => {
  let api: Harness;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startApi();
    for (const u of DEMO_USERS) tokens[u.userName] = await api.login(u.userName, u.password);
  });
  afterAll(() => api.close());

  it('covers every registered route', () => {
    const covered = new Set([
      'GET /api/health', 'POST /api/wms-user/admin/login', 'POST /api/wms-user/admin/logout', 'POST /api/wms-user/admin/logoutAll',
      'GET /api/wms-user/admin/afterLogin', 'GET /api/dashboard/summary',
      'GET /api/wms-user/admin/profile', 'PUT /api/wms-user/admin/profile', 'POST /api/wms-user/admin/changePassword',
      'GET /api/wms-user/admin/user-roles/:userId', 'PUT /api/wms-user/admin/user-roles/:userId',
      'GET /api/wms-user/user/message/list', 'POST /api/wms-user/user/message/delete', 'GET /api/wms-user/user/message/download/:id',
      ...Object.keys(ALIASES).map((p) => `GET ${p}`),
      ...RESOURCES.flatMap((def) => [
        `GET /api/resources/${def.name}`, `GET /api/resources/${def.name}/:id`, `GET /api/resources/${def.name}/:id/history`,
        ...(def.actions.includes('create') ? [`POST /api/resources/${def.name}`] : []),
        ...(def.actions.includes('edit') ? [`PUT /api/resources/${def.name}/:id`] : []),
        ...(def.actions.includes('delete') ? [`DELETE /api/resources/${def.name}/:id`] : []),
        ...(def.actions.includes('export') ? [`POST /api/resources/${def.name}/export`] : []),
        ...(def.customActions ?? []).map((a) => `POST /api/resources/${def.name}/:id/actions/${a.name}`),
      ]),
    ]);
    expect(RESOURCES.map((r) => r.name).sort()).toEqual([...RESOURCE_NAMES].sort());
    const uncovered = listRoutes(api.app).map((r) => `${r.method} ${r.path}`).filter((r) => !covered.has(r));
    expect(uncovered).toEqual([]);
  });

  it.each(DEMO_USERS.map((u) => u.userName))('%s gets 2xx where permitted and 403 elsewhere', async (user) => {
    const token = tokens[user];
    const admin = tokens.admin;
    const outcomes: string[] = [];
    const record = (route: string, status: number, allowed: boolean) => {
      const ok = allowed ? status >= 200 && status < 300 : status === 403;
      if (!ok) outcomes.push(`${route}: ${status} (expected ${allowed ? '2xx' : '403'})`);
    };
    for (const def of RESOURCES) {
      const resource = def.name;
      const level = LEVELS[user][resource] ?? 0;
      const base = `/api/resources/${resource}`;
      // A record made by the super-administrator, for the reads and the refused writes.
      const theirs = (await api.http().post(base).set(bearer(admin)).send(sampleFor(resource, `a${user}`)).expect(201)).body.data;
      record(`GET ${base}`, (await api.http().get(base).set(bearer(token))).status, level >= 1);
      const created = await api.http().post(base).set(bearer(token)).send(sampleFor(resource, user));
      record(`POST ${base}`, created.status, level >= 2);
      // Their own record when they could create one: a data scope may hide the others' (404).
      const target = created.status === 201 ? created.body.data : theirs;
      record(`GET ${base}/:id`, (await api.http().get(`${base}/${target.id}`).set(bearer(token))).status, level >= 1);
      record(`GET ${base}/:id/history`, (await api.http().get(`${base}/${target.id}/history`).set(bearer(token))).status, level >= 1);
      const change = { ...SAMPLES[resource].change, version: target.version };
      const updated = await api.http().put(`${base}/${target.id}`).set(bearer(token)).send(change);
      record(`PUT ${base}/:id`, updated.status, level >= 2);
      const version = updated.status === 200 ? updated.body.data.version : target.version;
      if (def.actions.includes('export')) {
        record(`POST ${base}/export`, (await api.http().post(`${base}/export`).set(bearer(token)).send({})).status, level >= 4);
      }
      for (const action of def.customActions ?? []) {
        record(`POST ${base}/:id/actions/${action.name}`, (await api.http().post(`${base}/${target.id}/actions/${action.name}`).set(bearer(token))).status, level >= 4);
      }
      if (def.actions.includes('delete')) {
        const current = (await api.http().get(`${base}/${target.id}`).set(bearer(admin))).body.data;
        record(`DELETE ${base}/:id`, (await api.http().delete(`${base}/${target.id}?version=${current?.version ?? version}`).set(bearer(token))).status, level >= 3);
      }
    }
    for (const [path, resource] of Object.entries(ALIASES)) {
      record(`GET ${path}`, (await api.http().get(path).set(bearer(token))).status, (LEVELS[user][resource] ?? 0) >= 1);
    }
    for (const path of ['/api/wms-user/admin/afterLogin', '/api/dashboard/summary', '/api/wms-user/admin/profile']) {
      record(`GET ${path}`, (await api.http().get(path).set(bearer(token))).status, true);
    }
    const me = (await api.http().get('/api/wms-user/admin/profile').set(bearer(token))).body.data;
    record('PUT profile', (await api.http().put('/api/wms-user/admin/profile').set(bearer(token)).send({ phone: '+1 555 0100', version: me.version })).status, true);
    // A wrong current password: refused as bad input (400), never as forbidden.
    const change = await api.http().post('/api/wms-user/admin/changePassword').set(bearer(token))
      .send({ currentPassword: 'wrong-pass1', newPassword: 'Another123', confirmPassword: 'Another123' });
    if (change.status !== 400) outcomes.push(`POST changePassword: ${change.status} (expected 400)`);
    record('GET message list', (await api.http().get('/api/wms-user/user/message/list?queryDayLimit=30').set(bearer(token))).status, true);
    // Nobody's message 999999: a signed-in user gets 404 (not theirs), never 403.
    for (const res of [
      await api.http().post('/api/wms-user/user/message/delete?userMessageId=999999').set(bearer(token)),
      await api.http().get('/api/wms-user/user/message/download/999999').set(bearer(token)),
    ]) if (res.status !== 404) outcomes.push(`message route: ${res.status} (expected 404)`);
    const users = LEVELS[user]['admin-user'] ?? 0;
    record('GET user-roles', (await api.http().get('/api/wms-user/admin/user-roles/7').set(bearer(token))).status, users >= 1);
    const target = (await api.http().get('/api/wms-user/admin/profile').set(bearer(tokens.nobody))).body.data;
    record('PUT user-roles', (await api.http().put('/api/wms-user/admin/user-roles/7').set(bearer(token)).send({ roleIds: [], version: target.version })).status, users >= 4);
    // Signing out everywhere is one's own affair: everyone may. The next users' checks need a new sign-in.
    record('POST logoutAll', (await api.http().post('/api/wms-user/admin/logoutAll').set(bearer(token))).status, true);
    const demo = DEMO_USERS.find((u) => u.userName === user)!;
    tokens[user] = await api.login(demo.userName, demo.password);
    expect(outcomes).toEqual([]);
  });

  it('answers a forbidden call with the envelope in both languages', async () => {
    const res = await api.http().get('/api/resources/feature-flag').set(bearer(tokens.nobody)).expect(403);
    expect(res.body).toEqual({
      result: 'ERR', data: null, errorCode: 403,
      message: 'You do not have permission to do this', zhMessage: '您没有执行此操作的权限',
    });
  });

  it('shows each user only the dashboard figures they may view', async () => {
    const names = async (user: string) =>
      (await api.http().get('/api/dashboard/summary').set(bearer(tokens[user])).expect(200)).body.data.counts.map((c: { resource: string }) => c.resource);
    expect(await names('nobody')).toEqual([]);
    expect(await names('support')).toEqual(['fba-address']);
    expect(await names('administrator')).toEqual(RESOURCE_NAMES);
  });
});
