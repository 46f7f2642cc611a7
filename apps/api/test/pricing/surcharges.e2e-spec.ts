import { Harness, bearer, startApi } from '../harness';
import { SurchargeHooks } from '../../src/modules/pricing/surcharge.hooks';
import { RecordWriter } from '../../src/engine/record-writer';

/**
 * A surcharge's lifecycle (02 §4): New -> Using -> Modified -> Restore, deactivate for good, delete
 * refused once used (02 §8's words), the percent bound, and the conditional fields that carry the
 * rate engine's `when`.
 */
describe('surcharges', () => {
  let api: Harness;
  let admin: string;
  const base = '/api/resources/surcharge';
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Additional Handling', carrier: 3, effectiveService: 1, billCode: `AHS${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    appliesWhen: 'weightOver', whenOver: '50', calculation: 'FIXED', value: '24.5', multiplyByPackageCount: true, offRatePercent: '0', ...over,
  });
  /** Straight to Using, as a client's deal or a kept quote does (tested below through those). */
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

  it("is put in use by a client's deal, and by a kept quote that charged it", async () => {
    const dealt = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    expect(dealt.levelStatus).toBe('NEW');
    const client = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(admin)).expect(200)).body.data.records[0];
    await api.http().post('/api/resources/client-surcharge').set(bearer(admin)).send({ clientId: client.id, surchargeId: dealt.id, offRatePercent: '50', effectiveFrom: '2026-01-01' }).expect(201);
    expect((await api.http().get(`${base}/${dealt.id}`).set(bearer(admin))).body.data.levelStatus).toBe('USING');
    // the demo's kept shipments charged the UPS residential surcharge: the seed left it in use
    const residential = (await api.http().get(`${base}?billCode=RES`).set(bearer(admin)).expect(200)).body.data.records[0];
    expect(residential.levelStatus).toBe('USING');
    // a new UPS surcharge that always applies, charged by a kept quote
    const always = (await api.http().post(base).set(bearer(admin)).send({ ...body(), carrier: 2, effectiveService: 0, billCode: 'UPSALL', appliesWhen: 'always', whenOver: undefined, calculation: 'FIXED', value: '1', multiplyByPackageCount: false, effectiveFrom: '2026-01-01' }).expect(201)).body.data;
    await api.http().post('/api/ezeeship-shipment/admin/rate/quote').set(bearer(admin)).send({
      shippingAccountId: 1, carrierServiceId: 1, fromAddress: { zipCode: '91761' }, toAddress: { zipCode: '10001' }, residential: false, store: true,
      shipDate: new Date().toISOString().slice(0, 10), packages: [{ weight: 2, weightUnit: 'lb', length: 8, width: 6, height: 4, dimUnit: 'in' }],
    }).expect(200);
    expect((await api.http().get(`${base}/${always.id}`).set(bearer(admin))).body.data.levelStatus).toBe('USING');
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

  it("keeps a level rule (the level's default unless set) and a limit; changing either in use makes it Modified", async () => {
    const created = (await api.http().post(base).set(bearer(admin)).send(body({ limitAmount: '40' })).expect(201)).body.data;
    expect(created).toMatchObject({ levelRule: 'LEVEL_DEFAULT', limitAmount: '40.0000' });
    const bad = await api.http().post(base).set(bearer(admin)).send(body({ levelRule: 'SOMETIMES', limitAmount: '-1' })).expect(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['levelRule', 'limitAmount']);
    await markUsing([created.id]);
    const using = (await api.http().get(`${base}/${created.id}`).set(bearer(admin)).expect(200)).body.data;
    const full = (await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ levelRule: 'FULL', version: using.version }).expect(200)).body.data;
    expect(full).toMatchObject({ levelRule: 'FULL', levelStatus: 'MODIFIED' });
    const uncapped = (await api.http().put(`${base}/${created.id}`).set(bearer(admin)).send({ limitAmount: null, version: full.version }).expect(200)).body.data;
    expect(uncapped.limitAmount).toBeNull();
  });

  it("refuses to remove a client's deal in force with 02 §8's other wording; one dated ahead may go", async () => {
    const dealt = (await api.http().post(base).set(bearer(admin)).send(body()).expect(201)).body.data;
    const client = (await api.http().get('/api/resources/client?pageSize=1').set(bearer(admin)).expect(200)).body.data.records[0];
    const deal = (effectiveFrom: string) => api.http().post('/api/resources/client-surcharge').set(bearer(admin))
      .send({ clientId: client.id, surchargeId: dealt.id, offRatePercent: '20', effectiveFrom }).expect(201).then((r) => r.body.data);
    const inForce = await deal('2026-01-01');
    const ahead = await deal('2999-01-01');
    const res = await api.http().delete(`/api/resources/client-surcharge/${inForce.id}?version=${inForce.version}`).set(bearer(admin)).expect(409);
    expect(res.body).toMatchObject({ message: 'Deleted surcharges cannot be removed if they are in use', zhMessage: '使用中的附加费不能删除' });
    await api.http().delete(`/api/resources/client-surcharge/${ahead.id}?version=${ahead.version}`).set(bearer(admin)).expect(200);
  });
});
