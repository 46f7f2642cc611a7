import { todayIn } from '@console/contracts';
import { findResource } from '@console/resources';
import { Harness, bearer, signedInWith, startApi } from '../harness';
import { versionsInForce } from '../../src/engine/versions/record-versions';

/**
 * Dated versions (ResourceDef.versions) on the fuel rate: every save keeps a version in force
 * from its effective date; the one in force on a day is what a quote of that day uses; a
 * rollback makes an earlier version current again as a new one, leaving the others as they were.
 */
describe('dated versions', () => {
  let api: Harness;
  let admin: string;
  const base = '/api/resources/fuel-rate';
  const fuel = findResource('fuel-rate')!;
  const inForceOn = async (id: number, day: string) => (await versionsInForce(api.ds.manager, fuel, day, [id])).get(id);

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('keeps a version per save, each in force from its date, newest first', async () => {
    const created = (await api.http().post(base).set(bearer(admin))
      .send({ carrier: 3, fuelPercent: '15', effectiveFrom: '2026-11-02' }).expect(201)).body.data;
    const changed = (await api.http().put(`${base}/${created.id}`).set(bearer(admin))
      .send({ fuelPercent: '16.5', effectiveFrom: '2026-11-09', version: created.version }).expect(200)).body.data;
    expect(changed.version).toBe(2);
    const versions = (await api.http().get(`${base}/${created.id}/versions`).set(bearer(admin)).expect(200)).body.data;
    expect(versions.map((v: { version: number; effectiveFrom: string }) => [v.version, v.effectiveFrom])).toEqual([[2, '2026-11-09'], [1, '2026-11-02']]);
    expect(versions[0]).toMatchObject({ actorName: 'admin', rolledBackFrom: null, snapshot: { carrier: 3, fuelPercent: '16.5000', effectiveFrom: '2026-11-09' } });
    expect(versions[1].snapshot.fuelPercent).toBe('15.0000');

    expect((await inForceOn(created.id, '2026-11-01'))).toBeUndefined();
    expect((await inForceOn(created.id, '2026-11-02'))?.snapshot.fuelPercent).toBe('15.0000');
    expect((await inForceOn(created.id, '2026-11-08'))?.snapshot.fuelPercent).toBe('15.0000');
    expect((await inForceOn(created.id, '2026-11-09'))?.snapshot.fuelPercent).toBe('16.5000');
  });

  it('rolls back to an earlier version as a new one, from a date; the versions between stay', async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send({ carrier: 2, fuelPercent: '14', effectiveFrom: '2026-10-05' }).expect(201)).body.data;
    await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ fuelPercent: '18', effectiveFrom: '2026-10-12', version: 1 }).expect(200);
    const rolled = (await api.http().post(`${base}/${created.id}/versions/1/rollback`).set(bearer(admin))
      .send({ version: 2, effectiveFrom: '2026-10-19' }).expect(200)).body.data;
    expect(rolled).toMatchObject({ version: 3, fuelPercent: '14.0000', effectiveFrom: '2026-10-19' });
    const versions = (await api.http().get(`${base}/${created.id}/versions`).set(bearer(admin)).expect(200)).body.data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].rolledBackFrom).toBe(1);
    expect((await inForceOn(created.id, '2026-10-15'))?.snapshot.fuelPercent).toBe('18.0000');
    expect((await inForceOn(created.id, '2026-10-19'))?.snapshot.fuelPercent).toBe('14.0000');
    // the audit tells it too
    const history = (await api.http().get(`${base}/${created.id}/history`).set(bearer(admin)).expect(200)).body.data;
    expect(history[0]).toMatchObject({ action: 'update', changes: { fuelPercent: ['18.0000', '14.0000'] } });
  });

  it('refuses a stale rollback, an unknown version and users without the edit level', async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send({ carrier: 1, fuelPercent: '9', effectiveFrom: '2026-09-07' }).expect(201)).body.data;
    await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ fuelPercent: '10', version: 1 }).expect(200);
    const stale = await api.http().post(`${base}/${created.id}/versions/1/rollback`).set(bearer(admin)).send({ version: 1 }).expect(409);
    expect(stale.body.message).toBe('The page information has expired, please refresh and try again');
    const missing = await api.http().post(`${base}/${created.id}/versions/7/rollback`).set(bearer(admin)).send({ version: 2 }).expect(404);
    expect(missing.body).toMatchObject({ message: 'This record has no version 7', zhMessage: '该记录没有版本 7' });
    const viewer = await signedInWith(api, admin, 'fuel.viewer', { fulfillment: { 'shipping-level': 1 } });
    expect((await api.http().get(`${base}/${created.id}/versions`).set(bearer(viewer)).expect(200)).body.data).toHaveLength(2);
    await api.http().post(`${base}/${created.id}/versions/1/rollback`).set(bearer(viewer)).send({ version: 2 }).expect(403);
    // without a date the rollback is in force from today
    const today = todayIn('America/Los_Angeles'); // the demo admin's time zone
    const rolled = (await api.http().post(`${base}/${created.id}/versions/1/rollback`).set(bearer(admin)).send({ version: 2 }).expect(200)).body.data;
    expect(rolled).toMatchObject({ fuelPercent: '9.0000', effectiveFrom: today });
  });

  it('lists a versioned resource as of a day: the records in force then, with their values then', async () => {
    // carrier 4 (DHL) on its own, so the demo data's rates do not count
    const a = (await api.http().post(base).set(bearer(admin)).send({ carrier: 4, fuelPercent: '20', effectiveFrom: '2026-08-03', note: 'asof' }).expect(201)).body.data;
    await api.http().put(`${base}/${a.id}`).set(bearer(admin)).send({ fuelPercent: '22.5', effectiveFrom: '2026-08-17', version: 1 }).expect(200);
    const b = (await api.http().post(base).set(bearer(admin)).send({ carrier: 4, fuelPercent: '30', effectiveFrom: '2026-08-10', note: 'asof' }).expect(201)).body.data;
    const listOn = async (day: string) => (await api.http().get(`${base}?carrier=4&effectiveFrom=2026-08-01,2026-08-20&sortField=id&sortOrder=asc&asOf=${day}`).set(bearer(admin)).expect(200)).body.data;

    expect((await listOn('2026-08-02'))).toMatchObject({ records: [], total: 0 });
    const early = await listOn('2026-08-05');
    expect(early.total).toBe(1);
    expect(early.records[0]).toMatchObject({ id: a.id, fuelPercent: '20.0000', effectiveFrom: '2026-08-03', versionInForce: 1, version: 2 });
    const mid = await listOn('2026-08-16');
    expect(mid.records.map((r: { id: number; fuelPercent: string }) => [r.id, r.fuelPercent])).toEqual([[a.id, '20.0000'], [b.id, '30.0000']]);
    const late = await listOn('2026-08-17');
    expect(late.records.map((r: { fuelPercent: string; versionInForce: number }) => [r.fuelPercent, r.versionInForce])).toEqual([['22.5000', 2], ['30.0000', 1]]);
    // without asOf: today's values, and no versionInForce
    const now = (await api.http().get(`${base}?carrier=4&effectiveFrom=2026-08-01,2026-08-20&sortField=id&sortOrder=asc`).set(bearer(admin)).expect(200)).body.data;
    expect(now.records[0].fuelPercent).toBe('22.5000');
    expect(now.records[0]).not.toHaveProperty('versionInForce');

    const bad = await api.http().get(`${base}?asOf=2026-02-30`).set(bearer(admin)).expect(400);
    expect(bad.body).toMatchObject({ message: 'As of must be a date (YYYY-MM-DD)', zhMessage: '截至日期必须是日期（YYYY-MM-DD）' });
    // a resource without versions has no asOf
    await api.http().get('/api/resources/feature-flag?asOf=2026-08-05').set(bearer(admin)).expect(400);
  });

  it('has no version routes on a resource without versions', async () => {
    const flag = (await api.http().get('/api/resources/feature-flag?pageSize=1').set(bearer(admin)).expect(200)).body.data.records[0];
    const res = await api.http().get(`/api/resources/feature-flag/${flag.id}/versions`).set(bearer(admin)).expect(404);
    expect(res.body.message).toBe('Not found'); // no such route, not a missing record
  });
});
