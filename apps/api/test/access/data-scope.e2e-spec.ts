import { SUB_ROLES } from '@console/contracts';
import type { ResourceDef } from '@console/metadata';
import { AdminUserRoleEntity, RoleEntity } from '../../src/modules/access/access.entities';
import { Harness, TEST_RESOURCES, bearer, startApi } from '../harness';
import { SAMPLES } from '../samples';

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

/**
 * Every resource of the catalogue, walked as a user who may view everything but whose role scopes
 * data to assigned clients (01 §6). A record that names a scoped record (a ticket message its
 * ticket, a payment its client) is listed only when that record is reachable too, so no child shows
 * a foreign client's data; a foreign record of each scoped resource answers 404 on show and
 * history; search, lookups and an export see the same rows as the list.
 */
describe('data scope: no resource leaks a foreign client\'s rows', () => {
  let api: Harness;
  let admin: string;
  let scoped: string;
  const byName = new Map(TEST_RESOURCES.map((d) => [d.name, d]));
  /** Single relations to a resource that has a data scope: the links that tie a record to a client. */
  const scopedLinks = (def: ResourceDef) => Object.entries(def.fields)
    .filter(([, f]) => f.kind === 'relation' && f.relation && byName.get(f.relation.resource)?.dataScope)
    .map(([key, f]) => [key, f.relation!.resource] as const);
  const ids = new Map<string, Set<number>>();
  const rows = new Map<string, Array<Record<string, unknown>>>();

  async function listAll(def: ResourceDef, token: string): Promise<Array<Record<string, unknown>>> {
    const out: Array<Record<string, unknown>> = [];
    const pageSize = Math.min(def.maxPageSize ?? 1000, 1000);
    for (let current = 1; ; current++) {
      const res = await api.http().get(`/api/resources/${def.name}?pageSize=${pageSize}&curPageNo=${current}&sortField=id&sortOrder=asc`).set(bearer(token));
      expect([def.name, res.status]).toEqual([def.name, 200]);
      out.push(...res.body.data.records);
      if (res.body.data.records.length < pageSize) return out;
    }
  }

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    // the Sales role (assigned clients only) may now view every resource of the catalogue
    const everything = Object.fromEntries(Object.entries(SUB_ROLES).map(([module, subs]) => [module, Object.fromEntries(subs.map((sub) => [sub, 4]))]));
    await api.ds.getRepository(RoleEntity).update({ roleName: 'Sales' }, { grants: everything as never });
    scoped = await api.login('sales', 'Sales12345');
    for (const def of TEST_RESOURCES) {
      const listed = await listAll(def, scoped);
      rows.set(def.name, listed);
      ids.set(def.name, new Set(listed.map((r) => Number(r.id))));
    }
  }, 240_000);
  afterAll(() => api.close());

  it('lists no record whose parent the user cannot reach, in any resource', async () => {
    const leaks: string[] = [];
    for (const def of TEST_RESOURCES) {
      for (const [key, target] of scopedLinks(def)) {
        const reachable = ids.get(target)!;
        const foreign = rows.get(def.name)!.filter((r) => r[key] !== null && r[key] !== undefined && !reachable.has(Number(r[key])));
        if (foreign.length) leaks.push(`${def.name}.${key}: ${foreign.length} rows of unreachable ${target} records`);
      }
    }
    expect(leaks).toEqual([]);
    // the walk saw children of the user's own clients, so the check above had something to check
    expect(ids.get('ticket-message')!.size).toBeGreaterThan(0);
    expect(ids.get('client')!.size).toBeLessThan((await api.http().get('/api/resources/client?pageSize=1').set(bearer(admin))).body.data.total);
  });

  it('answers a foreign record of every scoped resource like a missing one, on show and history', async () => {
    const open: string[] = [];
    for (const def of TEST_RESOURCES.filter((d) => d.dataScope)) {
      const all = (await api.http().get(`/api/resources/${def.name}?pageSize=200&sortField=id&sortOrder=desc`).set(bearer(admin)).expect(200)).body.data.records as Array<{ id: number }>;
      const foreign = all.find((r) => !ids.get(def.name)!.has(r.id));
      if (!foreign) continue;
      for (const path of [`${foreign.id}`, `${foreign.id}/history`]) {
        const res = await api.http().get(`/api/resources/${def.name}/${path}`).set(bearer(scoped));
        if (res.status !== 404) open.push(`${def.name}/${path}: ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('finds, looks up and exports only reachable records', async () => {
    const foreignTicket = (await api.http().get('/api/resources/ticket?pageSize=200').set(bearer(admin))).body.data.records
      .find((t: { id: number }) => !ids.get('ticket')!.has(t.id));
    // the global search: every hit is a listed record
    const found = (await api.http().get('/api/search').query({ q: foreignTicket.caseNo.slice(0, 3) }).set(bearer(scoped)).expect(200)).body.data.groups as Array<{ resource: string; hits: Array<{ id: number }> }>;
    for (const group of found) for (const hit of group.hits) expect([group.resource, ids.get(group.resource)!.has(hit.id)]).toEqual([group.resource, true]);
    // lookups of a link to a scoped resource offer reachable records only
    for (const def of TEST_RESOURCES) {
      for (const [key, target] of scopedLinks(def)) {
        const res = await api.http().get(`/api/resources/${def.name}/lookup/${key}?limit=100`).set(bearer(scoped));
        if (res.status !== 200) continue; // the lookup is not this user's (no create or edit of the holder)
        for (const entry of res.body.data as Array<{ id: number }>) expect([`${def.name}.${key}`, ids.get(target)!.has(entry.id)]).toEqual([`${def.name}.${key}`, true]);
      }
    }
    // an export of internal notes counts the user's rows only
    const notes = (await api.http().get('/api/resources/ticket-message?kind=2&pageSize=1').set(bearer(scoped)).expect(200)).body.data.total;
    const exported = await api.http().post('/api/resources/ticket-message/export?kind=2').set(bearer(scoped)).send({}).expect(202);
    expect(exported.body.data.rowCount).toBe(notes);
    const everyNote = (await api.http().get('/api/resources/ticket-message?kind=2&pageSize=1').set(bearer(admin)).expect(200)).body.data.total;
    expect(notes).toBeLessThan(everyNote);
  });
});
