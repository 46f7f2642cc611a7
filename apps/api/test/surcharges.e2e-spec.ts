import { Harness, bearer, startApi } from './harness';
import { SurchargeHooks } from '../src/modules/pricing/surcharge.hooks';
import { RecordWriter } from '../src/engine/record-writer';

/**
 * Issue 12 §2, a surcharge's lifecycle (02 §4): New -> Using -> Modified -> Restore, deactivate
 * for good, delete refused once used (02 §8's words), the percent bound, and the conditional
 * fields that carry the rate engine's `when`.
 */
describe('surcharges', () => {
  let api: Harness;
  let admin: string;
  const base = '/api/resources/surcharge';
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Additional Handling', carrier: 3, effectiveService: 1, billCode: `AHS${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    appliesWhen: 'weightOver', whenOver: '50', calculation: 'FIXED', value: '24.5', multiplyByPackageCount: true, offRatePercent: '0', ...over,
  });
  /** As the pricing module will when a level, a client or a quote uses them. */
  const markUsing = (ids: number[]) => api.ds.transaction((em) => api.app.get(SurchargeHooks).markUsing(em, api.app.get(RecordWriter).in(em), ids));

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('starts New and Active; a percent above 1000 % is refused on save', async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    expect(created).toMatchObject({ levelStatus: 'NEW', status: 1, whenOver: '50.00', multiplyByPackageCount: true });
    const res = await api.http().post(base).set(bearer(admin)).send(body({ calculation: 'PERCENT', value: '1500', rateBase: 'All' })).expect(400);
    expect(res.body.data.errors).toEqual([{ field: 'value', message: 'A percent surcharge is at most 1000 %', zhMessage: '百分比附加费不能超过 1000%' }]);
  });

  it('keeps only the fields its condition and calculation use', async () => {
    const zones = (await api.http().post(base).set(bearer(admin)).send(body({ appliesWhen: 'zones', whenZones: ['9', 'A'], calculation: 'PERCENT', value: '5', rateBase: 'baseRate', multiplyByPackageCount: true })).expect(201)).body.data;
    expect(zones).toMatchObject({ whenZones: ['9', 'A'], whenOver: null, rateBase: 'baseRate', multiplyByPackageCount: null });
    const missing = await api.http().post(base).set(bearer(admin)).send(body({ appliesWhen: 'zones', whenOver: undefined })).expect(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['whenZones']);
  });

  it('goes Using once used, Modified when changed then, and Restore brings back the version in use', async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    const edited = (await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ value: '25', version: created.version }).expect(200)).body.data;
    expect(edited.levelStatus).toBe('NEW'); // not used yet: a plain edit
    await markUsing([created.id]);
    const using = (await api.http().get(`${base}/${created.id}`).set(bearer(admin)).expect(200)).body.data;
    expect(using).toMatchObject({ levelStatus: 'USING', value: '25.0000' });
    const renamed = (await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ descriptionEn: 'Heavy', version: using.version }).expect(200)).body.data;
    expect(renamed.levelStatus).toBe('USING'); // a description does not change a charge
    const modified = (await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ value: '31', version: renamed.version }).expect(200)).body.data;
    expect(modified.levelStatus).toBe('MODIFIED');

    const restored = (await api.http().post(`${base}/${created.id}/actions/restore`).set(bearer(admin)).send({ version: modified.version }).expect(200)).body.data;
    expect(restored).toMatchObject({ levelStatus: 'USING', value: '25.0000', descriptionEn: 'Heavy' });
    const versions = (await api.http().get(`${base}/${created.id}/versions`).set(bearer(admin)).expect(200)).body.data;
    expect(versions[0]).toMatchObject({ rolledBackFrom: renamed.version, snapshot: { value: '25.0000', levelStatus: 'USING' } });
    await api.http().post(`${base}/${created.id}/actions/restore`).set(bearer(admin)).send({ version: restored.version }).expect(409);
  });

  it("refuses to delete a surcharge that has been used, in the spec's words", async () => {
    const fresh = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    const used = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    await markUsing([used.id]);
    const res = await api.http().delete(`${base}/${used.id}?version=${used.version + 1}`).set(bearer(admin)).expect(409);
    expect(res.body).toMatchObject({ message: 'It could not be deleted for that it has been used.', zhMessage: '该附加费已被使用，无法删除。' });
    await api.http().delete(`${base}/${fresh.id}?version=${fresh.version}`).set(bearer(admin)).expect(200);
  });

  it('deactivates for good: there is no way back to Active', async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    const off = (await api.http().post(`${base}/${created.id}/actions/deactivate`).set(bearer(admin)).send({ version: created.version }).expect(200)).body.data;
    expect(off.status).toBe(2);
    await api.http().post(`${base}/${created.id}/actions/deactivate`).set(bearer(admin)).send({ version: off.version }).expect(409);
    const resumed = await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ status: 1, version: off.version });
    expect((await api.http().get(`${base}/${created.id}`).set(bearer(admin))).body.data.status).toBe(2);
    expect([200, 400]).toContain(resumed.status); // status is not a form field: ignored or refused, never applied
  });
});
